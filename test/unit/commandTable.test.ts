/**
 * The command table and its manifest, without VS Code: the ids registered
 * are the ones package.json contributes; the extension starts only when
 * Sudoku is used; the context menu shows where puzzles are pasted; and the
 * one error wrapper every command runs in.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { COMMAND_IDS, HIDDEN_COMMANDS } from '../../src/features/commands/commandIds';
import { FailureUi, guarded } from '../../src/features/commands/guard';

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
