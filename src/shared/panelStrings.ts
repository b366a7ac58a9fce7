/**
 * The panel's own words, typed: the host makes them once per webview, through
 * l10n (panelStrings in src/core/phrases/panel.ts), and writes them into the
 * page as JSON (as Microsoft's hex editor does with its strings), not into
 * every state message. Templates hold {0}-style placeholders, noted per key.
 */
export type PanelStrings = ViewStrings & PlayStrings & PlayEntryStrings & PlayHintStrings & ReportStrings & VariantStrings;

/** Showing a solve: the board, the steps, the guess tree and log, Solve All's table. */
export type ViewStrings = ToolbarStrings & BoardStrings & StepListStrings & SummaryStrings & ChainStrings;

/** The step view's toolbar: moving through the steps, the toggles, sharing. */
export interface ToolbarStrings {
  empty: string;
  start: string;
  back: string;
  runSteps: string;
  pauseSteps: string;
  next: string;
  end: string;
  goStart: string;
  prevStep: string;
  nextStep: string;
  goEnd: string;
  pencil: string;
  on: string;
  off: string;
  /** {0}: 1 or 2. */
  solutionOf: string;
  solveAgain: string;
  share: string;
  shareLine: string;
  shareWiki: string;
  sharePencil: string;
  shareMarkdown: string;
  shareSvg: string;
  sharePng: string;
  toolbar: string;
}

/** The board and its cells as screen readers say them, its caption and legend. */
export interface BoardStrings {
  boardArea: string;
  board: string;
  /** {0}: row, {1}: column. */
  cell: string;
  /** {0}: the digit. */
  given: string;
  /** {0}: the digit. */
  byLogic: string;
  /** {0}: the digit. */
  byGuess: string;
  /** {0}: the digit. */
  deduced: string;
  /** {0}: the candidates. */
  candidates: string;
  noCandidates: string;
  duplicate: string;
  /** {0}, {1}: the two digits. */
  differs: string;
  inStep: string;
  /** {0}: the digits removed. */
  removes: string;
  /** {0}: how many steps. */
  startCaption: string;
  startCaptionOne: string;
  startCaptionNone: string;
  /** {0}: the step, {1}: how many, {2}: the step in words. */
  stepCaption: string;
  /** {0}: the step in words. */
  branchCaption: string;
  /** {0}: the SQL file. */
  openSql: string;
  legendGiven: string;
  legendLogic: string;
  legendGuess: string;
  legendDeduced: string;
}

/** The side: its tabs, the steps list, the guess tree and the guess log. */
export interface StepListStrings {
  stepsHeading: string;
  startItem: string;
  /** {0}: the guess number. */
  fold: string;
  /** {0}: the guess number. */
  unfold: string;
  tabs: string;
  /** {0}: how many steps. */
  tabSteps: string;
  tabTree: string;
  /** {0}: how many guesses. */
  tabLog: string;
  noGuesses: string;
  treeHeading: string;
  /** {0}: how many guesses. */
  treeLabel: string;
  treeRoot: string;
  /** {0}: the guess number, {1}: its depth, {2}: its cell and digit, {3}: how it ended. */
  treeNode: string;
  kept: string;
  disproved: string;
  abandoned: string;
  open: string;
  treeLegend: string;
  guessLog: string;
  colN: string;
  colCell: string;
  colValue: string;
  colChoices: string;
  colDepth: string;
  colOutcome: string;
  /** {0}: the guess number. */
  showGuess: string;
  capped: string;
}

/** Solve All's table. */
export interface SummaryStrings {
  colLine: string;
  colName: string;
  colStatus: string;
  colDifficulty: string;
  colGuesses: string;
  colTime: string;
  /** {0}: the line. */
  goLine: string;
}

/** A chain drawn on the board, in words. */
export interface ChainStrings {
  chain: string;
  chainStrong: string;
  chainWeak: string;
  chainStruck: string;
  chainDrawn: string;
  /** {0}: a digit, {1}: a cell. */
  chainNode: string;
  /** {0}, {1}: the two ends. */
  linkStrong: string;
  /** {0}, {1}: the two ends. */
  linkWeak: string;
  /** {0}: the candidates struck. */
  chainRemoves: string;
  /** {0}: strong links, {1}: weak links. */
  chainLinkCount: string;
  /** {0}: how many inner chains a nested chain used. */
  innerChains: string;
  /** {0}: the candidate removed, {1}: the inner chain in Eureka notation. */
  innerChain: string;
}

/** Playing: the play toolbar, the cells as screen readers say them, what a check says. */
export interface PlayStrings {
  playBoard: string;
  playToolbar: string;
  modeDigit: string;
  modePencil: string;
  modeColour: string;
  modes: string;
  fill: string;
  undo: string;
  redo: string;
  hint: string;
  applyHint: string;
  check: string;
  showWhere: string;
  explainHere: string;
  restart: string;
  playThis: string;
  /** {0}: the colour's number. */
  colourN: string;
  noColour: string;
  colours: string;
  /** {0}: row, {1}: column. */
  playCell: string;
  /** {0}: the digit. */
  playGiven: string;
  /** {0}: the digit. */
  playPlaced: string;
  playEmpty: string;
  /** {0}: the candidates. */
  playCandidates: string;
  /** {0}: the digit. */
  playClash: string;
  /** {0}: the colour's number. */
  playColour: string;
  playWrong: string;
  playRemovedAnswer: string;
  playHintCell: string;
  playSolved: string;
  /** The keys' disclosure: one short line above the board, the keys inside. */
  playKeysTitle: string;
  playKeys: string;
}

/** Play's entry by mouse and touch: the number pad, its modes and highlights, corner marks, the timer. */
export interface PlayEntryStrings {
  modeCorner: string;
  pad: string;
  padDelete: string;
  padFilter: string;
  padBivalue: string;
  /** {0}: the corner marks. */
  playCorners: string;
  /** {0}: the candidate, {1}: the colour's number. */
  playCandidateColour: string;
  timer: string;
  timerPaused: string;
}

/** Play's hints and moments: Take step, a puzzle without one solution, the solved board. */
export interface PlayHintStrings {
  takeStep: string;
  notUniqueSolve: string;
  solvedTitle: string;
  /** {0}: the time played, as 12:34. */
  solvedTime: string;
  /** {0}: the rating, {1}: the hardest technique's name. */
  solvedDifficulty: string;
  solvedCheck: string;
  /** {0}: the digit. An explanation from the player's position: a digit of theirs. */
  byPlayer: string;
  /** {0}: how many steps. */
  positionCaption: string;
  positionCaptionOne: string;
  positionCaptionNone: string;
  positionStartItem: string;
  legendPlayer: string;
}

/** Test Technique on File's table. */
export interface ReportStrings {
  reportTable: string;
  colFired: string;
  /** {0}: positions it fires at, {1}: positions tried. */
  firedOf: string;
  /** The same, for a screen reader. */
  firedOfLabel: string;
  colFinds: string;
  colUnsound: string;
  colRating: string;
  colPerCall: string;
  /** {0}: the line. */
  goPuzzle: string;
  /** {0}: how many unsound findings. */
  unsoundCount: string;
}

/** The id of the page's JSON block with the strings. */
export const PANEL_STRINGS_ID = 'sudoku-strings';

/**
 * The strings as a JSON block for the page: data, never run (so the page's
 * script-src policy has nothing to allow), with '<' escaped so that no text
 * can close the element.
 */
export function panelStringsBlock(strings: PanelStrings): string {
  const json = JSON.stringify(strings).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PANEL_STRINGS_ID}">${json}</script>`;
}

/** A template with its {0}-style placeholders filled in (the l10n rule); a missing argument stays as written. */
export function fillTemplate(template: string, ...args: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => String(args[Number(i)] ?? m));
}

/** A variant's board: the caption naming its rules, and a cage cell's label. */
export interface VariantStrings {
  /** {0}: the rules, each in words, joined. */
  variantCaption: string;
  variantX: string;
  variantWindoku: string;
  variantJigsaw: string;
  variantKiller: string;
  variantAntiKnight: string;
  variantAntiKing: string;
  /** {0}: the cage's sum. */
  cageOf: string;
}
