import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signInAs, skipTours } from '../support/accounts.ts';
import { forgetEndedTours } from '../support/minted-session.ts';
import { closeBrowser, openConsole } from '../support/browser.ts';

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

  it('walks the tour to its end on a phone, and it stays away in every browser', async () => {
    await forgetEndedTours('staff');
    const phone = { width: 390, height: 844 };
    const { page, close } = await openConsole({ viewport: phone });
    await signInAs(page, 'staff');
    const tour = page.locator('.ant-tour');
    await tour.getByText('Search', { exact: true }).waitFor();
    // The account menu stays shut: nothing sits over the tour's buttons.
    expect(await page.getByRole('menuitem', { name: 'My Account Info' }).count()).toBe(0);
    // Skip and Next are on the phone's screen, whole.
    for (const name of ['Skip', 'Next']) {
      const box = (await tour.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    }
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByText('Go to', { exact: true }).waitFor();
    await tour.getByRole('button', { name: 'Previous' }).click();
    await tour.getByText('Search', { exact: true }).waitFor();
    while ((await tour.getByRole('button', { name: 'Next' }).count()) > 0) {
      await tour.getByRole('button', { name: 'Next' }).click();
    }
    await tour.getByText('Your account', { exact: true }).waitFor();
    await tour.getByRole('button', { name: "Don't show again!" }).click();
    await tour.waitFor({ state: 'hidden' });
    await close();

    // Another browser (nothing in its storage): the server says the tour was ended.
    const other = await openConsole();
    await signInAs(other.page, 'staff');
    await other.page.locator('[data-home-tour="ended"]').waitFor({ state: 'attached' });
    expect(await other.page.locator('.ant-tour:visible').count()).toBe(0);

    // Guide in the account menu replays it.
    await other.page.getByRole('button', { name: 'Account menu' }).click();
    await other.page.getByText('Guide', { exact: true }).click();
    await other.page.locator('.ant-tour').getByText('Search', { exact: true }).waitFor();
    await other.page.locator('.ant-tour').getByRole('button', { name: 'Skip' }).click();
    await other.close();
  });

  it('ends the tour for good with Skip alone', async () => {
    await forgetEndedTours('staff');
    const { page, close } = await openConsole();
    await signInAs(page, 'staff');
    const tour = page.locator('.ant-tour');
    await tour.getByText('Search', { exact: true }).waitFor();
    await tour.getByRole('button', { name: 'Skip' }).click();
    await tour.waitFor({ state: 'hidden' });
    await page.locator('[data-home-tour="ended"]').waitFor({ state: 'attached' });
    await close();

    const next = await openConsole();
    await signInAs(next.page, 'staff');
    await next.page.locator('[data-home-tour="ended"]').waitFor({ state: 'attached' });
    expect(await next.page.locator('.ant-tour:visible').count()).toBe(0);
    await next.close();
  });

  it('lists the work waiting in the bell, and "?" opens the shortcuts', async () => {
    const { page, close, accessibility } = await openConsole();
    await skipTours(page);
    await signInAs(page, 'principal');
    const bell = page.getByRole('button', {
      name: /^Notifications( 99\+)?: [\d,]+ items? waiting$/,
    });
    await bell.click();
    const waiting = page.getByRole('list', { name: 'Work waiting for you' });
    await waiting.waitFor();
    await accessibility.scan('notifications');
    // Each item opens the list that holds that work.
    await waiting.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Help and keyboard shortcuts' });
    await sheet.getByRole('cell', { name: 'Ctrl + K' }).waitFor();
    await accessibility.scan('help and shortcuts');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await close();
  });
});
