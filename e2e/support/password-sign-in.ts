import type { Page } from 'playwright-core';
import { DemoAccounts } from '../../apps/server/src/db/seed/demo-accounts.ts';

/**
 * Fills the password form (and the TOTP step for the superuser) on the current /login page.
 * `totp` gives the code. This file knows nothing of the journeys' servers, so the benches
 * (typechecked with the server, which never sees the journeys' setup) can use it too.
 */
export async function fillPasswordSignIn(
  page: Page,
  account: keyof typeof DemoAccounts,
  totp: () => Promise<string>,
): Promise<void> {
  const { username, password } = DemoAccounts[account];
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
  if (account === 'superuser') {
    const code = page.locator('#totp_code');
    await code.waitFor();
    await code.fill(await totp());
    await code.press('Enter');
  }
}
