/** Plain text for notifications, progress titles, quick picks and the status bar. */
import { strict as assert } from 'assert';
import { plainText } from '../../src/core/plainText';

describe('feature models', () => {
  describe('plain text for notifications, progress titles, quick picks and the status bar', () => {
    it('breaks link and icon syntax, keeping the text as typed to the eye', () => {
      const evil = '[click me](command:workbench.action.terminal.sendSequence?%7B%22text%22%3A%22rm%22%7D) $(alert) <https://x.io>';
      const safe = plainText(evil);
      assert.doesNotMatch(safe, /\]\(/, 'no [label](target)');
      assert.doesNotMatch(safe, /\$\(/, 'no $(icon)');
      assert.doesNotMatch(safe, /command:|https:/, 'no scheme a renderer would link');
      assert.equal(safe.replace(/\u200b/g, ''), evil);
    });

    it('drops control characters and line breaks, and shortens long text', () => {
      assert.equal(plainText('a\nb\u001b[31mc\u202ed'), 'a b [31mcd');
      assert.equal(plainText('x'.repeat(500), 100).length, 100);
      // Cut between characters: no emoji split into a lone surrogate.
      assert.equal(plainText('😀'.repeat(150), 100), `${'😀'.repeat(99)}…`);
      assert.equal(plainText('😀'.repeat(100), 100), '😀'.repeat(100));
    });
  });
});
