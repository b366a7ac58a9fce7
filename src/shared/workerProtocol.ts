/**
 * Messages between a solver pool and its engine workers: one protocol for both
 * transports (Node's worker_threads and the browser's Web Workers).
 */
import type { Hint, Inspection, Position, SolveOptions, SolveResult } from './result';
import type { GenerateOptions, GenerateOutcome } from './generate';
import type { LabTrial, ReadTechnique, UserTechniqueSource } from './labTypes';
import type { Variant } from './variant';

/** A locale's bundle of phrases (vscode.l10n.bundle, @vscode/l10n's l10nJsonFormat): English message to translated message. */
export type L10nBundle = Record<string, string | { message: string; comment: string[] }>;

export type ToWorker =
  /**
   * The wasm bytes, for a worker that cannot read files (the Web Worker); the first message it gets.
   * With the host's l10n bundle (vscode.l10n.bundle), for its phrases; absent: English.
   */
  | { type: 'init'; wasm: ArrayBuffer; l10n?: L10nBundle }
  | {
      type: 'solve';
      id: number;
      puzzle: string;
      options: SolveOptions;
      /**
       * Int32Array over this buffer: set element 0 to 1 to ask the worker to stop.
       * Element 1, when there is one, is the worker's: 1 + the index of the user
       * technique running (options.userTechniques), 0 when none is.
       * Absent where shared memory is not available (a browser page that is not
       * cross-origin isolated); there, cancelling ends the worker.
       */
      cancel?: SharedArrayBuffer;
    }
  | { type: 'inspect'; id: number; puzzle: string; variant?: Variant }
  /**
   * The next step from a position, in one job: the givens' verdict (unless
   * the host knows it already and sends it), then the step. The same cancel
   * flag as a solve.
   */
  | {
      type: 'hint';
      id: number;
      puzzle: string;
      position?: Position;
      options: SolveOptions;
      verdict?: SolveResult;
      cancel?: SharedArrayBuffer;
    }
  /** Read and check a user's technique file (header, SQLite's errors, what it writes): the editor's diagnostics. */
  | { type: 'readTechnique'; id: number; source: UserTechniqueSource }
  /** Try user techniques at every position of a puzzle's built-in explanation (the lab's report); the flag as for a solve. */
  | { type: 'labTrial'; id: number; puzzle: string; sources: UserTechniqueSource[]; timeLimitMs: number; cancel?: SharedArrayBuffer }
  /** Make one new puzzle; the same cancel flag as a solve. */
  | { type: 'generate'; id: number; options: GenerateOptions; cancel?: SharedArrayBuffer }
  /** Close the database and leave: the worker ends by itself, with nothing in flight. */
  | { type: 'close' };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: SolveResult }
  | { type: 'inspected'; id: number; result: Inspection }
  /** A hint, with the givens' verdict when this job found it (for the host's cache). */
  | { type: 'hinted'; id: number; result: HintOutcome }
  | { type: 'techniqueRead'; id: number; result: ReadTechnique }
  | { type: 'labTried'; id: number; result: LabTrial }
  | { type: 'generated'; id: number; result: GenerateOutcome }
  /** The user technique a job is running (-1: none), where no shared memory can say it; a runaway is named from it. */
  | { type: 'running'; id: number; index: number }
  | { type: 'error'; id: number; message: string }
  /** Sent before an answer: the worker's WASM heap grew past its bound (it never shrinks), so replace it after this job. */
  | { type: 'outgrown'; heapMib: number }
  | { type: 'fatal'; message: string };

/** What a hint job answers: the hint, and the verdict it solved on the way, if it had to. */
export interface HintOutcome {
  hint: Hint;
  verdict?: SolveResult;
}
