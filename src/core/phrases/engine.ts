/**
 * What the engine, the generator and the engine pool say when something stops
 * them: an installation missing a file, input they refuse, a time limit, a
 * worker that died. They reach people through notifications and the CLI, so
 * they are phrases too; in a worker they use the bundle the host passed.
 */
import { t } from '@vscode/l10n';
import { translator } from './l10n';
import { cellName } from './words';

const l10n = translator(t);

/** The solver (src/core/engine.ts, search.ts, sqlText.ts). */
export const engineSays = {
  sqlFileMissing: (file: string) => l10n.t("The solver's SQL file '{0}' is missing.", file),
  oneStatement: (file: string) => l10n.t('{0} must hold exactly one statement', file),
  wroteNoStatement: (file: string) => l10n.t('{0} wrote no statement.', file),
  writesOneStatement: (file: string) => l10n.t('{0} must write exactly one statement.', file),
  writesOnePerCell: (file: string) => l10n.t('{0} must write one statement per cell.', file),
  noRow: () => l10n.t('A search query returned no row.'),
  noRank: (rank: number) => l10n.t('No cell has rank {0}.', rank),
  solutionMisfits: (cell: number) => l10n.t('The solution does not fit the puzzle at cell {0}.', cell),
  techniqueHeader: (file: string) => l10n.t("{0}: a technique file must start with '-- Technique:' and '-- Rating:' lines", file),
  noTechniques: () => l10n.t('No technique files were found.'),
  unknownChainMode: (file: string, mode: string) => l10n.t("{0}: unknown chain mode '{1}'", file, mode),
  closed: () => l10n.t('The engine has been closed.'),
  noParameter: (name: string) => l10n.t('No value for parameter {0}', name),
  puzzleCells: (n: number) => l10n.t('A puzzle has 81 cells; this one has {0}.', n),
  explanationMismatch: () => l10n.t('The explanation does not end where the search did.'),
  guessLogMismatch: () => l10n.t('The guess log does not follow from the named techniques.'),
  nowhereToGuess: () => l10n.t('No cell to guess in, yet the grid is not full.'),
  stoppedAtLimit: (ms: number) => l10n.t('Stopped after the time limit of {0} ms.', ms),
  cancelled: () => l10n.t('The solve was cancelled.'),
  /** The difficulty's name when guessing was needed, and when nothing was left to do. */
  guessing: () => l10n.t('Not rated: guessed'),
  nothingToDo: () => l10n.t('Nothing to do'),
};

/** A position the player hands in (src/core/position.ts). */
export const positionSays = {
  cells: (n: number) => l10n.t('A position has 81 cells; this one has {0}.', n),
  candidates: (n: number) => l10n.t('A position has candidates for 81 cells; this one has {0}.', n),
  givenChanged: (cell: number, given: string, placed: string) => l10n.t('{0} is a given {1}, not {2}.', cellName(cell), given, placed),
};

/** The puzzle generator (src/core/generator.ts). */
export const generatorSays = {
  sqlFileMissing: (file: string) => l10n.t("The generator's SQL file '{0}' is missing.", file),
  noTechniqueRated: (max: number) => l10n.t('No technique is rated {0} or less.', max),
  bankUnsolved: (status: string) => l10n.t('A puzzle of the bank has no solution ({0}).', status),
  exhausted: (attempts: number) => l10n.t('No puzzle in the band after {0} attempts.', attempts),
  timedOut: (ms: number) => l10n.t('No puzzle in the band within {0} ms.', ms),
  cancelled: () => l10n.t('Generation was cancelled.'),
  pastLimit: () => l10n.t('Generation ran past its time limit.'),
  noGrid: (status: string) => l10n.t('Could not complete a grid ({0}).', status),
  seedRange: (max: number) => l10n.t('A seed is a whole number from 0 to {0}.', max),
  unknownSymmetry: (symmetry: string) => l10n.t("Unknown symmetry '{0}'.", symmetry),
  bandOrder: () => l10n.t('A band needs its lower end at or below its upper end.'),
};

/** The engine pool and its workers (src/service, src/node, src/web). */
export const poolSays = {
  shutDown: () => l10n.t('The solver has been shut down.'),
  stopped: (why: string) => l10n.t('The solver stopped unexpectedly ({0}). The next solve starts a fresh one.', why),
  noAnswer: () => l10n.t('The solver did not answer in time.'),
  cancelled: () => l10n.t('The solve was cancelled.'),
  pastLimit: () => l10n.t('The solve ran past its time limit.'),
  couldNotStart: (why: string) => l10n.t('The SQL engine could not start: {0}', why),
  couldNotLoad: (why: string) => l10n.t('The SQL engine could not be loaded: {0}', why),
  /** Why a worker died, inside `stopped`. */
  exitCode: (code: number) => l10n.t('exit code {0}', code),
  workerError: () => l10n.t('an error in the worker'),
  unreadableMessage: () => l10n.t('a message that could not be read'),
};
