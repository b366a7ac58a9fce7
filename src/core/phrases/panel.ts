/** The panel: its titles while busy, and the webview's own labels (src/shared/panelStrings.ts). */
import type {
  BoardStrings,
  ChainStrings,
  PanelStrings,
  StepListStrings,
  SummaryStrings,
  ToolbarStrings,
  ViewStrings,
} from '../../shared/panelStrings';
import { t } from '@vscode/l10n';
import { translator } from './l10n';
import { playStrings } from './play';
import { playEntryStrings } from './playEntry';
import { playHintStrings } from './playHints';
import { reportStrings } from './techniqueEditor';
import { variantPanelStrings } from './variantPanel';

const l10n = translator(t);

export const solvingTitle = (title: string): string => l10n.t('Solving {0}…', title);
export const checkingTitle = (title: string): string => l10n.t('Checking {0}…', title);

/** The webview's own words (src/shared/panelStrings.ts): made here, so that they too go through l10n. */
export function panelStrings(): PanelStrings {
  return { ...viewStrings(), ...playStrings(), ...playEntryStrings(), ...playHintStrings(), ...reportStrings(), ...variantPanelStrings() };
}

function viewStrings(): ViewStrings {
  return { ...toolbarStrings(), ...boardStrings(), ...stepListStrings(), ...summaryStrings(), ...chainStrings() };
}

function toolbarStrings(): ToolbarStrings {
  return {
    empty: l10n.t('Run “Sudoku: Solve Puzzle” on a puzzle to see it here.'),
    start: l10n.t('« Start'),
    back: l10n.t('‹ Back'),
    runSteps: l10n.t('Play ▸'),
    pauseSteps: l10n.t('Pause ❚❚'),
    next: l10n.t('Next ›'),
    end: l10n.t('End »'),
    goStart: l10n.t('Go to the start'),
    prevStep: l10n.t('Previous step'),
    nextStep: l10n.t('Next step'),
    goEnd: l10n.t('Go to the end'),
    pencil: l10n.t('Pencil marks'),
    on: l10n.t('on'),
    off: l10n.t('off'),
    solutionOf: l10n.t('Solution {0} of 2'),
    solveAgain: l10n.t('Solve again'),
    share: l10n.t('Share'),
    shareLine: l10n.t('Copy line'),
    shareWiki: l10n.t('Copy SudokuWiki link'),
    sharePencil: l10n.t('Copy pencil marks'),
    shareMarkdown: l10n.t('Copy explanation'),
    shareSvg: l10n.t('Export SVG'),
    sharePng: l10n.t('Export PNG'),
    toolbar: l10n.t('Steps and view'),
  };
}

function boardStrings(): BoardStrings {
  return {
    boardArea: l10n.t('Board'),
    board: l10n.t('Sudoku board'),
    cell: l10n.t('row {0}, column {1}'),
    given: l10n.t('given {0}'),
    byLogic: l10n.t('{0}, placed by logic'),
    byGuess: l10n.t('{0}, the guessed digit'),
    deduced: l10n.t('{0}, placed by logic after a guess'),
    candidates: l10n.t('candidates {0}'),
    noCandidates: l10n.t('no candidates'),
    duplicate: l10n.t('duplicate given'),
    differs: l10n.t('differs between solutions ({0} or {1})'),
    inStep: l10n.t('part of this step'),
    removes: l10n.t('this step removes {0}'),
    startCaption: l10n.t('The givens, with their candidates. {0} steps to the solution follow.'),
    startCaptionOne: l10n.t('The givens, with their candidates. One step to the solution follows.'),
    startCaptionNone: l10n.t('The givens, with their candidates. No step follows.'),
    stepCaption: l10n.t('Step {0} of {1}: {2}'),
    branchCaption: l10n.t('In a branch that was rolled back: {0}'),
    openSql: l10n.t('Open {0}'),
    legendGiven: l10n.t('bold = given'),
    legendLogic: l10n.t('plain = logic'),
    legendGuess: l10n.t('boxed? = the guessed digit'),
    legendDeduced: l10n.t('italic = logic after a guess'),
  };
}

function stepListStrings(): StepListStrings {
  return {
    stepsHeading: l10n.t('Steps'),
    startItem: l10n.t('Start: the givens'),
    fold: l10n.t('Fold branch {0}'),
    unfold: l10n.t('Unfold branch {0}'),
    tabs: l10n.t('Explanation'),
    tabSteps: l10n.t('Steps ({0})'),
    tabTree: l10n.t('Guess tree'),
    tabLog: l10n.t('Guess log ({0})'),
    noGuesses: l10n.t('Logic alone solves this puzzle: no guess was needed.'),
    treeHeading: l10n.t('Guess tree'),
    treeLabel: l10n.t('Guess tree: {0}. Arrow keys move between guesses, Enter shows the board at a guess.'),
    treeRoot: l10n.t('Start (no guess)'),
    treeNode: l10n.t('Guess {0}, depth {1}, {2}: {3}'),
    kept: l10n.t('kept'),
    disproved: l10n.t('disproved'),
    abandoned: l10n.t('abandoned'),
    open: l10n.t('open'),
    treeLegend: l10n.t('● kept · ✕ disproved · ○ abandoned (under a disproved guess)'),
    guessLog: l10n.t('Guess log'),
    colN: l10n.t('#'),
    colCell: l10n.t('Cell'),
    colValue: l10n.t('Value'),
    colChoices: l10n.t('Candidates'),
    colDepth: l10n.t('Depth'),
    colOutcome: l10n.t('How it ended'),
    showGuess: l10n.t('Show the board at guess {0}'),
    capped: l10n.t('Deeper rolled-back branches are not told step by step; their guesses are in the log.'),
  };
}

function summaryStrings(): SummaryStrings {
  return {
    colLine: l10n.t('Line'),
    colName: l10n.t('Name'),
    colStatus: l10n.t('Status'),
    colDifficulty: l10n.t('Difficulty'),
    colGuesses: l10n.t('Guesses'),
    colTime: l10n.t('Time'),
    goLine: l10n.t('Go to the puzzle on line {0}'),
  };
}

function chainStrings(): ChainStrings {
  return {
    chain: l10n.t('Chain:'),
    chainStrong: l10n.t('strong link'),
    chainWeak: l10n.t('weak link'),
    chainStruck: l10n.t('eliminated'),
    chainDrawn: l10n.t('The chain drawn on the board, link by link:'),
    chainNode: l10n.t('{0} in {1}'),
    linkStrong: l10n.t('{0} = {1}: strong link, if the first is false the second is true'),
    linkWeak: l10n.t('{0} − {1}: weak link, if the first is true the second is false'),
    chainRemoves: l10n.t('Struck: {0}'),
    chainLinkCount: l10n.t('{0} strong and {1} weak links drawn'),
    innerChains: l10n.t('Inner chains ({0}): what the assumption made false by a chain of its own'),
    innerChain: l10n.t('{0} goes: {1}'),
  };
}
