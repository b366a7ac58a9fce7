/**
 * The command table and its manifest, without VS Code: the ids registered
 * are the ones package.json contributes; the extension starts only when
 * Sudoku is used; the context menu shows where puzzles are pasted; and the
 * one error wrapper every command runs in. The README and the walkthrough
 * name only commands that exist.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { COMMAND_IDS, HIDDEN_COMMANDS } from '../../src/features/commands/commandIds';
import { FailureUi, guarded } from '../../src/features/commands/guard';
import { lensPlay, lensSolve, panelStrings } from '../../src/core/phrases';

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8'));

/** A FailureUi that records what it was asked, and presses `press` on the error. */
function recordingUi(press?: string) {
  const shown: { message: string; actions: string[] }[] = [];
  const logged: string[] = [];
  let logsShown = 0;
  const ui: FailureUi = {
    showError: (message, ...actions) => {
      shown.push({ message, actions });
      return Promise.resolve(press);
    },
    logError: (text) => logged.push(text),
    showLog: () => logsShown++,
  };
  return { ui, shown, logged, logsShown: () => logsShown };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('command table', () => {
  it('registers every command package.json contributes, and no other but the hidden ones', () => {
    const contributed = (manifest.contributes.commands as { command: string }[]).map((c) => c.command).sort();
    assert.deepEqual(contributed, COMMAND_IDS.filter((id) => !HIDDEN_COMMANDS.includes(id)).sort());
    // A hidden command is still reachable before activation (the web tests press a key for it).
    for (const id of HIDDEN_COMMANDS) assert.ok(manifest.activationEvents.includes(`onCommand:${id}`), id);
  });

  it('starts only on a Sudoku file, a Sudoku command or the Sudoku panel, not with every window', () => {
    const events = manifest.activationEvents as string[];
    assert.deepEqual(
      events.filter((e) => e === '*' || e === 'onStartupFinished' || e.startsWith('workspaceContains')),
      [],
    );
    assert.ok(events.includes('onLanguage:sudoku'));
    assert.ok(events.includes('onWebviewPanel:sudoku.panel'));
    // The contributed commands activate it themselves from VS Code 1.74 on.
    const [major, minor] = (manifest.engines.vscode as string).replace(/^\^/, '').split('.').map(Number);
    assert.ok(major > 1 || minor >= 74, manifest.engines.vscode);
  });

  it('shows the context menu in the languages puzzles are pasted into, with no context key an always-on listener would keep', () => {
    const menu = (manifest.contributes.menus['editor/context'] as { command?: string; when: string }[]).filter((m) =>
      ['sudoku.solve', 'sudoku.showCandidates', 'sudoku.check', 'sudoku.nextHint'].includes(m.command ?? ''),
    );
    assert.equal(menu.length, 4);
    for (const { when } of menu) {
      const alternatives = when.split('||').map((w) => w.trim());
      assert.deepEqual(alternatives.sort(), [
        'editorLangId == markdown',
        'editorLangId == plaintext',
        'editorLangId == sudoku',
        'resourceScheme == untitled',
      ]);
    }
  });
});

describe('the error wrapper of every command', () => {
  it('passes arguments and the value through', async () => {
    const { ui, shown } = recordingUi();
    const run = guarded('sudoku.test', (a, b) => Promise.resolve(`${a}+${b}`), ui);
    assert.equal(await run(1, 2), '1+2');
    assert.deepEqual(shown, []);
  });

  it('logs a failure with its stack and shows its message once, as plain text, with Retry and Show Log', async () => {
    const { ui, shown, logged } = recordingUi();
    const err = new Error('[click me](command:workbench.action.openSettings) in $(alert) file');
    const run = guarded('sudoku.test', () => Promise.reject(err), ui);
    assert.equal(await run(), undefined);
    assert.equal(logged.length, 1);
    assert.ok(logged[0].startsWith('sudoku.test failed: '), logged[0]);
    assert.ok(logged[0].includes(err.stack!.split('\n')[1].trim()), 'the stack is logged');
    assert.equal(shown.length, 1);
    assert.ok(shown[0].message.startsWith('Sudoku: '), shown[0].message);
    assert.ok(!/\]\(command:/.test(shown[0].message), `a live link: ${shown[0].message}`);
    assert.ok(!/\$\(alert\)/.test(shown[0].message), `an icon: ${shown[0].message}`);
    assert.deepEqual(shown[0].actions, ['Retry', 'Show Log']);
  });

  it('catches a handler that throws at once, or throws something that is not an Error', async () => {
    const { ui, shown, logged } = recordingUi();
    const run = guarded(
      'sudoku.test',
      () => {
        throw 'just a string';
      },
      ui,
    );
    assert.equal(await run(), undefined);
    assert.match(shown[0].message, /just a string/);
    assert.equal(logged.length, 1);
  });

  it('runs the command again with the same arguments on Retry, and shows the log on Show Log', async () => {
    const retried = recordingUi('Retry');
    const calls: unknown[][] = [];
    const run = guarded(
      'sudoku.test',
      (...args) => {
        calls.push(args);
        if (calls.length === 1) throw new Error('first time');
        return 'second time';
      },
      retried.ui,
    );
    await run({ uri: 'file:///a.sudoku', line: 3 });
    await settle();
    assert.deepEqual(calls, [[{ uri: 'file:///a.sudoku', line: 3 }], [{ uri: 'file:///a.sudoku', line: 3 }]]);

    const log = recordingUi('Show Log');
    await guarded('sudoku.test', () => Promise.reject(new Error('no')), log.ui)();
    await settle();
    assert.equal(log.logsShown(), 1);
  });
});

describe('the README and the walkthrough', () => {
  const nls = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.nls.json'), 'utf8')) as Record<string, string>;
  const text = (s: string) => s.replace(/^%(.*)%$/, (_, k: string) => nls[k] ?? s);
  const titles = new Set((manifest.contributes.commands as { title: string }[]).map((c) => text(c.title)));
  const ids = new Set((manifest.contributes.commands as { command: string }[]).map((c) => c.command));
  const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');

  it('names only commands that exist: every bold name and every `Sudoku: …` is a command, a button of the panel or a term it explains', () => {
    // Buttons of the panel and CodeLens, by their labels (they are not commands).
    const labels = new Set<string>([...Object.values(panelStrings()).filter((v) => typeof v === 'string'), lensSolve(), lensPlay()]);
    // What the README explains that is neither a command nor a button: features, forms, and VS Code's own command.
    const terms = new Set([
      'Sudoku',
      '`.sudoku` files',
      'Hover',
      'Diagnostics',
      'Quick fixes',
      'CodeLens',
      'Copy and export',
      'Positions.',
      'one line of 81 cells',
      'a grid block',
      'comma groups',
      'pencil-mark grid',
      'SudokuWiki link',
      'candidate line',
      'progress lines',
      'Welcome: Open Walkthrough…',
    ]);
    const unknown: string[] = [];
    for (const m of readme.matchAll(/\*\*([^*]+?)\*\*/g)) {
      const name = m[1].replace(/\s+/g, ' ');
      const command = name.replace(/^Sudoku: /, '');
      if (!titles.has(command) && !labels.has(name) && !terms.has(name)) unknown.push(name);
    }
    for (const m of readme.matchAll(/`Sudoku: ([^`]+)`/g)) if (!titles.has(m[1])) unknown.push(`Sudoku: ${m[1]}`);
    assert.deepEqual(unknown, [], 'names in the README that are no command (package.json) and no button');
    assert.doesNotMatch(readme, /Share Puzzle/);
  });

  it('opens with what someone who installed the extension does first, and stays short', () => {
    const first = readme.split(/^## /m)[1];
    assert.match(first, /^First steps/);
    assert.match(first, /\.sudoku/);
    assert.match(first, /paste a puzzle/i);
    assert.match(first, /\*\*Play\*\*/);
    assert.ok(readme.split('\n').length <= 330, `${readme.split('\n').length} lines`);
  });

  it('has a walkthrough whose steps finish on real commands, with words in package.nls.json and media shipped in the package', () => {
    const walkthroughs = manifest.contributes.walkthroughs as {
      id: string;
      title: string;
      steps: { id: string; title: string; description: string; media: { markdown: string }; completionEvents: string[] }[];
    }[];
    assert.equal(walkthroughs.length, 1);
    const [w] = walkthroughs;
    assert.equal(text(w.title), 'Get started with SQL Sudoku');
    assert.deepEqual(
      w.steps.map((s) => s.id),
      ['open', 'solve', 'play', 'technique'],
    );
    const shipped = fs.readFileSync(path.join(__dirname, '../../.vscodeignore'), 'utf8');
    for (const s of w.steps) {
      for (const key of [s.title, s.description])
        assert.ok(/^%.*%$/.test(key) && nls[key.slice(1, -1)], `${s.id}: ${key} in package.nls.json`);
      const commands = s.completionEvents.filter((e) => e.startsWith('onCommand:')).map((e) => e.slice('onCommand:'.length));
      assert.ok(commands.length > 0, `${s.id} is done by a command`);
      for (const c of commands) assert.ok(ids.has(c), `${s.id}: ${c} is no command`);
      // Its buttons run commands that exist (or VS Code's own New File).
      for (const m of text(s.description).matchAll(/\]\(command:([\w.]+)/g))
        assert.ok(ids.has(m[1]) || m[1] === 'workbench.action.files.newUntitledFile', `${s.id}: ${m[1]}`);
      assert.ok(fs.existsSync(path.join(__dirname, '../..', s.media.markdown)), s.media.markdown);
      assert.match(shipped, /^!walkthrough\/\*\.md$/m, 'the walkthrough media are packaged');
    }
  });
});
