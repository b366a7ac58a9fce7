/**
 * The time a game has been played: the host counts it (the webview only draws
 * it), running while the panel shows the game and the puzzle is not solved.
 * No `vscode` here, and the clock is given, so that tests need no waiting.
 */
export class PlayTimer {
  /** Time counted before the current run. */
  private base: number;
  /** When the current run started, while it runs. */
  private since?: number;

  constructor(
    elapsedMs = 0,
    private readonly now: () => number = Date.now,
  ) {
    this.base = Math.max(0, elapsedMs);
  }

  get elapsedMs(): number {
    return this.base + (this.since === undefined ? 0 : Math.max(0, this.now() - this.since));
  }

  get running(): boolean {
    return this.since !== undefined;
  }

  /** Runs or pauses it; whether that changed anything. */
  run(on: boolean): boolean {
    if (on === this.running) return false;
    if (on) this.since = this.now();
    else {
      this.base = this.elapsedMs;
      this.since = undefined;
    }
    return true;
  }

  /** Back to a time (a restart: 0), running on if it ran. */
  reset(ms = 0): void {
    this.base = Math.max(0, ms);
    if (this.since !== undefined) this.since = this.now();
  }
}
