/** The .sudoku language's editor defaults. */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';

describe('feature models', () => {
  describe('language configuration', () => {
    it('makes a given digit a word, and blanks and separators none', () => {
      const config = JSON.parse(fs.readFileSync(path.join(__dirname, '../../language-configuration.json'), 'utf8'));
      const words = (text: string) => text.match(new RegExp(config.wordPattern, 'g')) ?? [];
      // On a blank, VS Code finds no word, so it boxes no other blank (nor a full stop in a comment).
      assert.deepEqual(words('4..3_0.7'), ['4', '3', '7']);
      assert.deepEqual(words('------+------- | 1 2 . |'), ['1', '2']);
      assert.deepEqual(words('# Easter Monster.'), ['Easter', 'Monster']);
    });
  });
});
