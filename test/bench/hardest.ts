/**
 * npm run bench:hardest -- [--limit SECONDS] [--all] [--from N] [--count N] [--no-deep] [--out FILE]
 *
 * The hardest puzzles, rated without a guess (SolveOptions.deep: the nested
 * forcing chains) and compared with Sudoku Explainer's published ratings:
 *  - the named hardest (test/data/named_hardest.txt; SE gave up on most, so
 *    only the step SE had reached is known: test/data/named_hardest.tsv);
 *  - the fixed sample of 60 puzzles over ER 9.5-11.9
 *    (test/data/hardest_sample60.tsv, from hardest_rated.tsv); with --all,
 *    every row of test/data/hardest_rated.tsv (508) instead.
 * Each puzzle has its own time limit (--limit, default 120 s of wall time,
 * which on a loaded machine is more than its CPU): past it the puzzle is
 * flagged LIMIT and counted as not solved without a guess. Per puzzle: ours
 * and the published ER/EP/ED, '=' when equal, '~' within 0.1, CPU seconds of
 * this process, whether it was solved without a guess, the deepest step.
 * The totals end with the machine's load.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parseArgs } from 'node:util';
import { engine, DATA } from '../helpers/engine';
import type { SolveResult } from '../../src/shared/result';

const { values: opts } = parseArgs({
  options: {
    limit: { type: 'string', default: '120' },
    all: { type: 'boolean', default: false },
    from: { type: 'string', default: '0' },
    count: { type: 'string' },
    'no-deep': { type: 'boolean', default: false },
    'no-named': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

interface Case {
  id: string;
  puzzle: string;
  /** Published SE ratings; undefined where the source has none. */
  er?: number;
  ep?: number;
  ed?: number;
  note?: string;
}

const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? undefined : Number(s));

function tsvRows(file: string): Record<string, string>[] {
  const lines = fs
    .readFileSync(path.join(DATA, file), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l && !l.startsWith('#'));
  const head = lines[0].split('\t');
  return lines.slice(1).map((l) => Object.fromEntries(l.split('\t').map((v, i) => [head[i], v])));
}

function named(): Case[] {
  const names = fs.readFileSync(path.join(DATA, 'named_hardest.txt'), 'utf8').split(/\r?\n/).filter(Boolean);
  const se = tsvRows('named_hardest.tsv');
  return names.map((l, i) => {
    const r = se.find((x) => x.src_line === String(i + 1));
    const reached = r?.se_status === 'timeout' ? `SE gave up at ${r.se_er_lower_bound}` : undefined;
    return {
      id: `named ${i + 1}`,
      puzzle: l.slice(0, 81),
      er: num(r?.se_er),
      ep: num(r?.se_ep),
      ed: num(r?.se_ed),
      note: reached ?? l.slice(82),
    };
  });
}

function sample(): Case[] {
  if (opts.all)
    return tsvRows('hardest_rated.tsv').map((r, i) => ({
      id: `row ${i + 2}`,
      puzzle: r.puzzle,
      er: num(r.er),
      ep: num(r.ep),
      ed: num(r.ed),
    }));
  return tsvRows('hardest_sample60.tsv').map((r) => ({
    id: `row ${r.row}`,
    puzzle: r.puzzle,
    er: num(r.er),
    ep: num(r.ep),
    ed: num(r.ed),
  }));
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (x: number | undefined) => (x === undefined ? '–' : x.toFixed(1));
const mark = (ours: number | undefined, pub: number | undefined) =>
  ours === undefined || pub === undefined ? ' ' : Math.abs(ours - pub) < 0.05 ? '=' : Math.abs(ours - pub) < 0.15 ? '~' : ' ';

interface Row {
  c: Case;
  r: SolveResult;
  cpu: number;
  er?: number;
  ep?: number;
  ed?: number;
}

function line(x: Row): string {
  const { c, r } = x;
  const noGuess = r.status === 'solved' && r.guesses.length === 0;
  const flag = r.status === 'timeout' ? 'LIMIT' : noGuess ? 'solved' : r.status;
  const deepest = r.steps.reduce((m, s) => (s.rating > m.rating ? s : m), { rating: 0, name: '' } as { rating: number; name: string });
  return [
    c.id.padEnd(9),
    `ER ${fmt(x.er)}${mark(x.er, c.er)}${fmt(c.er)}`.padEnd(14),
    `EP ${fmt(x.ep)}${mark(x.ep, c.ep)}${fmt(c.ep)}`.padEnd(14),
    `ED ${fmt(x.ed)}${mark(x.ed, c.ed)}${fmt(c.ed)}`.padEnd(14),
    `${x.cpu.toFixed(1)} s`.padStart(8),
    flag.padEnd(8),
    `${r.steps.length} steps, hardest ${deepest.rating.toFixed(1)} ${deepest.name}`,
    c.note ?? '',
  ].join('  ');
}

function totals(title: string, rows: Row[]): void {
  const solved = rows.filter((x) => x.r.status === 'solved' && x.r.guesses.length === 0);
  const rated = rows.filter((x) => x.c.er !== undefined);
  const count = (k: 'er' | 'ep' | 'ed', tol: number) =>
    rated.filter((x) => x[k] !== undefined && x.c[k] !== undefined && Math.abs(x[k]! - x.c[k]!) < tol).length;
  const withPub = (k: 'ep' | 'ed') => rated.filter((x) => x.c[k] !== undefined).length;
  console.log(
    `\n${title}: ${rows.length} puzzles, ${solved.length} solved without a guess within the limit, ${rows.filter((x) => x.r.status === 'timeout').length} past it`,
  );
  if (rated.length) {
    console.log(`  ER equal ${count('er', 0.05)}/${rated.length}, within 0.1 ${count('er', 0.15)}/${rated.length}`);
    console.log(`  EP equal ${count('ep', 0.05)}/${withPub('ep')}, within 0.1 ${count('ep', 0.15)}/${withPub('ep')}`);
    console.log(`  ED equal ${count('ed', 0.05)}/${withPub('ed')}, within 0.1 ${count('ed', 0.15)}/${withPub('ed')}`);
  }
  const cpus = rows.map((x) => x.cpu);
  console.log(
    `  CPU per puzzle: median ${median(cpus).toFixed(1)} s, max ${Math.max(...cpus).toFixed(1)} s; solved ones: median ${median(solved.map((x) => x.cpu)).toFixed(1)} s`,
  );
}

async function main(): Promise<void> {
  const limitMs = Number(opts.limit) * 1000;
  const e = await engine();
  const sets: [string, Case[]][] = [
    ...(opts['no-named'] ? [] : ([['named hardest', named()]] as [string, Case[]][])),
    [opts.all ? 'hardest_rated (all)' : 'sample of 60', sample()],
  ];
  const from = Number(opts.from);
  const out: Record<string, unknown>[] = [];
  console.log(
    `bench:hardest  limit ${opts.limit} s a puzzle, ${opts['no-deep'] ? 'no nested chains' : 'nested chains (deep)'}, load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  let maxRss = 0;
  for (const [title, all] of sets) {
    const cases = all.slice(from, opts.count ? from + Number(opts.count) : undefined);
    console.log(`\n${title}`);
    const rows: Row[] = [];
    for (const c of cases) {
      const t0 = cpu();
      const r = e.solve(c.puzzle, { unique: true, guessing: false, deep: !opts['no-deep'], timeLimitMs: limitMs });
      const d = r.status === 'solved' && !r.difficulty?.notRated ? r.difficulty : undefined;
      const row: Row = { c, r, cpu: cpu() - t0, er: d?.rating, ep: d?.ep, ed: r.difficulty?.ed ?? r.steps[0]?.rating };
      rows.push(row);
      maxRss = Math.max(maxRss, process.memoryUsage().rss);
      console.log(line(row));
      out.push({
        set: title,
        id: c.id,
        status: r.status,
        guesses: r.guesses.length,
        cpu: row.cpu,
        er: row.er,
        ep: row.ep,
        ed: row.ed,
        published: { er: c.er, ep: c.ep, ed: c.ed },
      });
    }
    totals(title, rows);
  }
  console.log(
    `\nresident at most ${(maxRss / 2 ** 20).toFixed(0)} MB; load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  if (opts.out) fs.writeFileSync(opts.out, JSON.stringify(out, null, 1));
  e.close();
}

main().catch((err) => {
  console.error(`bench:hardest: ${(err as Error).stack}`);
  process.exit(1);
});
