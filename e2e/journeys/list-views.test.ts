import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';

// The zonal coordinator shapes the calls list: hides a column and finds it still hidden after a
// reload, makes the rows compact, and resets. On a wide screen the calls' actions stay in view;
// on a phone neither the gate-pass list nor the calls list scrolls the page sideways, and both
// show each record's status.

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let wide: Session;
let phone: Session;

beforeAll(async () => {
  wide = await openConsole({ viewport: WIDE });
  phone = await openConsole({ viewport: PHONE });
  await skipTours(wide.page);
  await skipTours(phone.page);
});
afterAll(async () => {
  await wide?.close();
  await phone?.close();
  await closeBrowser();
});

/** How far the page itself scrolls sideways (0 when it fits the window). */
const sideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** Whether the element lies wholly inside the window's width. */
async function inWindow(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

const headers = (page: Page) =>
  page
    .locator('.ant-table-thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));

/** The calls list with its first page of rows on screen. */
async function openCalls(page: Page): Promise<void> {
  await page.goto('/adoption-calling');
  await page.getByRole('heading', { name: 'Adoption Calling' }).waitFor();
  await page
    .getByRole('button', { name: /^Review call \d+$/ })
    .first()
    .waitFor({ timeout: 20_000 });
}

describe('list views', () => {
  it('keeps a hidden column and the density across a reload, and the actions in view', async () => {
    const { page } = wide;
    await startSignedIn(page, 'zonal');
    await openCalls(page);

    // At 1440 px the last column, the actions, is inside the window, and the page fits.
    const review = page.getByRole('button', { name: /^Review call \d+$/ }).first();
    expect(await inWindow(page, review)).toBe(true);
    expect(await inWindow(page, page.locator('.ant-table-thead th').last())).toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await headers(page)).toContain('Branch');

    // Columns, by keyboard: Enter opens it on the first column that can be hidden, Tab walks
    // on to Branch, Space hides it, Esc closes and returns to the button. ID and Status cannot
    // be hidden.
    await page.getByRole('button', { name: 'Columns', exact: true }).focus();
    await page.keyboard.press('Enter');
    const branch = page.getByRole('checkbox', { name: 'Branch', exact: true });
    await branch.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
      .toBe('Called at');
    expect(await page.getByRole('checkbox', { name: /^Status/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^ID/ }).isDisabled()).toBe(true);
    await wide.accessibility.scan('columns chooser');
    for (
      let tabs = 0;
      tabs < 6 && !(await branch.evaluate((box) => box === document.activeElement));
      tabs++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    await expect.poll(() => headers(page)).not.toContain('Branch');
    await page.keyboard.press('Escape');
    const columns = page.getByRole('button', { name: 'Columns (1 hidden)' });
    await expect
      .poll(() => columns.evaluate((button) => button === document.activeElement))
      .toBe(true);

    // Compact rows.
    await page.getByRole('radiogroup', { name: 'Row density' }).getByText('Compact').click();
    await page.locator('.ant-table-small').waitFor();

    // A reload finds both as they were left.
    await page.reload();
    await page.getByRole('heading', { name: 'Adoption Calling' }).waitFor();
    await page.locator('.ant-table-small').waitFor();
    await page
      .getByRole('button', { name: /^Review call \d+$/ })
      .first()
      .waitFor();
    expect(await headers(page)).not.toContain('Branch');
    expect(await headers(page)).toContain('Status');
    await saveScreenshot(page, 'list-views-calls-kept');

    // Reset brings back the list's own columns and density.
    await page.getByRole('button', { name: 'Columns (1 hidden)' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => headers(page)).toContain('Branch');
    await expect.poll(() => page.locator('.ant-table-small').count()).toBe(0);
  });

  it('never scrolls the page sideways on a phone, and shows each record’s status', async () => {
    const { page } = phone;
    await startSignedIn(page, 'zonal');
    for (const list of [
      { path: '/gatepass', heading: 'Gate Pass' },
      { path: '/adoption-calling', heading: 'Adoption Calling' },
    ]) {
      await page.goto(list.path);
      await page.getByRole('heading', { name: list.heading }).waitFor();
      await page.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
      expect(await sideways(page), list.path).toBeLessThanOrEqual(0);
      const status = page.locator('.ant-table-thead th', { hasText: /^Status$/ });
      expect(await inWindow(page, status), `${list.path} status`).toBe(true);
      await saveScreenshot(page, `list-views-phone${list.path.replace(/\//g, '-')}`);
    }

    // On a phone the filters wait behind "More filters", in a drawer that fits the screen.
    await page.getByRole('button', { name: 'More filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'More filters' });
    await drawer.getByRole('combobox', { name: 'Status' }).waitFor();
    await phone.accessibility.scan('more filters on a phone');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await drawer.getByRole('button', { name: 'Done' }).click();
  });
});
