/**
 * Runs the tests of each suite, and the suites, in a shuffled order, to show
 * that no test leans on another having run first. A mocha root hook:
 *   npx mocha --require test/helpers/shuffle.ts [SHUFFLE_SEED=n]
 * The seed is printed, so that an order that fails can be run again.
 */
import type { Context, Suite } from 'mocha';

/** A small seeded generator (mulberry32): the same seed gives the same order. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], next: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

function shuffleSuite(suite: Suite, next: () => number): void {
  shuffle(suite.tests, next);
  shuffle(suite.suites, next);
  for (const child of suite.suites) shuffleSuite(child, next);
}

export const mochaHooks = {
  // The root suite's own hook runs before the runner reads its tests and suites, so shuffling them here takes effect.
  beforeAll(this: Context) {
    const seed = Number(process.env.SHUFFLE_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`  shuffled with SHUFFLE_SEED=${seed}`);
    shuffleSuite(this.test!.parent!, random(seed));
  },
};
