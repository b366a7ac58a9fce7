/**
 * Passing a puzzle on, in the forms other tools and forums read: an 81-character
 * line, a SudokuWiki solver link, a pencil-mark grid, the explanation as
 * Markdown, and a picture of the board (SVG and PNG). Pure functions: no
 * `vscode`, no Node API.
 */
import type { SolveResult } from '../../shared/result';
import { describeStep, guessTable, stepSentence } from '../../core/describe';
import { givensCount, guessesCount, markdown, resultDifficulty, shorten, statusWord } from '../../core/phrases';
import { BoardState, stateAt } from '../../shared/board';
import { markdownNames, markdownText } from '../../core/markdownText';
import { type Variant, isClassicVariant } from '../../shared/variant';
import { variantText } from '../../core/variants';
import { writeWikiKiller } from '../../core/killerForms';

export { fpuzzlesLink, sudokuPadLink } from '../../core/fpuzzles';

// The forums' pencil-mark grid is core's: the technique lab's counterexamples show it too.
export { PENCIL_MARK_GRID, pencilMarkGrid } from '../../core/positionForms';

/** The SudokuWiki solver, which reads a puzzle from its `bd` parameter (81 digits, 0 for a blank). */
export const SUDOKUWIKI = 'https://www.sudokuwiki.org/sudoku.htm';

/** 81 characters, '.' for a blank. */
export function shareLine(cells: string): string {
  return cells.replace(/[^1-9]/g, '.');
}

/** SudokuWiki's killer solver, which reads cages from its `bd` (81 colours, a comma, 81 two-digit clues). */
export const SUDOKUWIKI_KILLER = 'https://www.sudokuwiki.org/killersudoku.aspx';

export function sudokuWikiLink(cells: string): string {
  return `${SUDOKUWIKI}?bd=${cells.replace(/[^1-9]/g, '0')}`;
}

/**
 * A puzzle's SudokuWiki link: the classic solver's, or for a killer with no
 * givens and no other rule its killer solver's; undefined for any other
 * variant, which SudokuWiki's links cannot carry.
 */
export function variantWikiLink(cells: string, variant?: Variant): string | undefined {
  if (isClassicVariant(variant)) return sudokuWikiLink(cells);
  const v = variant!;
  if (v.rules.length || v.regions || !v.cages?.length || /[1-9]/.test(cells)) return undefined;
  const bd = writeWikiKiller(v.cages);
  return bd ? `${SUDOKUWIKI_KILLER}?bd=${bd}` : undefined;
}

/** The puzzle as one line, with its variant lines under it (the cages of a killer, its rules). */
export function shareLines(cells: string, variant?: Variant): string {
  return [shareLine(cells), ...(variant ? variantText(variant) : [])].join('\n');
}

/** The board before step `index` (0-based) of an explanation: 0 is the start, steps.length the end. */
export function boardBeforeStep(result: SolveResult, index = 0): BoardState {
  return stateAt(result.puzzle, result.initialCandidates, result.steps, index);
}

/** The explanation as Markdown: the puzzle, the verdict, every step, and the guess log. */
export function explanationMarkdown(given: SolveResult, title: string): string {
  const result = markdownNames(given);
  const out: string[] = [`# ${markdownText(title)}`, '', '```', shareLines(result.puzzle, result.variant), '```', ''];
  const facts = [`**${statusWord(result.status)}**`, givensCount(result.givens)];
  const difficulty = resultDifficulty(result);
  if (difficulty) facts.push(markdown.difficulty(difficulty));
  facts.push(guessesCount(result.guesses.length));
  out.push(facts.join(' · '), '');
  if (result.message) out.push(result.message, '');
  const wiki = variantWikiLink(result.puzzle, result.variant);
  if (result.solution) out.push(markdown.solution(`\`${result.solution}\``), '');
  if (result.solution && wiki) out.push(`[${markdown.openInWiki()}](${wiki})`, '');
  if (result.steps.length) {
    out.push(`## ${markdown.steps()}`, '');
    for (const s of result.steps) {
      // A step and why; a chain step's Eureka notation beneath (a hard line break, as code: no markup inside).
      const sentence = stepSentence(s);
      const line = `${s.n}. ${describeStep(s, sentence)}${s.guess && s.technique !== 'guess' ? ` _${markdown.underGuess(s.guess)}_` : ''}`;
      out.push(sentence && s.chain ? `${line}\\\n${' '.repeat(`${s.n}. `.length)}\`${s.chain.text}\`` : line);
    }
    out.push('');
  }
  if (result.guesses.length) {
    out.push(`## ${markdown.guessLog()}`, '');
    const [head, ...rows] = guessTable(result.guesses).map((l) => l.split(/\s{2,}/));
    out.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`);
    for (const r of rows) out.push(`| ${r.join(' | ')} |`);
    out.push('');
  }
  return out.join('\n');
}

/** The longest name an exported picture is given, before its extension. */
export const EXPORT_NAME_MAX = 60;

/**
 * A picture's file name from a puzzle's title: letters, marks, digits and
 * dashes, cut between code points (half of an emoji or a 𝐀 is a lone
 * surrogate, which makes the save dialog's URI throw).
 */
export function exportFileName(title: string): string {
  const name = title.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-/, '');
  // shorten() ends a cut name in '…', which goes with any dash before it.
  return shorten(name, EXPORT_NAME_MAX).replace(/[^\p{L}\p{M}\p{N}]+$/u, '') || 'sudoku';
}
