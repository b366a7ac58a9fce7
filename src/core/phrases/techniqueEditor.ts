/** The technique lab in the editor: loading your techniques, their diagnostics, New Technique, and Test Technique on File. */
import type { ReportStrings } from '../../shared/panelStrings';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- loading ---------------------------------------------------------------------------------

export const techniqueLoading = {
  /** Told once per session, in an untrusted workspace that holds technique files. */
  untrusted: (count: number, folder: string) =>
    count === 1
      ? l10n.t(
          'Sudoku: the technique in {0} was not loaded, because this workspace is not trusted and a technique is SQL the solver runs. Trust the workspace to use it.',
          folder,
        )
      : l10n.t(
          'Sudoku: the {0} techniques in {1} were not loaded, because this workspace is not trusted and a technique is SQL the solver runs. Trust the workspace to use them.',
          count,
          folder,
        ),
  /** A command that runs a technique, in an untrusted workspace. */
  untrustedCommand: () =>
    l10n.t(
      'Sudoku: your techniques run only in a trusted workspace, because a technique is SQL the solver runs. Trust the workspace to use them.',
    ),
  manageTrust: () => l10n.t('Manage Workspace Trust'),
  couldNotRead: (file: string, why: string) => l10n.t('Could not read {0}: {1}', file, why),
};

// --- diagnostics on a technique file ----------------------------------------------------------

export const labDiagnostics = {
  /** The unsound finding, with the position's pencil-mark grid beneath it. */
  /** The unsound finding; the position's pencil-mark grid follows on lines of its own. */
  unsound: (finding: string) => l10n.t('Unsound: {0} contradicts the solution of the puzzle it was found in. It was not applied.', finding),
  /** A report of an unsound finding, with the position it was found at beneath it as a pencil-mark grid. */
  withPosition: (report: string, grid: string) => [report, l10n.t('The position, as a pencil-mark grid:'), grid].join('\n'),
  thePuzzle: (name: string, line: number) =>
    name ? l10n.t('The puzzle {0}, on line {1}', name, line + 1) : l10n.t('The puzzle on line {0}', line + 1),
  source: () => l10n.t('Sudoku technique'),
};

// --- New Technique ----------------------------------------------------------------------------

export const newTechniqueSays = {
  prompt: () => l10n.t('The name of the new technique'),
  placeholder: () => l10n.t('for example Skyscraper'),
  needsLetter: () => l10n.t('The name needs a letter or a digit.'),
  tooLong: () => l10n.t('Keep the name under 60 characters.'),
  builtIn: (name: string) => l10n.t('{0} is a built-in technique: choose another name.', name),
  exists: (file: string) => l10n.t('{0} exists already: choose another name.', file),
  noFolder: () => l10n.t('Open a folder first: your techniques are files in a folder of the workspace.'),
};

// --- Test Technique on File -------------------------------------------------------------------

export const testTechniqueSays = {
  pickTechnique: () => l10n.t('Which technique to test?'),
  pickFile: () => l10n.t('Test it on which puzzle file?'),
  noTechnique: () => l10n.t('No technique to test: open a technique file, or make one with “Sudoku: New Technique…”.'),
  noPuzzleFile: () => l10n.t('No .sudoku file in the workspace to test it on.'),
  notLoadable: (file: string) => l10n.t('{0} has problems to fix before it can be tested: see the Problems panel.', file),
  showProblems: () => l10n.t('Show Problems'),
  progress: (done: number, of: number) => l10n.t('{0} of {1} puzzles', done, of),
  testing: (technique: string, file: string) => l10n.t('Testing {0} on {1}', technique, file),
  title: (technique: string, file: string) => l10n.t('{0} on {1}', technique, file),
  facts: (firedPuzzles: number, puzzles: number, fired: number, positions: number, perCall: string) =>
    l10n.t('Fires on {0} of {1} puzzles, at {2} of {3} positions; {4} per call.', firedPuzzles, puzzles, fired, positions, perCall),
  finds: (placements: number, eliminations: number) => {
    const placed = placements === 1 ? l10n.t('1 placement') : l10n.t('{0} placements', placements);
    const struck = eliminations === 1 ? l10n.t('1 elimination') : l10n.t('{0} eliminations', eliminations);
    return placements === 0 ? struck : eliminations === 0 ? placed : l10n.t('{0}, {1}', placed, struck);
  },
  nothing: () => l10n.t('nothing'),
  rating: (before: string, after: string) => l10n.t('{0} → {1}', before, after),
  perCall: (ms: string) => l10n.t('{0} ms', ms),
  unsoundWarning: (count: number, puzzles: number) =>
    l10n.t('{0} unsound findings on {1} puzzles: none was applied, and each is on the technique file as a problem.', count, puzzles),
  /** A puzzle without one solution: no solution to check findings against. {0}: its status in words. */
  notTested: (status: string) => l10n.t('Not tested: {0}.', status),
  cancelled: (done: number, of: number) => l10n.t('Cancelled after {0} of {1} puzzles.', done, of),
};

/** The report table's words in the panel (src/shared/panelStrings.ts). */
export function reportStrings(): ReportStrings {
  return {
    reportTable: l10n.t('The technique, puzzle by puzzle'),
    colFired: l10n.t('Fires at'),
    colFinds: l10n.t('Finds'),
    colUnsound: l10n.t('Unsound'),
    colRating: l10n.t('Rating before → after'),
    colPerCall: l10n.t('Per call'),
    firedOf: l10n.t('{0} of {1}'),
    firedOfLabel: l10n.t('fires at {0} of {1} positions'),
    goPuzzle: l10n.t('Open the puzzle on line {0}'),
    unsoundCount: l10n.t('{0} unsound'),
  };
}

// --- hover on a contract table ----------------------------------------------------------------

export const contractHoverSays = {
  heading: (name: string, kind: 'table' | 'view', access: 'read' | 'write' | 'scratch') => {
    const what = kind === 'table' ? l10n.t('table') : l10n.t('view');
    if (access === 'write') return l10n.t('{0} ({1}): the findings, the one table a technique writes', name, what);
    if (access === 'scratch') return l10n.t('{0} ({1}): scratch, a technique may empty and fill it', name, what);
    return l10n.t('{0} ({1}): read only', name, what);
  },
  needsChains: () => l10n.t('Filled only for a technique whose header asks for chains (-- Chains: x, xy, nishio or dynamic).'),
  contract: (version: number) => l10n.t('Technique contract, version {0}: docs/technique-api.md', version),
};
