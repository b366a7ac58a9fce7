/**
 * The panel's messages, defined once for the extension host and the webview
 * (media/panel.ts). The host owns the state, as in Microsoft's hex editor: the
 * webview says 'ready' and the host answers with 'state', everything needed to
 * draw the view (model, strings, and the view's own step and toggles). The
 * webview reports changes to its view with 'view', so the host can restore it.
 */
import type { Conflict, GuessOutcome, SolveStatus, Step } from '../core/result';
import type { GuessEnd } from '../core/phrases';

export interface PanelStep extends Step {
  /** The step in words. */
  text: string;
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
  source?: { uri: string; line: number };
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
  /** Rolled-back steps beyond a cap were not kept. */
  branchesCapped?: boolean;
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

/** Everything the webview draws. */
export interface PanelState {
  strings: Record<string, string>;
  model?: PanelModel;
  summary?: SummaryModel;
  view: ViewState;
  /** "Solving …" while a solve runs, or why it failed. */
  busy?: string;
  failed?: string;
}

export type HostToPanel = { type: 'state'; state: PanelState };

export type PanelToHost =
  | { type: 'ready' }
  | { type: 'view'; view: ViewState }
  | { type: 'openSql'; file: string }
  | { type: 'revealCell'; cell: number }
  | { type: 'revealLine'; line: number }
  | { type: 'solveAgain' }
  /** Share the puzzle shown, at the step shown. */
  | { type: 'share'; action: ShareAction };

export const SHARE_ACTIONS = ['line', 'wiki', 'pencil', 'markdown', 'svg', 'png'] as const;
export type ShareAction = (typeof SHARE_ACTIONS)[number];

const isCount = (x: unknown, max = Number.MAX_SAFE_INTEGER): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

export function isViewState(v: unknown): v is ViewState {
  if (typeof v !== 'object' || v === null) return false;
  const x = v as Record<string, unknown>;
  return (
    Object.keys(x).length === 5 &&
    isCount(x.step) &&
    typeof x.pencil === 'boolean' &&
    (x.solution === 0 || x.solution === 1) &&
    Array.isArray(x.toggled) &&
    x.toggled.length <= 100000 &&
    x.toggled.every((n) => isCount(n)) &&
    (x.tab === 'steps' || x.tab === 'tree' || x.tab === 'log')
  );
}

/** Checks a message from the webview before the host acts on it. */
export function isPanelToHost(m: unknown): m is PanelToHost {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as Record<string, unknown>;
  switch (x.type) {
    case 'ready':
    case 'solveAgain':
      return Object.keys(x).length === 1;
    case 'view':
      return Object.keys(x).length === 2 && isViewState(x.view);
    case 'openSql':
      return (
        Object.keys(x).length === 2 &&
        typeof x.file === 'string' &&
        /^techniques\/[0-9]{2}-[a-z0-9-]+\.sql$|^engine\/[a-z-]+\.sql$/.test(x.file)
      );
    case 'revealCell':
      return Object.keys(x).length === 2 && isCount(x.cell, 80);
    case 'revealLine':
      return Object.keys(x).length === 2 && isCount(x.line);
    case 'share':
      return Object.keys(x).length === 2 && SHARE_ACTIONS.includes(x.action as ShareAction);
    default:
      return false;
  }
}

/** The state the webview keeps for a window reload (the serializer hands it back to the host). */
export type SavedState = PanelState;
