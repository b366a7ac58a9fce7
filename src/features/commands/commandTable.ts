/**
 * The command table: every command id with the factory that makes its
 * handler from the extension's context (as rust-analyzer's client does), all
 * registered in one place and run inside one error wrapper (guard.ts).
 */
import * as vscode from 'vscode';
import { runtimeReport } from '../../core/phrases';
import type { EnginePool } from '../../service/enginePool';
import { CommandId } from './commandIds';
import { CommandDeps, PuzzleCommands, atOf } from './commands';
import { guarded } from './guard';
import { ShareCommands } from '../share/share';
import { newPuzzle, newPuzzleArgs } from '../newPuzzle/newPuzzle';
import type { TechniqueLab } from '../lab/lab';
import type { LabPort } from '../lab/labPort';
import { newTechnique, newTechniqueArgs } from '../lab/newTechnique';
import { testTechnique, testTechniqueArgs } from '../lab/testTechnique';

/** Where this copy of the extension runs (the sudoku.runtimeInfo command). */
export interface RuntimeInfo {
  host: 'node' | 'web';
  typeofProcess: string;
  engine: string;
  sharedMemoryCancel: boolean;
}

/** What the commands work with, made once on activation. */
export interface CommandContext extends CommandDeps {
  pool: EnginePool;
  runtime(): RuntimeInfo;
  lab: TechniqueLab;
  labPort: LabPort;
  puzzles: PuzzleCommands;
  share: ShareCommands;
}

export type Command = (...args: unknown[]) => unknown;
export type CommandFactory = (ctx: CommandContext) => Command;

export function createCommands(): Record<CommandId, CommandFactory> {
  return {
    'sudoku.solve': (ctx) => (at) => ctx.puzzles.solve(atOf(at)),
    'sudoku.showCandidates': (ctx) => (at) => ctx.puzzles.solve(atOf(at), 'candidates'),
    'sudoku.check': (ctx) => (at) => ctx.puzzles.check(atOf(at)),
    'sudoku.insertSolution': (ctx) => (at) => ctx.puzzles.insertSolution(atOf(at)),
    'sudoku.nextHint': (ctx) => (at) => ctx.puzzles.nextHint(atOf(at)),
    'sudoku.solveAll': (ctx) => () => ctx.puzzles.solveAll(),
    'sudoku.play': (ctx) => (at) => ctx.puzzles.play(atOf(at)),
    'sudoku.showLog': (ctx) => () => ctx.log.show(),
    'sudoku.newPuzzle': (ctx) => (args) => newPuzzle(ctx.pool, ctx.log, newPuzzleArgs(args)),
    'sudoku.copyLine': (ctx) => (args) => ctx.share.copyLine(args),
    'sudoku.copySudokuWikiLink': (ctx) => (args) => ctx.share.copySudokuWikiLink(args),
    'sudoku.copyFPuzzlesLink': (ctx) => (args) => ctx.share.copyFPuzzlesLink(args),
    'sudoku.copySudokuPadLink': (ctx) => (args) => ctx.share.copySudokuPadLink(args),
    'sudoku.copyPencilMarks': (ctx) => (args) => ctx.share.copyPencilMarks(args),
    'sudoku.copyCandidateLine': (ctx) => (args) => ctx.share.copyCandidateLine(args),
    'sudoku.copyProgress': (ctx) => (args) => ctx.share.copyProgress(args),
    'sudoku.copyExplanation': (ctx) => (args) => ctx.share.copyExplanation(args),
    'sudoku.exportSvg': (ctx) => (args) => ctx.share.exportImage(args, 'svg'),
    'sudoku.exportPng': (ctx) => (args) => ctx.share.exportImage(args, 'png'),
    'sudoku.newTechnique': (ctx) => async (args) => {
      const uri = await newTechnique(ctx.lab.folders()[0], newTechniqueArgs(args));
      if (uri) await ctx.lab.reload();
      return uri;
    },
    'sudoku.testTechnique': (ctx) => (args) =>
      testTechnique(
        { lab: ctx.lab, port: ctx.labPort, panel: ctx.panel, isTechnique: (d) => ctx.lab.isTechnique(d) },
        testTechniqueArgs(args),
      ),
    // Not in the palette: says where the extension runs, for the web tests and for bug reports.
    'sudoku.runtimeInfo': (ctx) => () => {
      const info = ctx.runtime();
      void vscode.window.showInformationMessage(runtimeReport(info.host, info.typeofProcess, info.engine));
      return info;
    },
  };
}

/** Registers every command of the table, each inside the one error wrapper. */
export function registerCommands(deps: Omit<CommandContext, 'puzzles' | 'share'>): vscode.Disposable[] {
  const puzzles = new PuzzleCommands(deps);
  const ctx: CommandContext = { ...deps, puzzles, share: new ShareCommands(deps.service, deps.panel) };
  const ui = {
    showError: (message: string, ...items: string[]) => vscode.window.showErrorMessage(message, ...items),
    logError: (text: string) => deps.log.error(text),
    showLog: () => deps.log.show(),
  };
  const table = Object.entries(createCommands()) as [CommandId, CommandFactory][];
  return [puzzles, ...table.map(([id, factory]) => vscode.commands.registerCommand(id, guarded(id, factory(ctx), ui)))];
}
