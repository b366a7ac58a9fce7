/** Puzzle titles: the same everywhere (panel tab, heading, hover, progress, messages). */
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- titles ------------------------------------------------------------------------

/**
 * Text cut to `max` characters with an ellipsis, between code points, so that
 * an emoji is never split into a lone surrogate.
 */
export function shorten(text: string, max: number): string {
  // A text has no more characters than UTF-16 units: most texts end here without being split.
  if (text.length <= max) return text;
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** Characters of a name or description a title keeps: messages must still show what follows it. */
export const TITLE_MAX = 80;

/**
 * A puzzle's title everywhere (panel tab, panel heading, hover, progress,
 * messages): its name, its #D description, or its line; a long one is cut,
 * between characters, never inside one.
 */
export function puzzleTitle(p: { name?: string; meta?: { description?: string }; line: number }): string {
  const text = p.name ?? p.meta?.description;
  return text === undefined ? l10n.t('Puzzle on line {0}', p.line + 1) : shorten(text, TITLE_MAX);
}

export const panelTabTitle = (title: string): string => l10n.t('Sudoku: {0}', title);
