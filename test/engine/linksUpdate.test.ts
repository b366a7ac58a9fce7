/**
 * The links kept between steps (chains/links-update.sql): on pencil marks
 * that are those the links were read off less some candidates, the chain
 * builder brings `link` and `place_count` up to date instead of reading them
 * anew, and they come out exactly as reading them anew would give (strong
 * links, their units, where chains go on). A position met in a top1465_s200
 * explanation (bench:explain's ER 6.6-9.4 set), then the same one less
 * candidates that make new strong links in cells and units.
 */
import { strict as assert } from 'assert';
import { engine } from '../helpers/engine';
import type { TechniqueBoard } from '../../src/core/engine/techniqueBoard';
import type { ChainSql } from '../../src/core/chains';

const POSITION = {
  grid: '.6347......428.......631..5..5.4.39...79....2..8..27....6.2..1948.......7..5.....',
  marks:
    '12589 59 1289 28 18 15 1579 59 169 367 1367 289 279 29 2489 47 12 12 78 67 68 36 34 156 368 145 568 369 349 13 156 ' +
    '456 14 35 35 78 47 48 129 13 169 36 256 2567 67 29 129 169 48 2468 23468 346',
};

/** Loads the position, less the digits `drop` names for each cell (by index). */
function load(board: TechniqueBoard, drop: Record<number, string> = {}): void {
  const marks = POSITION.marks.split(' ');
  let k = 0;
  const candidates = [...POSITION.grid].map((ch, i) => {
    if (ch !== '.') return null;
    const m = marks[k++];
    return [...m].filter((d) => !(drop[i] ?? '').includes(d)).join('');
  });
  board.loadPuzzle(POSITION.grid, { placed: '.'.repeat(81), candidates });
}

interface Inside {
  sql: ChainSql;
}

/** The chain files run while `fn` runs. */
function filesRun(board: TechniqueBoard, fn: () => void): string[] {
  const inside = board.chains as unknown as Inside;
  const { run, query } = inside.sql;
  const files: string[] = [];
  inside.sql = {
    run: (file, params) => (files.push(file), run(file, params)),
    query: (file, params) => (files.push(file), query(file, params)),
    check: inside.sql.check,
  };
  try {
    fn();
  } finally {
    inside.sql = { run, query, check: inside.sql.check };
  }
  return files;
}

/** The links and place counts as they are, row by row. */
function tables(board: TechniqueBoard): string[] {
  const db = (board as unknown as { sql: { db: { exec(s: string): { values: unknown[][] }[] } } }).sql.db;
  const rows = (s: string) => (db.exec(s)[0]?.values ?? []).map((r) => r.join(','));
  return [
    ...rows('SELECT cell1, d1, cell2, d2, strong, via, onward FROM link ORDER BY cell1, d1, cell2, d2'),
    '--',
    ...rows('SELECT unit, d, n FROM place_count ORDER BY unit, d'),
  ];
}

/** What reading the links anew gives, on the pencil marks as they are. */
function readAnew(board: TechniqueBoard): string[] {
  (board.chains as unknown as Inside).sql.run('chains/links.sql', {});
  return tables(board);
}

describe('the chains: links kept between steps', () => {
  // Cell 0 (r1c1) keeps 2 and 9, so a cell's strong link is new, and its unit's places of 1, 5 and 8 go down.
  const LESS = { 0: '158', 12: '8', 40: '6' };

  it('brings the links up to date from the candidates that went, as reading them anew would', async () => {
    const board = (await engine()).techniqueBoard;
    load(board);
    board.chains.ensure('xy', false);
    load(board, LESS);
    const files = filesRun(board, () => board.chains.ensure('xy', false));
    assert.ok(files.includes('chains/links-update.sql'));
    assert.ok(!files.includes('chains/links.sql'), 'the links are not read anew');
    const kept = tables(board);
    assert.ok(kept.includes('0,2,0,9,1,-1,2'), 'r1c1 (2=9): a strong link in the cell, going on from 9 within the cell');
    assert.deepEqual(kept, readAnew(board));
  });

  it('reads them anew when a candidate is new', async () => {
    const board = (await engine()).techniqueBoard;
    load(board, LESS);
    board.chains.ensure('xy', false);
    load(board);
    const files = filesRun(board, () => board.chains.ensure('xy', false));
    assert.ok(files.includes('chains/links.sql'));
    const read = tables(board);
    assert.ok(!read.includes('0,2,0,9,1,-1,2'));
    assert.deepEqual(read, readAnew(board));
  });
});
