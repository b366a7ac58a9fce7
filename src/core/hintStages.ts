/**
 * The one hint model, for Next Hint in the editor and the panel's hints in
 * play: a hint goes in HINT_STAGES stages (the technique, where to look, the
 * cells and candidates, the move), each built here once: its words, the cells
 * it shows, and the key that tells "the same position again" (the next stage)
 * from a new one (a new hint). Pure: no engine, no editor.
 */
import { HINT_STAGES, type PlayHint } from '../shared/playProtocol';
import type { Position, Step } from '../shared/result';
import { boxOf, colOf, rowOf } from '../shared/boardLayout';
import { describeStep, stepSentence } from './describe';
import { hintStageLabel, hintText } from './phrases';

export { HINT_STAGES };

/** The same puzzle at the same position has the same key: asking again there gives the next stage. */
export function hintKey(givens: string, position: Position | undefined): string {
  return JSON.stringify([givens, position?.placed ?? null, position?.candidates ?? null]);
}

/** The cells of the unit a step's cells share: a box, then a row, then a column; else the first cell's box. */
export function areaOf(cells: number[]): number[] {
  const all = Array.from({ length: 81 }, (_, i) => i);
  if (cells.length === 0) return [];
  for (const unit of [boxOf, rowOf, colOf]) {
    const u = unit(cells[0]);
    if (cells.every((c) => unit(c) === u)) return all.filter((i) => unit(i) === u);
  }
  const b = boxOf(cells[0]);
  return all.filter((i) => boxOf(i) === b);
}

/** The hint at a stage: each stage shows what the ones before it did, and a little more. */
export function hintAt(step: Step, stage: number): PlayHint {
  const s = Math.max(1, Math.min(HINT_STAGES, stage));
  const sentence = stepSentence(step);
  const text = `${hintStageLabel(s)}: ${hintText(step, s, describeStep(step, sentence))}`;
  const touched = [...step.cells, ...step.placed.map((p) => p.cell)];
  return {
    stage: s,
    text,
    area: s >= 2 ? areaOf(touched) : [],
    cells: s >= 3 ? step.cells : [],
    digits: s >= 3 ? step.digits : [],
    placed: s >= 4 ? step.placed : [],
    removed: s >= 4 ? step.removed : [],
    ...(s >= 4 && step.chain ? { chain: step.chain, eureka: step.chain.text } : {}),
    // The move's words hold a chain's sentence already: drawn beneath them again, it would read twice.
    ...(s >= 4 && step.chain && sentence && !text.includes(sentence) ? { sentence } : {}),
  };
}

/**
 * The cells a hint points at in a document's text, from the third stage on
 * (before, they would give it away): the pattern's cells and where the move
 * goes, then, with the move, the cells it clears.
 */
export function hintCells(step: Step, stage: number): number[] {
  if (stage < 3) return [];
  return [...new Set([...step.cells, ...step.placed.map((p) => p.cell), ...(stage >= 4 ? step.removed.map((p) => p.cell) : [])])];
}

/** Which stage comes next: the last hint's next one at the same position, else a new hint from the first. */
export class HintStager {
  private last?: { key: string; step: Step; stage: number };

  /** The next stage at `key`, when the last hint was there and has stages left; else undefined (find a new hint). */
  again(key: string): { step: Step; stage: number; hint: PlayHint } | undefined {
    const last = this.last;
    if (!last || last.key !== key || last.stage >= HINT_STAGES) return undefined;
    last.stage++;
    return { step: last.step, stage: last.stage, hint: hintAt(last.step, last.stage) };
  }

  /** A new hint at `key`: its first stage. */
  start(key: string, step: Step): { step: Step; stage: number; hint: PlayHint } {
    this.last = { key, step, stage: 1 };
    return { step, stage: 1, hint: hintAt(step, 1) };
  }

  /** The step of the hint shown, for Apply. */
  get step(): Step | undefined {
    return this.last?.step;
  }

  /** The step of the hint shown at `key`, at whatever stage: Take step needs no second search for it. */
  stepAt(key: string): Step | undefined {
    return this.last?.key === key ? this.last.step : undefined;
  }

  /** The hint at `key` has shown its move (its last stage): asking again goes on to the next step. */
  finished(key: string): Step | undefined {
    return this.last?.key === key && this.last.stage >= HINT_STAGES ? this.last.step : undefined;
  }

  /** The position changed, or there was no hint to give: the next ask starts afresh. */
  clear(): void {
    this.last = undefined;
  }
}
