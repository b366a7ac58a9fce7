/**
 * The technique lab's plain data: a user's technique file as read, what is
 * wrong with it, what happened when it ran, and a trial's report. It crosses
 * the worker boundary as is (see result.ts, which carries the reports).
 */
import type { Difficulty, SolveResult, Step } from './result';

/** A technique file as the user wrote it: where it is (for messages) and its text. */
export interface UserTechniqueSource {
  /** The file's path or URI, as the caller names it; shown in reports. */
  path: string;
  text: string;
}

/** Something wrong with a technique file, at a place in it. Lines and columns count from 1. */
export interface LabProblem {
  line: number;
  column: number;
  /** Where it ends (exclusive), when known; else the rest of the line. */
  endLine?: number;
  endColumn?: number;
  message: string;
  /** An error keeps the technique out of the ladder; a warning does not. */
  severity: 'error' | 'warning';
}

/** A technique file's header, read. */
export interface UserTechniqueHeader {
  name: string;
  rating: number;
  id: string;
  rule: string;
  contract: number;
  summary?: string;
  needsUnique?: boolean;
  chains?: string;
}

/** A technique file read and checked: the technique when it can run, and every problem found. */
export interface ReadTechnique {
  technique?: UserTechniqueHeader & { path: string };
  problems: LabProblem[];
}

/** A finding a technique made: 'place' d in cell, or 'elim' d from cell. */
export interface LabFinding {
  act: 'place' | 'elim';
  cell: number;
  d: number;
}

/**
 * What went wrong with a user technique in a solve:
 * - 'invalid': the file has problems (header, SQL, what it writes) and was left out;
 * - 'unsound': a finding contradicts the puzzle's one solution (none of that
 *   call's findings were applied, and the technique was not tried again);
 * - 'refused': it wrote where it must not (the board, the schema, another
 *   technique's table): undone, and not tried again;
 * - 'failed': SQLite stopped it with an error;
 * - 'timeout': it was running when the time limit ended the solve;
 * - 'memory': it used more memory than a technique may (SQLite's heap, or the findings' rows or bytes);
 * - 'unchecked': not run, as the puzzle has no solution or several: nothing to check its findings against
 *   (the verdict and explanation are the built-in techniques').
 */
export interface LabReport {
  kind: 'invalid' | 'unsound' | 'refused' | 'failed' | 'timeout' | 'memory' | 'unchecked';
  /** The technique's name and id, and its file. */
  technique: string;
  id: string;
  path: string;
  /** In words, naming the technique and what it did. */
  message: string;
  /** Where in the file the report points (1-based): the statement that inserts the findings, when known. */
  line?: number;
  column?: number;
  /** For 'invalid': the file's errors, placed in it. */
  problems?: LabProblem[];
  /** For 'unsound': the puzzle, the position and the wrong findings. */
  counterexample?: Counterexample;
}

export interface Counterexample {
  /** The givens, 81 characters, '.' for a blank. */
  puzzle: string;
  /** The position the technique ran on, as a pencil-mark grid (src/core/positionForms.ts). */
  position: string;
  /** The same position as a 729-character candidate line. */
  candidateLine: string;
  /** The puzzle's one solution. */
  solution: string;
  /** The findings the solution contradicts. */
  wrong: LabFinding[];
  /** The same findings in words, e.g. 'r3c5<>7', 'r1c1=4'. */
  wrongText: string[];
}

/** What a user technique found at one position of the explanation. */
export interface TrialFiring {
  /** The technique's id. */
  technique: string;
  /** The explanation's step the position comes before (1-based: 1 is the start). */
  beforeStep: number;
  /** What it found, as explanation steps. */
  steps: Step[];
}

export interface LabTrial {
  puzzle: string;
  status: SolveResult['status'];
  solution?: string;
  /** The positions of the built-in explanation the techniques ran at (none stands under a guess). */
  positions: number;
  firings: TrialFiring[];
  /** The techniques tried (the files that can run), in the order given. */
  techniques: { id: string; name: string; rating: number; path: string }[];
  /** Each technique's time per call, in ms, by id. */
  callMs: Record<string, number[]>;
  /** The difficulty with the built-in techniques alone, and with the user techniques in the ladder. */
  before?: Difficulty;
  after?: Difficulty;
  /** Unsound findings (with counterexamples), refusals, failures, files left out. */
  reports: LabReport[];
}
