/**
 * Play in the panel, the host's side: it owns the player's history, applies
 * each move the webview reports (the same pure moves the webview applied at
 * once), keeps the position in the file under the puzzle, and answers hints,
 * checks and explanations from the player's position. No `vscode` here: what
 * it needs of VS Code comes through the ports below (PlayPorts), which
 * playPorts.ts adapts; tests hand it fakes (test/unit/playController.test.ts).
 */
import { type Entry, type Puzzle, entryAtLine } from '../../core/formats';
import { checkPosition } from '../../core/position';
import { entryPosition } from '../../core/positionForms';
import {
  checkingProgress,
  explainingFromHere,
  findingHint,
  noSolutionToCheck,
  notUniqueText,
  playFileClosed,
  playPuzzleGone,
  playStrings,
  positionVerdict,
  solvedDifficulty,
  solvingFromGivens,
  stepTaken,
  takeStepGuess,
  takingStep,
} from '../../core/phrases';
import { type History, type PlayState, isComplete, positionOf } from '../../shared/play';
import type { PlayToHost, PlayView } from '../../shared/playProtocol';
import type { Position, Step } from '../../shared/result';
import type { Variant } from '../../shared/variant';
import type { PuzzleService } from '../../service/puzzleService';
import { act, checkView, fileLines, isStarted, playView, sameInFile, startPlay } from './playModel';
import { PlayTimer } from './playTimer';
import type { GameRegistry } from './gameRegistry';
import { HINT_STAGES, HintStager, hintAt, hintKey } from '../../core/hintStages';
import type { PuzzleRef } from '../../shared/puzzleRef';

/** Where the game's puzzle is. */
export type PlaySource = PuzzleRef;

/** A place in a document's text. */
export interface TextAt {
  line: number;
  character: number;
}

/** An open document, as play reads and writes it. */
export interface PlayDocument {
  readonly lineCount: number;
  /** The document's line break. */
  readonly eol: '\n' | '\r\n';
  /** A line's text, without its line break. */
  lineText(line: number): string;
  text(from: TextAt, to: TextAt): string;
  /** The entries on lines `from` to `to`, each whole (a large file is not parsed whole for them). */
  entriesAround(from: number, to: number): Entry[];
  /** Replaces the text between two places (the same place: an insert) as one edit the user can undo. */
  replace(from: TextAt, to: TextAt, text: string): Promise<unknown>;
}

/** Timers, given so that tests run the debounced write without waiting. */
export interface PlayClock {
  now(): number;
  /** Runs `run` once, `ms` from now, unless cancelled first. */
  after(ms: number, run: () => void): { cancel(): void };
}

export const systemClock: PlayClock = {
  now: () => Date.now(),
  after: (ms, run) => {
    const t = setTimeout(run, ms);
    return { cancel: () => clearTimeout(t) };
  },
};

/** What play needs of VS Code, behind small ports: playPorts.ts adapts VS Code's, the panel's controller hands them in. */
export interface PlayPorts {
  /** The open document a uri names; undefined when it is closed. */
  document(uri: string): PlayDocument | undefined;
  /** Play's settings, read each time (they may change while playing). */
  settings(): { playTimer: boolean; autoRemoveMarks: boolean };
  log: { error(message: string): void; warn(message: string): void };
  clock: PlayClock;
}

/** What play needs from the extension. */
export interface PlayHost extends PlayPorts {
  service: Pick<PuzzleService, 'hint' | 'verdict' | 'explain'>;
  /** Shows the explanation from a position in the panel (from the givens without one). */
  explainFrom(source: PlaySource, position: Position | undefined): Promise<void>;
  /** Games left while the window lives: a game that ends goes there, and comes back when the same puzzle is played again. */
  games: GameRegistry;
}

/**
 * Whether a game is still what the file holds, so that playing again goes on
 * with it. While a write of it is still under way the file lags behind: a
 * state of the game's past is the game's too then (never after: an undo in
 * the editor takes the file back, and the game follows the file).
 */
function goesOn(h: History, inFile: PlayState, fileLags: boolean): boolean {
  const ours = (s: PlayState) => sameInFile(s, inFile);
  return ours(h.present) || (fileLags && h.past.some(ours));
}

/** What the file keeps besides the position: corner marks and colours, for startPlay. */
function keptIn(entry: Puzzle) {
  const p = entry.progress;
  return { ...(p?.corners ? { corners: p.corners } : {}), ...p?.colours };
}

/** How long moves wait before they are written into the file: a burst of typing is one edit. */
const WRITE_DELAY_MS = 400;

export class PlayController {
  private history: History;
  /** The hint shown and its stage (core/hintStages.ts, as Next Hint in the editor). */
  private readonly hints = new HintStager();
  private extra: Pick<PlayView, 'hint' | 'check' | 'busy' | 'message'> = {};
  private writeTimer?: { cancel(): void };
  /** Where the puzzle is now: edits above it move it. */
  private at: PlaySource;
  private written: Promise<unknown> = Promise.resolve();
  private abort?: AbortController;
  /** The webview's own moves applied so far (see PlayView.applied). */
  private applied = 0;
  private readonly timer: PlayTimer;
  /** Writes asked for and done (see fileLags). */
  private version = 0;
  private writtenVersion = 0;
  /** Whether the panel shows this game, visible, in a focused window: the timer runs only then. */
  private active = false;
  /** The puzzle has not exactly one solution: said from the start, and hints offer no move to apply. */
  private notUnique?: PlayView['notUnique'];
  /** The puzzle's difficulty, for the solved moment: looked up once, when the board is first complete. */
  private rated?: { rating?: number; difficulty?: string };
  /** A game restored after a reload whose time is still to be read from the file (see catchUpTime). */
  private timeFromFile = false;
  /** The game has ended: its last write says nothing to a panel that shows it no more. */
  private ended = false;

  constructor(
    private readonly host: PlayHost,
    readonly title: string,
    source: PlaySource,
    readonly givens: string,
    history: History,
    private readonly changed: () => void,
    elapsedMs = 0,
  ) {
    this.history = history;
    this.at = { ...source };
    this.timer = new PlayTimer(elapsedMs, () => host.clock.now());
    void this.lookUnique();
  }

  get source(): PlaySource {
    return this.at;
  }

  /**
   * A game of a puzzle in a document, from what is kept under it; the game
   * left before on the same puzzle, with its undo history, when the file
   * still holds what it left.
   */
  static start(host: PlayHost, title: string, source: PlaySource, entry: Puzzle, changed: () => void): PlayController {
    const fromFile = startPlay(entry.cells, entryPosition(entry), keptIn(entry), entry.variant?.variant);
    const kept = host.games.take(source.uri, entry.cells);
    const same = kept && goesOn(kept.history, fromFile.present, kept.fileLags?.() ?? false);
    const fileTime = entry.progress?.time?.ms ?? 0;
    const time = same ? Math.max(fileTime, kept.elapsedMs) : fileTime;
    return new PlayController(host, title, source, entry.cells, same ? kept.history : fromFile, changed, time);
  }

  /** A game brought back after a window reload, its history from the webview and its time from the file. */
  static restored(host: PlayHost, play: { title: string; source: PlaySource; history: History }, changed: () => void): PlayController {
    const game = new PlayController(host, play.title, play.source, play.history.present.givens, play.history, changed);
    game.timeFromFile = true;
    game.catchUpTime();
    return game;
  }

  /**
   * Adds the time the file keeps, once its document is open: after a window
   * reload the panel may come back before the editors do, and a time counted
   * from 0 must never be written over the file's.
   */
  private catchUpTime(entry?: Puzzle): void {
    if (!this.timeFromFile) return;
    const found = entry ?? this.puzzleHere();
    if (!found) return;
    this.timeFromFile = false;
    this.timer.reset(this.timer.elapsedMs + (found.progress?.time?.ms ?? 0));
  }

  /** The puzzle on the game's line, if its document is open. */
  private puzzleHere(): Puzzle | undefined {
    const found = this.host.document(this.at.uri)?.entriesAround(this.at.line, this.at.line);
    const entry = found && entryAtLine(found, this.at.line);
    return entry?.kind === 'puzzle' ? entry : undefined;
  }

  /** Whether this game is of the puzzle at `source`, and still what the file keeps under it: playing it again goes on with it. */
  isOf(source: PlaySource, entry: Puzzle): boolean {
    if (source.uri !== this.at.uri || entry.cells !== this.givens) return false;
    return goesOn(
      this.history,
      startPlay(entry.cells, entryPosition(entry), keptIn(entry), entry.variant?.variant).present,
      this.fileLags(),
    );
  }

  /** The panel shows this game, visible in a focused window, or not: the timer runs or pauses, and a pause is written. */
  setActive(active: boolean): void {
    this.active = active;
    this.catchUpTime();
    this.updateTimer();
  }

  private updateTimer(): void {
    if (!this.timer.run(this.active && this.host.settings().playTimer && !isComplete(this.present))) return;
    this.changed();
    // Paused, or stopped at the solve: the time goes in the file (never a write a second).
    if (!this.timer.running) this.scheduleWrite();
  }

  /** The timer as the webview draws it; the time the file keeps. */
  private timerView(): Pick<PlayView, 'timer' | 'solved'> {
    const elapsedMs = this.timer.elapsedMs;
    return {
      ...(this.host.settings().playTimer ? { timer: { elapsedMs, running: this.timer.running } } : {}),
      ...(isComplete(this.present) ? { solved: { elapsedMs } } : {}),
    };
  }

  /** The time for the file, from a second played (`#time 0:00` would say nothing); kept with the timer off too. */
  private keptTime() {
    const ms = this.timer.elapsedMs;
    const solved = isComplete(this.present);
    return ms >= 1000 || (solved && this.host.settings().playTimer) ? { ms, solved } : undefined;
  }

  /** Whether a write of the game is due or under way: the file does not hold its last moves yet. */
  private fileLags(): boolean {
    return this.writtenVersion < this.version;
  }

  /** The time played so far, for tests. */
  get elapsedMs(): number {
    return this.timer.elapsedMs;
  }

  /** What the webview draws: the position now and the undo and redo depths (a message of a few KB at most). */
  view(): PlayView {
    return playView(this.title, this.at, this.history, {
      autoRemove: this.host.settings().autoRemoveMarks,
      applied: this.applied,
      ...this.timerView(),
      ...this.extra,
      ...(this.notUnique ? { notUnique: this.notUnique } : {}),
      ...(isComplete(this.present) ? { solved: { ...this.solvedMoment(), ...this.timerView().solved } } : {}),
    });
  }

  /** The view with the whole history: for a new page (the webview's first state, after a reload). */
  fullView(): PlayView {
    return { ...this.view(), history: this.history };
  }

  get present(): PlayState {
    return this.history.present;
  }

  /** The puzzle's variant (classic when none): the game's states carry it, from the file's variant lines. */
  get variant(): Variant | undefined {
    return this.history.present.variant;
  }

  /** The solve options for the game's variant: none for a classic puzzle, so that its caches stay as they were. */
  private variantOption(): { variant?: Variant } {
    const v = this.variant;
    return v ? { variant: v } : {};
  }

  /** The game ends: its last moves and its time are written, and it is kept for playing again while the window lives. */
  dispose(): void {
    this.ended = true;
    this.abort?.abort();
    this.timer.run(false);
    this.version++;
    this.writeTimer?.cancel();
    this.writeTimer = undefined;
    this.written = this.written.then(() => this.write()).catch((err) => this.host.log.error(`Play: ${(err as Error).stack ?? err}`));
    this.host.games.keep(this.at.uri, this.givens, {
      history: this.history,
      elapsedMs: this.timer.elapsedMs,
      fileLags: () => this.fileLags(),
    });
  }

  async handle(m: PlayToHost): Promise<void> {
    switch (m.type) {
      case 'playMove':
        this.applied++;
        return this.apply({ type: 'move', move: m.move }, false);
      case 'playUndo':
        this.applied++;
        return this.apply({ type: 'undo' }, false);
      case 'playRedo':
        this.applied++;
        return this.apply({ type: 'redo' }, false);
      case 'playApplyHint': {
        const step = this.hints.step;
        if (step && !this.notUnique) await this.applyStep(step);
        return;
      }
      case 'playHint':
        return this.nextHint();
      case 'playTakeStep':
        return this.takeStep();
      case 'playSolve':
        return this.busyWith(solvingFromGivens(), () => this.host.explainFrom(this.source, undefined));
      case 'playCheck':
        return this.check(m.where);
      case 'playExplain':
        return this.busyWith(explainingFromHere(), () => this.host.explainFrom(this.source, positionOf(this.present)));
    }
  }

  /** Applies a move the webview made (it has drawn it already) or the host made (it must be told). */
  private async apply(action: Parameters<typeof act>[1], tell: boolean): Promise<void> {
    const next = act(this.history, action, { autoRemove: this.host.settings().autoRemoveMarks });
    if (next === this.history) return;
    this.history = next;
    // Restart is a new game: its time starts again.
    if (action.type === 'move' && action.move.kind === 'restart') this.timer.reset();
    this.hints.clear();
    this.extra = {};
    if (tell || isComplete(this.present)) this.changed();
    this.updateTimer();
    this.scheduleWrite();
  }

  private key(): string {
    return hintKey(this.givens, positionOf(this.present));
  }

  private applyStep(step: Step): Promise<void> {
    return this.apply({ type: 'move', move: { kind: 'apply', placed: step.placed, removed: step.removed } }, true);
  }

  private async nextHint(): Promise<void> {
    // After the move is shown, Hint goes on: the move is taken (Undo takes it back) and the next step's first stage shown.
    // A guess, which may be wrong, stays the player's to make.
    const shown = this.notUnique ? undefined : this.hints.finished(this.key());
    if (shown && shown.technique !== 'guess') await this.applyStep(shown);
    const key = this.key();
    const again = this.hints.again(key);
    if (again) {
      this.extra = { hint: again.hint };
      this.changed();
      return;
    }
    await this.busyWith(findingHint(), async (signal) => {
      const h = await this.host.service.hint(this.givens, positionOf(this.present), signal, this.variant);
      if (signal.aborted || this.key() !== key) return;
      if (h.status === 'step' && h.step) {
        this.extra = { hint: this.hints.start(key, h.step).hint };
      } else {
        this.hints.clear();
        this.extra = { message: h.status === 'complete' ? playStrings().playSolved : (h.message ?? '') };
      }
    });
  }

  /**
   * Take step: the next logical step from the player's position, applied in
   * one click (the hint shown, if any, else a new one), and said in words. A
   * guess is not taken: a step that may be wrong is the player's to make.
   */
  private async takeStep(): Promise<void> {
    if (this.notUnique) return;
    const key = this.key();
    const shown = this.hints.stepAt(key);
    if (shown) return this.took(shown);
    await this.busyWith(takingStep(), async (signal) => {
      const h = await this.host.service.hint(this.givens, positionOf(this.present), signal, this.variant);
      if (signal.aborted || this.key() !== key) return;
      if (h.status === 'step' && h.step) await this.took(h.step);
      else this.extra = { message: h.status === 'complete' ? playStrings().playSolved : (h.message ?? '') };
    });
  }

  private async took(step: Step): Promise<void> {
    if (step.technique === 'guess') {
      this.extra = { message: takeStepGuess() };
      this.changed();
      return;
    }
    await this.applyStep(step);
    // The move's words, as the hint's last stage says them, without its stage label.
    const words = hintAt(step, HINT_STAGES).text.replace(/^[^:]*:\s*/, '');
    this.extra = { message: stepTaken(words) };
    this.changed();
  }

  /** Whether the puzzle has exactly one solution: play says at once when it has not. */
  private async lookUnique(): Promise<void> {
    try {
      const verdict = await this.host.service.verdict(this.givens, undefined, this.variantOption());
      if (verdict.status === 'solved' || verdict.status === 'cancelled' || verdict.status === 'timeout') return;
      this.notUnique = { text: notUniqueText(verdict) };
      this.changed();
    } catch (err) {
      this.host.log.error(`Play: ${(err as Error).stack ?? err}`);
    }
  }

  /** The solved moment's difficulty: known already, or looked up once (the explanation may take a while on a hard puzzle). */
  private solvedMoment(): NonNullable<PlayView['solved']> {
    if (!this.rated) {
      this.rated = {};
      void this.host.service
        .explain(this.givens, undefined, this.variantOption())
        .then((r) => {
          const d = solvedDifficulty(r);
          if (!d) return;
          this.rated = d;
          if (isComplete(this.present)) this.changed();
        })
        .catch((err) => this.host.log.error(`Play: ${(err as Error).stack ?? err}`));
    }
    return { ...this.rated };
  }

  private async check(where: boolean): Promise<void> {
    const key = this.key();
    await this.busyWith(checkingProgress(), async (signal) => {
      const verdict = await this.host.service.verdict(this.givens, signal, this.variantOption());
      if (signal.aborted || this.key() !== key) return;
      if (verdict.status !== 'solved' || !verdict.solution) {
        this.extra = { message: noSolutionToCheck() };
        return;
      }
      const found = checkPosition(this.givens, positionOf(this.present), verdict.solution, this.present.autoRemoved);
      this.extra = { check: checkView(positionVerdict(found, where), found, where) };
    });
  }

  /** Says what is under way, runs it (cancelling the one before, whose answer, if it comes, is dropped), then shows what it left. */
  private async busyWith(busy: string, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    this.extra = { busy };
    this.changed();
    try {
      await work(abort.signal);
    } catch (err) {
      this.host.log.error(`Play: ${(err as Error).stack ?? err}`);
      if (!abort.signal.aborted) this.extra = { message: (err as Error).message };
    } finally {
      if (this.abort === abort) {
        delete this.extra.busy;
        this.changed();
      }
    }
  }

  private scheduleWrite(): void {
    this.version++;
    this.writeTimer?.cancel();
    this.writeTimer = this.host.clock.after(WRITE_DELAY_MS, () => {
      this.writeTimer = undefined;
      this.written = this.written.then(() => this.write()).catch((err) => this.host.log.error(`Play: ${(err as Error).stack ?? err}`));
    });
  }

  /** Waits until every move so far is in the file (for tests and for closing the panel). */
  async flushed(): Promise<void> {
    if (this.writeTimer) {
      this.writeTimer.cancel();
      this.writeTimer = undefined;
      this.written = this.written.then(() => this.write());
    }
    await this.written;
  }

  /** Writes the position under the puzzle, as one edit: the progress lines replaced, added, or taken away at the start. */
  private async write(): Promise<void> {
    const version = this.version;
    try {
      await this.writeNow();
    } finally {
      this.writtenVersion = Math.max(this.writtenVersion, version);
    }
  }

  private async writeNow(): Promise<void> {
    const doc = this.host.document(this.source.uri);
    if (!doc) return this.notWritten(playFileClosed(), `the document ${this.source.uri} is closed`);
    const entry = this.locate(doc);
    if (!entry)
      return this.notWritten(
        playPuzzleGone(this.source.line),
        `the puzzle is no longer at line ${this.source.line + 1} of ${this.source.uri}`,
      );
    this.catchUpTime(entry);
    const started = isStarted(this.present);
    const text = started ? fileLines(this.present, this.keptTime()).join(doc.eol) : '';
    const endOf = (line: number): TextAt => ({ line, character: doc.lineText(line).length });
    // Under the puzzle's last line, or under a bordered grid's bottom border.
    const anchor = entry.tailLine ?? entry.endLine;
    if (entry.progress) {
      const end = endOf(entry.progress.endLine);
      // Taking the lines away takes their line break too.
      const from = started ? { line: entry.progress.line, character: 0 } : endOf(anchor);
      if (doc.text(from, end) !== text) await doc.replace(from, end, text);
    } else if (started) {
      await doc.replace(endOf(anchor), endOf(anchor), doc.eol + text);
    }
  }

  /** The moves could not go in the file: the log says why, and the player is told (their moves stay in the panel). */
  private notWritten(message: string, why: string): void {
    this.host.log.warn(`Play: ${why}; progress not written.`);
    if (this.ended || this.extra.busy || this.extra.message === message) return;
    this.extra = { message };
    this.changed();
  }

  /** The puzzle in the document now: at its line, or the nearest with the same givens (lines may have moved). */
  private locate(doc: PlayDocument): Puzzle | undefined {
    const near = (from: number, to: number) =>
      doc
        .entriesAround(Math.max(0, from), Math.min(doc.lineCount - 1, to))
        .filter((e): e is Puzzle => e.kind === 'puzzle' && e.cells === this.givens);
    const line = this.source.line;
    const found = near(line - 50, line + 50);
    const best = found.sort((a, b) => Math.abs(a.line - line) - Math.abs(b.line - line))[0];
    if (best) this.at = { ...this.at, line: best.line };
    return best;
  }
}
