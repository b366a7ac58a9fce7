/**
 * The panel's messages, defined once for the extension host and the webview
 * (media/panel.ts). The webview says 'ready', then the host sends 'show'.
 */
import type { Conflict, Difficulty, Guess, SolveStatus, Step } from '../core/result';

export interface PanelStep extends Step {
  /** The step in words. */
  text: string;
  /** The technique's SQL file, relative to sql/, for a link. */
  sqlFile?: string;
}

export interface PanelModel {
  title: string;
  /** Where the puzzle came from, to jump back to it. */
  source?: { uri: string; line: number };
  puzzle: string;
  status: SolveStatus;
  message?: string;
  notes: string[];
  givens: number;
  difficulty?: Difficulty;
  ms: number;
  statements: number;
  solution?: string;
  solutions?: [string, string];
  /** Cells where the two solutions differ. */
  differing: number[];
  conflicts: Conflict[];
  origin?: ('given' | 'logic' | 'guess')[];
  initialCandidates: string[];
  steps: PanelStep[];
  guesses: Guess[];
  /** For each guess number on the final path, the index of its step. */
  guessSteps: Record<number, number>;
}

/** One row of the Solve All summary. */
export interface SummaryRow {
  line: number;
  name?: string;
  status: string;
  difficulty?: string;
  guesses: number;
  ms: number;
  message?: string;
}

export interface SummaryModel {
  title: string;
  uri: string;
  rows: SummaryRow[];
  totalMs: number;
  cancelled: boolean;
}

export type HostToPanel =
  | { type: 'show'; model: PanelModel; focus?: 'candidates' }
  | { type: 'summary'; summary: SummaryModel }
  | { type: 'busy'; title: string }
  | { type: 'failed'; message: string };

export type PanelToHost =
  | { type: 'ready' }
  | { type: 'openSql'; file: string }
  | { type: 'revealCell'; cell: number }
  | { type: 'revealLine'; line: number }
  | { type: 'solveAgain' };

/** Checks a message from the webview before the host acts on it. */
export function isPanelToHost(m: unknown): m is PanelToHost {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as Record<string, unknown>;
  switch (x.type) {
    case 'ready':
    case 'solveAgain':
      return Object.keys(x).length === 1;
    case 'openSql':
      return (
        Object.keys(x).length === 2 &&
        typeof x.file === 'string' &&
        /^techniques\/[0-9]{2}-[a-z-]+\.sql$|^engine\/[a-z-]+\.sql$/.test(x.file)
      );
    case 'revealCell':
      return Object.keys(x).length === 2 && Number.isInteger(x.cell) && (x.cell as number) >= 0 && (x.cell as number) < 81;
    case 'revealLine':
      return Object.keys(x).length === 2 && Number.isInteger(x.line) && (x.line as number) >= 0;
    default:
      return false;
  }
}

/** The state the webview keeps across hiding and window reloads. */
export interface PanelState {
  model?: PanelModel;
  summary?: SummaryModel;
  step?: number;
}
