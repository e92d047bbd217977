import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_TOTP_SECRET, DemoAccounts } from '../../apps/server/src/db/seed/demo-accounts.ts';
import { currentStep, totpCode } from '../../apps/server/src/platform/core/auth/totp.ts';
import { mintSession } from './minted-session.ts';
import { fillPasswordSignIn } from './password-sign-in.ts';
import { repoRoot } from './server.ts';
import { thisServer } from './this-server.ts';

export { DemoAccounts };
export type Account = keyof typeof DemoAccounts;

/**
 * A TOTP code not used before in this run. The server accepts each code once (replay guard)
 * within a drift window of ±1 step, so journeys in different files take turns on the steps.
 */
export async function freshTotpCode(): Promise<string> {
  const ledger = path.join(thisServer().dataDir, 'e2e-totp-steps.json');
  for (;;) {
    const used: number[] = fs.existsSync(ledger)
      ? (JSON.parse(fs.readFileSync(ledger, 'utf8')) as number[])
      : [];
    const now = currentStep();
    const step = [now, now + 1].find((candidate) => !used.includes(candidate));
    if (step !== undefined) {
      fs.writeFileSync(ledger, JSON.stringify([...used, step]));
      return totpCode(DEMO_TOTP_SECRET, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** The newest one-time code sent to a mobile number, read through the admin CLI. */
export function lastCodeSentTo(mobile: string): string {
  const output = execFileSync(
    'npm',
    ['run', '-s', 'admin', '--', 'outbox', '--mobile', mobile, '--limit', '1'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: thisServer().dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
      },
      encoding: 'utf8',
    },
  );
  const code = output.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}:\n${output}`);
  return code;
}

/**
 * Fills the password form (and the TOTP step for the superuser) on the current /login page, with
 * a TOTP code that takes turns with the other journeys' (freshTotpCode).
 */
export async function submitPasswordSignIn(page: Page, account: Account): Promise<void> {
  await fillPasswordSignIn(page, account, freshTotpCode);
}

/** Signs a demo account in through the sign-in page and waits for home (the sign-in journeys). */
export async function signInThroughForm(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitPasswordSignIn(page, account);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.getByRole('list', { name: 'Modules' }).waitFor();
}

/**
 * Starts a demo account signed in (a minted session, support/minted-session.ts) without loading
 * a page: the journey's next navigation opens the console as that user.
 */
export async function startSignedIn(page: Page, account: Account): Promise<void> {
  await mintSession(page.context(), account);
}

/** Starts a demo account signed in and opens home. */
export async function signInAs(page: Page, account: Account): Promise<void> {
  await startSignedIn(page, account);
  await page.goto('/');
  await page.getByRole('list', { name: 'Modules' }).waitFor();
}

/** Marks the home tour as seen, for journeys that are not about the tour. */
export async function skipTours(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('console.tours_seen', JSON.stringify(['home']));
  });
}
