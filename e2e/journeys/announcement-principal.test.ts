import { CURRENT_ACADEMIC_YEAR_ID, GlobalModule } from '@console/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { skipTours, startSignedIn, type Account } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot } from '../support/browser.ts';
import { queryDatabase } from '../support/messaging.ts';

// The announcement side menu (000 §2) for people who are not superusers: the category list
// without its buttons (superusers manage categories), and the write button as a link only
// with announcement_create — otherwise the label 'Announcements', not a link.
// The demo's staff account holds announcement_read but no branch grant, so the module is not
// visible to it at all (000 §6); the second journey grants it its own branch for announcements
// (as a superuser would in user management) and takes the grant back afterwards.

afterAll(closeBrowser);

/** Opens /announcement as the account and waits for the side menu's categories. */
async function openAnnouncements(
  account: Account,
): Promise<{ page: Page; close(): Promise<void> }> {
  const session = await openConsole();
  await skipTours(session.page);
  await startSignedIn(session.page, account);
  await session.page.goto('/announcement');
  const categories = session.page.getByRole('region', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Events' }).waitFor();
  await session.page.getByRole('table').waitFor();
  return { page: session.page, close: session.close };
}

const sideMenu = (page: Page) => page.locator('.content-side-menu');

/** The category buttons a superuser has: none here. */
async function expectNoCategoryButtons(page: Page): Promise<void> {
  const menu = sideMenu(page);
  expect(await menu.getByRole('button', { name: 'Add category' }).count()).toBe(0);
  expect(await menu.getByRole('button', { name: /^Edit category / }).count()).toBe(0);
  expect(await menu.getByRole('button', { name: /^Delete category / }).count()).toBe(0);
  // The list itself is there, to filter by.
  const names = await menu
    .getByRole('region', { name: 'Categories' })
    .getByRole('button')
    .allTextContents();
  expect(names.join(' ')).toMatch(/All categories.*Events.*Exams.*General.*Holidays/);
}

describe('announcement side menu', () => {
  it('shows the principal the categories without their buttons, and Create Announcement as a link', async () => {
    const { page, close } = await openAnnouncements('principal');
    await expectNoCategoryButtons(page);

    const write = sideMenu(page).getByRole('link', { name: 'Create Announcement' });
    expect(await write.getAttribute('href')).toBe('/announcement/form');
    await write.click();
    await page.waitForURL((url) => url.pathname === '/announcement/form');
    await page.locator('#title').waitFor();
    await saveScreenshot(page, 'announcement-principal-form');
    await close();
  });

  it('shows staff with announcement_read only the label Announcements, not a link', async () => {
    const [grant] = await queryDatabase<{ id: number }>(
      `INSERT INTO permitted_assets (user_id, academic_year_id, module_id, branch_ids)
       SELECT u.id, $1, $2, ARRAY[st.branch_id]
       FROM users u JOIN staff st ON st.id = u.staff_id WHERE u.username = 'staff'
       RETURNING id`,
      [CURRENT_ACADEMIC_YEAR_ID, GlobalModule.announcement],
    );
    onTestFinished(async () => {
      await queryDatabase('DELETE FROM permitted_assets WHERE id = $1', [grant!.id]);
    });
    const { page, close } = await openAnnouncements('staff');
    await expectNoCategoryButtons(page);

    const menu = sideMenu(page);
    expect(await menu.getByRole('link').count()).toBe(0);
    expect(await menu.getByRole('button', { name: 'Create Announcement' }).count()).toBe(0);
    const label = menu.getByRole('heading', { name: 'Announcements', exact: true });
    await label.waitFor();
    expect(await label.evaluate((element) => element.closest('a') === null)).toBe(true);
    // Reading only: no status actions on the rows either.
    expect(await page.getByRole('button', { name: /^Status actions for / }).count()).toBe(0);
    await saveScreenshot(page, 'announcement-staff-list');
    await close();
  });
});
