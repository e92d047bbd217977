import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts, skipTours } from '../support/accounts.ts';
import { closeBrowser, openConsole, type Session } from '../support/browser.ts';
import { CountingKeyboard } from '../support/keyboard.ts';
import { detailStatus, settledReach } from '../support/messaging.ts';
import { repoRoot } from '../support/server.ts';

// The main journeys by keyboard alone (issue 13), counting the keys: signing in, sending an
// announcement to one branch (confirming the reach), approving a waiting gate pass from the
// queue. The counts go to e2e/artifacts/keyboard.json for the record.

let session: Session;
const counts: Record<string, { keys: number; characters: number }> = {};

beforeAll(async () => {
  session = await openConsole({ viewport: { width: 1440, height: 900 } });
  await skipTours(session.page);
});
afterAll(async () => {
  fs.mkdirSync(path.join(repoRoot, 'e2e/artifacts'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'e2e/artifacts/keyboard.json'),
    JSON.stringify(counts, null, 2),
  );
  await session?.close();
  await closeBrowser();
});

/** Ctrl+K, the first entries that match `typed`, Enter. */
async function goTo(keyboard: CountingKeyboard, typed: string): Promise<void> {
  const { page } = session;
  await keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Go to' }).waitFor();
  // Typing starts where a person's would: once the cursor is in the field.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Go to');
  await keyboard.type(typed);
  await keyboard.press('Enter');
}

describe('by keyboard alone', () => {
  it('signs in and sends an announcement to one branch, confirming the reach', async () => {
    const { page } = session;
    const keyboard = new CountingKeyboard(page);
    const { username, password } = DemoAccounts.principal;

    // Sign in: the username field has the focus on arrival.
    await page.goto('/login');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('username');
    await keyboard.type(username);
    await keyboard.press('Tab');
    await keyboard.type(password);
    await keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    counts['sign in'] = keyboard.take();

    // Go to (Ctrl+K) straight to the announcement form.
    await goTo(keyboard, 'new ann');
    await page.waitForURL((url) => url.pathname === '/announcement/form');
    // The form puts the cursor in its first field (not back where the dialog was opened).
    await expect
      .poll(() =>
        page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id}`),
      )
      .toBe('INPUT#title');

    const title = `Keyboard announcement ${Date.now()}`;
    await keyboard.tabTo(page.locator('#title'));
    await keyboard.type(title);
    await keyboard.tabTo(page.locator('#description'));
    await keyboard.type('The library opens at 8 tomorrow.');

    // The audience: the Branch method (arrows move through the radio group), one branch.
    const audience = page.getByRole('region', { name: 'Audience' });
    await keyboard.tabTo(audience.getByRole('radio', { checked: true }));
    const branchMethod = audience.getByRole('radio', { name: 'Branch' });
    for (let moves = 0; moves < 5 && !(await branchMethod.isChecked()); moves++) {
      await keyboard.press('ArrowRight');
    }
    expect(await branchMethod.isChecked()).toBe(true);
    const branches = audience.getByRole('combobox', { name: 'Branches' });
    await keyboard.tabTo(branches);
    await keyboard.press('ArrowDown');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await keyboard.press('Enter');
    await keyboard.press('Escape');
    const reach = await settledReach(page);
    expect(reach).toBeGreaterThan(0);

    // Send (Ctrl+Enter from the form), then confirm in the dialog that names the reach.
    await keyboard.press('Control+Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${reach.toLocaleString('en-IN')} recipient`);
    await session.accessibility.scan('send confirmation');
    await keyboard.tabTo(dialog.getByRole('button', { name: 'Send', exact: true }), 10);
    await keyboard.press('Enter');
    await page.waitForURL((url) => /^\/announcement\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: title }).waitFor();
    await expect.poll(() => detailStatus(page).textContent()).toBe('Active');
    counts['send an announcement'] = keyboard.take();
  });

  it('approves a waiting gate pass from the queue home counts, and the count is the list’s', async () => {
    const { page } = session;
    const keyboard = new CountingKeyboard(page);

    // Home (Go to), then its "Gate passes waiting for approval" count.
    await goTo(keyboard, 'home');
    await page.waitForURL((url) => url.pathname === '/');
    const queue = page.locator('a[data-queue="gate-pass-waiting"]');
    await queue.waitFor();
    const onHome = Number(
      ((await queue.locator('.home-queue-count').textContent()) ?? '').replace(/,/g, ''),
    );
    expect(onHome).toBeGreaterThan(0);
    await keyboard.tabTo(queue);
    await keyboard.press('Enter');
    // The list opens on its Waiting view (the status filter's default).
    await page.waitForURL((url) => url.pathname === '/gatepass');
    const waitingView = page
      .getByRole('radiogroup', { name: 'Gate passes to show' })
      .getByRole('radio', { name: /^Waiting/ });
    await expect.poll(() => waitingView.isChecked()).toBe(true);

    // The list it opens holds what home counted.
    const total = page.locator('.ant-pagination-total-text');
    await expect
      .poll(async () =>
        Number(/of ([\d,]+)/.exec((await total.textContent()) ?? '')?.[1]?.replace(/,/g, '')),
      )
      .toBe(onHome);

    // The first waiting row's Approve, then the confirmation's.
    const approve = page.getByRole('button', { name: /^Approve gate pass \d+$/ }).first();
    const name = (await approve.getAttribute('aria-label')) ?? (await approve.textContent()) ?? '';
    const id = Number(/(\d+)$/.exec(name)?.[1]);
    expect(id).toBeGreaterThan(0);
    await keyboard.tabTo(approve, 60);
    await keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Approve gate pass ${id}?` });
    await dialog.waitFor();
    await keyboard.tabTo(dialog.getByRole('button', { name: 'Approve', exact: true }), 10);
    await keyboard.press('Enter');
    await page.getByText('Gate pass approved successfully.').waitFor();
    await expect
      .poll(async () =>
        Number(/of ([\d,]+)/.exec((await total.textContent()) ?? '')?.[1]?.replace(/,/g, '')),
      )
      .toBe(onHome - 1);
    counts['approve a waiting gate pass'] = keyboard.take();
  });
});
