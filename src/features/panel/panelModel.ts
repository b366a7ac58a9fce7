/** Builds what the panel shows from an engine result: the timeline of steps, the guess story, the words. */
import type { SolveResult, Step } from '../../shared/result';
import type { GuessEnd } from '../../shared/panelProtocol';
import { describeStep, stepSentence } from '../../core/describe';
import { GUESS_FILE } from '../../core/catalogue';
import {
  chainWords,
  digitSet,
  duration,
  fewGivensNote,
  givensCount,
  guessStory,
  guessesCount,
  resultDifficulty,
  resultMessage,
  statementsCount,
  statusHeading,
  statusIcon,
  statusSeverity,
} from '../../core/phrases';
import type { PanelGuess, PanelModel, PanelStep } from '../../shared/panelProtocol';
import { timelineBoardAt, contradictionOf } from '../../shared/board';
import { variantPeers, variantUnits } from '../../shared/variantLayout';
import type { PuzzleRef } from '../../shared/puzzleRef';
import type { Position } from '../../shared/result';

export function buildPanelModel(
  result: SolveResult,
  opts: { title: string; source?: PuzzleRef; techniqueFiles: Record<string, string>; timeLimitMs?: number; position?: Position },
): PanelModel {
  // Explained from the player's position: the board starts from their digits (the engine's puzzle is the givens alone).
  const played = result.fromPosition && opts.position ? opts.position.placed : undefined;
  const differing: number[] = [];
  if (result.solutions) for (let i = 0; i < 81; i++) if (result.solutions[0][i] !== result.solutions[1][i]) differing.push(i);

  // Every step in the order found: the way to the solution and the branches rolled back.
  const tagged = [...result.steps.map((s) => ({ s, onPath: true })), ...(result.branchSteps ?? []).map((s) => ({ s, onPath: false }))].sort(
    (a, b) => a.s.batch - b.s.batch,
  );
  const steps: PanelStep[] = tagged.map(({ s, onPath }) => {
    const sqlFile = s.technique === 'guess' ? GUESS_FILE : opts.techniqueFiles[s.technique];
    // A chain step says its chains in words beneath its heading, and in Eureka notation beneath that; a pattern, why beneath its words.
    const sentence = stepSentence(s);
    const said = sentence ? { ...(s.chain ? { heading: chainWords.heading(s) } : {}), sentence } : {};
    return { ...s, text: describeStep(s), ...said, ...(sqlFile ? { sqlFile } : {}), onPath };
  });

  const guesses = guessStories(result, steps, played);
  const facts = [givensCount(result.givens)];
  const difficulty = resultDifficulty(result);
  if (difficulty) facts.push(difficulty);
  // A solve stopped in its worker reports no work of its own: "0 ms · 0 SQL statements" would be wrong.
  if (result.stats.statements > 0) facts.push(duration(result.stats.ms), statementsCount(result.stats.statements));
  if (result.guesses.length) facts.push(guessesCount(result.guesses.length));
  const note = fewGivensNote(result.givens, result.status, result.variant);
  const message = resultMessage(result, opts.timeLimitMs);
  return {
    title: opts.title,
    ...(opts.source ? { source: opts.source } : {}),
    puzzle: result.puzzle,
    status: result.status,
    statusText: statusHeading(result.status),
    statusIcon: statusIcon(result.status),
    severity: statusSeverity(result.status),
    facts: facts.join(' · '),
    ...(message ? { message } : {}),
    notes: note ? [note] : [],
    givens: result.givens,
    ...(result.solution ? { solution: result.solution } : {}),
    ...(result.solutions ? { solutions: result.solutions } : {}),
    differing,
    conflicts: result.conflicts ?? [],
    initialCandidates: result.initialCandidates,
    steps,
    pathLength: result.steps.length,
    guesses,
    ...(result.branchStepsCapped ? { branchesCapped: true } : {}),
    ...(played ? { played } : {}),
    ...(result.variant ? { variant: result.variant } : {}),
  };
}

/** Each guess with the steps it led to and how it ended, read off the timeline by replaying it. */
function guessStories(result: SolveResult, steps: Step[], played?: string): PanelGuess[] {
  const parent = new Map(result.guesses.map((g) => [g.n, g.parent]));
  const parentOf = (n: number) => parent.get(n);
  const entryOf = new Map<number, number>();
  const own = new Map<number, number[]>();
  steps.forEach((s, i) => {
    if (s.guess === undefined) return;
    if (s.technique === 'guess') entryOf.set(s.guess, i);
    else own.set(s.guess, [...(own.get(s.guess) ?? []), i]);
  });
  const children = new Map<number, number[]>();
  for (const g of result.guesses) if (g.parent) children.set(g.parent, [...(children.get(g.parent) ?? []), g.n]);
  const recorded = steps.length > 0;

  return result.guesses.map((g) => {
    const cell = (g.row - 1) * 9 + g.col - 1;
    const mine = own.get(g.n) ?? [];
    const entry = entryOf.get(g.n);
    const kids = children.get(g.n) ?? [];
    let end: GuessEnd;
    if (g.outcome === 'kept') end = kids.length ? { kind: 'children', cell } : { kind: 'solution' };
    else if (g.outcome === 'open') end = { kind: 'unknown' };
    else if (kids.length) {
      const first = result.guesses[kids[0] - 1];
      end = { kind: 'children', cell: (first.row - 1) * 9 + first.col - 1 };
    } else if (recorded && entry !== undefined) {
      const last = mine.length ? mine[mine.length - 1] : entry;
      const at = timelineBoardAt(result.puzzle, result.initialCandidates, steps, last + 1, parentOf, played, variantPeers(result.variant));
      // A cage has no name in a story yet (unitNameOf): the units up to the windows only.
      end = contradictionOf(at, variantUnits(result.variant).slice(0, 33)) ?? {
        kind: 'unknown',
      };
    } else end = { kind: 'untold' };
    return {
      n: g.n,
      cell,
      value: g.value,
      choices: digitSet(g.choices),
      depth: g.depth,
      ...(g.parent ? { parent: g.parent } : {}),
      outcome: g.outcome,
      ...(entry !== undefined ? { entry } : {}),
      steps: mine.length,
      end,
      story: guessStory(g, mine.length, end),
    };
  });
}
