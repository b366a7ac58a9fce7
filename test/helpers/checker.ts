/**
 * An independent check of a solution, written without the engine: every row,
 * column and box holds 1 to 9, and every given is kept; for a killer, every
 * cage too (checkCages).
 */
export function checkSolution(puzzle: string, solution: string | undefined): string[] {
  const problems: string[] = [];
  if (!solution || !/^[1-9]{81}$/.test(solution)) return [`not 81 digits: ${solution}`];
  for (let i = 0; i < 81; i++) {
    const g = puzzle[i];
    if (g >= '1' && g <= '9' && solution[i] !== g) problems.push(`given ${g} at cell ${i} changed to ${solution[i]}`);
  }
  const units: number[][] = [];
  for (let k = 0; k < 9; k++) {
    units.push([...Array(9)].map((_, j) => k * 9 + j)); // row
    units.push([...Array(9)].map((_, j) => j * 9 + k)); // column
    const r0 = 3 * Math.floor(k / 3);
    const c0 = 3 * (k % 3);
    units.push([...Array(9)].map((_, j) => (r0 + Math.floor(j / 3)) * 9 + c0 + (j % 3))); // box
  }
  for (const unit of units) {
    const digits = unit
      .map((c) => solution[c])
      .sort()
      .join('');
    if (digits !== '123456789') problems.push(`unit ${unit.join(',')} holds ${digits}`);
  }
  return problems;
}

/**
 * A killer's cages in a solution: each cage's digits all different and adding
 * up to its sum, and no cell in two cages. Cells are 0-80; `cages` as the
 * tests read them (test/helpers/killerData.ts).
 */
export function checkCages(solution: string, cages: { sum: number; cells: number[] }[]): string[] {
  const problems: string[] = [];
  if (!/^[1-9]{81}$/.test(solution)) return [`not 81 digits: ${solution}`];
  const owner = new Map<number, number>();
  cages.forEach((cage, k) => {
    const digits = cage.cells.map((c) => Number(solution[c]));
    const total = digits.reduce((a, b) => a + b, 0);
    if (total !== cage.sum) problems.push(`cage ${k} (${cage.sum}) adds up to ${total}`);
    if (new Set(digits).size !== digits.length) problems.push(`cage ${k} (${cage.sum}) repeats a digit: ${digits.join('')}`);
    for (const c of cage.cells) {
      if (owner.has(c)) problems.push(`cell ${c} in cages ${owner.get(c)} and ${k}`);
      owner.set(c, k);
    }
  });
  return problems;
}
