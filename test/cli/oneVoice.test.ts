/** One voice in the engine's workers: the host hands them its l10n bundle (the built worker, on worker threads). */
import { strict as assert } from 'assert';
import { useBundle } from '../../src/core/phrases';
import { SolverPool } from '../../src/node/solverPool';
import { puzzleSet } from '../helpers/engine';
import { WORKER_FILES, buildBundle } from '../helpers/bundle';
import { markedBundle } from '../helpers/markedBundle';

describe('in another language, in the workers (a marked bundle, as the host hands it to them)', () => {
  const DUPLICATE = '55' + puzzleSet('named_hardest')[0].cells.slice(2);
  before(buildBundle);
  after(() => useBundle(undefined));

  it('hands the bundle to the engine’s workers, which speak English without one', async function () {
    const files = WORKER_FILES;
    useBundle(undefined); // this thread in English: what comes back in «» was translated in the worker
    for (const [bundle, unit] of [
      [markedBundle(), '«row 1»'],
      [undefined, 'row 1'],
    ] as const) {
      const pool = new SolverPool({ ...files, l10nBundle: bundle });
      try {
        const r = await pool.solve(DUPLICATE);
        assert.equal(r.conflicts?.[0].unit, unit);
        assert.equal(r.message?.startsWith('«Duplicate givens: '), bundle !== undefined, r.message);
      } finally {
        await pool.dispose();
      }
    }
  });
});
