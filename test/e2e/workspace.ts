/** The folders the browser tests open: the samples, and for the UI tests files made to provoke the extension. */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { toGrid } from '../../src/core/formats';

export const ROOT = path.resolve(__dirname, '../..');
/** Where screenshots go (the README links some of them, copied into images/). */
export const ARTIFACTS = path.join(ROOT, 'test-results');

/** The one-line puzzle on line 4 of samples/easy.sudoku. */
export const EASY_LINE = fs
  .readFileSync(path.join(ROOT, 'samples', 'easy.sudoku'), 'utf8')
  .split('\n')[3]
  .slice(0, 81);
/** Markup and script in a puzzle's name and metadata: the panel must show them as text. */
export const EVIL = '<img src=x onerror="document.title=\'pwned\'"> </script><script>document.title="pwned"</script>';
/** One long, unbroken name with markup in it, for Solve All's table. */
export const LONG_NAME = `<b>bold</b>${'x'.repeat(3000)}END`;
/** A folder whose name is icon and link syntax: a path shown by the extension must stay text. */
export const HOSTILE_DIR = '$(bug) [x](command:workbench.action.quit)';
/** A puzzle whose givens do not clash but that has no solution: 9 is in r1c9's column, 1 to 8 in its row. */
export const NO_SOLUTION = `12345678.${'........9'}${'.'.repeat(63)}`;
/** How many hard puzzles many.sudoku holds, to keep Solve All busy long enough to cancel. */
export const MANY = 300;

/** A fresh folder holding the samples. */
export function makeWorkspace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-ws-'));
  // The files, and the folders (samples/techniques) as they are.
  fs.cpSync(path.join(ROOT, 'samples'), dir, { recursive: true });
  return dir;
}

function puzzleLines(file: string): string[] {
  return fs
    .readFileSync(path.join(ROOT, 'test', 'data', file), 'utf8')
    .split(/\r?\n/)
    .filter((l) => /^[0-9.]{81}/.test(l))
    .map((l) => l.slice(0, 81));
}

/** The samples, and the files the UI tests open: hostile names, code, Markdown, many hard puzzles. */
export function makeUiWorkspace(): string {
  const dir = makeWorkspace();
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  write('evil.sudoku', `#D ${EVIL}\n#A <b>bold</b>\n${EASY_LINE} ${EVIL}\n`);
  // A name made to become a command link in a notification, and a bare URL for the hover to link.
  write(
    'hostile.sudoku',
    `${EASY_LINE} [click me](command:workbench.action.terminal.sendSequence?%7B%22text%22%3A%22echo%20pwned%5Cn%22%7D) https://example.com/x\n`,
  );
  write('typed.sudoku', '');
  // Solve All over names: one long and unbroken, with markup in it; two as usual.
  write('names.sudoku', `${EASY_LINE} ${LONG_NAME}\n${EASY_LINE} An easy puzzle with a name of ordinary length\n${EASY_LINE} Easy again\n`);
  write('many.sudoku', `${puzzleLines('top1465.txt').slice(0, MANY).join('\n')}\n`);
  fs.mkdirSync(path.join(dir, HOSTILE_DIR));
  write(path.join(HOSTILE_DIR, 'shared.sudoku'), `${EASY_LINE} Shared\n`);
  // A puzzle whose explanation holds chain steps (top95 #4: a forcing chain through two digits).
  write('chains.sudoku', `${puzzleLines('top95.txt')[3]} top95 #4\n`);
  // A hard puzzle whose candidate grid, in full, is wider than a hover beside the panel; a grid, so that the
  // mouse finds a character of it (a '|') that is not a cell, within a narrow editor.
  write('wide.sudoku', `#D top95 #1\n${toGrid(puzzleLines('top95.txt')[0])}\n`);
  // No two givens clash, but r1c9 can hold nothing: Play says at once that it has no solution.
  write('nosolution.sudoku', `${NO_SOLUTION} No solution\n`);
  write('code.js', 'const answer = 42;\nconsole.log(answer + 1, [1, 2, 3]);\n');
  write('puzzle-in-code.js', `// ${EASY_LINE}\n`);
  write('notes.md', `# Notes\n\nA puzzle:\n\n${EASY_LINE}\n`);
  return dir;
}
