/** Next Hint, stage by stage. */
import type { Step } from '../../shared/result';
import { cellName, unitName } from './words';
import { t } from '@vscode/l10n';
import { translator } from './l10n';
import { HINT_STAGES } from '../../shared/playProtocol';

const l10n = translator(t);

// --- hints ------------------------------------------------------------------------

/**
 * Next Hint, in stages, as HoDoKu and SudokuWiki give it: 1 the technique, 2
 * where to look, 3 the cells and candidates, 4 the move. `move` is the step in words.
 */
export function hintText(step: Step, stage: number, move: string): string {
  if (step.technique === 'guess') {
    if (stage <= 1) return l10n.t('Logic finds nothing more here: the next move is a guess.');
    if (stage === 2) return l10n.t('Guess in the cell with the fewest candidates: look at {0}.', unitsOf(step.cells)[0]);
    if (stage === 3) return l10n.t('{0} has the fewest candidates.', cellName(step.cells[0]));
    return l10n.t('Try {0} in {1}.', step.placed[0].d, cellName(step.placed[0].cell));
  }
  // The technique's name stands alone ("Technique: XY-Wing."): no article glued to it, in any language.
  if (stage <= 1) return l10n.t('Technique: {0}.', step.name);
  if (stage === 2) {
    const where = step.unit ?? unitsOf([...step.cells, ...step.placed.map((p) => p.cell)])[0];
    return l10n.t('Look at {0}: {1}.', where, step.name);
  }
  if (stage === 3) {
    const cells = step.cells.map(cellName).join(', ');
    const digits = step.digits.join(', ');
    const about = step.digits.length === 1 ? l10n.t('the digit {0}', digits) : l10n.t('the digits {0}', digits);
    return step.cells.length === 1
      ? l10n.t('{0}: the cell {1}, about {2}.', step.name, cells, about)
      : l10n.t('{0}: the cells {1}, about {2}.', step.name, cells, about);
  }
  return /[.!?]$/.test(move) ? move : l10n.t('{0}.', move);
}

/** The hint's stage label: "Hint 2 of 4". */
export const hintStageLabel = (stage: number): string => l10n.t('Hint {0} of {1}', stage, HINT_STAGES);

/** The box, row or column a set of cells shares, most specific first; else the box of the first. */
function unitsOf(cells: number[]): string[] {
  const rows = new Set(cells.map((c) => Math.floor(c / 9)));
  const cols = new Set(cells.map((c) => c % 9));
  const boxes = new Set(cells.map((c) => 3 * Math.floor(c / 27) + Math.floor((c % 9) / 3)));
  const out: string[] = [];
  if (boxes.size === 1) out.push(unitName('box', [...boxes][0] + 1));
  if (rows.size === 1) out.push(unitName('row', [...rows][0] + 1));
  if (cols.size === 1) out.push(unitName('column', [...cols][0] + 1));
  if (out.length === 0) out.push(unitName('box', [...boxes][0] + 1));
  return out;
}
