// npm run test:e2e: the browser suite (test/e2e/*.spec.ts) with @playwright/test, in Debian's Chromium.
// The packaged .vsix is installed into code-server (test/e2e/fixtures.ts); screenshots go to test-results/.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './test/e2e/codeServer';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './test/e2e/globalSetup.ts',
  // Playwright empties its output folder at the start: its own, not test-results/ where the screenshots go.
  outputDir: 'test-results/playwright',
  // One at a time: the machine has two cores, and code-server, its extension hosts and Chromium share them.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Roomy, for a loaded machine: these tests wait on events, and a limit only stops a hang.
  timeout: 6 * 60 * 1000,
  expect: { timeout: 30000 },
  use: {
    browserName: 'chromium',
    // `npx playwright install` cannot download browsers here: Chromium from Debian (or CHROMIUM_PATH).
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    headless: true,
    viewport: { width: 1500, height: 950 },
    screenshot: 'only-on-failure',
  },
});
