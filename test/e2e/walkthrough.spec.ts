/** First use: the walkthrough, opened as a user would, its steps in view, and a step ticked off by the command it asks for. */
import { expect, test } from './fixtures';
import { command, panelFrame, quickOpen, quickPickRow, shot } from './workbench';

const STEPS = ['Open or make a puzzle', 'Solve it and step through', 'Play it with hints', 'Write a technique'];

test('the walkthrough opens from Welcome: Open Walkthrough…, shows its four steps, and Solve ticks its step (screenshot)', async ({
  workbench: page,
}) => {
  await command(page, 'Welcome: Open Walkthrough...');
  const row = quickPickRow(page, 'Get started with SQL Sudoku');
  await row.waitFor({ state: 'visible', timeout: 30000 });
  await row.click();
  const walkthrough = page.locator('.gettingStartedContainer');
  await expect(walkthrough.getByText('Get started with SQL Sudoku').first()).toBeVisible({ timeout: 30000 });
  for (const title of STEPS) await expect(walkthrough.getByText(title, { exact: true }).first(), title).toBeVisible();
  // The first step is open: its words and its buttons, which run real commands.
  await expect(walkthrough.getByText(/Make a file ending in \.sudoku and paste a puzzle/).first()).toBeVisible();
  await expect(walkthrough.getByRole('button', { name: 'New Puzzle…' }).first()).toBeVisible();
  // Its media: the markdown page beside the steps, in a frame of its own.
  await shot(page, 'walkthrough.png');

  // Solve a puzzle as the step says; back on the walkthrough, the step is done.
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page);
  await f.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 120000 });
  await page.locator('.tab', { hasText: 'Walkthrough' }).first().click({ timeout: 30000 });
  const solveStep = walkthrough.locator('.getting-started-step', { hasText: STEPS[1] }).first();
  await expect(solveStep, 'the Solve step is ticked off').toHaveAttribute('aria-checked', 'true', { timeout: 30000 });
  // The open step too: a .sudoku file was open. The others wait.
  await expect(walkthrough.locator('.getting-started-step', { hasText: STEPS[0] }).first()).toHaveAttribute('aria-checked', 'true');
  await expect(walkthrough.locator('.getting-started-step', { hasText: STEPS[3] }).first()).toHaveAttribute('aria-checked', 'false');
  await shot(page, 'walkthrough-done.png');
});
