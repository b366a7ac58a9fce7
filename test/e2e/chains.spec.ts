/** A chain step drawn over the board, in words for screen readers, in each kind of theme. */
import * as path from 'path';
import { expect, test } from './fixtures';
import { command, panelLaidOut, panelWidth, setTheme, shot, solvedPanel } from './workbench';
import { ARTIFACTS } from './workspace';

test('a chain step draws its links over the board: strong solid, weak dashed, eliminations struck (screenshots)', async ({
  workbench: page,
}) => {
  const f = await solvedPanel(page, 'chains.sudoku', 1, 'top95 #4', 60000);
  // The panel maximized, so the board is big enough to read the chain.
  await page.locator('.tab', { hasText: 'Sudoku: top95 #4' }).first().click();
  await page.locator('.tab.active', { hasText: 'Sudoku: top95 #4' }).first().waitFor({ timeout: 30000 });
  const split = await panelWidth(f);
  await command(page, 'View: Toggle Maximize Editor Group');
  await panelLaidOut(page, f, split);
  // The first chain step in the list.
  const item = f.locator('.step-tree li', { hasText: /^\d+\. Forcing chain/ }).first();
  await item.locator('.line').click();
  await f.locator('[role=grid] svg.chain').waitFor({ timeout: 10000 });
  // The step's heading, its chain in a sentence beneath, then the Eureka line with the conclusion.
  const lines = (await f.locator('.caption p').allTextContents()).map((l) => l.trim());
  expect(lines[0], "the caption's heading").toMatch(/^Step \d+ of \d+: .*Forcing chain\)? \(\d\.\d\)$/);
  expect(lines[1], "the chain's sentence").toMatch(/^If r\dc\d were \d, .* after all: r\dc\d is not \d\.$/);
  const conclusion = /=> r(\d)c(\d)<>(\d)$/.exec(lines[2]);
  expect(conclusion, `the Eureka line beneath the sentence ends with the chain's conclusion: ${lines[2]}`).not.toBeNull();
  const [, row, column, digit] = conclusion!;
  expect(lines[1], 'the sentence and the Eureka line conclude alike').toMatch(new RegExp(`r${row}c${column} is not ${digit}\\.$`));
  const drawn = await f.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('[role=grid] svg.chain')!;
    const cellBox = (i: number) => document.querySelector(`[role=gridcell][data-cell="${i}"]`)!.getBoundingClientRect();
    const inCell = (x: number, y: number, i: number) => {
      const b = cellBox(i);
      const slack = b.width * 0.2;
      return x >= b.left - slack && x <= b.right + slack && y >= b.top - slack && y <= b.bottom + slack;
    };
    const ctm = svg.getScreenCTM()!;
    const links = [...svg.querySelectorAll<SVGPathElement>('path.link')].map((p) => {
      const s = p.getPointAtLength(0).matrixTransform(ctm);
      const e = p.getPointAtLength(p.getTotalLength()).matrixTransform(ctm);
      const st = getComputedStyle(p);
      return {
        strong: p.classList.contains('strong'),
        dash: st.strokeDasharray,
        stroke: st.stroke,
        width: parseFloat(st.strokeWidth) * ctm.a,
        placed: inCell(s.x, s.y, Number(p.dataset.from)) && inCell(e.x, e.y, Number(p.dataset.to)),
      };
    });
    const elims = [...svg.querySelectorAll<SVGPathElement>('path.elim')].map((p) => ({
      cell: Number(p.dataset.elim),
      d: Number(p.dataset.d),
      stroke: getComputedStyle(p).stroke,
    }));
    const words = document.getElementById('chain-words');
    return {
      links,
      elims,
      background: getComputedStyle(document.body).backgroundColor,
      describedBy: document.querySelector('[role=grid]')!.getAttribute('aria-describedby'),
      words: [...(words?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? ''),
      struckMark: [...document.querySelectorAll('.mark.removed')].map((m) => m.textContent),
    };
  });
  const strong = drawn.links.filter((l) => l.strong);
  const weak = drawn.links.filter((l) => !l.strong);
  expect(strong.length, 'strong links drawn').toBeGreaterThan(0);
  expect(weak.length, 'weak links drawn').toBeGreaterThan(0);
  expect(
    strong.map((l) => l.dash),
    'strong links are solid',
  ).toEqual(strong.map(() => 'none'));
  expect(
    weak.filter((l) => l.dash === 'none'),
    'weak links are dashed',
  ).toEqual([]);
  for (const l of drawn.links) {
    expect(l.placed, 'a link runs between the cells it joins').toBe(true);
    expect(/^rgb/.test(l.stroke) && l.stroke !== drawn.background, `a link has a visible colour: ${l.stroke}`).toBe(true);
    expect(l.width, 'a link is thick enough to see').toBeGreaterThanOrEqual(1.5);
  }
  const cell = (Number(row) - 1) * 9 + Number(column) - 1;
  expect(
    drawn.elims.some((e) => e.cell === cell && e.d === Number(digit)),
    `the elimination r${row}c${column}<>${digit} is struck: ${JSON.stringify(drawn.elims)}`,
  ).toBe(true);
  expect(drawn.struckMark, 'the eliminated pencil mark is struck through').toContain(digit);
  // The same in words, for screen readers.
  expect(drawn.describedBy, "the board is described by the chain's words").toBe('chain-words');
  expect(drawn.words, 'the chain in words: one line a link').toHaveLength(drawn.links.length);
  expect(drawn.words.some((w) => /strong link/.test(w)) && drawn.words.some((w) => /weak link/.test(w)), drawn.words.join(' | ')).toBe(
    true,
  );
  for (const [theme, file] of [
    ['Light Modern', 'panel-chain-light'],
    ['Dark Modern', 'panel-chain-dark'],
    ['Dark High Contrast', 'panel-chain-high-contrast'],
  ]) {
    await setTheme(page, theme);
    const colours = await f.evaluate(() => [...document.querySelectorAll('svg.chain path.link')].map((p) => getComputedStyle(p).stroke));
    const bg = await f.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(
      colours.filter((c) => c === bg || !/^rgb/.test(c)),
      `in ${theme}, links drawn on ${bg} in no visible colour`,
    ).toEqual([]);
    await shot(page, `${file}.png`);
    await f.locator('.board-area').screenshot({ path: path.join(ARTIFACTS, `${file}-board.png`) });
  }
  await setTheme(page, 'Light Modern');
});
