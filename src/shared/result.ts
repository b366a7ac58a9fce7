/** What a solve returns. Plain data: it crosses the worker boundary as is. */
import type { LabReport, UserTechniqueSource } from './labTypes';
import type { Variant } from './variant';

export type { LabReport, UserTechniqueSource } from './labTypes';

export type SolveStatus = 'solved' | 'invalid' | 'no-solution' | 'multiple' | 'stalled' | 'timeout' | 'cancelled';

/** A digit written in a cell, or removed from its pencil marks. Cells are 0..80, row by row. */
export interface CellDigit {
  cell: number;
  d: number;
}

export interface Step {
  /** 1-based position in the explanation. */
  n: number;
  /** Technique id, e.g. 'naked-pair', or 'guess'. */
  technique: string;
  /** Human name, e.g. 'Naked pair'. */
  name: string;
  rating: number;
  /** The unit the finding is about, e.g. 'row 3', when there is one. */
  unit?: string;
  /** The cells that make up the pattern. */
  cells: number[];
  /** The digits the pattern is about. */
  digits: number[];
  placed: CellDigit[];
  removed: CellDigit[];
  /** Number of the guess this step depends on (the innermost one), if any. */
  guess?: number;
  /** Steps found together, in one pass of the techniques, share a batch number. */
  batch: number;
  /** For a chain technique: the chains behind the step. */
  chain?: Chain;
  /** A user's technique (see docs/technique-api.md) made this step: its file. */
  userTechnique?: string;
  /** A killer technique's step: the sum its cells make (a cage's total, or the rule of 45's). */
  sum?: number;
}

/** A candidate in a chain, assumed or shown true (on) or false. */
export interface ChainNode {
  cell: number;
  d: number;
  on: boolean;
}

/** A link between two candidates: strong (they cannot both be false) or weak (not both true). */
export interface ChainLink {
  from: CellDigit;
  to: CellDigit;
  strong: boolean;
}

/**
 * The chains behind a chain step, for drawing: every candidate once (nodes),
 * and every link walked, in order, from the assumption on. A step resting on
 * several chains (forcing chains from a cell or unit, Nishio) has them all,
 * sharing nodes; its text gives each, separated by '; '.
 */
export interface Chain {
  /** In Eureka notation, e.g. '(4)r1c2-(4)r1c7=(4)r3c8 => r1c2<>4', ending with everything the step concludes. */
  text: string;
  nodes: ChainNode[];
  links: ChainLink[];
  /** A cycle (X-, Y- or XY-cycle): the last link leads back to the first node. */
  loop?: boolean;
  /**
   * Each chain as walked, from its assumption (or round its loop) to its end,
   * in the order the text gives them: what the sentence in words is made from
   * (see chainWords.ts), on whichever side of the worker it is said.
   */
  branches?: ChainNode[][];
  /**
   * A nested forcing chain's inner chains (level 2 up) on the branches as
   * walked: each removed a candidate in the grid the assumption had left,
   * and the outer chain goes on from that removal.
   */
  inner?: InnerChain[];
}

/** An inner chain: "if `removes` were true, it would not be" in the assumption's grid, so it is removed there. */
export interface InnerChain {
  removes: CellDigit;
  /** In Eureka notation, ending with the removal. */
  text: string;
  nodes: ChainNode[];
}

export type GuessOutcome = 'kept' | 'disproved' | 'abandoned' | 'open';

export interface Guess {
  /** Guess number, counting every guess ever made in this solve. */
  n: number;
  row: number;
  col: number;
  value: number;
  /** The candidates the guess chose from, lowest first, e.g. '67'. */
  choices: string;
  /** 1 for a guess made on logic alone, 2 for one made under another guess, ... */
  depth: number;
  /** The guess this one was made under. */
  parent?: number;
  outcome: GuessOutcome;
}

export interface Conflict {
  cells: [number, number];
  digit: number;
  /** The unit they share, in words; for a variant's far peers (far), how far apart they are. */
  unit: string;
  /** The two cells share no unit: they are a knight's or king's move apart (anti-knight, anti-king). */
  far?: boolean;
}

export interface Difficulty {
  /**
   * Sudoku Explainer's ER: the hardest step (1.0 for a full house up). When
   * `notRated` is set it is no rating, only a key that sorts the puzzle above
   * every rated one: never show it (difficultyLabel says "not rated").
   */
  rating: number;
  /**
   * The engine guessed: the rating is not known. With the whole ladder it is
   * beyond what the techniques rate (NOT_RATED_BEYOND), short of a nested
   * chain the engine does not look for unless asked (SolveOptions.deep).
   */
  notRated?: 'guessed';
  technique: string;
  name: string;
  /** Sudoku Explainer's EP: the hardest step up to the first digit placed (absent when a guess came first: not rated). */
  ep?: number;
  /** Sudoku Explainer's ED: the first step's rating. */
  ed?: number;
  /**
   * The user techniques the explanation used, by name: the rating is then not
   * Sudoku Explainer's alone, and `name` says so ("Empty rectangle (user technique)").
   */
  userTechniques?: string[];
}

export interface TechniqueStats {
  /** Times the technique was tried. */
  tries: number;
  /** Times it found something. */
  hits: number;
  ms: number;
}

export interface SolveStats {
  ms: number;
  statements: number;
  /** Guesses made while proving the first solution unique (not in the guess log). */
  uniquenessGuesses: number;
  techniques: Record<string, TechniqueStats>;
  /**
   * The guess search on the compact board, when it ran: its nodes (positions
   * settled after a guess, and each starting position), time and statements.
   */
  search?: { nodes: number; ms: number; statements: number };
}

export interface SolveResult {
  status: SolveStatus;
  /** The puzzle as solved: 81 characters, '.' for a blank. */
  puzzle: string;
  givens: number;
  /** Remarks that are not verdicts, e.g. fewer than 17 givens. */
  notes: string[];
  /** Human message for invalid, no-solution, timeout and the like. */
  message?: string;
  solution?: string;
  /** Two different solutions, when the status is 'multiple'. */
  solutions?: [string, string];
  conflicts?: Conflict[];
  /** Pencil marks after the givens, one string of digits per cell ('' for a given); empty for a verdict. */
  initialCandidates: string[];
  /** The grid and pencil marks where logic first stalled, when it did. */
  stall?: { grid: string; candidates: string[] };
  /** How each cell of the solution was filled. */
  origin?: Origin[];
  steps: Step[];
  /**
   * The steps of branches that were rolled back (each disproved guess and what
   * it led to); `batch` orders them among `steps`. Only when explaining: every
   * guess rolled back on the way to the solution, and the guesses nested in
   * those branches up to a limit, at most BRANCH_STEPS_CAP steps.
   */
  branchSteps?: Step[];
  /** True when some rolled-back guesses of the log are not told in branchSteps. */
  branchStepsCapped?: boolean;
  guesses: Guess[];
  /** The solve started from a position (SolveOptions.position), not from the givens alone. */
  fromPosition?: boolean;
  /** The variant solved (SolveOptions.variant), when the puzzle is not a classic one. */
  variant?: Variant;
  /** The solve stopped once it had told the steps it was asked for (SolveOptions.maxSteps): the status is 'stalled'. */
  stoppedAtSteps?: boolean;
  difficulty?: Difficulty;
  stats: SolveStats;
  /**
   * What the user techniques of SolveOptions.userTechniques did wrong in this
   * solve: unsound findings with their counterexample, writes refused, SQL
   * errors, a run past the time limit. Absent when there is nothing to report.
   */
  lab?: LabReport[];
}

/** How a digit came to be in a cell: a given, placed by the player, found by logic, or under a guess. */
export type Origin = 'given' | 'placed' | 'logic' | 'guess';

/**
 * A position reached from the givens, as a player has it: the digits placed
 * since, and the candidates left in the empty cells. The engine starts from
 * here: a removed candidate stays removed. Plain data (it crosses the worker
 * boundary and keys the caches).
 */
export interface Position {
  /** 81 characters: a digit the player placed, '.' elsewhere (the givens are the puzzle's). */
  placed: string;
  /**
   * 81 entries: the candidates the player has left in each empty cell, as
   * digits ('' when none is left); null where the player has written none,
   * so that the cell starts with what its peers leave.
   */
  candidates: (string | null)[];
}

export interface SolveOptions {
  /** Start from this position instead of the givens alone. */
  position?: Position;
  /** The puzzle is a variant (X, Windoku, Jigsaw, anti-knight, anti-king): its extra rules and regions. */
  variant?: Variant;
  /** Stop once this many steps are told (a hint asks for one): the result is 'stalled', with stoppedAtSteps and the steps so far. */
  maxSteps?: number;
  /** Guess when logic stalls (default true). When false, a stall ends the solve as 'stalled'. */
  guessing?: boolean;
  /**
   * The deep rating (default false): the nested forcing chains too (Sudoku
   * Explainer's 9.0 and up: catalogue DEEP_ONLY), tried only where every
   * other technique finds nothing. A step can take minutes.
   */
  deep?: boolean;
  /** Technique ids to use; default all (but the deep ones, unless deep). */
  techniques?: string[];
  /** Look for a second solution after the first (default true). */
  uniqueness?: boolean;
  /** Stop with 'timeout' after this many milliseconds (default none). */
  timeLimitMs?: number;
  /** Record the explanation (default true). Benchmarks may turn it off. */
  explain?: boolean;
  /**
   * Only the verdict (default false): solved with its solution, more than one
   * solution, no solution, or invalid, straight from the givens, with no named
   * technique. No steps, no guess log, no difficulty, and no initial
   * candidates. With guessing off there is no verdict to give without logic,
   * so the full solve runs instead.
   */
  verdict?: boolean;
  /**
   * Use the chain techniques (default true). Verdicts turn them off, and with
   * them the direct variants: they need the answer fast, not the explanation.
   * A puzzle that then needs a guess gets no difficulty, as its rating is not known.
   */
  chains?: boolean;
  /**
   * The puzzle is known to have exactly one solution (a verdict said so): the
   * uniqueness techniques (unique rectangles, BUG) may be used. Default false.
   * 'find': the solve finds the verdict first, in the same job, and uses them
   * only when it says one solution.
   */
  unique?: boolean | 'find';
  /**
   * A user's own technique files (docs/technique-api.md): each runs in the
   * ladder at its rating, after the built-in techniques of the same rating,
   * isolated (it may write only its findings) and, when the puzzle has one
   * solution, checked against it before anything it finds is applied. A file
   * with problems is left out and reported in SolveResult.lab.
   */
  userTechniques?: UserTechniqueSource[];
}

/** Sorts a guessed (not rated) puzzle above every rated one; never shown as a rating. */
export const GUESS_RATING = 10.0;
/** A puzzle the whole ladder must guess on is harder than this (measured: docs/solver.md, "Not rated"). */
export const NOT_RATED_BEYOND = 9.4;
/** The most rolled-back steps a result keeps for the panel's guess story. */
export const BRANCH_STEPS_CAP = 4000;

/** The pencil marks the givens leave and any duplicate givens: what a hover shows (SqlSudokuEngine.inspect). */
export interface Inspection {
  puzzle: string;
  givens: number;
  /** Pencil marks after the givens, one string of digits per cell ('' for a given). */
  candidates: string[];
  conflicts: Conflict[];
  stats: { ms: number; statements: number };
}

/** What is wrong with a position, measured against the puzzle's one solution. */
export interface PositionCheck {
  /** Cells whose placed digit is not the solution's. */
  wrongDigits: number[];
  /** Cells whose solution digit the player removed from the candidates. */
  removedAnswers: number[];
  /**
   * Cells whose solution digit the automatic removal took out when a digit
   * was placed in a peer (a wrong digit: a right one never takes an answer),
   * when the check was told which those are.
   */
  autoRemovedAnswers?: number[];
}

/** The next step from where the player is (core/hint.ts makes it; one worker job). */
export interface Hint {
  /**
   * 'step': the next step is in `step`. 'complete': nothing is left to do.
   * 'wrong': the position contradicts the puzzle's one solution (`check` says
   * how). Otherwise the solve's own verdict ('invalid', 'no-solution', ...).
   */
  status: 'step' | 'complete' | 'wrong' | Exclude<SolveStatus, 'solved'>;
  step?: Step;
  check?: PositionCheck;
  /** What the user techniques did, or why they were not run (see SolveResult.lab). */
  lab?: SolveResult['lab'];
  message?: string;
}
