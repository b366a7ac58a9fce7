/**
 * Play's ports (playController.ts's PlayPorts) on VS Code: the open document
 * of a uri, read and edited through the editor's one parse (editor/documents),
 * play's settings, the log and the system clock. Thin on purpose: what it does
 * with them is the controller's, tested in plain Node with fakes.
 */
import * as vscode from 'vscode';
import { documentOf, entriesAround } from '../../editor/documents';
import { settings } from '../../editor/config';
import { type PlayDocument, type PlayPorts, type TextAt, systemClock } from './playController';

export function vscodePlayPorts(log: vscode.LogOutputChannel): PlayPorts {
  return {
    document: (uri) => {
      const doc = documentOf(uri);
      return doc && !doc.isClosed ? documentPort(doc) : undefined;
    },
    settings: () => {
      const { playTimer, autoRemoveMarks } = settings();
      return { playTimer, autoRemoveMarks };
    },
    log,
    clock: systemClock,
  };
}

function documentPort(doc: vscode.TextDocument): PlayDocument {
  const range = (from: TextAt, to: TextAt) => new vscode.Range(from.line, from.character, to.line, to.character);
  return {
    get lineCount() {
      return doc.lineCount;
    },
    get eol() {
      return doc.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
    },
    lineText: (line) => doc.lineAt(line).text,
    text: (from, to) => doc.getText(range(from, to)),
    entriesAround: (from, to) => entriesAround(doc, from, to),
    replace: (from, to, text) => {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(doc.uri, range(from, to), text);
      return Promise.resolve(vscode.workspace.applyEdit(edit));
    },
  };
}
