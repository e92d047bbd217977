// Screenshots of home, a list and a form at 1440 and 390 px wide, as the demo principal sees
// them: the record of how the console looks, for an issue's note (before/after).
//
//   npm run build && npx tsx bench/screens.ts [label]   → e2e/artifacts/screens/<label>-*.png
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DemoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { repoRoot, startServer } from '../e2e/support/server.ts';

const label = process.argv[2] ?? 'now';
const out = path.join(repoRoot, 'e2e/artifacts/screens');
fs.mkdirSync(out, { recursive: true });

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/gatepass' },
  { name: 'form', path: '/announcement/form' },
];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
    await context.addInitScript(() =>
      window.localStorage.setItem('console.tours_seen', JSON.stringify(['home'])),
    );
    const page = await context.newPage();
    const { username, password } = DemoAccounts.principal;
    await page.goto('/login');
    await page.locator('#username').fill(username);
    await page.locator('#password').fill(password);
    await page.locator('#password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    for (const shown of PAGES) {
      await page.goto(shown.path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_000);
      const file = path.join(out, `${label}-${shown.name}-${viewport.width}.png`);
      await page.screenshot({ path: file });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      console.log(`${file}${overflow > 0 ? `  (scrolls sideways by ${overflow} px)` : ''}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
