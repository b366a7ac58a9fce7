/**
 * npm run bench:chains -- [--lines 7,35,182] [--top N] [--rounds N]
 *
 * Where an explanation's CPU goes, statement by statement: explains puzzles
 * as the command line does (the verdict, then the explanation) in one
 * process and prints each SQL statement's CPU, runs and share, labelled by
 * what the chain builder was doing when it ran: `[look]` the static chains'
 * first look (ChainBuilder.staticMayFind), `[xy-sparse]`, `[dynamic]`, ...
 * a build of that chain mode (ChainBuilder.ensure; `-sparse` without the
 * false candidates that lead nowhere), and no label for everything else (the
 * techniques' own statements, the board). With no --lines, the ER 6.6-9.4 set
 * of `npm run bench:explain` (40 puzzles). The last round is the one printed.
 *
 * The timing wraps the engine's statements from outside (SqlStatement's run,
 * rows and first, and the chain builder's two entry points): the engine
 * itself has no profiling switch to leave on by mistake.
 */
import * as os from 'os';
import { parseArgs } from 'node:util';
import { engine, DATA } from '../helpers/engine';
import { readRatings, type SeRating } from '../helpers/ratings';
import { SqlFile, SqlStatement } from '../../src/core/engine/sqlFile';
import type { ChainBuilder } from '../../src/core/chains';
import type { ChainMode } from '../../src/core/catalogue';

const { values: opts } = parseArgs({
  options: {
    lines: { type: 'string' },
    top: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '1' },
  },
});

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

/** The same 40 as bench:explain's ER 6.6-9.4 set (see pick in explain.ts). */
function hardSet(): SeRating[] {
  const all = readRatings(DATA, ['top1465_s200', '17clue_s200'])
    .filter((r) => r.status === 'ok' && r.er >= 6.6 - 1e-9 && r.er <= 9.4 + 1e-9)
    .sort((a, b) => a.er - b.er || a.set.localeCompare(b.set) || a.line - b.line);
  return Array.from({ length: 40 }, (_, i) => all[Math.round((i * (all.length - 1)) / 39)]);
}

function chosen(): SeRating[] {
  if (!opts.lines) return hardSet();
  const want = new Set(opts.lines.split(',').map(Number));
  return readRatings(DATA, ['top1465_s200']).filter((r) => want.has(r.line));
}

/** A statement's first words after its comments, to name it. */
function label(text: string): string {
  return text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
}

async function main(): Promise<void> {
  const e = await engine();
  const chains = e.techniqueBoard.chains;
  const stats = new Map<string, { runs: number; ms: number }>();
  let context = '';
  // The file a statement was run from (sql/ relative), when run as part of one.
  let file = '';
  const fileProto = SqlFile.prototype as unknown as Record<string, (this: SqlFile, v?: unknown) => unknown>;
  for (const method of ['run', 'rows']) {
    const inner = fileProto[method];
    fileProto[method] = function (this: SqlFile, values?: unknown) {
      const was = file;
      file = this.path;
      try {
        return inner.call(this, values);
      } finally {
        file = was;
      }
    };
  }
  const texts = new WeakMap<SqlStatement, string>();
  const proto = SqlStatement.prototype as unknown as Record<string, (this: SqlStatement, v?: unknown) => unknown>;
  for (const method of ['run', 'rows', 'first']) {
    const inner = proto[method];
    proto[method] = function (this: SqlStatement, values?: unknown) {
      const t0 = cpuMs();
      try {
        return inner.call(this, values);
      } finally {
        let name = texts.get(this);
        if (name === undefined) {
          name = label((this as unknown as { text: string }).text);
          texts.set(this, name);
        }
        const key = `${context}${file ? `${file}: ` : ''}${name}`;
        const s = stats.get(key) ?? { runs: 0, ms: 0 };
        s.runs++;
        s.ms += cpuMs() - t0;
        stats.set(key, s);
      }
    };
  }
  const builder = chains as unknown as { ensure: ChainBuilder['ensure']; staticMayFind: ChainBuilder['staticMayFind'] };
  const ensure = builder.ensure.bind(chains);
  builder.ensure = (mode: ChainMode, leaves = true) => {
    const was = context;
    context = `[${mode}${leaves ? '' : '-sparse'}] `;
    try {
      ensure(mode, leaves);
    } finally {
      context = was;
    }
  };
  const look = builder.staticMayFind.bind(chains);
  builder.staticMayFind = () => {
    const was = context;
    context = '[look] ';
    try {
      return look();
    } finally {
      context = was;
    }
  };

  const puzzles = chosen();
  const rounds = Math.max(1, Number(opts.rounds));
  let total = 0;
  for (let r = 0; r < rounds; r++) {
    stats.clear();
    const t0 = cpuMs();
    for (const p of puzzles) {
      const verdict = e.solve(p.puzzle, { verdict: true, explain: false });
      e.solve(p.puzzle, { unique: verdict.status === 'solved' });
    }
    total = cpuMs() - t0;
  }
  const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const sum = (pred: (k: string) => boolean) => rows.filter(([k]) => pred(k)).reduce((a, [, s]) => a + s.ms, 0);
  console.log(
    `${puzzles.length} puzzles, round ${rounds} of ${rounds}: ${total.toFixed(0)} CPU-ms; load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const groups = new Map<string, number>();
  for (const [k, s] of rows) {
    const g = k.startsWith('[') ? k.slice(0, k.indexOf(']') + 1) : '(other)';
    groups.set(g, (groups.get(g) ?? 0) + s.ms);
  }
  console.log('\nBy what the chain builder was doing:');
  for (const [g, ms] of [...groups].sort((a, b) => b[1] - a[1]))
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${g}`);
  console.log(`\nThe ${opts.top} costliest statements (CPU ms, share, runs):`);
  for (const [k, s] of rows.slice(0, Number(opts.top))) {
    console.log(`${s.ms.toFixed(0).padStart(8)} ${((100 * s.ms) / total).toFixed(1).padStart(5)}% ${String(s.runs).padStart(7)}  ${k}`);
  }
  console.log(`\nStatements in all: ${sum(() => true).toFixed(0)} ms of ${total.toFixed(0)} ms.`);
}

main().catch((err) => {
  console.error((err as Error).stack);
  process.exit(1);
});
