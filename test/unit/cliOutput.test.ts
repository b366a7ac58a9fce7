/** The command line's output helpers, apart from a run. */
import { strict as assert } from 'assert';
import * as v8 from 'v8';
import * as vm from 'vm';
import { safe, unlessOutputCloses } from '../../src/cli/output';

/** A full collection, without starting node with --expose-gc. */
function collect(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Weak references to the results of `n` pieces of work, each awaited through unlessOutputCloses. */
async function settleMany(n: number): Promise<WeakRef<object>[]> {
  const refs: WeakRef<object>[] = [];
  for (let i = 0; i < n; i++) {
    const result = { i, payload: new Array(1000).fill(i) };
    refs.push(new WeakRef(result));
    assert.equal(await unlessOutputCloses(Promise.resolve(result)), result);
  }
  return refs;
}

describe('command-line output', () => {
  it('keeps no result once its work settled, however long the reader stays (a race against one pending promise kept them all)', async () => {
    const refs = await settleMany(50);
    // WeakRefs hold their targets until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    assert.deepEqual(
      refs.flatMap((r, i) => (r.deref() ? [i] : [])),
      [],
    );
  });

  it('passes a failure on', async () => {
    await assert.rejects(unlessOutputCloses(Promise.reject(new Error('boom'))), /boom/);
  });

  it('drops terminal controls: escape sequences, bells, bidirectional overrides', () => {
    assert.equal(safe('a\u001b]0;title\u0007b\u202ec'), 'a]0;titlebc');
  });
});
