/**
 * The panel's state and its one owner: the model shown (or Solve All's
 * summary, or a lab report), the game by hand and whether it is what shows,
 * the view (step, toggles, tab), and what is under way. Every change goes
 * through here and comes out as the message that tells the webview of it: the
 * whole state only when something new is shown, else the change alone. No
 * `vscode` here: the panel (panel.ts) posts the messages.
 */
import {
  type HostToPanel,
  type PanelModel,
  type PanelState,
  type SummaryModel,
  type ViewChange,
  type ViewState,
  type WireModel,
  encodeModel,
} from '../../shared/panelProtocol';
import type { PlayView } from '../../shared/playProtocol';
import type { SolveResult } from '../../shared/result';
import type { ReportModel } from '../../shared/labReport';
import type { PuzzleRef } from '../../shared/puzzleRef';

export const START_VIEW: ViewState = { step: 0, pencil: true, solution: 0, toggled: [], tab: 'steps' };

/** A game by hand, as the store keeps it (playController.ts is the one). */
export interface Game {
  readonly title: string;
  readonly givens: string;
  readonly source: PuzzleRef;
  view(): PlayView;
  /** The view with the whole undo history, for a new page. */
  fullView(): PlayView;
  dispose(): void;
}

export class PanelStore<G extends Game = Game> {
  private shownModel?: PanelModel;
  /** A game in progress: shown while `playing`, kept while a model, summary or report is shown instead. */
  private kept?: G;
  private playing = false;
  /** The model in the compact form the webview gets, made once per model. */
  private wire?: WireModel;
  private shownSummary?: SummaryModel;
  /** Test Technique on File's table. */
  private shownReport?: ReportModel;
  private currentView: ViewState = { ...START_VIEW };
  private busyTitle?: string;
  private failure?: string;
  /** The solve the model shows, for sharing its explanation (not kept across a window reload). */
  private solved?: SolveResult;

  get model(): PanelModel | undefined {
    return this.shownModel;
  }
  get summary(): SummaryModel | undefined {
    return this.shownSummary;
  }
  get report(): ReportModel | undefined {
    return this.shownReport;
  }
  get view(): ViewState {
    return this.currentView;
  }
  get result(): SolveResult | undefined {
    return this.solved;
  }
  get busy(): string | undefined {
    return this.busyTitle;
  }
  /** The game kept, shown or not. */
  get game(): G | undefined {
    return this.kept;
  }
  /** The game when it is what the panel shows. */
  get shownGame(): G | undefined {
    return this.playing ? this.kept : undefined;
  }
  get failed(): string | undefined {
    return this.failure;
  }

  /** A model to show, at a step: a new page. */
  showModel(model: PanelModel, step: number, result?: SolveResult): void {
    this.clear();
    this.shownModel = model;
    this.solved = result;
    this.currentView = { ...START_VIEW, step: Math.max(0, Math.min(model.steps.length, step)) };
  }

  showSummary(summary: SummaryModel): void {
    this.clear();
    this.shownSummary = summary;
  }

  showReport(report: ReportModel): void {
    this.clear();
    this.shownReport = report;
  }

  /** A game takes the panel: the model, summary and report go; a game of another puzzle ends. */
  showPlay(game: G): void {
    this.clear();
    if (this.kept !== game) this.kept?.dispose();
    this.kept = game;
    this.playing = true;
  }

  /** A state saved by the webview, back after a window reload; the game shows when nothing else was. */
  restore(
    model: PanelModel | undefined,
    summary: SummaryModel | undefined,
    view: ViewState | undefined,
    report?: ReportModel,
    game?: G,
  ): void {
    this.clear();
    this.shownModel = model;
    this.shownSummary = summary;
    this.shownReport = report;
    if (view) this.currentView = { ...view, step: Math.min(view.step, model?.steps.length ?? 0) };
    if (game) {
      this.kept?.dispose();
      this.kept = game;
      this.playing = !model && !summary && !report;
    }
  }

  /** The panel is closed: the game ends (its last moves are written). */
  dispose(): void {
    this.kept?.dispose();
    this.kept = undefined;
    this.playing = false;
  }

  private clear(): void {
    this.shownModel = this.wire = this.shownSummary = this.shownReport = this.busyTitle = this.failure = this.solved = undefined;
    this.playing = false;
    this.currentView = { ...START_VIEW };
  }

  setBusy(title: string): HostToPanel {
    this.busyTitle = title;
    this.failure = undefined;
    return { type: 'busy', busy: title };
  }

  setFailed(message: string): HostToPanel {
    this.busyTitle = undefined;
    this.failure = message;
    return { type: 'failed', failed: message };
  }

  /** Changes the view from the host's side: the message with the fields that changed, or nothing when none did. */
  changeView(change: ViewChange): HostToPanel | undefined {
    const next: ViewState = { ...this.currentView, ...change };
    next.step = Math.max(0, Math.min(this.shownModel?.steps.length ?? 0, next.step));
    const changed: ViewChange = {};
    for (const key of Object.keys(next) as (keyof ViewState)[]) {
      if (JSON.stringify(next[key]) !== JSON.stringify(this.currentView[key])) Object.assign(changed, { [key]: next[key] });
    }
    this.currentView = next;
    return Object.keys(changed).length ? { type: 'view', change: changed } : undefined;
  }

  /**
   * A change the webview made to its view (it has drawn it already, as play
   * draws a move): applied here too. The answer corrects what the webview could
   * not know (a step past the timeline); nothing when it was right.
   */
  viewChanged(change: ViewChange): HostToPanel | undefined {
    this.changeView(change);
    const corrected: ViewChange = {};
    for (const key of Object.keys(change) as (keyof ViewState)[]) {
      if (JSON.stringify(change[key]) !== JSON.stringify(this.currentView[key])) Object.assign(corrected, { [key]: this.currentView[key] });
    }
    return Object.keys(corrected).length ? { type: 'view', change: corrected } : undefined;
  }

  /** Everything the webview needs to draw itself; the game when it is shown. */
  state(): PanelState {
    const play = this.shownGame?.fullView();
    return {
      ...(play ? { play } : {}),
      ...(this.shownModel ? { model: (this.wire ??= encodeModel(this.shownModel)) } : {}),
      ...(this.shownSummary ? { summary: this.shownSummary } : {}),
      ...(this.shownReport ? { report: this.shownReport } : {}),
      view: this.currentView,
      ...(this.busyTitle ? { busy: this.busyTitle } : {}),
      ...(this.failure ? { failed: this.failure } : {}),
    };
  }

  full(): HostToPanel {
    return { type: 'state', state: this.state() };
  }

  /** The game's position, hint or check changed: the webview gets the game alone, when it shows it. */
  playChanged(): HostToPanel | undefined {
    const play = this.shownGame?.view();
    return play && { type: 'play', play };
  }
}
