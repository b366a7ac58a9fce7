/**
 * Games the player left while the window lives: closing the panel and playing
 * the same puzzle again gives back the undo history and the time. One
 * instance, owned by the panel's controller (no statics); a game is either
 * here or in play, never both. No `vscode` here.
 */
import type { History } from '../../shared/play';

export interface KeptGame {
  history: History;
  elapsedMs: number;
  /** Whether the game's last write is still under way: the file may lag behind its last moves. */
  fileLags?: () => boolean;
}

/** How many games are kept: the ones played longest ago go first. */
export const KEPT_GAMES = 20;

export class GameRegistry {
  private readonly games = new Map<string, KeptGame>();

  constructor(private readonly limit = KEPT_GAMES) {}

  private static key(uri: string, givens: string): string {
    return `${givens} ${uri}`;
  }

  /** Keeps a game that ends, in place of any kept before for the same puzzle of the same document. */
  keep(uri: string, givens: string, game: KeptGame): void {
    const key = GameRegistry.key(uri, givens);
    this.games.delete(key);
    this.games.set(key, game);
    for (const old of this.games.keys()) {
      if (this.games.size <= this.limit) break;
      this.games.delete(old);
    }
  }

  /** Takes a kept game back out, to play it: it is no longer kept here. */
  take(uri: string, givens: string): KeptGame | undefined {
    const key = GameRegistry.key(uri, givens);
    const game = this.games.get(key);
    this.games.delete(key);
    return game;
  }

  get size(): number {
    return this.games.size;
  }
}
