/**
 * Why a step holds, in one sentence: a chain step's chains in words
 * (chainWords.ts), a pattern's reason (a naked pair, a fish, a unique
 * rectangle …) made from the step's cells, digits, unit, placed and removed.
 * The one sentence every view shows beside the step's own words: the panel's
 * caption, the hint's last stage, --steps, the hover, Copy Explanation.
 */
import type { CellDigit, Step } from '../shared/result';
import { cellName, listAnd, patternWords as w, unitName, type UnitKind } from './phrases';
import { chainSentence } from './chainWords';

const rowOf = (c: number) => Math.floor(c / 9);
const colOf = (c: number) => c % 9;
const boxOf = (c: number) => 3 * Math.floor(c / 27) + Math.floor((c % 9) / 3);
const LINES: [UnitKind, (c: number) => number][] = [
  ['row', rowOf],
  ['column', colOf],
];

const cells = (cs: number[]) => listAnd(cs.map(cellName));
const boxName = (c: number) => unitName('box', boxOf(c) + 1);

/** The row or column all the cells share ("row 3"), or undefined. */
function lineOf(cs: number[]): string | undefined {
  for (const [kind, of] of LINES) if (cs.every((c) => of(c) === of(cs[0]))) return unitName(kind, of(cs[0]) + 1);
  return undefined;
}

/** The unit all the cells share, box first: where a step without one is about. */
function unitOf(cs: number[]): string | undefined {
  if (cs.every((c) => boxOf(c) === boxOf(cs[0]))) return boxName(cs[0]);
  return lineOf(cs);
}

/** What the removals conclude: "r1c5 can be none of 1, 9 and 7 can go in none of r3c3 and r3c4". */
function verdict(removed: CellDigit[]): string {
  const byCell = new Map<number, number[]>();
  for (const r of removed) byCell.set(r.cell, [...(byCell.get(r.cell) ?? []), r.d]);
  const byDigit = new Map<number, number[]>();
  for (const r of removed) if (byCell.get(r.cell)!.length === 1) byDigit.set(r.d, [...(byDigit.get(r.d) ?? []), r.cell]);
  return listAnd([
    ...[...byCell].filter(([, ds]) => ds.length > 1).map(([c, ds]) => w.canBeNone(cellName(c), ds.join(', '))),
    ...[...byDigit].map(([d, cs]) => (cs.length === 1 ? w.isNot(cellName(cs[0]), d) : w.noneOf(d, cells(cs)))),
  ]);
}

/**
 * A fish's lines: the base lines hold the digit's places (the cells), the
 * cover lines cross them there; the removals lie on the cover lines, off the
 * bases. "rows 2 and 6", "columns 4 and 7".
 */
function fishLines(step: Step): { bases: string; covers: string } {
  const rows = new Set(step.cells.map(rowOf));
  const byRows = step.removed.every((r) => !rows.has(rowOf(r.cell)));
  const [base, cover] = byRows ? LINES : [LINES[1], LINES[0]];
  const names = ([kind, of]: [UnitKind, (c: number) => number]) =>
    listAnd([...new Set(step.cells.map(of))].sort((a, b) => a - b).map((n) => unitName(kind, n + 1)));
  return { bases: names(base), covers: names(cover) };
}

/** Why a killer technique's step holds: the sum its cells make, and what it leaves them. */
function killerSentence(step: Step, unit: string): string | undefined {
  const p = step.placed[0];
  const d = step.digits[0];
  const removed = verdict(step.removed);
  switch (step.technique) {
    case 'cage-combinations':
      return step.digits.length > 0
        ? w.cageSets(cells(step.cells), step.sum ?? 0, listAnd(step.digits), removed)
        : w.cageNoSet(cells(step.cells), step.sum ?? 0);
    case 'cage-unit-interaction':
      return step.unit
        ? w.cageConfined(step.unit, d, cells(step.cells), step.sum ?? 0, removed)
        : w.cageNeeds(cells(step.cells), step.sum ?? 0, d, removed);
    case 'rule-of-45-innies':
      return p
        ? w.innieOne(unit, cells(step.cells), step.sum ?? 0, cellName(p.cell), p.d)
        : w.innieSet(unit, cells(step.cells), step.sum ?? 0, listAnd(step.digits), removed);
    case 'rule-of-45-outies':
      return p
        ? w.outieOne(unit, cells(step.cells), step.sum ?? 0, cellName(p.cell), p.d)
        : w.outieSet(unit, cells(step.cells), step.sum ?? 0, listAnd(step.digits), removed);
    default:
      return undefined;
  }
}

/** Why a pattern step holds, in one sentence; undefined for a chain, a guess or a user's technique. */
export function patternSentence(step: Step): string | undefined {
  if (step.chain || step.userTechnique) return undefined;
  const p = step.placed[0];
  const d = step.digits[0];
  const unit = step.unit ?? unitOf(step.cells) ?? '';
  switch (step.technique) {
    case 'full-house':
      return p && w.fullHouse(cellName(p.cell), unit, p.d);
    case 'hidden-single-box':
    case 'hidden-single-line':
    case 'hidden-single-extra-unit':
      return p && w.hiddenSingle(cellName(p.cell), unit, p.d);
    case 'naked-single':
      return p && w.nakedSingle(cellName(p.cell), p.d);
    case 'direct-pointing':
      return p && w.directPointing(boxName(step.cells[0]), d, cells(step.cells), lineOf(step.cells) ?? '', cellName(p.cell), unit);
    case 'direct-claiming':
      return p && w.directClaiming(lineOf(step.cells) ?? '', d, cells(step.cells), boxName(step.cells[0]), cellName(p.cell), unit);
    case 'direct-hidden-pair':
    case 'direct-hidden-triple':
      return p && w.directHidden(unit, step.cells.length, cells(step.cells), cellName(p.cell), p.d);
    case 'pointing':
      // The step's unit is its box, or a jigsaw's region.
      return w.pointing(step.unit ?? boxName(step.cells[0]), d, cells(step.cells), lineOf(step.cells) ?? '');
    case 'locked-candidates-extra-unit':
      return w.lockedExtra(unit, d, cells(step.cells), verdict(step.removed));
    case 'locked-candidates-far-peers':
      return w.lockedSeen(unit, d, cells(step.cells), verdict(step.removed));
    case 'cage-combinations':
    case 'cage-unit-interaction':
    case 'rule-of-45-innies':
    case 'rule-of-45-outies':
      return killerSentence(step, unit);
    case 'claiming':
      return w.claiming(lineOf(step.cells) ?? '', d, cells(step.cells), boxName(step.cells[0]));
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
      return w.nakedSet(cells(step.cells), listAnd(step.digits), step.digits.length, unit);
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad':
      return w.hiddenSet(unit, listAnd(step.digits), cells(step.cells), step.digits.length);
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const { bases, covers } = fishLines(step);
      return w.fish(d, bases, cells(step.cells), covers);
    }
    case 'xy-wing':
      return w.xyWing(cellName(step.cells[0]), cells(step.cells.slice(1)), d);
    case 'xyz-wing':
      return w.xyzWing(cellName(step.cells[0]), cells(step.cells.slice(1)), d, cells(step.cells));
    case 'unique-rectangle':
      // Type 3 has a unit: the naked set the roof makes there.
      return step.unit
        ? w.uniqueRectangleSet(cells(step.cells), listAnd(step.digits), step.unit, verdict(step.removed))
        : w.uniqueRectangle(cells(step.cells), listAnd(step.digits), verdict(step.removed));
    case 'unique-loop':
      return w.uniqueLoop(cells(step.cells), listAnd(step.digits), verdict(step.removed));
    case 'bug':
      return p ? w.bugPlace(cellName(p.cell), p.d) : w.bugRemove(cells(step.cells), d);
    case 'aligned-pair-exclusion': {
      const at = [...new Set(step.removed.map((r) => r.cell))];
      return w.alignedPair(cells(step.cells), d, cells(at), verdict(step.removed));
    }
    default:
      return undefined;
  }
}

/** Why a step holds: its chains in words, or its pattern's reason; undefined for a guess or a user's technique. */
export function stepSentence(step: Step): string | undefined {
  return step.chain ? chainSentence(step) : patternSentence(step);
}
