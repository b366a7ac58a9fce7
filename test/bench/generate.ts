/**
 * npm run bench:generate -- [--count N] [--bands a,b] [--symmetries a,b] [--budget MS] [--seed S] [--no-bank] [--out FILE]
 *
 * Median seconds per generated puzzle for each band and symmetry, with how
 * many landed in the band within the budget, in one process on the engine the
 * extension uses. Every puzzle is checked unique by the bitmask solver
 * (test-only code) and its rating against the band. --no-bank makes
 * diabolical puzzles by random cuts, as before the bank (sql/generate/bank.sql).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parseArgs } from 'node:util';
import initSqlJs from 'sql.js';
import sources from 'virtual:sql-sources';
import { SqlSudokuEngine } from '../../src/core/engine';
import { PuzzleGenerator } from '../../src/core/generator';
import { BANDS, BAND_NAMES, BandName, SYMMETRIES, Symmetry, puzzleSeed } from '../../src/shared/generate';
import { bitmaskSolve } from '../helpers/bitmaskSolver';

interface Row {
  band: BandName;
  symmetry: Symmetry;
  asked: number;
  landed: number;
  medianS: number | null;
  maxS: number | null;
  medianCpuS: number | null;
  attempts: number;
  medianGivens: number | null;
  ratings: number[];
}

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] : null);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '5' },
      bands: { type: 'string', default: BAND_NAMES.join(',') },
      symmetries: { type: 'string', default: SYMMETRIES.join(',') },
      budget: { type: 'string', default: '120000' },
      seed: { type: 'string', default: '1000' },
      'no-bank': { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench-generate.json' },
    },
  });
  const count = Number(values.count);
  const budget = Number(values.budget);
  const bands = values.bands.split(',') as BandName[];
  const symmetries = values.symmetries.split(',') as Symmetry[];
  for (const b of bands) if (!(b in BANDS)) throw new Error(`unknown band ${b}`);
  for (const s of symmetries) if (!SYMMETRIES.includes(s)) throw new Error(`unknown symmetry ${s}`);
  const wasm = fs.readFileSync(path.join(__dirname, 'sql-wasm.wasm'));
  const SQL = await initSqlJs({ wasmBinary: wasm as unknown as ArrayBuffer });
  const engine = SqlSudokuEngine.create(SQL, sources);
  const gen = new PuzzleGenerator(engine, sources);
  const rows: Row[] = [];
  console.log(`${os.cpus()[0]?.model ?? 'cpu'}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`);
  const fromBank = !values['no-bank'];
  console.log(`count ${count} per cell, budget ${budget} ms per puzzle, seeds from ${values.seed}${fromBank ? '' : ', no bank'}\n`);
  console.log('| Band | Symmetry | Landed in band | Median s / puzzle | Max s | Median CPU s | Attempts | Median givens |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const band of bands) {
    for (const symmetry of symmetries) {
      const times: number[] = [];
      const cpu: number[] = [];
      const givens: number[] = [];
      const ratings: number[] = [];
      let attempts = 0;
      for (let i = 0; i < count; i++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const seed = puzzleSeed(Number(values.seed), i);
        const out = gen.generate({ seed, band: { ...BANDS[band] }, symmetry, timeLimitMs: budget, fromBank });
        const ms = performance.now() - t0;
        const c = process.cpuUsage(c0);
        attempts += out.status === 'generated' ? out.puzzle.attempts : out.attempts;
        if (out.status !== 'generated') continue;
        const p = out.puzzle;
        if (bitmaskSolve(p.puzzle).count !== 1) throw new Error(`not unique: ${p.puzzle}`);
        if (p.rating < BANDS[band].min || p.rating > BANDS[band].max) throw new Error(`out of band: ${p.puzzle} ${p.rating}`);
        times.push(ms / 1000);
        cpu.push((c.user + c.system) / 1e6);
        givens.push(p.givens);
        ratings.push(p.rating);
      }
      const row: Row = {
        band,
        symmetry,
        asked: count,
        landed: times.length,
        medianS: median(times),
        maxS: times.length ? Math.max(...times) : null,
        medianCpuS: median(cpu),
        attempts,
        medianGivens: median(givens),
        ratings,
      };
      rows.push(row);
      const f = (x: number | null) => (x === null ? '–' : x.toFixed(2));
      console.log(
        `| ${band} | ${symmetry} | ${row.landed} of ${count} | ${f(row.medianS)} | ${f(row.maxS)} | ${f(row.medianCpuS)} | ${attempts} | ${row.medianGivens ?? '–'} |`,
      );
    }
  }
  const result = { date: new Date().toISOString(), count, budget, fromBank, load: os.loadavg(), rows };
  fs.writeFileSync(values.out, JSON.stringify(result, null, 2));
  engine.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
