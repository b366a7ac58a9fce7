/**
 * The technique lab: users' own techniques, read, checked and run beside the
 * built-in ones. No `vscode` here: the editor, the CLI and the worker use it alike.
 * - contract.ts: the technique contract (tables, columns, header fields), version 1;
 * - header.ts: a technique file's header, with the place of each problem;
 * - types.ts: the plain data that crosses the worker boundary.
 */
export * from './contract';
export * from './types';
export { idFromPath, readUserHeader } from './header';
