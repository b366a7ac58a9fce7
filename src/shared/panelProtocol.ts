/**
 * The panel's messages, defined once for the extension host and the webview
 * (src/webview/panel.ts). The host owns the state, as in Microsoft's hex editor:
 * the webview says 'ready' and the host answers with 'state', everything needed
 * to draw the view (model, and the view's own step and toggles). After that the
 * host sends changes only: the view's fields that changed, busy or failed, the
 * game's position. A change of view the user makes is drawn by the webview at
 * once and told to the host with 'view', as play's moves are; the host answers
 * only to correct it. Its words come once, with the page.
 */
import type { CellDigit, Chain, Conflict, GuessOutcome, SolveStatus, Step } from './result';
import { type PlayToHost, type PlayView, isPlayToHost } from './playProtocol';
import type { ReportModel } from './labReport';
import type { PuzzleRef } from './puzzleRef';
import type { Variant } from './variant';

/** How a guess's branch ended, for its story (see guessStory in src/core/phrases). `unit` is a unit's id, as in sql/schema.sql. */
export type GuessEnd =
  | { kind: 'no-candidate'; cell: number }
  | { kind: 'no-place'; unit: number; d: number }
  | { kind: 'twice'; unit: number; d: number }
  | { kind: 'children'; cell: number }
  | { kind: 'solution' }
  | { kind: 'second-solution' }
  | { kind: 'unknown' }
  /** A rolled-back guess whose branch is in the log only (see STORY_GUESSES in the engine). */
  | { kind: 'untold' };

export interface PanelStep extends Step {
  /** The step in words. */
  text: string;
  /** A chain step's heading ("Forcing chain (7.0)"), shown instead of `text`. */
  heading?: string;
  /** Why the step holds: a chain's chains in a sentence (above its Eureka notation), a pattern's reason. */
  sentence?: string;
  /** The technique's SQL file, relative to sql/, for a link. */
  sqlFile?: string;
  /** On the way to the solution (false: in a branch that was rolled back). */
  onPath: boolean;
}

/** One guess of the log, with its story. */
export interface PanelGuess {
  n: number;
  cell: number;
  value: number;
  /** The cell's candidates when guessed, as a set in words: "{4,6}". */
  choices: string;
  depth: number;
  parent?: number;
  outcome: GuessOutcome;
  /** Index in the timeline of the guess's own step, when recorded. */
  entry?: number;
  /** Logic steps the guess led to before it ended (its own, not its sub-guesses'). */
  steps: number;
  end: GuessEnd;
  /** "r1c7=2 → contradiction after 12 steps: r3c5 has no candidate". */
  story: string;
}

export interface PanelModel {
  title: string;
  /** Where the puzzle came from, to jump back to it. */
  source?: PuzzleRef;
  puzzle: string;
  status: SolveStatus;
  /** The status as a heading, its icon and how serious it is. */
  statusText: string;
  statusIcon: string;
  severity: 'ok' | 'warning' | 'error';
  /** One line of facts: givens, difficulty, time, statements, guesses. */
  facts: string;
  message?: string;
  notes: string[];
  givens: number;
  solution?: string;
  solutions?: [string, string];
  /** Cells where the two solutions differ. */
  differing: number[];
  conflicts: Conflict[];
  initialCandidates: string[];
  /** Every step in the order found, rolled-back branches included. */
  steps: PanelStep[];
  /** How many steps are on the way to the solution. */
  pathLength: number;
  guesses: PanelGuess[];
  /** Some rolled-back branches were not told step by step (see STORY_GUESSES in the engine). */
  branchesCapped?: boolean;
  /**
   * Explained from the player's position (Explain from here): their digits,
   * 81 characters with '.' elsewhere. The board starts from them, with their
   * marks as the initial candidates.
   */
  played?: string;
  /** The puzzle's variant (SolveResult.variant), drawn on the board; absent for a classic puzzle. */
  variant?: Variant;
}

/** One row of the Solve All summary, in words. */
export interface SummaryRow {
  line: number;
  name?: string;
  status: SolveStatus | 'malformed';
  statusText: string;
  difficulty?: string;
  guesses: number;
  ms: number;
  time: string;
  message?: string;
}

export interface SummaryModel {
  title: string;
  uri: string;
  /** "10 puzzles in 1.2 s: 9 one solution, 1 no solution". */
  facts: string;
  rows: SummaryRow[];
  totalMs: number;
  cancelled: boolean;
}

/** What the view itself holds: the step shown and its toggles. Kept by the host. */
export interface ViewState {
  /** How many timeline entries are applied to the board shown (0 = the givens). */
  step: number;
  pencil: boolean;
  /** Which of two solutions is shown. */
  solution: 0 | 1;
  /** Guesses whose branch is folded the other way from the default (kept ones open, the others folded). */
  toggled: number[];
  /** The side's tab: the steps, the guess tree or the guess log. */
  tab: 'steps' | 'tree' | 'log';
}

/**
 * A step as sent to the webview: short keys, empty fields left out, a
 * candidate as one number (cell × 10 + digit), and the technique, its name,
 * rating and SQL file by index into WireModel.kinds. AI Escargot's 800-odd
 * steps, rolled-back branches included, then cost a quarter of their full form.
 */
export interface WireStep {
  /** Index in WireModel.kinds. */
  k: number;
  /** The step in words, less its technique's name when it starts with it (most do). */
  x: string;
  /** Set when x is the whole text. */
  w?: 1;
  /** In a branch that was rolled back (absent: on the way to the solution). */
  b?: 1;
  g?: number;
  p?: number[];
  r?: number[];
  c?: number[];
  /** The pattern's digits, e.g. '57'. */
  d?: string;
  u?: string;
  ch?: Chain;
  /** A chain step's heading; a step's sentence of why (a chain's in words). */
  h?: string;
  s?: string;
}

/** What steps share: technique id, name, rating and SQL file, sent once for all. */
export interface WireKind {
  t: string;
  n: string;
  r: number;
  f?: string;
}

/** The model as sent: PanelModel with its steps in the compact form. */
export interface WireModel extends Omit<PanelModel, 'steps'> {
  kinds: WireKind[];
  steps: WireStep[];
}

const pack = (xs: CellDigit[]) => xs.map((x) => x.cell * 10 + x.d);
const unpack = (xs: number[] | undefined): CellDigit[] => (xs ?? []).map((v) => ({ cell: Math.floor(v / 10), d: v % 10 }));

export function encodeModel(m: PanelModel): WireModel {
  const kinds: WireKind[] = [];
  const kindOf = new Map<string, number>();
  const steps = m.steps.map((s): WireStep => {
    const key = JSON.stringify([s.technique, s.name, s.rating, s.sqlFile ?? '']);
    let k = kindOf.get(key);
    if (k === undefined) {
      k = kinds.push({ t: s.technique, n: s.name, r: s.rating, ...(s.sqlFile ? { f: s.sqlFile } : {}) }) - 1;
      kindOf.set(key, k);
    }
    const short = s.text.startsWith(s.name);
    const w: WireStep = short ? { k, x: s.text.slice(s.name.length) } : { k, x: s.text, w: 1 };
    if (!s.onPath) w.b = 1;
    if (s.guess !== undefined) w.g = s.guess;
    if (s.placed.length) w.p = pack(s.placed);
    if (s.removed.length) w.r = pack(s.removed);
    if (s.cells.length) w.c = s.cells;
    if (s.digits.length) w.d = s.digits.join('');
    if (s.unit !== undefined) w.u = s.unit;
    if (s.chain) w.ch = s.chain;
    if (s.heading !== undefined) w.h = s.heading;
    if (s.sentence !== undefined) w.s = s.sentence;
    return w;
  });
  return { ...m, kinds, steps };
}

/**
 * The model back from its compact form. Path steps are numbered in order, as
 * the engine numbers them; `batch` is not sent (the timeline is already in order).
 */
export function decodeModel(w: WireModel): PanelModel {
  let n = 0;
  let batch = 0;
  const steps = w.steps.map((s): PanelStep => {
    const kind = w.kinds[s.k];
    const onPath = s.b !== 1;
    return {
      n: onPath ? ++n : n,
      technique: kind.t,
      name: kind.n,
      rating: kind.r,
      ...(s.u !== undefined ? { unit: s.u } : {}),
      cells: s.c ?? [],
      digits: s.d ? [...s.d].map(Number) : [],
      placed: unpack(s.p),
      removed: unpack(s.r),
      ...(s.g !== undefined ? { guess: s.g } : {}),
      batch: batch++,
      ...(s.ch ? { chain: s.ch } : {}),
      text: s.w ? s.x : kind.n + s.x,
      ...(s.h !== undefined ? { heading: s.h } : {}),
      ...(s.s !== undefined ? { sentence: s.s } : {}),
      ...(kind.f ? { sqlFile: kind.f } : {}),
      onPath,
    };
  });
  const { kinds: _kinds, ...rest } = w;
  return { ...rest, steps };
}

/** Whether a saved model is in the compact form (a state saved by an older version is not). */
export function isWireModel(m: unknown): m is WireModel {
  return typeof m === 'object' && m !== null && Array.isArray((m as WireModel).kinds) && Array.isArray((m as WireModel).steps);
}

/** Everything the webview draws; its words come once, with the page (src/shared/panelStrings.ts). */
export interface PanelState {
  model?: WireModel;
  summary?: SummaryModel;
  /** Test Technique on File's table. */
  report?: ReportModel;
  /** Playing a puzzle by hand (shown instead of the model or summary). */
  play?: PlayView;
  view: ViewState;
  /** "Solving …" while a solve runs, or why it failed. */
  busy?: string;
  failed?: string;
}

/** Some of the view's fields: what a 'view' message changes. */
export type ViewChange = Partial<ViewState>;

export type HostToPanel =
  /** Everything: when the webview says it is ready (after a reload too), and when a new model, summary or game starts. */
  | { type: 'state'; state: PanelState }
  /** The view's fields that changed (the step shown, a toggle, the tab, a fold). */
  | { type: 'view'; change: ViewChange }
  /** A solve under way ("Solving …"): shown instead of what was there. */
  | { type: 'busy'; busy: string }
  /** Why a solve failed. */
  | { type: 'failed'; failed: string }
  /** The game's position, hint, check or what is under way. */
  | { type: 'play'; play: PlayView };

export type PanelToHost =
  | { type: 'ready' }
  /** The user changed the view (drawn already): the host keeps the change. */
  | { type: 'view'; change: ViewChange }
  | { type: 'openSql'; file: string }
  | { type: 'revealCell'; cell: number }
  /** A row's link in Solve All's or Test Technique's table: the puzzle's line in the file the table is of. */
  | { type: 'revealLine'; line: number }
  | { type: 'solveAgain' }
  /** Share the puzzle shown, at the step shown. */
  | { type: 'share'; action: ShareAction }
  | PlayToHost;

export const SHARE_ACTIONS = ['line', 'wiki', 'pencil', 'markdown', 'svg', 'png'] as const;
export type ShareAction = (typeof SHARE_ACTIONS)[number];

const isCount = (x: unknown, max = Number.MAX_SAFE_INTEGER): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

/** Each field's check: a view is all five, a change any of them. */
const VIEW_FIELDS: Record<keyof ViewState, (v: unknown) => boolean> = {
  step: (v) => isCount(v),
  pencil: (v) => typeof v === 'boolean',
  solution: (v) => v === 0 || v === 1,
  toggled: (v) => Array.isArray(v) && v.length <= 100000 && v.every((n) => isCount(n)),
  tab: (v) => v === 'steps' || v === 'tree' || v === 'log',
};

export function isViewChange(v: unknown): v is ViewChange {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return entries.every(([k, x]) => Object.hasOwn(VIEW_FIELDS, k) && VIEW_FIELDS[k as keyof ViewState](x));
}

export function isViewState(v: unknown): v is ViewState {
  return isViewChange(v) && Object.keys(v).length === Object.keys(VIEW_FIELDS).length;
}

/**
 * Checks a message from the webview before the host acts on it. `sqlFiles`:
 * the files Open SQL may name (the catalogue's, see SHOWN_SQL_FILES), paths
 * relative to sql/.
 */
export function isPanelToHost(m: unknown, sqlFiles: ReadonlySet<string>): m is PanelToHost {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as Record<string, unknown>;
  switch (x.type) {
    case 'ready':
    case 'solveAgain':
      return Object.keys(x).length === 1;
    case 'view':
      return Object.keys(x).length === 2 && isViewChange(x.change) && Object.keys(x.change).length > 0;
    case 'openSql':
      return Object.keys(x).length === 2 && typeof x.file === 'string' && sqlFiles.has(x.file);
    case 'revealCell':
      return Object.keys(x).length === 2 && isCount(x.cell, 80);
    case 'revealLine':
      return Object.keys(x).length === 2 && isCount(x.line);
    case 'share':
      return Object.keys(x).length === 2 && SHARE_ACTIONS.includes(x.action as ShareAction);
    default:
      return isPlayToHost(m);
  }
}
