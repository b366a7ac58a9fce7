/**
 * The technique contract, version 1, as data: what a technique file may read,
 * what it writes, and the header it carries. docs/technique-api.md says the
 * same in prose (a unit test keeps them together); the editor shows a table's
 * columns on hover from here, and the lab checks files against it.
 */

/** The contract's version: a file says which it was written for (`-- Contract: 1`). */
export const CONTRACT_VERSION = 1;

export interface ContractColumn {
  name: string;
  /** SQLite type as declared. */
  type: 'INTEGER' | 'TEXT' | 'REAL';
  /** What a value means, in one line. */
  meaning: string;
}

export interface ContractTable {
  name: string;
  kind: 'table' | 'view';
  /**
   * 'read': read only; 'write': the findings, the one table a technique
   * writes; 'scratch': emptied and filled by a technique's earlier
   * statements for its last one, meaningless between runs.
   */
  access: 'read' | 'write' | 'scratch';
  /** The SQL file that creates it, relative to sql/. */
  file: string;
  /** What a row means, in one or two lines. */
  meaning: string;
  columns: ContractColumn[];
  /** Only filled for a technique whose header asks for chains (`-- Chains: x|xy|...`). */
  needsChains?: boolean;
}

const col = (name: string, type: ContractColumn['type'], meaning: string): ContractColumn => ({ name, type, meaning });

/** Columns a cell's units are copied into (`grid`, `cand`). */
const UNIT_COLUMNS = [
  col('row_unit', 'INTEGER', "the cell's row as a unit id, 0..8"),
  col('col_unit', 'INTEGER', "the cell's column as a unit id, 9..17"),
  col('box_unit', 'INTEGER', "the cell's box as a unit id, 18..26"),
];

/** Every table and view of contract version 1, the position first, then the reference tables, the links, the findings. */
export const CONTRACT_TABLES: readonly ContractTable[] = [
  {
    name: 'cand',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'The pencil marks of the current position: digit d is still possible in empty cell `cell`.',
    columns: [
      col('cell', 'INTEGER', 'the cell, 0..80 row by row: 9 * (row - 1) + (column - 1)'),
      col('d', 'INTEGER', 'the digit, 1..9'),
      ...UNIT_COLUMNS,
    ],
  },
  {
    name: 'grid',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'The digits written in the current position (givens and digits found so far); an empty cell has no row.',
    columns: [
      col('cell', 'INTEGER', 'the cell, 0..80'),
      col('d', 'INTEGER', 'the digit in it, 1..9'),
      col('how', 'TEXT', "'given', 'logic' or 'guess'"),
      ...UNIT_COLUMNS,
    ],
  },
  {
    name: 'cell',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'The 81 cells, with their row, column, box and the ids of their three units. Never changes.',
    columns: [
      col('id', 'INTEGER', 'the cell, 0..80'),
      col('r', 'INTEGER', 'its row, 1..9'),
      col('c', 'INTEGER', 'its column, 1..9'),
      col('b', 'INTEGER', 'its box, 1..9, left to right and top to bottom'),
      ...UNIT_COLUMNS,
      col('name', 'TEXT', "its name, e.g. 'r3c5'"),
    ],
  },
  {
    name: 'unit',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'The 27 units: rows are ids 0..8, columns 9..17, boxes 18..26. Never changes.',
    columns: [
      col('id', 'INTEGER', 'the unit, 0..26'),
      col('kind', 'TEXT', "'row', 'column' or 'box'"),
      col('n', 'INTEGER', 'its number within its kind, 1..9'),
    ],
  },
  {
    name: 'unit_cell',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'Which cells make up each unit (nine rows a unit). Never changes.',
    columns: [
      col('unit', 'INTEGER', 'the unit, 0..26'),
      col('pos', 'INTEGER', "the cell's place inside the unit, 0..8"),
      col('cell', 'INTEGER', 'the cell, 0..80'),
    ],
  },
  {
    name: 'peer',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'Two different cells that share a row, a column or a box (20 peers a cell, both ways round). Never changes.',
    columns: [col('cell', 'INTEGER', 'a cell, 0..80'), col('peer', 'INTEGER', 'a cell that sees it, 0..80')],
  },
  {
    name: 'cage',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning:
      "A killer's cages (empty on any other puzzle), and the rule of 45's: a unit's innies (id 1000 + unit) and outies (2000 + unit) as cages of their own. A cage's cells are peers.",
    columns: [
      col('id', 'INTEGER', "the cage: 0.. in the puzzle's order; 1000 + unit innies, 2000 + unit outies"),
      col('total', 'INTEGER', 'the sum its digits make'),
      col('size', 'INTEGER', 'how many cells it has'),
      col('kind', 'TEXT', "'cage', 'innies' or 'outies'"),
      col('unit', 'INTEGER', "the rule of 45's unit (0..26); NULL for a cage"),
    ],
  },
  {
    name: 'cage_cell',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'The cells of each cage.',
    columns: [col('cage', 'INTEGER', 'the cage, as cage.id'), col('cell', 'INTEGER', 'a cell of it, 0..80')],
  },
  {
    name: 'cage_set',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'Every set of digits that fits a cage by its size and total alone (4 in two cells: {1,3}).',
    columns: [col('cage', 'INTEGER', 'the cage'), col('bits', 'INTEGER', 'the digits, as bitset.bits')],
  },
  {
    name: 'cage_option',
    kind: 'view',
    access: 'read',
    file: 'board/schema.sql',
    meaning:
      "The cage_set rows that still fit the position: every cell of the cage can take one of the set's digits, and every digit of the set some cell.",
    columns: [col('cage', 'INTEGER', 'the cage'), col('bits', 'INTEGER', 'the digits, as bitset.bits')],
  },
  {
    name: 'digit',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'The digits 1..9, one a row, to join against. Never changes.',
    columns: [col('d', 'INTEGER', 'a digit, 1..9')],
  },
  {
    name: 'bitset',
    kind: 'table',
    access: 'read',
    file: 'board/schema.sql',
    meaning: 'Every set of digits written as bits (digit d is bit d - 1), 0..511, with its size and its digits. Never changes.',
    columns: [
      col('bits', 'INTEGER', 'the set as bits, 0..511'),
      col('size', 'INTEGER', 'how many digits it holds, 0..9'),
      col('digits', 'TEXT', "its digits in order, e.g. '147'"),
    ],
  },
  {
    name: 'link',
    kind: 'table',
    access: 'read',
    file: 'chains/schema.sql',
    needsChains: true,
    meaning:
      'Links between two candidates (both ways round): weak, they cannot both be true; strong, they cannot both be false (a strong link is weak too).',
    columns: [
      col('cell1', 'INTEGER', 'the first candidate: its cell'),
      col('d1', 'INTEGER', 'the first candidate: its digit'),
      col('cell2', 'INTEGER', 'the second candidate: its cell'),
      col('d2', 'INTEGER', 'the second candidate: its digit'),
      col(
        'strong',
        'INTEGER',
        '1 for a strong link (the only two places of a digit in a unit, or the only two digits of a cell), 0 for weak only',
      ),
      col('via', 'INTEGER', "the unit of a strong link between places, -1 for a cell's two digits"),
      col('onward', 'INTEGER', 'which strong links leave the second candidate: 1 places, 2 digits, 3 both, 0 none'),
    ],
  },
  {
    name: 'imp',
    kind: 'table',
    access: 'read',
    file: 'chains/schema.sql',
    needsChains: true,
    meaning:
      'Implications of the chain mode in the header: if candidate src is assumed true or false, candidate (cell, d) must be true or false.',
    columns: [
      col('src', 'INTEGER', 'the assumption: 20 * cell + 2 * d + truth'),
      col('cell', 'INTEGER', 'the implied candidate: its cell'),
      col('d', 'INTEGER', 'the implied candidate: its digit'),
      col('truth', 'INTEGER', '1 it must be true, 0 it must be false'),
      col('depth', 'INTEGER', 'links from the assumption'),
      col('pcell', 'INTEGER', 'the candidate it follows from (opposite truth): its cell'),
      col('pd', 'INTEGER', 'the candidate it follows from: its digit'),
      col('via', 'INTEGER', 'how it became true: -1 the last digit of its cell, else the unit where it is the last place'),
    ],
  },
  {
    name: 'length_step',
    kind: 'table',
    access: 'read',
    file: 'chains/schema.sql',
    meaning: "Sudoku Explainer's rating by length: a chain rates 0.1 more for each `above` its number of nodes, less 2, passes.",
    columns: [col('above', 'INTEGER', 'a length step: 4, 6, 8, 12, 16, 24, 32...')],
  },
  {
    name: 'cell_choice_agreement',
    kind: 'view',
    access: 'read',
    file: 'techniques/schema.sql',
    needsChains: true,
    meaning: 'What every digit of a cell implies alike (from imp): the conclusions of a forcing chain from that cell.',
    columns: [
      col('home', 'INTEGER', 'the cell whose digits are assumed in turn'),
      col('choices', 'INTEGER', 'how many digits it has'),
      col('cell', 'INTEGER', 'the implied candidate: its cell'),
      col('d', 'INTEGER', 'the implied candidate: its digit'),
      col('truth', 'INTEGER', '1 true, 0 false, whichever digit the home cell holds'),
    ],
  },
  {
    name: 'region_choice_agreement',
    kind: 'view',
    access: 'read',
    file: 'techniques/schema.sql',
    needsChains: true,
    meaning: 'What every place of a digit in a unit implies alike (from imp): the conclusions of a forcing chain from that region.',
    columns: [
      col('unit', 'INTEGER', 'the unit, 0..26'),
      col('rd', 'INTEGER', 'the digit whose places are assumed in turn'),
      col('cell', 'INTEGER', 'the implied candidate: its cell'),
      col('d', 'INTEGER', 'the implied candidate: its digit'),
      col('truth', 'INTEGER', '1 true, 0 false, wherever the digit goes'),
    ],
  },
  {
    name: 'found',
    kind: 'table',
    access: 'write',
    file: 'techniques/schema.sql',
    meaning:
      "What the technique found: one row a placement or an elimination. The technique's last statement is `INSERT INTO found (...) SELECT ...`; the rows of one pattern make one step.",
    columns: [
      col('act', 'TEXT', "'place' writes d in cell; 'elim' removes candidate d from cell"),
      col('cell', 'INTEGER', 'the cell placed in or eliminated from, 0..80'),
      col('d', 'INTEGER', 'the digit, 1..9'),
      col('unit', 'INTEGER', 'the unit the finding is about (0..26), or NULL'),
      col('pattern', 'TEXT', "the cells that justify it, comma separated, e.g. '3,12,30'"),
      col('digits', 'TEXT', "the digits of the pattern, e.g. '47'"),
      col('rating', 'REAL', "optional: this finding's own rating, where it varies with the pattern; the easiest are kept"),
      col('chain', 'TEXT', "optional: chain techniques only, the chains behind it as 'src:cell:d:truth' ends in imp, for the drawing"),
      col('tech', 'TEXT', 'set by the engine: leave it out'),
      col('total', 'INTEGER', "optional, killer techniques: the sum the pattern's cells make, which the explanation names"),
    ],
  },
  {
    name: 'loop_close',
    kind: 'view',
    access: 'read',
    file: 'techniques/schema.sql',
    needsChains: true,
    meaning:
      'Where a chain of imp closes into a loop: from "src true" it reaches Y true, weakly linked to Z, whose strong link leads back to src.',
    columns: [
      col('src', 'INTEGER', 'the assumption, as in imp'),
      col('yc', 'INTEGER', 'Y: its cell'),
      col('yd', 'INTEGER', 'Y: its digit'),
      col('zc', 'INTEGER', 'Z: its cell'),
      col('zd', 'INTEGER', 'Z: its digit'),
      col('one_digit', 'INTEGER', '1 when every link is on one digit (an X-cycle)'),
      col('through_cell', 'INTEGER', "1 when the strong link is a cell's only two digits"),
    ],
  },
  {
    name: 'loop_elimination',
    kind: 'view',
    access: 'read',
    file: 'techniques/schema.sql',
    needsChains: true,
    meaning:
      'What each loop in loop_closing rules out: candidates outside the loop that see its digit true one way round and false the other.',
    columns: [
      col('cell', 'INTEGER', 'the candidate ruled out: its cell'),
      col('d', 'INTEGER', 'the candidate ruled out: its digit'),
      col('cells', 'TEXT', "the loop's cells, comma separated"),
      col('digits', 'TEXT', "the loop's digits"),
      col('size', 'INTEGER', "the loop's candidates, for a rating by length"),
      col('chain', 'TEXT', 'the loop, for found.chain'),
    ],
  },
  {
    name: 'loop_closing',
    kind: 'table',
    access: 'scratch',
    file: 'techniques/schema.sql',
    needsChains: true,
    meaning:
      'Scratch: the loops a cycle technique keeps from loop_close, which loop_elimination reads. Empty it first (DELETE FROM loop_closing).',
    columns: [
      col('src', 'INTEGER', 'the assumption the loop starts from, as in imp'),
      col('yc', 'INTEGER', 'Y, the true candidate that closes it: its cell'),
      col('yd', 'INTEGER', 'Y: its digit'),
      col('zc', 'INTEGER', 'Z, weakly linked to Y, strongly to the start: its cell'),
      col('zd', 'INTEGER', 'Z: its digit'),
    ],
  },
];

export interface HeaderField {
  /** As written: `-- Technique: Empty rectangle`. */
  key: string;
  required: boolean;
  /** Read in the built-in techniques only; a user's technique may not use it. */
  builtInOnly?: boolean;
  meaning: string;
  example: string;
}

/** The header every technique file starts with: `-- Key: value` comment lines, before any SQL. */
export const HEADER_FIELDS: readonly HeaderField[] = [
  { key: 'Technique', required: true, meaning: 'its name, as the explanation shows it', example: 'Empty rectangle' },
  {
    key: 'Rating',
    required: true,
    meaning:
      "its difficulty on Sudoku Explainer's ER scale, 1.0 to 9.9: it decides the technique's place in the ladder (after the built-in techniques of the same rating)",
    example: '4.6',
  },
  { key: 'Contract', required: false, meaning: 'the contract version it was written for; only 1 exists (the default)', example: '1' },
  {
    key: 'Id',
    required: false,
    meaning: "a short id (lower-case letters, digits, '-'), unique among techniques; default: the file's name without .sql",
    example: 'empty-rectangle',
  },
  {
    key: 'Rule',
    required: false,
    meaning: 'the rule in words, a paragraph of comment lines up to an empty one',
    example: 'when the places of a digit in a box...',
  },
  { key: 'Summary', required: false, meaning: 'what it covers, in a few words', example: 'one digit, a box and a strong link' },
  {
    key: 'Needs',
    required: false,
    meaning:
      "'unique': sound only in a puzzle known to have one solution; it runs only there. 'variant': it reads a variant's extra units (ids 27 and up); it runs only on variants. 'cages': it reads a killer's cages; it runs only on killers",
    example: 'unique',
  },
  {
    key: 'Chains',
    required: false,
    meaning:
      "the implications it reads: 'x' (one digit), 'xy' (also a cell's digits), 'nishio' or 'dynamic'; link and imp are filled before it runs",
    example: 'xy',
  },
  {
    key: 'Group',
    required: false,
    builtInOnly: true,
    meaning: 'built-in techniques tried together, the easiest findings of the group kept (the static and dynamic chains)',
    example: 'static chains',
  },
];

/** The contract's table or view of this name (case-insensitive), if there is one. */
export function contractTable(name: string): ContractTable | undefined {
  const lower = name.toLowerCase();
  return CONTRACT_TABLES.find((t) => t.name === lower);
}

/** Tables a technique may write: the findings, and the scratch tables. */
export const WRITABLE_TABLES: ReadonlySet<string> = new Set(CONTRACT_TABLES.filter((t) => t.access !== 'read').map((t) => t.name));
