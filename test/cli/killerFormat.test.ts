/**
 * The command line reads a killer in every form the editor does (issue 37), and --json carries the
 * cages. Parsing only: whether the killer solves is the engine's (its own tests); --verdict keeps it short.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { buildBundle, runCli } from '../helpers/bundle';
import { fpuzzlesLink } from '../../src/core/fpuzzles';
import { writeSudoCue } from '../../src/core/killerForms';

const DOTS = '.'.repeat(81);
const CAGES = [
  { sum: 3, cells: [0, 1] },
  { sum: 15, cells: [2, 3, 4] },
];

describe('the CLI on killer forms', function () {
  let dir: string;
  before(buildBundle);
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-killer-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads #cages lines, a SudoCue line and an f-puzzles link, and --json carries each variant with its cages', async () => {
    const text = [
      DOTS,
      '#cages 3=r1c1+r1c2; 15=r1c3+r1c4+r1c5',
      '',
      writeSudoCue(CAGES, true),
      '',
      `Killer-X on f-puzzles: ${fpuzzlesLink(DOTS, { rules: ['x'], cages: CAGES })}`,
      '',
      `${DOTS}\n#cages 2=r1c1+r1c2`,
      '',
    ].join('\n');
    const f = path.join(dir, 'killers.sudoku');
    fs.writeFileSync(f, text);
    const run = await runCli([f, '--json', '--verdict']);
    const rows = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(rows.length, 4, run.stderr);
    assert.deepEqual(rows[0].variant, { rules: [], cages: CAGES });
    assert.deepEqual(rows[1].variant, { rules: ['x'], cages: CAGES });
    assert.deepEqual(rows[2].variant, { rules: ['x'], cages: CAGES });
    assert.equal(rows[3].variant, undefined, 'its one cage does not read');
    assert.deepEqual(
      rows[3].variantNotes.map((n: { kind: string; line: number }) => [n.kind, n.line]),
      [['cage-sum', 9]],
    );
  });
});
