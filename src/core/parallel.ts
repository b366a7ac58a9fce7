/**
 * Runs `work` over `items`, at most `width` at a time, taking items in order;
 * no new item is started once `stop()` says so.
 */
export async function forEachInParallel<T>(
  items: readonly T[],
  width: number,
  stop: () => boolean,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stop()) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** Lets other work in (events, a Cancel) before going on; setTimeout, as the web worker host has no setImmediate. */
export function yieldToOthers(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
