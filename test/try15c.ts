import { engine, sqlSources } from './helpers/engine';
import { PuzzleGenerator, BANDS } from '../src/core/generator';
(async () => {
  const e = await engine();
  const g = new PuzzleGenerator(e, sqlSources());
  const orig = e.solve.bind(e); const stat: Record<string, [number, number]> = {};
  (e as any).solve = (p: string, o: any, c: any) => { const t0 = process.cpuUsage().user/1000; const r = orig(p, o, c); const k = JSON.stringify(o).slice(0, 60) + ' ' + r.status; stat[k] ??= [0, 0]; stat[k][0]++; stat[k][1] += process.cpuUsage().user/1000 - t0; return r; };
  for (const s of [1,2,3]) g.generate({ seed: s, band: BANDS.easy, symmetry: 'none' });
  console.log(stat);
  const t0 = performance.now(); for (let i = 0; i < 200; i++) (g as any).puzzle(); console.log('read', (performance.now() - t0) / 200);
})();
