/**
 * Every phrase the user reads, in one place: status words, difficulty, counts,
 * titles, verdict messages, hints and the panel's labels. Each goes through
 * `l10n.t`, which the extension points at `vscode.l10n.t`; the CLI, the
 * worker and the tests use the English text as written. No `vscode` import:
 * the core stays runnable anywhere.
 */
import type { ChainNode, Difficulty, SolveResult, SolveStatus, Step } from '../shared/result';
import type { GuessEnd } from '../shared/panelProtocol';

export type Translate = (message: string, ...args: (string | number | boolean)[]) => string;

/** English as written, with {0}-style placeholders filled in (vscode.l10n.t's own rule). */
const english: Translate = (message, ...args) => message.replace(/\{(\d+)\}/g, (m, i: string) => String(args[Number(i)] ?? m));
let translate: Translate = english;

/** The extension calls this once with `vscode.l10n.t`. */
export function useTranslator(t: Translate | undefined): void {
  translate = t ?? english;
}

/** Named like vscode.l10n so that `@vscode/l10n-dev export` finds the strings. */
const l10n = { t: (message: string, ...args: (string | number | boolean)[]) => translate(message, ...args) };
/** The same translator for phrase modules beside this one (playPhrases.ts). */
export const phraseTranslator = l10n;

export const cellName = (cell: number): string => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/** Digits as a set, "{4,6}", the one way steps and guess logs write them: "46" would read as forty-six. */
export const digitSet = (digits: Iterable<number | string>): string => `{${[...digits].join(',')}}`;

// --- counts ------------------------------------------------------------------

export const givensCount = (n: number): string => (n === 1 ? l10n.t('1 given') : l10n.t('{0} givens', n));
export const guessesCount = (n: number): string => (n === 1 ? l10n.t('1 guess') : l10n.t('{0} guesses', n));
export const stepsCount = (n: number): string => (n === 1 ? l10n.t('1 step') : l10n.t('{0} steps', n));
export const puzzlesCount = (n: number): string => (n === 1 ? l10n.t('1 puzzle') : l10n.t('{0} puzzles', n));
export const statementsCount = (n: number): string => (n === 1 ? l10n.t('1 SQL statement') : l10n.t('{0} SQL statements', n));
/** A duration for people: whole milliseconds below a second, then tenths of a second. */
export const duration = (ms: number): string => (ms < 1000 ? l10n.t('{0} ms', Math.round(ms)) : l10n.t('{0} s', (ms / 1000).toFixed(1)));

// --- status ------------------------------------------------------------------

export type ShownStatus = SolveStatus | 'malformed';

/** The status in a few words, lower case, for running text: lens, hover, summary, CLI. */
export function statusWord(status: ShownStatus): string {
  switch (status) {
    case 'solved':
      return l10n.t('one solution');
    case 'invalid':
      return l10n.t('duplicate givens');
    case 'no-solution':
      return l10n.t('no solution');
    case 'multiple':
      return l10n.t('more than one solution');
    case 'stalled':
      return l10n.t('logic stalls');
    case 'timeout':
      return l10n.t('not decided in time');
    case 'cancelled':
      return l10n.t('cancelled');
    case 'malformed':
      return l10n.t('not a puzzle');
  }
}

/** The status as a heading: the panel's status line. */
export function statusHeading(status: ShownStatus): string {
  switch (status) {
    case 'solved':
      return l10n.t('Solved: one solution');
    case 'invalid':
      return l10n.t('Invalid: duplicate givens');
    case 'no-solution':
      return l10n.t('No solution');
    case 'multiple':
      return l10n.t('More than one solution');
    case 'stalled':
      return l10n.t('Stalled: logic alone gets no further');
    case 'timeout':
      return l10n.t('Stopped at the time limit');
    case 'cancelled':
      return l10n.t('Cancelled');
    case 'malformed':
      return l10n.t('Not a puzzle');
  }
}

/** A symbol beside the status; never the only sign of it. */
export function statusIcon(status: ShownStatus): string {
  // Glyphs that common fonts have (DejaVu): '⏱' showed as an empty box in Chromium on Linux.
  return { solved: '✓', invalid: '✗', 'no-solution': '✗', multiple: '⚠', stalled: '…', timeout: '◷', cancelled: '■', malformed: '✗' }[
    status
  ];
}

/** How serious a status is: decides error red against warning yellow. */
export function statusSeverity(status: ShownStatus): 'ok' | 'warning' | 'error' {
  if (status === 'solved') return 'ok';
  if (status === 'invalid' || status === 'no-solution' || status === 'malformed') return 'error';
  return 'warning';
}

// --- difficulty ----------------------------------------------------------------

/** "3.2 X-Wing". Undefined when there is nothing to rate. */
export function difficultyLabel(d: Difficulty | undefined): string | undefined {
  if (!d || d.technique === 'none') return undefined;
  const label = l10n.t('{0} {1}', d.rating.toFixed(1), d.technique === 'guess' ? l10n.t('Guessing') : d.name);
  // Sudoku Explainer's EP and ED beside the ER, when the explanation knows them.
  if (d.ep === undefined || d.ed === undefined) return label;
  return l10n.t('{0} (EP {1}, ED {2})', label, d.ep.toFixed(1), d.ed.toFixed(1));
}

/**
 * The difficulty worth showing for a result: only a puzzle with one solution
 * has one (two solutions make "Guessing" meaningless), and a full grid has none.
 */
export function resultDifficulty(r: Pick<SolveResult, 'status' | 'difficulty' | 'givens'>): string | undefined {
  if (r.status !== 'solved' || r.givens === 81) return undefined;
  return difficultyLabel(r.difficulty);
}

// --- verdicts -------------------------------------------------------------------

export function firstDifference(a: string, b: string): number {
  for (let i = 0; i < 81; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** "r4c8 can be 1 or 2": the first cell where two solutions differ. */
export function differencePhrase(solutions: [string, string]): string {
  const [a, b] = solutions;
  const cell = Math.max(0, firstDifference(a, b));
  return l10n.t('{0} can be {1} or {2}', cellName(cell), a[cell], b[cell]);
}

export function conflictsPhrase(conflicts: NonNullable<SolveResult['conflicts']>): string {
  const list = conflicts.map((c) => l10n.t('{0} and {1} ({2} in {3})', cellName(c.cells[0]), cellName(c.cells[1]), c.digit, c.unit));
  return l10n.t('Duplicate givens: {0}.', list.join('; '));
}

/**
 * What to tell about a result beyond its status, as one sentence ending in a
 * full stop (callers never add punctuation around it). Undefined for a plain solve.
 */
export function resultMessage(
  r: Pick<SolveResult, 'status' | 'conflicts' | 'solutions' | 'message' | 'fromPosition'>,
  timeLimitMs?: number,
): string | undefined {
  switch (r.status) {
    case 'solved':
      return undefined;
    case 'invalid':
      return r.conflicts?.length ? conflictsPhrase(r.conflicts) : l10n.t('Duplicate givens.');
    case 'no-solution':
      if (r.fromPosition) return r.conflicts?.length ? conflictsPhrase(r.conflicts) : l10n.t('No grid completes this position.');
      return l10n.t('The givens do not clash, but no grid completes them.');
    case 'multiple':
      return r.solutions ? l10n.t('More than one solution: {0}.', differencePhrase(r.solutions)) : l10n.t('More than one solution.');
    case 'stalled':
      return l10n.t('Logic alone gets no further, and guessing is turned off.');
    case 'timeout':
      return timeLimitMs
        ? l10n.t('The solve stopped at the time limit of {0}.', duration(timeLimitMs))
        : l10n.t('The solve stopped at the time limit.');
    case 'cancelled':
      return l10n.t('The solve was cancelled.');
  }
}

// --- positions ---------------------------------------------------------------

/**
 * What is wrong with a player's position, in their terms, measured against
 * the puzzle's one solution; the cells only when asked for (`where`), and
 * never the digits that belong there.
 */
export function positionVerdict(check: { wrongDigits: number[]; removedAnswers: number[] }, where = false): string {
  const { wrongDigits: wrong, removedAnswers: removed } = check;
  if (wrong.length === 0 && removed.length === 0) return l10n.t('Nothing you have written is wrong so far.');
  const parts: string[] = [];
  if (wrong.length > 0) {
    const what = wrong.length === 1 ? l10n.t('A digit you placed is wrong') : l10n.t('{0} digits you placed are wrong', wrong.length);
    parts.push(where ? l10n.t('{0}: {1}', what, wrong.map(cellName).join(', ')) : what);
  }
  if (removed.length > 0) {
    const what =
      removed.length === 1
        ? l10n.t('A candidate you removed is the answer')
        : l10n.t('{0} candidates you removed are the answers', removed.length);
    parts.push(where ? l10n.t('{0}: {1}', what, removed.map(cellName).join(', ')) : what);
  }
  return l10n.t('{0}.', parts.join('; '));
}

/** The remark about too few givens, fitted to the verdict (a puzzle with no solution expects nothing). */
export function fewGivensNote(givens: number, status?: ShownStatus): string | undefined {
  if (givens >= 17) return undefined;
  if (givens === 0) return l10n.t('No givens: an empty grid has countless solutions.');
  if (status === 'no-solution' || status === 'invalid') return l10n.t('Only {0}: no proper Sudoku has fewer than 17.', givensCount(givens));
  return l10n.t('Only {0}: no proper Sudoku has fewer than 17, so expect more than one solution.', givensCount(givens));
}

/** "one solution · 3.2 X-Wing · 30 givens": the facts, for hover and CLI. */
export function verdictSummary(r: Pick<SolveResult, 'status' | 'difficulty' | 'givens'>): string {
  const difficulty = resultDifficulty(r);
  if (r.status === 'solved' && r.givens === 81) return l10n.t('complete');
  return difficulty ? l10n.t('{0}, difficulty {1}', statusWord(r.status), difficulty) : statusWord(r.status);
}

// --- titles ------------------------------------------------------------------------

/**
 * Text cut to `max` characters with an ellipsis, between code points, so that
 * an emoji is never split into a lone surrogate.
 */
export function shorten(text: string, max: number): string {
  // A text has no more characters than UTF-16 units: most texts end here without being split.
  if (text.length <= max) return text;
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** Characters of a name or description a title keeps: messages must still show what follows it. */
export const TITLE_MAX = 80;

/**
 * A puzzle's title everywhere (panel tab, panel heading, hover, progress,
 * messages): its name, its #D description, or its line; a long one is cut,
 * between characters, never inside one.
 */
export function puzzleTitle(p: { name?: string; meta?: { description?: string }; line: number }): string {
  const text = p.name ?? p.meta?.description;
  return text === undefined ? l10n.t('Puzzle on line {0}', p.line + 1) : shorten(text, TITLE_MAX);
}

export const panelTabTitle = (title: string): string => l10n.t('Sudoku: {0}', title);

// --- steps ----------------------------------------------------------------------

function listDigits(items: { cell: number; d: number }[]): string {
  const byDigit = new Map<number, number[]>();
  for (const { cell, d } of items) byDigit.set(d, [...(byDigit.get(d) ?? []), cell]);
  return [...byDigit.entries()].map(([d, cells]) => l10n.t('{0} from {1}', d, cells.map(cellName).join(', '))).join('; ');
}

/** One step in plain words, e.g. "Naked pair {2,7} in row 3 at r3c1, r3c5: removes 2 from r3c4"; a chain step's `said` in words instead of its Eureka. */
export function describeStep(step: Step, said?: string): string {
  if (step.technique === 'guess') {
    const p = step.placed[0];
    return l10n.t('Guess #{0}: try {1} in {2}', step.guess ?? 0, p.d, cellName(p.cell));
  }
  // A chain in Eureka notation, with its rating (it grows with the chain's length).
  if (step.chain) return l10n.t('{0} ({1}): {2}', step.name, step.rating.toFixed(1), said ?? step.chain.text);
  const name = step.unit ? l10n.t('{0} in {1}', step.name, step.unit) : step.name;
  if (step.placed.length > 0) {
    const p = step.placed[0];
    return l10n.t('{0}: {1} goes in {2}', name, p.d, cellName(p.cell));
  }
  const digits = step.digits.length > 1 ? digitSet(step.digits) : `(${step.digits.join('')})`;
  const pattern = step.name + ' ' + digits + (step.unit ? ' ' + l10n.t('in {0}', step.unit) : '');
  const at = step.cells.length ? l10n.t('{0} at {1}', pattern, step.cells.map(cellName).join(', ')) : pattern;
  return l10n.t('{0}: removes {1}', at, listDigits(step.removed));
}

/** The pieces of a chain step's sentence (chainWords.ts puts them together): "If r1c9 were 2, r6c9 could not be 2, so r6c4 would be 2, …". */
const at = (n: ChainNode) => [cellName(n.cell), n.d] as const;
export const chainWords = {
  heading: (step: Step) => l10n.t('{0} ({1})', step.name, step.rating.toFixed(1)),
  assume: (n: ChainNode) => (n.on ? l10n.t('if {0} were {1}', ...at(n)) : l10n.t('if {0} were not {1}', ...at(n))),
  then: (n: ChainNode) => (n.on ? l10n.t('so {0} would be {1}', ...at(n)) : l10n.t('{0} could not be {1}', ...at(n))),
  first: (n: ChainNode) => (n.on ? l10n.t('{0} would be {1}', ...at(n)) : l10n.t('{0} could not be {1}', ...at(n))),
  back: (n: ChainNode) =>
    n.on ? l10n.t('so {0} would be {1} after all', ...at(n)) : l10n.t('and {0} could not be {1} after all', ...at(n)),
  skipped: (n: number, chains?: boolean) => (chains ? l10n.t('… {0} more chains like these …', n) : l10n.t('… {0} more links …', n)),
  is: (n: ChainNode) => (n.on ? l10n.t('{0} is {1}', ...at(n)) : l10n.t('{0} is not {1}', ...at(n))),
  forcing: (chain: string, verdict: string) => l10n.t('{0}: {1}.', chain, verdict),
  contradiction: (one: string, other: string, verdict: string) => l10n.t('{0}; and {1}: a contradiction, so {2}.', one, other, verdict),
  bothWays: (chains: string, verdict: string) => l10n.t('{0}: either way, {1}.', chains, verdict),
  cell: (s: string, c: number, ds: string, v: string) => l10n.t('{0}: whichever of {1} {2} holds, {3}.', s, ds, cellName(c), v),
  region: (s: string, d: number, unit: string, v: string) => l10n.t('{0}: wherever {1} goes in {2}, {3}.', s, d, unit, v),
  cycle: (s: string, v: string) => l10n.t('{0}, closing the loop; if not, each would be the opposite. Either way, {1}.', s, v),
  noneOf: (d: number, c: string[]) => (c[1] ? l10n.t('{0} can go in none of {1}', d, c.join(', ')) : l10n.t('{0} cannot be {1}', c[0], d)),
};

/** How a guess ended, in words: "r3c5 has no candidate", "row 3 has no place for 7". */
export function guessEnding(end: GuessEnd): string {
  switch (end.kind) {
    case 'no-candidate':
      return l10n.t('{0} has no candidate', cellName(end.cell));
    case 'no-place':
      return l10n.t('{0} has no place for {1}', end.unit, end.d);
    case 'twice':
      return l10n.t('{0} twice in {1}', end.d, end.unit);
    case 'children':
      return l10n.t('every digit for {0} fails', cellName(end.cell));
    case 'solution':
      return l10n.t('leads to the solution');
    case 'second-solution':
      return l10n.t('leads to a second solution');
    case 'unknown':
      return l10n.t('a contradiction');
    case 'untold':
      return l10n.t('its steps are not told');
  }
}

/** "r1c7=2 → contradiction after 12 steps: r3c5 has no candidate". */
export function guessStory(g: { row: number; col: number; value: number; outcome: string }, steps: number, end: GuessEnd): string {
  const what = l10n.t('r{0}c{1}={2}', g.row, g.col, g.value);
  if (end.kind === 'solution') return l10n.t('{0} → solved after {1}', what, stepsCount(steps));
  if (end.kind === 'second-solution') return l10n.t('{0} → a second solution after {1}', what, stepsCount(steps));
  if (g.outcome === 'open') return l10n.t('{0} → still open after {1}', what, stepsCount(steps));
  if (g.outcome === 'kept') return l10n.t('{0} → {1}, then another guess', what, stepsCount(steps));
  if (end.kind === 'children')
    return steps === 0
      ? l10n.t('{0} → {1}', what, guessEnding(end))
      : l10n.t('{0} → {1}, then {2}', what, stepsCount(steps), guessEnding(end));
  if (end.kind === 'untold') return l10n.t('{0} → contradiction, found by the search; {1}', what, guessEnding(end));
  if (steps === 0) return l10n.t('{0} → contradiction at once: {1}', what, guessEnding(end));
  return l10n.t('{0} → contradiction after {1}: {2}', what, stepsCount(steps), guessEnding(end));
}

export function outcomeWord(outcome: string): string {
  switch (outcome) {
    case 'kept':
      return l10n.t('kept');
    case 'disproved':
      return l10n.t('disproved');
    case 'abandoned':
      return l10n.t('abandoned');
    default:
      return l10n.t('open');
  }
}

// --- hints ------------------------------------------------------------------------

export const HINT_STAGES = 4;

/**
 * Next Hint, in stages, as HoDoKu and SudokuWiki give it: 1 the technique, 2
 * where to look, 3 the cells and candidates, 4 the move. `move` is the step in words.
 */
export function hintText(step: Step, stage: number, move: string): string {
  if (step.technique === 'guess') {
    if (stage <= 1) return l10n.t('Logic finds nothing more here: the next move is a guess.');
    if (stage === 2) return l10n.t('Guess in the cell with the fewest candidates: look at {0}.', unitsOf(step.cells)[0]);
    if (stage === 3) return l10n.t('{0} has the fewest candidates.', cellName(step.cells[0]));
    return l10n.t('Try {0} in {1}.', step.placed[0].d, cellName(step.placed[0].cell));
  }
  if (stage <= 1) return l10n.t('Look for a {0}.', step.name);
  if (stage === 2) {
    const where = step.unit ?? unitsOf([...step.cells, ...step.placed.map((p) => p.cell)])[0];
    return l10n.t('Look for a {0} in {1}.', step.name, where);
  }
  if (stage === 3) {
    const cells = step.cells.map(cellName).join(', ');
    const digits = step.digits.join(', ');
    const about = step.digits.length === 1 ? l10n.t('the digit {0}', digits) : l10n.t('the digits {0}', digits);
    return step.cells.length === 1
      ? l10n.t('{0}: the cell {1}, about {2}.', step.name, cells, about)
      : l10n.t('{0}: the cells {1}, about {2}.', step.name, cells, about);
  }
  return /[.!?]$/.test(move) ? move : l10n.t('{0}.', move);
}

/** The hint's stage label: "Hint 2 of 4". */
export const hintStageLabel = (stage: number): string => l10n.t('Hint {0} of {1}', stage, HINT_STAGES);

/** The box, row or column a set of cells shares, most specific first; else the box of the first. */
function unitsOf(cells: number[]): string[] {
  const rows = new Set(cells.map((c) => Math.floor(c / 9)));
  const cols = new Set(cells.map((c) => c % 9));
  const boxes = new Set(cells.map((c) => 3 * Math.floor(c / 27) + Math.floor((c % 9) / 3)));
  const out: string[] = [];
  if (boxes.size === 1) out.push(l10n.t('box {0}', [...boxes][0] + 1));
  if (rows.size === 1) out.push(l10n.t('row {0}', [...rows][0] + 1));
  if (cols.size === 1) out.push(l10n.t('column {0}', [...cols][0] + 1));
  if (out.length === 0) out.push(l10n.t('box {0}', [...boxes][0] + 1));
  return out;
}

// --- the panel --------------------------------------------------------------------

export const solvingTitle = (title: string): string => l10n.t('Solving {0}…', title);
export const checkingTitle = (title: string): string => l10n.t('Checking {0}…', title);

/** The webview's own labels: it gets them from the host, so they too are translated. Placeholders are {0}, {1}. */
export function panelStrings(): Record<string, string> {
  return {
    empty: l10n.t('Run “Sudoku: Solve Puzzle” on a puzzle to see it here.'),
    start: l10n.t('« Start'),
    back: l10n.t('‹ Back'),
    play: l10n.t('Play ▸'),
    pause: l10n.t('Pause ❚❚'),
    next: l10n.t('Next ›'),
    end: l10n.t('End »'),
    goStart: l10n.t('Go to the start'),
    prevStep: l10n.t('Previous step'),
    nextStep: l10n.t('Next step'),
    goEnd: l10n.t('Go to the end'),
    pencil: l10n.t('Pencil marks'),
    on: l10n.t('on'),
    off: l10n.t('off'),
    solutionOf: l10n.t('Solution {0} of 2'),
    solveAgain: l10n.t('Solve again'),
    share: l10n.t('Share'),
    shareLine: l10n.t('Copy line'),
    shareWiki: l10n.t('Copy SudokuWiki link'),
    sharePencil: l10n.t('Copy pencil marks'),
    shareMarkdown: l10n.t('Copy explanation'),
    shareSvg: l10n.t('Export SVG'),
    sharePng: l10n.t('Export PNG'),
    toolbar: l10n.t('Steps and view'),
    boardArea: l10n.t('Board'),
    board: l10n.t('Sudoku board'),
    cell: l10n.t('row {0}, column {1}'),
    given: l10n.t('given {0}'),
    byLogic: l10n.t('{0}, placed by logic'),
    byGuess: l10n.t('{0}, the guessed digit'),
    deduced: l10n.t('{0}, placed by logic after a guess'),
    candidates: l10n.t('candidates {0}'),
    noCandidates: l10n.t('no candidates'),
    duplicate: l10n.t('duplicate given'),
    differs: l10n.t('differs between solutions ({0} or {1})'),
    inStep: l10n.t('part of this step'),
    removes: l10n.t('this step removes {0}'),
    startCaption: l10n.t('The givens, with their candidates. {0} steps to the solution follow.'),
    startCaptionOne: l10n.t('The givens, with their candidates. One step to the solution follows.'),
    startCaptionNone: l10n.t('The givens, with their candidates. No step follows.'),
    stepCaption: l10n.t('Step {0} of {1}: {2}'),
    branchCaption: l10n.t('In a branch that was rolled back: {0}'),
    openSql: l10n.t('Open {0}'),
    legendGiven: l10n.t('bold = given'),
    legendLogic: l10n.t('plain = logic'),
    legendGuess: l10n.t('boxed? = the guessed digit'),
    legendDeduced: l10n.t('italic = logic after a guess'),
    stepsHeading: l10n.t('Steps'),
    startItem: l10n.t('Start: the givens'),
    fold: l10n.t('Fold branch {0}'),
    unfold: l10n.t('Unfold branch {0}'),
    tabs: l10n.t('Explanation'),
    tabSteps: l10n.t('Steps ({0})'),
    tabTree: l10n.t('Guess tree'),
    tabLog: l10n.t('Guess log ({0})'),
    noGuesses: l10n.t('Logic alone solves this puzzle: no guess was needed.'),
    treeHeading: l10n.t('Guess tree'),
    treeLabel: l10n.t('Guess tree: {0}. Arrow keys move between guesses, Enter shows the board at a guess.'),
    treeRoot: l10n.t('Start (no guess)'),
    treeNode: l10n.t('Guess {0}, depth {1}, {2}: {3}'),
    kept: l10n.t('kept'),
    disproved: l10n.t('disproved'),
    abandoned: l10n.t('abandoned'),
    open: l10n.t('open'),
    treeLegend: l10n.t('● kept · ✕ disproved · ○ abandoned (under a disproved guess)'),
    guessLog: l10n.t('Guess log'),
    colN: l10n.t('#'),
    colCell: l10n.t('Cell'),
    colValue: l10n.t('Value'),
    colChoices: l10n.t('Candidates'),
    colDepth: l10n.t('Depth'),
    colOutcome: l10n.t('How it ended'),
    showGuess: l10n.t('Show the board at guess {0}'),
    capped: l10n.t('Deeper rolled-back branches are not told step by step; their guesses are in the log.'),
    colLine: l10n.t('Line'),
    colName: l10n.t('Name'),
    colStatus: l10n.t('Status'),
    colDifficulty: l10n.t('Difficulty'),
    colGuesses: l10n.t('Guesses'),
    colTime: l10n.t('Time'),
    goLine: l10n.t('Go to the puzzle on line {0}'),
    chain: l10n.t('Chain:'),
    chainStrong: l10n.t('strong link'),
    chainWeak: l10n.t('weak link'),
    chainStruck: l10n.t('eliminated'),
    chainDrawn: l10n.t('The chain drawn on the board, link by link:'),
    chainNode: l10n.t('{0} in {1}'),
    linkStrong: l10n.t('{0} = {1}: strong link, if the first is false the second is true'),
    linkWeak: l10n.t('{0} − {1}: weak link, if the first is true the second is false'),
    chainRemoves: l10n.t('Struck: {0}'),
    chainLinkCount: l10n.t('{0} strong and {1} weak links drawn'),
  };
}

// --- notifications, progress and buttons ---------------------------------------------

export const showLogAction = (): string => l10n.t('Show Log');
export const actions = {
  retry: () => l10n.t('Retry'),
  showLog: showLogAction,
  showProblems: () => l10n.t('Show Problems'),
  showSummary: () => l10n.t('Show Summary'),
  solve: () => l10n.t('Solve'),
  candidates: () => l10n.t('Candidates'),
  insertSolution: () => l10n.t('Insert Solution'),
  showBoth: () => l10n.t('Show Both Solutions'),
  raiseTimeLimit: () => l10n.t('Raise Time Limit'),
  moreHint: () => l10n.t('More'),
};

export const sqlFileMissing = (file: string): string => l10n.t('Sudoku: the SQL file {0} is missing from this installation.', file);
/** Why the text at the cursor is not a puzzle; a selection's own message says it all (it may hold several). */
export const notAPuzzleYet = (entry: { message: string; form: string }): string =>
  entry.form === 'selection' ? l10n.t('Sudoku: {0}', entry.message) : l10n.t('Sudoku: this is not a puzzle yet. {0}', entry.message);
export const sudokuSays = (message: string): string => l10n.t('Sudoku: {0}', message);
export const couldNotStart = (message: string): string => l10n.t('Sudoku could not start: {0}', message);
/** Where the extension runs (the sudoku.runtimeInfo command, for the web tests and bug reports). */
export const runtimeReport = (host: string, typeofProcess: string, engine: string): string =>
  l10n.t('Sudoku: {0} host, process {1}, {2}s', host, typeofProcess, engine);
export const couldNotCheck = (file: string, message: string): string =>
  l10n.t('Sudoku: the solver could not check {0}. {1}', file, message);
export const findingNextStep = (): string => l10n.t('Sudoku: finding the next step');
export const solvingAll = (): string => l10n.t('Sudoku: solving all puzzles');
export const progressOf = (done: number, total: number): string => l10n.t('{0} of {1}', done, total);
export const openFileFirst = (): string => l10n.t('Sudoku: open a file with puzzles first.');
export const noPuzzleInFile = (): string => l10n.t('Sudoku: no puzzle in this file.');
export const progressTitle = (what: 'solving' | 'checking', title: string): string =>
  what === 'solving' ? l10n.t('Sudoku: solving {0}', title) : l10n.t('Sudoku: checking {0}', title);

/** Check Puzzle's answer: the puzzle's title, then the verdict in a sentence. */
export function checkMessage(title: string, r: Pick<SolveResult, 'status' | 'conflicts' | 'solutions' | 'difficulty' | 'givens'>): string {
  switch (r.status) {
    case 'solved': {
      if (r.givens === 81) return l10n.t('Sudoku ({0}): the grid is complete and valid.', title);
      const d = resultDifficulty(r);
      return d
        ? l10n.t('Sudoku ({0}): valid, with exactly one solution; difficulty {1}.', title, d)
        : l10n.t('Sudoku ({0}): valid, with exactly one solution.', title);
    }
    default:
      return l10n.t('Sudoku ({0}): {1}', title, resultMessage(r) ?? statusHeading(r.status));
  }
}

/** Insert Solution with nothing to insert: why, in one sentence. */
export function nothingToInsert(r: Pick<SolveResult, 'status' | 'conflicts' | 'solutions'>): string {
  return l10n.t('Sudoku: there is no single solution to insert. {0}', resultMessage(r) ?? statusHeading(r.status));
}

export const alreadyComplete = (): string => l10n.t('The puzzle is already complete.');
export const noStepFound = (): string => l10n.t('No step found.');

// --- Solve All ------------------------------------------------------------------------

/** The summary's title: the file and how many puzzles, "7 of 10" when cancelled. */
export function summaryTitle(file: string, done: number, total: number, cancelled: boolean): string {
  return cancelled ? l10n.t('{0}: {1} of {2} puzzles (cancelled)', file, done, total) : l10n.t('{0}: {1}', file, puzzlesCount(total));
}

/** "10 puzzles in 1.2 s: 9 one solution, 1 no solution". */
export function summaryFacts(rows: { status: ShownStatus }[], totalMs: number): string {
  const counts = new Map<ShownStatus, number>();
  for (const r of rows) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const parts = [...counts].map(([k, v]) => l10n.t('{0} {1}', v, statusWord(k)));
  return l10n.t('{0} in {1}: {2}', puzzlesCount(rows.length), duration(totalMs), parts.join(', '));
}

// --- hover and CodeLens ----------------------------------------------------------------

export const hoverVerdict = (r: Pick<SolveResult, 'status' | 'difficulty' | 'givens'> | undefined): string =>
  r ? l10n.t('Verdict: {0}.', verdictSummary(r)) : l10n.t('Verdict: not checked yet.');
export const hoverCellGiven = (cell: number, d: string): string => l10n.t('{0}: given {1}', cellName(cell), d);
export const hoverCellCandidates = (cell: number, cands: string): string =>
  cands ? l10n.t('{0}: candidates {1}', cellName(cell), cands.split('').join(' ')) : l10n.t('{0}: no candidate fits', cellName(cell));
export const hoverCellAnswer = (d: string, step?: Step): string =>
  step ? l10n.t('Solution: {0}, placed at step {1}: {2}.', d, step.n, describeStep(step)) : l10n.t('Solution: {0}.', d);
export const hoverGridLegend = (): string => l10n.t('[5] is a given; ! marks a duplicate; - a cell with no candidate.');
export const hoverGridCounts = (): string =>
  l10n.t('(6) counts the candidates of a cell too many to list here: hover over the cell for them.');
export const hoverAnswersHidden = (): string => l10n.t('Answers are hidden (setting sudoku.hover.showAnswers).');

/** The lens above a puzzle once its verdict is known. */
export function lensSummary(r: Pick<SolveResult, 'status' | 'difficulty' | 'givens'>): string {
  if (r.status === 'solved' && r.givens === 81) return l10n.t('✓ complete');
  const parts = [
    l10n.t('{0} {1}', statusIcon(r.status), r.status === 'solved' ? l10n.t('unique') : statusWord(r.status)),
    givensCount(r.givens),
  ];
  const d = resultDifficulty(r);
  if (d) parts.push(d);
  return parts.join(' · ');
}
export const lensSolve = (): string => l10n.t('Solve');
export const lensCandidates = (): string => l10n.t('Candidates');
export const lensSolveAll = (): string => l10n.t('Solve All');

/** The status bar item of background checks. */
export const checks = {
  name: () => l10n.t('Sudoku checks'),
  progress: (done: number, total: number) =>
    l10n.t('Sudoku: checked {0} of {1}', done.toLocaleString('en-US'), total.toLocaleString('en-US')),
  tooltip: (where: string) => l10n.t('Checking the puzzles of {0} in the background', where),
};

// --- reading puzzles ------------------------------------------------------------------

/** What the parser says about text that is not a puzzle yet (src/core/formats.ts). */
export const parsing = {
  fullWidthDigit: (ch: string, ascii: string) => l10n.t("Full-width digit '{0}': write it as '{1}'.", ch, ascii),
  fullWidthPuzzle: (n: number) =>
    l10n.t("This puzzle is written in full-width digits ({0} of them): write them as ASCII digits 1-9, and '.' or '0' for a blank.", n),
  unexpected: (shown: string) => l10n.t("Unexpected character {0}: a cell is a digit 1-9, or '.', '0' or '_' for a blank.", shown),
  strayAfterRow: (shown: string, row: number) =>
    l10n.t('Unexpected character {0} in row {1}, which already has its 9 cells: remove it.', shown, row),
  andMore: (first: string, more: number) =>
    more === 1 ? l10n.t('{0} (and 1 more problem)', first) : l10n.t('{0} (and {1} more problems)', first, more),
  lineCells: (n: number) => l10n.t('This line has {0} cells; a puzzle needs 81.', n),
  rowCells: (row: number, n: number) => l10n.t('Row {0} of the grid has {1} cells; a row needs 9.', row, n),
  gridRows: (n: number) => l10n.t('The grid has {0} rows; a puzzle needs 9.', n),
  linesCells: (n: number) => l10n.t('These lines hold {0} cells; a puzzle needs 81.', n),
  foundCells: (n: number) => l10n.t('Found {0} cells; a puzzle needs 81.', n),
  selectionCells: (n: number) => l10n.t('The selection holds {0} cells; a puzzle needs 81.', n),
  selectionPuzzles: (n: number) => l10n.t('The selection holds {0} puzzles; select one of them, or use Solve All for the whole file.', n),
  foreignDigit: (ch: string, ascii: string) => l10n.t("Digit '{0}' is not an ASCII digit: write it as '{1}'.", ch, ascii),
  foreignPuzzle: (n: number) =>
    l10n.t(
      "This puzzle is written in digits of another script or style ({0} of them): write them as ASCII digits 1-9, and '.' or '0' for a blank.",
      n,
    ),
  markedCharacter: (shown: string, mark: string) => l10n.t('{0} carries a combining mark ({1}): remove the mark.', shown, mark),
  markedPuzzle: (n: number) => l10n.t('Combining marks sit on the cells of this puzzle ({0} of them): remove them.', n),
  wikiFragment: () => l10n.t("In a SudokuWiki link the puzzle follows '?bd=' (or '&bd='), not '#bd='."),
  wikiCells: (n: number) => l10n.t("This SudokuWiki link's bd= holds {0} cells; a puzzle needs 81.", n),
  // Reading the runner's input; `label` is a quoted file name, or "Standard input". Then the engine's entry check.
  stdinLabel: () => l10n.t('Standard input'),
  inputTooLarge: (label: string, mib: number) => l10n.t('{0} is larger than {1} MiB; split it into smaller files.', label, mib),
  inputFolder: (label: string) => l10n.t('{0} is a folder; give a file.', label),
  inputUnreadable: (label: string, why: string) => l10n.t('Cannot read {0}: {1}', label, why),
  pipeWithoutWriter: (label: string, seconds: number) =>
    l10n.t('{0} is a named pipe that nothing opened for writing within {1} s; start the writer first, or give a file.', label, seconds),
  noPuzzleFound: (label: string) => l10n.t('no puzzle found in {0}.', label),
  noPuzzleBinary: (label: string) => l10n.t('no puzzle found in {0}; it holds zero bytes, so it may not be a text file.', label),
  notACell: (shown: string, cell: number) =>
    l10n.t("A puzzle's cells are digits 1-9, or '.', '0' or '_' for a blank; cell {0} is {1}.", cell, shown),
};

// --- diagnostics -----------------------------------------------------------------------

export const duplicateGiven = (d: number, other: number, unit: string): string =>
  l10n.t('Duplicate given: {0} is also at {1} in {2}.', d, cellName(other), unit);
export const otherDuplicate = (d: number, unit: string, other: number): string =>
  l10n.t('The other {0} in {1} ({2})', d, unit, cellName(other));
export const noSolutionDiagnostic = (): string =>
  l10n.t('This puzzle has no solution: the givens do not clash, but no grid completes them.');
export const multipleDiagnostic = (solutions: [string, string]): string =>
  l10n.t('More than one solution: {0}.', differencePhrase(solutions));
export const differsRelated = (cell: number, a: string, b: string): string =>
  l10n.t('{0} differs between two solutions ({1} or {2})', cellName(cell), a, b);

// --- quick fixes and targets ---------------------------------------------------------------

export const fixes = {
  removeDuplicate: (d: string) => l10n.t('Remove this duplicate given ({0})', d),
  blanksToDots: () => l10n.t("Write blanks as '.'"),
  toLine: () => l10n.t('Convert puzzle to one line'),
  toGrid: () => l10n.t('Convert puzzle to a grid'),
  strayToBlank: (shown: string) => l10n.t('Replace {0} with a blank', shown),
  deleteStray: (shown: string) => l10n.t('Delete {0}', shown),
  wideToDigit: (shown: string, digit: string) => l10n.t('Replace {0} with {1}', shown, digit),
  addBlankAtEnd: () => l10n.t('Add a blank at the end, making 81 cells'),
  dropBlankAtEnd: () => l10n.t('Delete the blank at the end, making 81 cells'),
  addBlankToRow: () => l10n.t('Add a blank at the end of this row, making 9 cells'),
  dropBlankFromRow: () => l10n.t('Delete the blank at the end of this row, making 9 cells'),
};

export const targets = {
  documentClosed: () => l10n.t('That document is no longer open.'),
  noPuzzleOnLine: (line: number) => l10n.t('No puzzle on line {0} any more.', line + 1),
  openFile: () => l10n.t('Open a file with a puzzle first.'),
  putCursor: () => l10n.t('Put the cursor on a puzzle, or select one (any text with 81 cells).'),
};

// --- sharing ---------------------------------------------------------------------------

export const sharing = {
  copied: (what: string) => l10n.t('Sudoku: copied {0}', what),
  saved: (path: string) => l10n.t('Sudoku: saved {0}', path),
  explaining: () => l10n.t('Sudoku: explaining'),
  exportTitle: () => l10n.t('Sudoku: export the board'),
  line: () => l10n.t('the puzzle as one line'),
  wikiLink: () => l10n.t('a SudokuWiki link'),
  pencilMarks: () => l10n.t('the pencil-mark grid'),
  candidateLine: () => l10n.t('the 729-character candidate line'),
  progress: () => l10n.t('the puzzle with its progress'),
  markdown: () => l10n.t('the explanation as Markdown'),
};

/** The explanation as Markdown (Copy Explanation): its headings and lines. */
export const markdown = {
  difficulty: (d: string) => l10n.t('difficulty {0}', d),
  solution: (s: string) => l10n.t('Solution: {0}', s),
  openInWiki: () => l10n.t('Open in SudokuWiki'),
  steps: () => l10n.t('Steps'),
  underGuess: (n: number) => l10n.t('(under guess #{0})', n),
  guessLog: () => l10n.t('Guess log'),
};

/** The guess table's column heads (CLI and Markdown): one word each, as the table is split on runs of spaces. */
export const guessColumns = (): string[] => [
  l10n.t('#'),
  l10n.t('row'),
  l10n.t('col'),
  l10n.t('value'),
  l10n.t('choices'),
  l10n.t('depth'),
  l10n.t('outcome'),
];

// --- New Puzzle ----------------------------------------------------------------------------

export const newPuzzle = {
  title: (step: number) => l10n.t('Sudoku: New Puzzle ({0}/3)', step),
  howHard: () => l10n.t('How hard?'),
  whichSymmetry: () => l10n.t('Which symmetry for the givens?'),
  howMany: () => l10n.t('How many puzzles?'),
  making: () => l10n.t('Sudoku: making new puzzles'),
  madeSome: (problem: string, made: number, count: number) => l10n.t('Sudoku: {0} Made {1} of {2}.', problem, made, count),
  notInserted: () => l10n.t('The puzzles could not be inserted: the editor refused the edit.'),
  bands: {
    easy: () => l10n.t('Easy'),
    medium: () => l10n.t('Medium'),
    hard: () => l10n.t('Hard'),
    fiendish: () => l10n.t('Fiendish'),
    diabolical: () => l10n.t('Diabolical'),
  },
  anyDifficulty: () => l10n.t('Any difficulty'),
  firstUnique: () => l10n.t('the first unique puzzle'),
  erFrom: (min: string) => l10n.t('ER {0} and above (needs chains or guessing)', min),
  erUpTo: (max: string) => l10n.t('ER up to {0}', max),
  erRange: (min: string, max: string) => l10n.t('ER {0} to {1}', min, max),
  symmetries: {
    rotational: () => [l10n.t('Rotational'), l10n.t('the givens look the same turned half a circle')],
    mirror: () => [l10n.t('Mirror'), l10n.t('left and right halves mirror each other')],
    diagonal: () => [l10n.t('Diagonal'), l10n.t('mirrored in the main diagonal')],
    none: () => [l10n.t('None'), l10n.t('givens anywhere')],
  },
  /** A symmetric choice's second line, at a band where symmetric puzzles are seldom found. */
  rarelyThatHard: () => l10n.t('Seldom this hard with symmetric givens: may run out of time'),
  count: (n: number) => (n === 1 ? l10n.t('one puzzle') : l10n.t('{0} puzzles', n)),
  /** The comment line above each new puzzle. */
  comment: (rating: string, technique: string, givens: number, symmetry: string, minimal: boolean, seed: number) =>
    minimal
      ? l10n.t('rating {0} ({1}), {2} givens, symmetry {3}, minimal, seed {4}', rating, technique, givens, symmetry, seed)
      : l10n.t('rating {0} ({1}), {2} givens, symmetry {3}, seed {4}', rating, technique, givens, symmetry, seed),
};
