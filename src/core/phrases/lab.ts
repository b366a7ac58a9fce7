/**
 * The technique lab: what is wrong with a user's technique file, what it did
 * when it ran, and how a rating that used one is shown.
 */
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

/** Header problems, SQL problems, and what a user technique did in a solve. */
export const labSays = {
  noHeader: () => l10n.t("A technique file starts with its header: a '-- Technique: <name>' line, then '-- Rating: <n>'."),
  missingField: (key: string) => l10n.t("The header has no '-- {0}:' line.", key),
  emptyField: (key: string) => l10n.t("'-- {0}:' needs a value.", key),
  badRating: (text: string) => l10n.t("'{0}' is not a rating: write a number from 1.0 to 9.9 on Sudoku Explainer's scale.", text),
  badContract: (text: string, version: number) => l10n.t("Contract '{0}' is not known: the only version is {1}.", text, version),
  badId: (text: string) => l10n.t("'{0}' is not an id: use lower-case letters, digits and '-'.", text),
  builtInId: (id: string) => l10n.t("The id '{0}' is a built-in technique's: choose another (-- Id: ...).", id),
  duplicateId: (id: string, other: string) => l10n.t("The id '{0}' is taken by {1}.", id, other),
  badNeeds: (text: string) => l10n.t("'-- Needs: {0}' is not known: the values are 'unique', 'variant' and 'cages'.", text),
  badChains: (text: string) => l10n.t("'-- Chains: {0}' is not a chain mode: x, y, xy, nishio or dynamic.", text),
  builtInField: (key: string) => l10n.t("'-- {0}:' is read in the built-in techniques only: here it is ignored.", key),
  noRule: () => l10n.t("The header has no '-- Rule:' paragraph: say the rule in words, for the explanation and whoever reads the file."),
  repeatedField: (key: string) => l10n.t("'-- {0}:' is given twice; the first is used.", key),
  fileTooLarge: (mib: number) =>
    l10n.t('The file is over {0} MiB: is it a technique? A technique file is small, and a larger one is not read.', mib),
  readTooLong: (ms: number) =>
    l10n.t('Reading and checking the file took over {0} ms and was stopped: is it a technique? Keep it short.', ms),
  tooManyStatements: (most: number) => l10n.t('A technique has at most {0} statements: the file is read up to here, and no further.', most),
  noStatement: () => l10n.t('The file has no SQL statement: a technique ends with INSERT INTO found (...) SELECT ...'),
  lastNotInsert: () =>
    l10n.t('The last statement must insert into found: INSERT INTO found (act, cell, d, unit, pattern, digits) SELECT ...'),
  statementKind: (word: string) =>
    l10n.t(
      "A technique's statements read the position and write findings: '{0}' is not allowed (only WITH, SELECT, INSERT, DELETE).",
      word,
    ),
  sqlError: (message: string) => l10n.t('SQLite: {0}', message),
  writesTable: (table: string) =>
    l10n.t("It writes to '{0}': a technique writes only to found (and the scratch table loop_closing).", table),
  readsOutside: (table: string) =>
    l10n.t("It reads '{0}', which is not in the technique contract: it may change or be empty when the technique runs.", table),
  parameter: (name: string) => l10n.t("'{0}' is a parameter, and a technique is given none: read the position from the tables.", name),
  changesSchema: () => l10n.t('It changes the schema (CREATE, DROP, ALTER...): a technique only reads the position and writes findings.'),
  /** A problem where it is: '<file>:3:12: message', or '<file>: message' without a place. */
  at: (path: string, place: string, message: string) =>
    place ? l10n.t('{0}:{1}: {2}', path, place, message) : l10n.t('{0}: {1}', path, message),
  /** Reports of a solve: each names the technique. */
  refusedTable: (name: string, what: string) =>
    l10n.t("The technique '{0}' was refused: it wrote to {1}. What it did was undone.", name, what),
  refusedSchema: (name: string) => l10n.t("The technique '{0}' was refused: it changed the schema. What it did was undone.", name),
  failed: (name: string, message: string) => l10n.t("The technique '{0}' failed: {1}", name, message),
  unsound: (name: string, wrong: string) =>
    l10n.t("The technique '{0}' is unsound: the puzzle's only solution contradicts {1}. Its findings were not applied.", name, wrong),
  andMore: (shown: string, more: number) => l10n.t('{0} and {1} more', shown, more),
  badFinding: (name: string, what: string) => l10n.t("The technique '{0}' wrote a finding that is not one: {1}.", name, what),
  badFindingColumn: (
    name: string,
    column: 'pattern' | 'digits' | 'unit' | 'chain' | 'chain-total',
    value: string,
    limits: { patternCells: number; chainEnds: number },
  ) => {
    switch (column) {
      case 'pattern':
        return l10n.t(
          "The technique '{0}' wrote a finding whose pattern '{1}' is not a list of cells: up to {2} numbers from 0 to 80, comma separated.",
          name,
          value,
          limits.patternCells,
        );
      case 'digits':
        return l10n.t("The technique '{0}' wrote a finding whose digits '{1}' are not up to nine digits 1 to 9.", name, value);
      case 'unit':
        return l10n.t("The technique '{0}' wrote a finding whose unit '{1}' is not a unit id from 0 to 26, or NULL.", name, value);
      case 'chain':
        return l10n.t(
          "The technique '{0}' wrote a finding whose chain '{1}' is not up to {2} ends 'src:cell:d:truth', space separated.",
          name,
          value,
          limits.chainEnds,
        );
      default:
        return l10n.t("The technique '{0}' wrote chains with more than {1} ends in all in one run.", name, value);
    }
  },
  tooManyFindings: (name: string, most: number) =>
    l10n.t("The technique '{0}' wrote more than {1} findings in one run, the most a technique may write, and was stopped.", name, most),
  findingsTooLarge: (name: string, mib: number) =>
    l10n.t(
      "The technique '{0}' wrote more than {1} MiB of findings in one run, the most a technique may write, and was stopped.",
      name,
      mib,
    ),
  outOfMemory: (name: string, mib: number) =>
    l10n.t("The technique '{0}' ran out of memory: SQLite may use at most {1} MiB, and the technique was stopped.", name, mib),
  heapGrew: (name: string, mib: number, most: number) =>
    l10n.t("The technique '{0}' grew the solver's memory to {1} MiB, past the {2} MiB a technique may, and was stopped.", name, mib, most),
  runaway: (name: string, ms: number) =>
    l10n.t("The technique '{0}' was still running at the time limit of {1} ms and was stopped.", name, ms),
  uncheckedMultiple: (name: string) =>
    l10n.t(
      "The technique '{0}' was not run: the puzzle has more than one solution, so its findings could not be checked. The verdict is the built-in techniques'.",
      name,
    ),
  uncheckedNoSolution: (name: string) =>
    l10n.t(
      "The technique '{0}' was not run: the puzzle has no solution, so its findings could not be checked. The verdict is the built-in techniques'.",
      name,
    ),
  /** A rating that used a user technique, so nobody takes it for Sudoku Explainer's. */
  userTechnique: (name: string) => l10n.t('{0} (user technique)', name),
  withUserTechniques: (name: string) => l10n.t('{0} (with user techniques)', name),
};
