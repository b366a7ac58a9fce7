/** Next Hint's notifications (issue 34, defect 9): only the latest one's More button goes on. */
import { strict as assert } from 'assert';
import { LatestNotice } from '../../src/features/commands/latestNotice';

describe("Next Hint's notifications", () => {
  it('let only the latest one act: an earlier one, still on screen, is dead', () => {
    const notices = new LatestNotice();
    const first = notices.next();
    assert.equal(first(), true, 'alone, it acts');
    const second = notices.next();
    assert.equal(first(), false, 'the earlier one is dead');
    assert.equal(second(), true);
    const third = notices.next();
    assert.deepEqual([first(), second(), third()], [false, false, true]);
  });
});
