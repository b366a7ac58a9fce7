/**
 * One voice: every phrase the user reads lives in src/core/phrases.ts and goes
 * through its translator (vscode.l10n in the extension). This reads the
 * sources of the editor adapters and feature models for text handed straight
 * to the places users read.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { bandChoices, countChoices, puzzleText, symmetryChoices } from '../../src/features/newPuzzle/newPuzzleModel';
import { useTranslator } from '../../src/core/phrases';
import { explanationMarkdown } from '../../src/features/share/shareModel';
import type { GeneratedPuzzle } from '../../src/core/generator';
import { engine, puzzleSet } from '../helpers/engine';

const SRC = path.resolve(__dirname, '../../src');

function sources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) out.push({ file: path.relative(SRC, p), text: fs.readFileSync(p, 'utf8') });
    }
  };
  for (const d of ['editor', 'features']) walk(path.join(SRC, d));
  out.push({ file: 'extension.ts', text: fs.readFileSync(path.join(SRC, 'extension.ts'), 'utf8') });
  return out;
}

/** A string literal (quote, backquote) that starts with a letter: words, not ids like 'sudoku.solve'. */
const WORDS = `['\`][A-Za-z][^'\`]*\\s[^'\`]*['\`]`;
const PLACES: [string, RegExp][] = [
  ['a notification', new RegExp(`show(Information|Warning|Error)Message\\(\\s*${WORDS}`)],
  ['a title', new RegExp(`\\btitle:\\s*${WORDS}`)],
  ['a one-word lens or title', /\btitle:\s*'[A-Z][a-z]+'/],
  ['a quick pick', new RegExp(`\\b(label|description|placeHolder|prompt):\\s*${WORDS}`)],
  ['a status bar item', new RegExp(`\\.(text|tooltip|name)\\s*=\\s*${WORDS}`)],
  ['a status bar message', new RegExp(`setStatusBarMessage\\(\\s*${WORDS}`)],
  ['an error shown to the user', new RegExp(`new Error\\(\\s*${WORDS}`)],
];

describe('one voice', () => {
  it('the editor adapters and feature models hand users no text of their own', () => {
    const found: string[] = [];
    for (const { file, text } of sources()) {
      text.split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const [place, re] of PLACES) if (re.test(line)) found.push(`${file}:${i + 1} ${place}: ${line.trim()}`);
        // Translation happens in one module only.
        if (/\bl10n\.t\(/.test(line) && !/useTranslator\(/.test(line)) found.push(`${file}:${i + 1} translates on its own: ${line.trim()}`);
      });
    }
    assert.deepEqual(found, []);
  });

  it('New Puzzle and sharing speak through the translator', async () => {
    const seen: string[] = [];
    useTranslator((message, ...args) => {
      seen.push(message);
      return `«${message.replace(/\{(\d+)\}/g, (m, n: string) => String(args[Number(n)] ?? m))}»`;
    });
    try {
      for (const c of [...bandChoices(), ...symmetryChoices(), ...symmetryChoices('diabolical'), ...countChoices()]) {
        assert.match(c.label, /^«.*»$|^\d+$/, c.label);
        assert.match(c.description, /^«.*»$/, c.description);
        if ('detail' in c && c.detail !== undefined) assert.match(c.detail, /^«.*»$/, c.detail);
      }
      const p: GeneratedPuzzle = {
        puzzle: '.'.repeat(81),
        seed: 1,
        rating: 2,
        technique: 'x',
        techniqueName: 'X',
        givens: 24,
        symmetry: 'none',
        minimal: true,
        attempts: 1,
        ms: 1,
      } as GeneratedPuzzle;
      assert.match(puzzleText(p).split('\n')[1], /^# «rating 2\.0 \(x\), 24 givens, symmetry none, minimal, seed 1»$/);
      const e = await engine();
      const md = explanationMarkdown(e.solve(puzzleSet('named_hardest')[0].cells), 'AI Escargot');
      for (const heading of ['Steps', 'Guess log']) assert.match(md, new RegExp(`^## «${heading}»$`, 'm'));
      assert.ok(seen.includes('Solution: {0}') && seen.includes('Open in SudokuWiki'));
    } finally {
      useTranslator(undefined);
    }
  });

  it('the Markdown explanation counts in words, as everywhere else', async () => {
    const e = await engine();
    const md = explanationMarkdown(e.solve(puzzleSet('named_hardest')[0].cells), 'AI Escargot');
    const facts = md.split('\n').find((l) => l.startsWith('**'))!;
    assert.match(facts, /^\*\*one solution\*\* · \d+ givens · difficulty \d+\.\d .+ · \d+ guess(es)?$/);
    assert.doesNotMatch(md, /\b1 guesses\b/);
  });
});
