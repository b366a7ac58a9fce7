/** Hover: a puzzle's candidate grid, or one cell's candidates and how it was solved. */
import * as vscode from 'vscode';
import { entryAtLine } from '../core/formats';
import type { PuzzleService } from '../node/puzzleService';
import { cellHover, puzzleHover } from '../features/hoverContent';
import { entriesOf, rangeOf } from './documents';
import { settings } from './config';

const SLOW_HOVER_MS = 100;

export class SudokuHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly service: PuzzleService,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  async provideHover(doc: vscode.TextDocument, pos: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    try {
      return await this.hover(doc, pos, token);
    } catch (err) {
      // A hover cannot show an error well; the log keeps it, and commands and diagnostics report it.
      this.log.error(`Hover failed: ${(err as Error).stack ?? err}`);
      return undefined;
    }
  }

  private async hover(doc: vscode.TextDocument, pos: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    const t0 = Date.now();
    const entry = entryAtLine(entriesOf(doc), pos.line);
    if (!entry || entry.kind !== 'puzzle') return undefined;
    const t1 = Date.now();
    const inspection = await this.service.inspect(entry.cells);
    // A slow hover says where its time went (benchmarks read this).
    if (Date.now() - t0 > SLOW_HOVER_MS)
      this.log.info(`Slow hover: ${Date.now() - t0} ms (finding the puzzle ${t1 - t0} ms, the engine ${Date.now() - t1} ms).`);
    if (token.isCancellationRequested) return undefined;
    const known = this.service.known(entry.cells);
    const offset = doc.offsetAt(pos);
    const cell = entry.offsets.indexOf(offset);
    if (cell >= 0) {
      const md = new vscode.MarkdownString(cellHover(cell, inspection, known, settings().hoverAnswers));
      return new vscode.Hover(md, rangeOf(doc, offset, offset + 1));
    }
    const md = new vscode.MarkdownString(puzzleHover(entry, inspection, known));
    return new vscode.Hover(md, rangeOf(doc, entry.start, entry.end));
  }
}
