// Every list page at 1440 and 390 px wide, as the superuser sees them: whether the page scrolls
// sideways (document.scrollingElement.scrollWidth over window.innerWidth), whether each table's
// Status column and, on the wide screen, its last (actions) column are inside the window, and a
// screenshot of each. On the phone the last column may wait in the table's own sideways scroll.
//
//   npm run build && npx tsx bench/list-widths.ts [label]   → e2e/artifacts/list-widths/
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_TOTP_SECRET, DemoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { currentStep, totpCode } from '../apps/server/src/platform/core/auth/totp.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { repoRoot, startServer } from '../e2e/support/server.ts';

const label = process.argv[2] ?? 'now';
const out = path.join(repoRoot, 'e2e/artifacts/list-widths');
fs.mkdirSync(out, { recursive: true });

const PAGES = [
  '/gatepass',
  '/adoption-calling',
  '/event-gallery',
  '/event-gallery/event-schedule',
  '/announcement',
  '/wellness',
  '/marketing',
  '/push-notification',
  '/sms',
  '/push-outbox',
  '/sms-outbox',
  '/audit-log', '/meeting', '/feedback', '/cctv', '/event-gallery/branch-wise-schedules', '/',
];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Runs in the page. */
const MEASURE = `(() => {
  const inView = (cell) => {
    if (!cell) return null;
    const box = cell.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth + 0.5;
  };
  const table = document.querySelector('.ant-table');
  const heads = table ? [...table.querySelectorAll('thead th')] : [];
  return {
    sideways: (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
    lastColumn: heads.length ? inView(heads.at(-1)) : null, hidden: (() => { const s = table?.querySelector('.ant-table-content, .ant-table-body'); return s ? s.scrollWidth - s.clientWidth : null; })(), widths: heads.map((h) => h.textContent.trim().slice(0,12) + ':' + Math.round(h.getBoundingClientRect().width)).join(' '), cards: document.querySelectorAll('.list-cards > li').length, wide: [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 3).map((e) => e.tagName + '.' + String(e.className).slice(0, 40)).join(' | '),
    status: inView(heads.find((cell) => cell.textContent.trim() === 'Status')),
  };
})()`;

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
let failures = 0;
try {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
    await context.addInitScript(() =>
      window.localStorage.setItem('console.tours_seen', JSON.stringify(['home'])),
    );
    const page = await context.newPage();
    const { username, password } = DemoAccounts.superuser;
    await page.goto('/login');
    await page.locator('#username').fill(username);
    await page.locator('#password').fill(password);
    await page.locator('#password').press('Enter');
    await page.locator('#totp_code').fill(totpCode(DEMO_TOTP_SECRET, currentStep()));
    await page.locator('#totp_code').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    for (const shown of PAGES) {
      await page.goto(shown);
      await page.waitForLoadState('networkidle');
      // The first rows or cards (a fresh server's first answers can take seconds).
      await page
        .locator('.ant-table-row, .ant-card, .ant-empty')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await page.waitForTimeout(300);
      const name = shown.slice(1).replace(/\//g, '_');
      await page.screenshot({ path: path.join(out, `${label}-${name}-${viewport.width}.png`) });
      // A string, not a function: tsx would wrap the function's inner helpers in `__name`.
      const found = (await page.evaluate(MEASURE)) as {
        sideways: number;
        lastColumn: boolean | null;
        status: boolean | null;
      };
      const wide = viewport.width >= 1200;
      const bad =
        found.sideways > 0 || (wide && found.lastColumn === false) || found.status === false;
      if (bad) failures += 1;
      console.log(
        `${bad ? 'FAIL' : 'ok  '} ${viewport.width} ${shown.padEnd(32)} sideways ${found.sideways}` +
          JSON.stringify(found),
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${failures} failed`);
