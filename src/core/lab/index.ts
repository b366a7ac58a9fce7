/**
 * The technique lab: users' own techniques, read, checked and run beside the
 * built-in ones. No `vscode` here: the editor, the CLI and the worker use it alike.
 * - contract.ts: the technique contract (tables, columns, header fields), version 1;
 * - header.ts: a technique file's header, with the place of each problem;
 * - read.ts: the whole file against the solver's schema (SQLite's errors, what it writes);
 * - load.ts, guard.ts, outcome.ts: in a solve, prepared once, run watched, told;
 * - limits.ts: what a technique may use (memory, findings, file size) and the shape of its findings;
 * - trial.ts: a technique at every position of a built-in explanation (the report);
 * The plain data that crosses the worker boundary is src/shared/labTypes.ts.
 * The engine (SqlSudokuEngine.readUserTechnique, .solve with userTechniques,
 * .labTrial), the pool and the puzzle service are the ways in.
 */
export * from './contract';
export * from '../../shared/labTypes';
export { idFromPath, readUserHeader } from './header';
