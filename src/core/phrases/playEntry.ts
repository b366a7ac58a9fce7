/** The words of play's number pad, corner marks, highlights and timer, in the panel (PlayEntryStrings). */
import type { PlayEntryStrings } from '../../shared/panelStrings';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

export function playEntryStrings(): PlayEntryStrings {
  return {
    modeCorner: l10n.t('Corner marks'),
    pad: l10n.t('Number pad'),
    padDelete: l10n.t('Delete'),
    padFilter: l10n.t('Highlight digit'),
    padBivalue: l10n.t('Bivalue cells'),
    playCorners: l10n.t('corner marks {0}'),
    playCandidateColour: l10n.t('candidate {0} in colour {1}'),
    timer: l10n.t('Time played'),
    timerPaused: l10n.t('paused'),
  };
}
