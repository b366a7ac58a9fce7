/** Figures a test measured on the way (never asserted: no timed tests); the runner prints them after the results. */
export const figures: string[] = [];

export function figure(text: string): void {
  figures.push(text);
  console.log(`  ${text}`);
}
