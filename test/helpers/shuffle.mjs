/**
 * Runs the tests of each suite, and the suites, in a shuffled order, to show
 * that no test leans on another having run first. A mocha root hook:
 *   [SHUFFLE_SEED=n] npx mocha --require test/helpers/shuffle.mjs
 * (plain JavaScript, so that it loads before or without tsx).
 * The seed is printed, so that an order that fails can be run again.
 */

/** A small seeded generator (mulberry32): the same seed gives the same order. @param {number} seed */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @template T @param {T[]} items @param {() => number} next */
function shuffle(items, next) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

/** @param {import('mocha').Suite} suite @param {() => number} next */
function shuffleSuite(suite, next) {
  shuffle(suite.tests, next);
  shuffle(suite.suites, next);
  for (const child of suite.suites) shuffleSuite(child, next);
}

export const mochaHooks = {
  // The root suite's own hook runs before the runner reads its tests and suites, so shuffling them here takes effect.
  /** @this {import('mocha').Context} */
  beforeAll() {
    const seed = Number(process.env.SHUFFLE_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`  shuffled with SHUFFLE_SEED=${seed}`);
    shuffleSuite(this.test.parent, random(seed));
  },
};
