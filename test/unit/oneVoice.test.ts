/**
 * One voice: every phrase the user reads lives in src/core/phrases and goes
 * through l10n: vscode.l10n in the extension host, @vscode/l10n with the
 * host's bundle in the engine's workers. This reads the sources for text
 * handed straight to the places users read, checks that the SQL words
 * nothing, that l10n/bundle.l10n.json lists every phrase, and translates
 * with a marked bundle to see what comes out.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { getL10nJson } from '@vscode/l10n-dev';
import { bandChoices, countChoices, puzzleText, symmetryChoices } from '../../src/features/newPuzzle/newPuzzleModel';
import { type L10nBundle, guessEnding, useBundle, useTranslator } from '../../src/core/phrases';
import { explanationMarkdown } from '../../src/features/share/shareModel';
import { PuzzleGenerator } from '../../src/core/generator';
import { type GeneratedPuzzle } from '../../src/shared/generate';
import { EnginePool, SolverError, cancelledResult } from '../../src/service/enginePool';
import { normalizePosition } from '../../src/core/position';
import { contradictionOf } from '../../src/shared/board';
import { PANEL_STRINGS_ID, panelStringsBlock } from '../../src/shared/panelStrings';
import { lensFileSummary, panelStrings } from '../../src/core/phrases';
import { ROOT, engine, puzzleSet, sqlSources } from '../helpers/engine';
import { markedBundle } from '../helpers/markedBundle';

const SRC = path.resolve(__dirname, '../../src');
const BUNDLE = path.join(ROOT, 'l10n', 'bundle.l10n.json');

function walk(dir: string, ext: string, out: { file: string; text: string }[] = []): { file: string; text: string }[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, ext, out);
    else if (p.endsWith(ext)) out.push({ file: path.relative(ROOT, p).split(path.sep).join('/'), text: fs.readFileSync(p, 'utf8') });
  }
  return out;
}

/**
 * Every source but the phrases themselves and the CLI: the CLI speaks English
 * only (its usage text and flags), through the same phrases for its verdicts.
 */
function sources(): { file: string; text: string }[] {
  return walk(SRC, '.ts').filter(({ file }) => !file.startsWith('src/core/phrases/') && !file.startsWith('src/cli/'));
}

/** Text that is not a phrase, on purpose: file, and what the line says. */
const NOT_PHRASES: [string, RegExp][] = [
  // A programming guard: the file is only ever started as a worker thread.
  ['src/node/engineWorker.ts', /engineWorker must run in a worker thread/],
];

/** The string literals of an SQL file, outside its comments; a literal may span lines. */
function sqlLiterals(sql: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < sql.length; i++) {
    if (sql.startsWith('--', i)) i = sql.indexOf('\n', i) < 0 ? sql.length : sql.indexOf('\n', i);
    else if (sql[i] === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      out.push(sql.slice(i + 1, j).replace(/''/g, "'"));
      i = j;
    }
  }
  return out;
}

/** A string literal (quote, backquote) that starts with a letter: words, not ids like 'sudoku.solve'. */
const WORDS = `['\`][A-Za-z][^'\`]*\\s[^'\`]*['\`]`;
/** Any literal with a word in it. */
const WORDY = `['"\`][^'"\`]*[A-Za-z]{2,}[^'"\`]*['"\`]`;
const PLACES: [string, RegExp][] = [
  ['a notification', new RegExp(`show(Information|Warning|Error)Message\\(\\s*${WORDS}`)],
  ['a title', new RegExp(`\\btitle:\\s*${WORDS}`)],
  ['a one-word lens or title', /\btitle:\s*'[A-Z][a-z]+'/],
  ['a quick pick', new RegExp(`\\b(label|description|detail|placeHolder|prompt):\\s*${WORDS}`)],
  ['a status bar item', new RegExp(`\\.(text|tooltip|name)\\s*=\\s*${WORDS}`)],
  ['a status bar message', new RegExp(`setStatusBarMessage\\(\\s*${WORDS}`)],
  ['an error shown to the user', new RegExp(`new \\w*Error\\(\\s*${WORDY}`)],
  ['a message', new RegExp(`\\bmessage:\\s*${WORDY}`)],
  [
    'a tree item, code action, lens or hover',
    new RegExp(`new (vscode\\.)?(TreeItem|CodeAction|CodeLens|Hover|MarkdownString)\\(\\s*${WORDS}`),
  ],
  ['a diagnostic', new RegExp(`new (vscode\\.)?(Diagnostic|DiagnosticRelatedInformation)\\([^,]+,\\s*${WORDY}`)],
  ['hover text', new RegExp(`\\.(appendText|appendMarkdown)\\(\\s*${WORDS}`)],
  ['a webview panel title', new RegExp(`(createWebviewPanel\\([^,]+,|\\.title\\s*=)\\s*${WORDY}`)],
  ['why a worker died', new RegExp(`died\\([^)]*${WORDY}`)],
  ["the panel's text", new RegExp(`(textContent\\s*=|'aria-label':|button\\([^,]+,)\\s*${WORDS}`)],
  ['a name built from words', new RegExp(`\\.name\\s*=\\s*\`[^\`]*\\(\\$\\{`)],
  ['a unit named in English', /[`'"](row|column|box) (\$\{|[`'"])/],
  ['a message chosen between two', new RegExp(`\\?\\s*${WORDS}\\s*:\\s*${WORDS}`)],
  ['a sentence returned or named', new RegExp(`(\\breturn|\\bname:|=)\\s*\`[^\`]*\\b[a-z]{2,} [a-z]{2,} [a-z]{2,}`)],
];

describe('one voice', () => {
  it('no source outside the phrases hands users text of its own', () => {
    const found: string[] = [];
    for (const { file, text } of sources()) {
      text.split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        if (NOT_PHRASES.some(([f, re]) => f === file && re.test(line))) return;
        for (const [place, re] of PLACES) if (re.test(line)) found.push(`${file}:${i + 1} ${place}: ${line.trim()}`);
        // Translation happens in one module only.
        if (/\bl10n\.t\(/.test(line) && !/useTranslator\(/.test(line)) found.push(`${file}:${i + 1} translates on its own: ${line.trim()}`);
      });
    }
    assert.deepEqual(found, []);
  });

  it('the phrases module words nothing outside l10n.t', () => {
    const found: string[] = [];
    for (const { file, text } of walk(path.join(SRC, 'core/phrases'), '.ts')) {
      const code = text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
      // What is left once each l10n.t's message is taken out: two words in a literal are English no bundle holds.
      const rest = code.replace(/\bl10n\.t\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g, 'l10n.t(MESSAGE');
      for (const line of rest.split('\n'))
        if (/['"`][^'"`]*[A-Za-z]{2,} [A-Za-z]{2,}[^'"`]*['"`]/.test(line)) found.push(`${file}: ${line.trim()}`);
    }
    assert.deepEqual(found, []);
  });

  it('the SQL words nothing: it gives kinds and numbers, phrases make the words', () => {
    const found: string[] = [];
    for (const { file, text } of walk(path.join(ROOT, 'sql'), '.sql')) {
      for (const literal of sqlLiterals(text)) {
        // The search's SQL writes SQL; two lower-case words, or one with a space left for a value ('row ' || n), are English.
        if (
          /\b[a-z]{2,} ([a-z]{2,}|$)/.test(literal) &&
          !/\b(SELECT|FROM|WHERE|ORDER|INSERT|UPDATE|DELETE|WITH|CASE|AS|SET|OR|AND)\b/.test(literal)
        )
          found.push(`${file}: '${literal}'`);
      }
    }
    assert.deepEqual(found, []);
  });

  it('l10n/bundle.l10n.json holds every phrase, as `npm run l10n` exports it', async () => {
    const files = walk(SRC, '.ts').map(({ text }) => ({ contents: text, extension: '.ts' }));
    const exported = await getL10nJson(files);
    const committed = JSON.parse(fs.readFileSync(BUNDLE, 'utf8')) as L10nBundle;
    assert.deepEqual(committed, exported, 'run `npm run l10n` and commit l10n/bundle.l10n.json');
    // The export finds a file's phrases only when the file imports @vscode/l10n: count the calls too.
    const calls = new Set<string>();
    for (const { text } of walk(path.join(SRC, 'core/phrases'), '.ts'))
      for (const line of text.split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)))
        for (const m of line.matchAll(/\bl10n\.t\(\s*'((?:[^'\\]|\\.)*)'/g)) calls.add(m[1].replace(/\\(.)/g, '$1'));
    assert.deepEqual(
      [...calls].filter((c) => !(c in committed)),
      [],
    );
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
    assert.match(
      facts,
      /^\*\*one solution\*\* · \d+ givens · difficulty (\d+\.\d .+|beyond \d+\.\d, not rated: guessed.*) · \d+ guess(es)?$/,
    );
    assert.doesNotMatch(md, /\b1 guesses\b/);
  });
});

describe('in another language (a marked bundle, as the host hands it to a worker)', () => {
  const DUPLICATE = '55' + puzzleSet('named_hardest')[0].cells.slice(2);
  beforeEach(() => useBundle(markedBundle()));
  afterEach(() => useBundle(undefined));

  it('names units and techniques with a phrase: the SQL gives their kind and number, the catalogue their names', async () => {
    const e = await engine();
    assert.deepEqual(e.solve(DUPLICATE).conflicts, [{ cells: [0, 1], digit: 5, unit: '«row 1»' }]);
    const inUnits = e.solve(puzzleSet('easy50')[0].cells).steps.filter((s) => s.unit !== undefined);
    assert.ok(inUnits.length > 0);
    for (const s of inUnits) assert.match(s.unit!, /^«(row|column|box) [1-9]»$/);
    // The techniques' names too, in the steps and the difficulty: the catalogue makes them phrases.
    const solved = e.solve(puzzleSet('easy50')[0].cells);
    for (const s of solved.steps) assert.match(s.name, /^«[^«»]+»$/, s.technique);
    assert.match(solved.difficulty!.name, /^«[^«»]+»$/);
    // The panel's replay finds the same words for a guess that ends in a clash.
    const digits = [...DUPLICATE].map((c) => (c === '0' ? '.' : c));
    const clash = contradictionOf({ digits, candidates: digits.map((d) => (d === '.' ? '123456789' : '')) });
    assert.deepEqual(clash, { kind: 'twice', unit: 0, d: 5 });
    assert.equal(guessEnding(clash!), '«5 twice in «row 1»»');
  });

  it('says what stops the engine, the generator, a position and the pool in the bundle’s words', async () => {
    const e = await engine();
    const stopped = e.solve(puzzleSet('named_hardest')[0].cells, { timeLimitMs: 1 });
    assert.equal(stopped.status, 'timeout');
    assert.equal(stopped.message, '«Stopped after the time limit of 1 ms.»');
    assert.throws(() => new PuzzleGenerator(e, sqlSources()).generate({ seed: -1 }), /^Error: «A seed is a whole number from 0 to \d+\.»$/);
    assert.throws(() => normalizePosition(DUPLICATE, { placed: '1', candidates: [] }), /«A position has 81 cells; this one has 1\.»/);
    assert.equal(cancelledResult('.'.repeat(81)).message, '«The solve was cancelled.»');
    const idle = { kind: 'none', sharedCancel: false, start: () => ({ post() {}, terminate() {}, retire: async () => {} }) };
    const pool = new EnginePool(idle);
    await pool.dispose();
    await assert.rejects(
      pool.solve(DUPLICATE),
      (err: Error) => err instanceof SolverError && err.message === '«The solver has been shut down.»',
    );
    assert.equal(lensFileSummary(1234), '«1,234 puzzles in this file: lenses show for those on screen»');
  });

  it('gives the webview its words once, in the page, where no text can close their block', () => {
    const words = panelStrings();
    for (const [key, text] of Object.entries(words)) assert.match(text, /^«[^]*»$/, key);
    const hostile = { ...words, empty: '</script><script>alert(1)</script>' };
    const block = panelStringsBlock(hostile);
    assert.equal(block.match(/<\/script/gi)?.length, 1, block);
    assert.match(block, new RegExp(`^<script type="application/json" id="${PANEL_STRINGS_ID}">`));
    assert.deepEqual(JSON.parse(block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'))), hostile);
  });
});
