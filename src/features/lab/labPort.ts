/**
 * What the technique lab's editor side needs of the engine, in one narrow
 * port: hand the techniques over (and hear each file's problems), and test
 * one technique on a file's puzzles. The core's API is adapted to it in
 * labEngine.ts. No `vscode` here.
 */
import type { LabProblem } from '../../core/lab';

/** A technique file as read from the workspace. */
export interface TechniqueSource {
  /** The file's URI, as a string: how problems find their way back to it. */
  uri: string;
  /** Its path relative to the workspace, for messages. */
  file: string;
  text: string;
  /** Its size in bytes when it was too large to read (its text is then empty). */
  tooLarge?: number;
}

/** A problem of a technique file (lines and columns from 1, as the core counts), with where else to look. */
export type EditorProblem = LabProblem & {
  /** The puzzle of an unsound finding: a document and its line (0-based). */
  related?: { uri: string; line: number; message: string }[];
};

/** A technique the engine took, with its header. */
export interface LoadedTechnique {
  uri: string;
  file: string;
  id: string;
  name: string;
  rating: number;
}

/** What handing the techniques over gave: those loaded, and every file's problems (files without any included, empty). */
export interface LabLoad {
  loaded: LoadedTechnique[];
  problems: Map<string, EditorProblem[]>;
}

/** One puzzle of a file, to test a technique on. */
export interface ReportPuzzle {
  line: number;
  name?: string;
  cells: string;
}

/** A puzzle's result, as the core reports it. */
export interface PuzzleReport {
  line: number;
  positions: number;
  fired: number;
  placements: number;
  eliminations: number;
  /** Each unsound finding: in words, with the position as a pencil-mark grid. */
  unsound: { finding: string; grid: string; line?: number; column?: number }[];
  ratingBefore?: number;
  ratingAfter?: number;
  /** Mean time of one call of the technique, in ms. */
  msPerCall: number;
  /** Why the puzzle could not be tested (no single solution, timeout). */
  problem?: string;
  /** A runaway or refused statement, told on the technique file. */
  refused?: EditorProblem;
}

export interface LabPort {
  /** Hands these techniques to every engine worker (an empty list takes them all back). */
  setTechniques(sources: TechniqueSource[]): Promise<LabLoad>;
  /** Checks a technique's text as it is being edited, without loading it: its problems. */
  check(source: TechniqueSource): Promise<EditorProblem[]>;
  /** Tests one technique on each puzzle, off the main thread; `onPuzzle` hears each as it is done. */
  report(
    technique: TechniqueSource,
    puzzles: ReportPuzzle[],
    signal: AbortSignal,
    onPuzzle: (r: PuzzleReport) => void,
  ): Promise<PuzzleReport[]>;
}
