import { engine, sqlSources } from '../test/helpers/engine';
import { PuzzleGenerator, BANDS } from '../src/core/generator';
import { bitmaskSolve } from '../test/helpers/bitmaskSolver';
(async () => {
  const e = await engine();
  const g = new PuzzleGenerator(e, sqlSources());
  for (const [band, sym] of [['easy','none'],['easy','rotational'],['medium','none'],['medium','mirror'],['diabolical','none']] as const) {
    for (let s = 1; s <= 3; s++) {
      const t0 = performance.now();
      const o = g.generate({ seed: s, band: BANDS[band], symmetry: sym, timeLimitMs: 60000 });
      const ms = performance.now() - t0;
      if (o.status === 'generated') console.log(band, sym, s, o.puzzle.puzzle, o.puzzle.rating, o.puzzle.techniqueName, o.puzzle.givens, 'att', o.puzzle.attempts, Math.round(ms), 'bm', bitmaskSolve(o.puzzle.puzzle).count);
      else console.log(band, sym, s, o);
    }
  }
})();
