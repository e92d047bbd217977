// Screenshots of the screens staff live in, at 1440 and 390 px wide: home, the gate-pass queue,
// a form and its send dialog as the demo principal sees them, the audit log and the camera grid
// as the superuser does. The record of how the console looks, for an issue's note
// (before/after); each line says whether the page scrolls sideways.
//
//   npm run build && npx tsx bench/screens.ts [label]   → e2e/artifacts/screens/<label>-*.png
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_TOTP_SECRET } from '../apps/server/src/db/seed/demo-accounts.ts';
import { currentStep, totpCode } from '../apps/server/src/platform/core/auth/totp.ts';
import { fillPasswordSignIn } from '../e2e/support/password-sign-in.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { repoRoot, startServer } from '../e2e/support/server.ts';

const label = process.argv[2] ?? 'now';
const out = path.join(repoRoot, 'e2e/artifacts/screens');
fs.mkdirSync(out, { recursive: true });

type Account = 'principal' | 'superuser';
type Width = 1440 | 390;

interface Screen {
  name: string;
  path: string;
  account: Account;
  widths: Width[];
  /** What to do on the page before the picture (open a dialog). */
  prepare?: (page: Page) => Promise<void>;
}

/** The announcement form filled for one branch, and Send pressed: its confirmation dialog. */
async function openSendDialog(page: Page): Promise<void> {
  await page.locator('#title').fill('Sports day moves to Saturday');
  await page.locator('#description').fill('The sports day moves to Saturday. Bring water.');
  // Antd's button-style radios hide the input: click its label, as a user does.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Branch', exact: true }) })
    .click();
  const branches = page
    .getByRole('region', { name: 'Audience' })
    .getByRole('combobox', { name: 'Branches' });
  await branches.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  const reach = page.getByRole('status', { name: 'Reach' });
  await page.waitForFunction(
    (element) => element?.getAttribute('aria-busy') === 'false',
    await reach.elementHandle(),
  );
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog').waitFor();
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', account: 'principal', widths: [1440, 390] },
  { name: 'gate-pass-queue', path: '/gatepass', account: 'principal', widths: [1440, 390] },
  { name: 'form', path: '/announcement/form', account: 'principal', widths: [1440, 390] },
  {
    name: 'send-dialog',
    path: '/announcement/form',
    account: 'principal',
    widths: [1440, 390],
    prepare: openSendDialog,
  },
  { name: 'audit-log', path: '/audit-log', account: 'superuser', widths: [1440, 390] },
  { name: 'camera-grid', path: '/cctv/grid', account: 'superuser', widths: [1440] },
];

const HEIGHT: Record<Width, number> = { 1440: 900, 390: 844 };

/** A page of a new context, signed in through the form (the superuser with its TOTP step). */
async function signedInPage(browser: Browser, baseUrl: string, account: Account, width: Width) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: HEIGHT[width] },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() =>
    window.localStorage.setItem('console.tours_seen', JSON.stringify(['home'])),
  );
  const page = await context.newPage();
  await page.goto('/login');
  // One sign-in a TOTP step: the bench waits a step between the superuser's two.
  await fillPasswordSignIn(page, account, async () => totpCode(DEMO_TOTP_SECRET, currentStep()));
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const account of ['principal', 'superuser'] as const) {
    for (const width of [1440, 390] as const) {
      const screens = SCREENS.filter((s) => s.account === account && s.widths.includes(width));
      if (screens.length === 0) continue;
      // The superuser's TOTP code is taken once a step: wait for the next one between sign-ins.
      if (account === 'superuser' && width === 390) await new Promise((r) => setTimeout(r, 31_000));
      const page = await signedInPage(browser, server.baseUrl, account, width);
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.waitForLoadState('networkidle');
        await screen.prepare?.(page);
        await page.waitForTimeout(1_000);
        const file = path.join(out, `${label}-${screen.name}-${width}.png`);
        await page.screenshot({ path: file });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        console.log(`${file}${overflow > 0 ? `  (scrolls sideways by ${overflow} px)` : ''}`);
      }
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
