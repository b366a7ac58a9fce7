import { strict as assert } from 'assert';
import { forEachInParallel } from '../../src/core/parallel';

describe('forEachInParallel', () => {
  it('takes items in order and never runs more than the width at once', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await forEachInParallel(
      [...Array(20).keys()],
      3,
      () => false,
      async (item, index) => {
        assert.equal(item, index);
        started.push(item);
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 1 + (item % 4)));
        running--;
      },
    );
    assert.deepEqual(started, [...Array(20).keys()]);
    assert.equal(most, 3);
  });

  it('starts no new item once told to stop', async () => {
    const done: number[] = [];
    await forEachInParallel(
      [...Array(20).keys()],
      2,
      () => done.length >= 5,
      async (item) => {
        done.push(item);
      },
    );
    assert.ok(done.length >= 5 && done.length <= 6, String(done.length));
  });
});
