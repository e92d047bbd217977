import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { selectBox } from '../support/select-option.ts';

// /test as "Audience reach": the principal builds an audience in the targeting form and watches
// the live reach count follow the filter.

let session: Session;

beforeAll(async () => {
  session = await openConsole();
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

/** Antd's button-style radios hide the input: click its label, as a user does. */
async function choose(page: Page, name: string): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect
    .poll(() => page.getByRole('radio', { name, exact: true }).isChecked(), { timeout: 10_000 })
    .toBe(true);
}

/** The number in "Reach: N recipients" once the count has settled. */
async function reachCount(page: Page): Promise<number> {
  const status = page.getByRole('status', { name: 'Reach' });
  await expect.poll(() => status.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
  const text = (await status.textContent()) ?? '';
  const match = /Reach: ([\d,]+) recipient/.exec(text);
  if (!match?.[1]) throw new Error(`no reach count in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * Does something to the form and answers the count for the filter it leads to: waits for the
 * reach request whose body satisfies `asked` (earlier, cancelled requests do not), then for the
 * count to settle. Waiting for a busy flag instead would race a fast answer.
 */
async function countAfter(
  page: Page,
  asked: (filter: Record<string, unknown>) => boolean,
  change: () => Promise<void>,
): Promise<number> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/user_filter') &&
      response.request().method() === 'POST' &&
      asked(response.request().postDataJSON() as Record<string, unknown>),
    { timeout: 15_000 },
  );
  await change();
  expect((await answered).status()).toBe(200);
  return reachCount(page);
}

async function chooseGender(page: Page, label: string): Promise<void> {
  await page.getByLabel('Gender').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator(`.ant-select-item-option[title="${label}"]`).click();
  // The next control is clicked only once the list has closed, not through its closing overlay.
  await expect.poll(() => dropdown.count(), { timeout: 10_000 }).toBe(0);
}

describe('audience reach (/test)', () => {
  it('counts recipients as the principal narrows the audience to a branch and a gender', async () => {
    const { page } = session;
    await startSignedIn(page, 'principal');
    await page.goto('/test');
    await page.getByRole('heading', { name: 'Audience reach' }).waitFor();

    const everyone = await reachCount(page);
    expect(everyone).toBeGreaterThan(0);

    // Target by branch: the principal's scope offers exactly one branch.
    let chosenBranch = '';
    const inBranch = await countAfter(
      page,
      (filter) =>
        filter.target_method === 'branch' && (filter.branch_ids as unknown[])?.length === 1,
      async () => {
        await choose(page, 'Branch');
        await page.getByLabel('Branches').click();
        const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
        await expect.poll(() => options.count()).toBe(1);
        chosenBranch = (await options.first().getAttribute('title')) ?? '';
        await options.first().click();
        await page.keyboard.press('Escape');
      },
    );
    expect(inBranch).toBeGreaterThan(0);
    // The chosen branch shows by name in its picker, not as "+ 1 …".
    expect(chosenBranch).not.toBe('');
    expect(await selectBox(page.getByLabel('Branches')).textContent()).toBe(chosenBranch);
    expect(inBranch).toBeLessThanOrEqual(everyone);

    // Then by gender: each is part of the branch, together they cover it (a parent of a boy
    // and a girl counts in both), and at least one of them is smaller.
    const girls = await countAfter(
      page,
      (filter) => filter.gender === 2,
      () => chooseGender(page, 'Female'),
    );
    const boys = await countAfter(
      page,
      (filter) => filter.gender === 1,
      () => chooseGender(page, 'Male'),
    );
    expect(girls).toBeLessThanOrEqual(inBranch);
    expect(boys).toBeLessThanOrEqual(inBranch);
    expect(girls + boys).toBeGreaterThanOrEqual(inBranch);
    expect(Math.min(girls, boys)).toBeLessThan(inBranch);
    const breakdown = await page.getByRole('status', { name: 'Reach' }).textContent();
    expect(breakdown).toMatch(/with app · [\d,]+ phone only · duplicates removed/);

    // Staff instead of parents: the parent-only refinements go away, and with them what
    // describes students (segments, coaching, co-ed, campus).
    await choose(page, 'Staff');
    await expect.poll(() => page.getByLabel('Transport').count()).toBe(0);
    await page.getByLabel('Designations').waitFor();
    for (const label of ['Segments', 'Coaching type', 'Co-ed', 'Campus']) {
      expect(await page.getByLabel(label, { exact: true }).count()).toBe(0);
    }
    await saveScreenshot(page, 'targeting-audience-reach');
  });
});
