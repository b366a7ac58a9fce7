/**
 * The words of play in the panel: its buttons, the cell labels screen readers
 * say, and what a check or a hint answers.
 */
import type { PlayStrings } from '../../shared/panelStrings';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

/** The webview's play labels, part of the panel's words (panelStrings). */
export function playStrings(): PlayStrings {
  return {
    playBoard: l10n.t('Your board'),
    playToolbar: l10n.t('Play'),
    modeDigit: l10n.t('Digits'),
    modePencil: l10n.t('Pencil marks'),
    modeColour: l10n.t('Colours'),
    modes: l10n.t('What typing a digit does'),
    fill: l10n.t('Fill candidates'),
    undo: l10n.t('Undo'),
    redo: l10n.t('Redo'),
    hint: l10n.t('Hint'),
    applyHint: l10n.t('Apply'),
    check: l10n.t('Check my progress'),
    showWhere: l10n.t('Show where'),
    explainHere: l10n.t('Explain from here'),
    restart: l10n.t('Restart'),
    playThis: l10n.t('Play this puzzle'),
    colourN: l10n.t('Colour {0}'),
    noColour: l10n.t('No colour'),
    colours: l10n.t('Colours'),
    playCell: l10n.t('r{0}c{1}'),
    playGiven: l10n.t('given {0}'),
    playPlaced: l10n.t('{0}, placed'),
    playEmpty: l10n.t('empty'),
    playCandidates: l10n.t('candidates {0}'),
    playClash: l10n.t('clashes with another {0}'),
    playColour: l10n.t('colour {0}'),
    playWrong: l10n.t('wrong'),
    playRemovedAnswer: l10n.t('its answer was removed'),
    playHintCell: l10n.t('in the hint'),
    playSolved: l10n.t('Solved: every cell is filled and nothing clashes.'),
    playKeysTitle: l10n.t('Keys'),
    playKeys: l10n.t(
      'Click, drag or Shift+arrows select cells; 1–9 write in the mode chosen (Ctrl+digit a pencil mark, Shift+digit a corner mark; in Colours 1–4 paint, 0 clears); Delete clears; Escape drops the selection; Space switches digits and pencil marks; F lights where the digit of the cell can go; click a selected cell’s candidate to toggle it; Ctrl+Z undoes, Ctrl+Y redoes.',
    ),
  };
}

export const findingHint = (): string => l10n.t('Finding the next step from your position…');
export const checkingProgress = (): string => l10n.t('Checking your progress…');
export const explainingFromHere = (): string => l10n.t('Explaining from your position…');
/** Check my progress when the puzzle has no one solution to measure against. */
export const noSolutionToCheck = (): string => l10n.t('This puzzle has no single solution to check your progress against.');
/** The game's moves cannot be written under its puzzle: said in the panel, where they stay. `line` is 0-based. */
export const playPuzzleGone = (line: number): string =>
  l10n.t(
    'The puzzle is no longer at line {0} of its file (taken out, or its givens changed): your moves stay here but are not written to the file.',
    line + 1,
  );
export const playFileClosed = (): string =>
  l10n.t("The puzzle's file is closed: your moves stay here but are not written to it. Open the file to keep them there.");
export const playTabTitle = (title: string): string => l10n.t('Play: {0}', title);
export const lensPlay = (): string => l10n.t('Play');
/** The CodeLens of a puzzle the player solved; the time as the file writes it (12:34, 1:02:03). */
export const lensSolvedByYou = (time: string): string => l10n.t('Solved by you in {0}', time);
export const progressUnreadable = (): string =>
  l10n.t('This #progress line needs the board as 81 cells: the givens, your digits as +5, and . for an empty cell.');
export const marksUnreadable = (): string =>
  l10n.t(
    'This line is read as a comment, not as marks: a #marks entry is a cell and the candidates kept, as r1c2:358 (or r1c2:- for none).',
  );
export const progressDetached = (): string =>
  l10n.t('A blank line separates this #progress line from its puzzle: it is read, but belongs right under the puzzle.');
export const progressExtra = (): string => l10n.t('A second #progress line under this puzzle is not read: only the first is.');
export const marksExtra = (): string =>
  l10n.t('A second #marks line under this puzzle is not read: only the one right under #progress is.');
export const cornersUnreadable = (): string =>
  l10n.t('This line is read as a comment, not as corner marks: a #corners entry is a cell and its corner marks, as r1c2:58.');
export const coloursUnreadable = (): string =>
  l10n.t(
    'This line is read as a comment, not as colours: a #colours entry is a cell, or a cell and one of its candidates, and a colour from 1 to 4, as r1c2:1 or r4c5/7:2.',
  );
export const timeUnreadable = (): string =>
  l10n.t(
    'This line is read as a comment, not as the time played: #time needs the time, as 12:34 or 1:02:03, then solved once you have solved the puzzle.',
  );
/** A second `#corners`, `#colours` or `#time` line, or one after a line that is not read; the word is the file's, never translated. */
export const keptLineExtra = (word: string): string =>
  l10n.t('This {0} line is not read: only the first one in the lines right under #progress is.', word);
export const listedTwice = (what: string, word: string): string =>
  l10n.t('{0} is listed already in this {1} line: this entry is not read.', what, word);
export const markedTwice = (cell: string): string => l10n.t('{0} is listed already in this #marks line: this entry is not read.', cell);
export const givenGone = (cell: string, digit: string): string =>
  l10n.t(
    '{0} holds {1} as a given here, but the puzzle has no given there (was it taken out?): it is not read as your digit. Write +{1} to keep it as yours.',
    cell,
    digit,
  );
export const progressContradicts = (why: string): string => l10n.t("This progress does not fit its puzzle's givens: {0}", why);
