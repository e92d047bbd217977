import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signInAs, skipTours } from '../support/accounts.ts';
import { closeBrowser, openConsole } from '../support/browser.ts';
import { chooseMenuItem } from '../support/messaging.ts';

afterAll(closeBrowser);

const cardTitles = (page: Page) => page.locator('.home-card-title').allTextContents();

describe('home', () => {
  it('searches and sorts the module cards', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await signInAs(page, 'zonal');
    const inMenuOrder = await cardTitles(page);
    expect(inMenuOrder.length).toBeGreaterThan(1);

    // A native select (platform/form/plain-select.tsx): chosen by its option's text.
    const sort = page.getByLabel('Sort modules');
    const choose = async (label: string) => {
      await sort.selectOption({ label });
    };
    await choose('A to Z');
    expect(await cardTitles(page)).toEqual([...inMenuOrder].sort((a, b) => a.localeCompare(b)));
    await choose('Z to A');
    expect(await cardTitles(page)).toEqual([...inMenuOrder].sort((a, b) => b.localeCompare(a)));
    await choose('Order Descending');
    expect(await cardTitles(page)).toEqual([...inMenuOrder].reverse());
    await choose('Order Ascending');
    expect(await cardTitles(page)).toEqual(inMenuOrder);

    const first = inMenuOrder[0]!;
    await page.getByLabel('Search modules').fill(first.slice(0, 5));
    const found = await cardTitles(page);
    expect(found).toContain(first);
    expect(
      found.every((title) => title.toLowerCase().includes(first.slice(0, 5).toLowerCase())),
    ).toBe(true);
    await page.getByLabel('Search modules').fill('no such module here');
    await page.getByText('No module matches').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await cardTitles(page)).toEqual(inMenuOrder);
    await close();
  });

  it('loads the account menu when it is first opened, and keeps the focus on it', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await signInAs(page, 'zonal');
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/account-menu-[\w-]+\.js$/.test(entry.name)),
      );
    expect(await loaded()).toBe(false);

    // From the keyboard: the trigger keeps the focus while the menu's code arrives.
    const account = page.getByRole('button', { name: /^Account menu/ });
    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'My Account Info' }).waitFor();
    expect(await loaded()).toBe(true);
    expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);
    // Escape closes it and leaves the focus on its button.
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'My Account Info' }).waitFor({ state: 'hidden' });
    expect(await account.evaluate((button) => button === document.activeElement)).toBe(true);
    await close();
  });

  it('shows the guided tour on the first visit only', async () => {
    const { page, close } = await openConsole();
    await signInAs(page, 'staff');
    const tour = page.locator('.ant-tour');
    await tour.getByText('My Account Info').waitFor();
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByText('Help & Feedback').waitFor();
    await tour.getByRole('button', { name: 'Previous' }).click();
    await tour.getByText('My Account Info').waitFor();
    for (let step = 0; step < 5; step += 1)
      await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByRole('button', { name: "Don't show again!" }).click();
    await tour.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('console.tours_seen'))).toContain('home');

    await page.reload();
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    await page.waitForTimeout(800);
    expect(await page.locator('.ant-tour:visible').count()).toBe(0);

    // Guide in the account menu replays it.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Guide', { exact: true }).click();
    await page.locator('.ant-tour').getByText('My Account Info').waitFor();
    await page.locator('.ant-tour').getByRole('button', { name: 'Skip' }).click();
    await close();
  });

  it('shows the tour again on the next visit after Skip alone', async () => {
    const { page, close } = await openConsole();
    await signInAs(page, 'staff');
    const tour = page.locator('.ant-tour');
    await tour.getByText('My Account Info').waitFor();
    await tour.getByRole('button', { name: 'Skip' }).click();
    await tour.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('console.tours_seen'))).toBeNull();

    // Going elsewhere and back in the same visit does not bring it back …
    await chooseMenuItem(
      page,
      page.getByRole('button', { name: 'Account menu' }),
      'My Account Info',
    );
    await page.waitForURL('**/me');
    await page.getByRole('link', { name: 'Education Console', exact: true }).click();
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    await page.waitForTimeout(800);
    expect(await page.locator('.ant-tour:visible').count()).toBe(0);

    // … the next visit does.
    await page.reload();
    await page.locator('.ant-tour').getByText('My Account Info').waitFor();
    await close();
  });
});
