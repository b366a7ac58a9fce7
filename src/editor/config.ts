/** The extension's settings, read in one place. */
import * as vscode from 'vscode';
import type { SolveOptions } from '../shared/result';

export type DiagnosticsLevel = 'full' | 'syntax' | 'off';

export function settings() {
  const c = vscode.workspace.getConfiguration('sudoku');
  return {
    techniques: c.get<string[]>('techniques'),
    guessing: c.get<boolean>('guessing', true),
    timeLimitMs: Math.max(100, c.get<number>('timeLimit', 10000)),
    codeLens: c.get<boolean>('codeLens.enabled', true),
    diagnostics: c.get<DiagnosticsLevel>('diagnostics.level', 'full'),
    blank: c.get<string>('blankCharacter', '.'),
    hoverAnswers: c.get<boolean>('hover.showAnswers', false),
    hoverGridWidth: c.get<number>('hover.gridWidth', 52),
    autoRemoveMarks: c.get<boolean>('play.autoRemoveMarks', true),
    playTimer: c.get<boolean>('play.timer', true),
  };
}

/** The solve options the settings ask for. */
export function solveOptions(): SolveOptions {
  const s = settings();
  return { techniques: s.techniques, guessing: s.guessing, timeLimitMs: s.timeLimitMs };
}
