/**
 * Hover on a contract table's name in a technique file: its columns, from the
 * contract itself (src/core/lab/contract.ts). Plain text only: appendText
 * escapes, and the columns go in a code block.
 */
import * as vscode from 'vscode';
import { contractTable } from '../../core/lab';
import { contractHoverText, inCommentOrString, sqlNameAt } from './labModel';

export class ContractHoverProvider implements vscode.HoverProvider {
  /** `isTechnique`: whether a document is a technique file (in a technique folder, or with a technique's header). */
  constructor(private readonly isTechnique: (doc: vscode.TextDocument) => boolean) {}

  provideHover(doc: vscode.TextDocument, pos: vscode.Position): vscode.Hover | undefined {
    if (!this.isTechnique(doc)) return undefined;
    const line = doc.lineAt(pos.line).text;
    if (inCommentOrString(line, pos.character)) return undefined;
    const name = sqlNameAt(line, pos.character);
    const table = name && contractTable(name);
    if (!table) return undefined;
    const text = contractHoverText(table);
    const md = new vscode.MarkdownString();
    // Paragraph breaks are written as Markdown (no text of the document is in them); every text goes through appendText.
    md.appendText(text.heading);
    md.appendMarkdown('\n\n');
    md.appendText(text.meaning);
    md.appendCodeblock(text.columns, 'text');
    for (const note of text.notes) {
      md.appendMarkdown('\n\n');
      md.appendText(note);
    }
    const start = line.indexOf(name, Math.max(0, pos.character - name.length));
    return new vscode.Hover(md, new vscode.Range(pos.line, start, pos.line, start + name.length));
  }
}
