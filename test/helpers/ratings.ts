/**
 * Sudoku Explainer's ratings (test/data/*.tsv) and how ours compare with them:
 * coverage (no guess where SE stays below 9.0), agreement of ER, and
 * Spearman's rank correlation. Test-only code; the figures go in the README.
 */
import * as fs from 'fs';
import * as path from 'path';

export interface SeRating {
  set: string;
  line: number;
  puzzle: string;
  er: number;
  ep: number;
  ed: number;
  technique: string;
  status: string;
}

export const RATING_SETS = ['easy50', 'top95', 'named_hardest', 'top1465_s200', '17clue_s200'];

export function readRatings(dataDir: string, sets = RATING_SETS): SeRating[] {
  const out: SeRating[] = [];
  for (const set of sets) {
    const lines = fs.readFileSync(path.join(dataDir, `${set}.tsv`), 'utf8').split(/\r?\n/);
    for (const l of lines) {
      if (!l || l.startsWith('#') || l.startsWith('src_line')) continue;
      const f = l.split('\t');
      out.push({
        set,
        line: Number(f[0]),
        puzzle: f[1],
        er: f[2] ? Number(f[2]) : NaN,
        ep: f[3] ? Number(f[3]) : NaN,
        ed: f[4] ? Number(f[4]) : NaN,
        technique: f[5],
        status: f[6],
      });
    }
  }
  return out;
}

export interface Ours {
  er: number;
  guessed: boolean;
}

export interface Agreement {
  rated: number;
  below9: number;
  solvedBelow9: number;
  within05: number;
  equal: number;
  spearman: number;
}

/** Ranks with ties averaged. */
function ranks(xs: number[]): number[] {
  const idx = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j < idx.length && idx[j][0] === idx[i][0]) j++;
    for (let k = i; k < j; k++) r[idx[k][1]] = (i + j - 1) / 2 + 1;
    i = j;
  }
  return r;
}

export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const ma = ra.reduce((s, x) => s + x, 0) / n;
  const mb = rb.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return num / Math.sqrt(da * db);
}

/** Compares over the puzzles SE finished (status ok). */
export function agreement(pairs: { se: SeRating; ours: Ours }[]): Agreement {
  const rated = pairs.filter((p) => p.se.status === 'ok' && Number.isFinite(p.se.er));
  const below9 = rated.filter((p) => p.se.er < 9.0);
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.5 + 1e-9;
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
  return {
    rated: rated.length,
    below9: below9.length,
    solvedBelow9: below9.filter((p) => !p.ours.guessed).length,
    within05: rated.filter((p) => near(p.ours.er, p.se.er)).length,
    equal: rated.filter((p) => same(p.ours.er, p.se.er)).length,
    spearman: spearman(
      rated.map((p) => p.se.er),
      rated.map((p) => p.ours.er),
    ),
  };
}
