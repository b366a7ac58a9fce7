/**
 * Every command the extension registers. The command table (commandTable.ts)
 * has exactly these keys, and package.json contributes all but the hidden
 * ones (a unit test checks both). Pure: no `vscode` here.
 */
export const COMMAND_IDS = [
  'sudoku.solve',
  'sudoku.showCandidates',
  'sudoku.check',
  'sudoku.insertSolution',
  'sudoku.nextHint',
  'sudoku.solveAll',
  'sudoku.play',
  'sudoku.showLog',
  'sudoku.newPuzzle',
  'sudoku.copyLine',
  'sudoku.copySudokuWikiLink',
  'sudoku.copyFPuzzlesLink',
  'sudoku.copySudokuPadLink',
  'sudoku.copyPencilMarks',
  'sudoku.copyCandidateLine',
  'sudoku.copyProgress',
  'sudoku.copyExplanation',
  'sudoku.exportSvg',
  'sudoku.exportPng',
  'sudoku.newTechnique',
  'sudoku.testTechnique',
  'sudoku.runtimeInfo',
] as const;

export type CommandId = (typeof COMMAND_IDS)[number];

/** Registered but not in package.json's commands: says where the extension runs, for the web tests and bug reports. */
export const HIDDEN_COMMANDS: readonly CommandId[] = ['sudoku.runtimeInfo'];
