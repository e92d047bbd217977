import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import {
  chooseMenuItem,
  chooseOption,
  deliveryFigure,
  detailStatus,
  downloadedLines,
  nextScheduleMinute,
  queryDatabase,
  reachScheduledMinute,
  scheduleText,
  sendAndConfirm,
  targetOneBranch,
} from '../support/messaging.ts';

// Issue 5's announcement journey: the superuser writes an announcement in a category for one
// branch and schedules it; the job runner sends it when its minute comes (brought forward in the
// database: the detail page follows it to Active), its push messages are in the push outbox; with a second one, scheduled, both are
// disabled at once from the list and brought back with Undo; it is recalled, and the list
// exported.

let session: Session;

beforeAll(async () => {
  session = await openConsole();
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

/** The item id in /announcement/{id}. */
const idInPath = (page: Page) =>
  Number(/\/announcement\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

describe('announcement journey', () => {
  it(
    'schedules an announcement for one branch, sends it when its minute comes, bulk-disables and undoes, recalls it, exports the list, deletes one and undoes that',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      const title = `Journey announcement ${Date.now()}`;
      await startSignedIn(page, 'superuser');
      await page.goto('/announcement');
      await page.getByRole('button', { name: 'Add category' }).waitFor();

      // The side menu's write button opens the form.
      await page.getByRole('link', { name: 'Create Announcement' }).click();
      await page.waitForURL((url) => url.pathname === '/announcement/form');
      await page.locator('#title').fill(title);
      // Enter in the title saves nothing (it saved a draft and left): only the buttons save,
      // so the end of the journey finds one announcement of this title, the scheduled one.
      await page.locator('#title').press('Enter');
      await page.locator('#description').fill('The sports day moves to Saturday. Bring water.');
      expect(new URL(page.url()).pathname).toBe('/announcement/form');
      await chooseOption(page, '#category', 'Events');
      const { branch, reach } = await targetOneBranch(page);
      expect(reach).toBeGreaterThan(0);

      // A minute at least 25 s ahead, so it is still in the future when the form is saved.
      const at = nextScheduleMinute(25_000);
      const schedule = page.getByLabel('Schedule date');
      await schedule.fill(scheduleText(at));
      // The picker's panel, open while typing, as a keyboard or voice user meets it.
      await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor();
      await session.accessibility.scan('schedule picker open');
      await schedule.press('Enter');
      await expect.poll(() => schedule.inputValue()).toBe(scheduleText(at));
      expect(at.getTime()).toBeGreaterThan(Date.now());
      // Schedule asks first, naming the audience (the branch, by name), the reach and who of
      // it receives the announcement.
      const asked = await sendAndConfirm(page, 'Schedule', reach, `Parents in ${branch}`);
      expect(asked).toMatch(/with the app receive/);

      await page.waitForURL((url) => /^\/announcement\/\d+$/.test(url.pathname));
      const id = idInPath(page);
      await page.getByRole('heading', { name: title }).waitFor();
      await expect.poll(() => detailStatus(page).textContent()).toBe('Scheduled');
      // The Enter in the title saved no draft of its own: this is the one announcement.
      expect(
        await queryDatabase<{ id: number }>('SELECT id FROM announcements WHERE title = $1', [
          title,
        ]),
      ).toEqual([{ id }]);
      await page.getByText(`Goes out on ${scheduleText(at)}.`).waitFor();

      // The minute comes; the runner picks the job up and the page, polling every 3 s, follows.
      await reachScheduledMinute('announcements', 'announcement', id);
      await expect.poll(() => detailStatus(page).textContent(), { timeout: 60_000 }).toBe('Active');
      const delivery = page.getByRole('region', { name: 'Delivery' });
      await expect.poll(() => delivery.textContent(), { timeout: 60_000 }).toMatch(/Finished on /);
      const delivered = await deliveryFigure(page, 'Delivered');
      expect(delivered).toBeGreaterThan(0);
      expect(await deliveryFigure(page, 'Failed')).toBe(0);
      expect(await deliveryFigure(page, 'Recipients')).toBe(delivered);
      // The form's Schedule button was at the bottom: the detail page opened scrolled down.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'announcement-sent');

      // Its push messages in the push outbox, reached from the account menu.
      await chooseMenuItem(
        page,
        page.getByRole('button', { name: 'Account menu' }),
        'Message outbox',
      );
      await page.waitForURL((url) => url.pathname === '/sms-outbox');
      await page.getByText('Push outbox', { exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/push-outbox');
      await page.getByRole('heading', { name: 'Push outbox' }).waitFor();
      const purpose = page.getByRole('textbox', { name: 'Purpose' });
      await purpose.fill(`announcement:${id}`);
      await purpose.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('purpose') === `announcement:${id}`);
      await page
        .getByText(`1–${Math.min(delivered, 30)} of ${delivered.toLocaleString()}`, { exact: true })
        .waitFor();
      const purposes = await page
        .getByRole('table')
        .locator('tbody tr.ant-table-row td')
        .filter({ hasText: /^announcement:\d+$/ })
        .allTextContents();
      expect(purposes.length).toBe(Math.min(delivered, 30));
      expect(new Set(purposes)).toEqual(new Set([`announcement:${id}`]));
      expect(await page.getByRole('table').textContent()).toContain(title);
      await saveScreenshot(page, 'announcement-push-outbox');

      // A second announcement, scheduled for tomorrow; then both are disabled at once from
      // the list and brought back with Undo.
      const second = `${title} (second)`;
      await page.goto('/announcement/form');
      await page.locator('#title').fill(second);
      await page.locator('#description').fill('The parents meeting moves to Monday at 10.');
      await chooseOption(page, '#category', 'Events');
      const { reach: secondReach } = await targetOneBranch(page);
      const tomorrow = nextScheduleMinute(24 * 60 * 60_000);
      const secondSchedule = page.getByLabel('Schedule date');
      await secondSchedule.fill(scheduleText(tomorrow));
      await secondSchedule.press('Enter');
      await expect.poll(() => secondSchedule.inputValue()).toBe(scheduleText(tomorrow));
      await sendAndConfirm(page, 'Schedule', secondReach);
      await page.waitForURL((url) => /^\/announcement\/\d+$/.test(url.pathname));
      const secondId = idInPath(page);
      await page.getByRole('heading', { name: second }).waitFor();

      // Both match a search by the first one's title.
      await page.goto(`/announcement?search_title=${encodeURIComponent(title)}`);
      const listRow = (name: string) =>
        page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
      const listStatus = (name: string) => listRow(name).locator('.ant-tag').first().textContent();
      await expect.poll(() => listStatus(title)).toBe('Active');
      await expect.poll(() => listStatus(second)).toBe('Scheduled');
      await page.getByRole('checkbox', { name: `Select Announcement ${id}` }).click();
      await page.getByRole('checkbox', { name: `Select Announcement ${secondId}` }).click();
      const selected = page.getByRole('region', { name: 'Selected items' });
      await selected.getByText('2 selected').waitFor();
      await selected.getByRole('button', { name: 'Disable', exact: true }).click();
      const question = page.getByRole('dialog').filter({ hasText: 'Disable 2 announcements?' });
      await question.waitFor();
      await question.getByRole('button', { name: 'Disable', exact: true }).click();

      // Reported with an Undo button; the list is reloaded before the report shows.
      const report = page.locator('.ant-notification-notice').filter({
        hasText: '2 announcements disabled',
      });
      await report.waitFor();
      // The toast waits while the pointer is over it.
      await report.hover();
      expect(await listStatus(title)).toBe('Hidden');
      expect(await listStatus(second)).toBe('Draft');
      expect(await selected.count()).toBe(0);
      await saveScreenshot(page, 'announcement-bulk-disabled');
      await report.getByRole('button', { name: 'Undo' }).click();
      await page
        .locator('.ant-notification-notice')
        .filter({ hasText: 'Disable undone' })
        .waitFor();
      await expect.poll(() => listStatus(title)).toBe('Active');
      await expect.poll(() => listStatus(second)).toBe('Scheduled');
      // The second one is due at its own date again.
      await page.getByRole('link', { name: second, exact: true }).click();
      await page.getByText(`Goes out on ${scheduleText(tomorrow)}.`).waitFor();

      // Recall it from the detail page, with confirmation.
      await page.goto(`/announcement/${id}`);
      await expect.poll(() => detailStatus(page).textContent()).toBe('Active');
      await page.getByRole('button', { name: 'Recall', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Recall this announcement?').waitFor();
      await dialog.getByRole('button', { name: 'Recall', exact: true }).click();
      await expect.poll(() => detailStatus(page).textContent()).toBe('Hidden');
      await page.getByRole('button', { name: 'Show again' }).waitFor();

      // The list shows it Hidden, and its export has it.
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Announcements', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/announcement');
      await expect.poll(() => listStatus(title)).toBe('Hidden');
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /Export$/ }).click(),
      ]);
      expect(file.suggestedFilename()).toBe('announcements.csv');
      const [header, ...rows] = await downloadedLines(file);
      expect(header).toBe(
        'ID,Title,Status,Category,Author,Employee number,Global employee ID,Branches,Segments,' +
          'Created at,Scheduled at,Recipients,Delivered,Failed',
      );
      const ours = rows.find((line) => line.startsWith(`${id},`));
      expect(ours).toBeDefined();
      expect(ours).toContain(`${title},Hidden,Events,`);
      expect(ours?.endsWith(`,${delivered},${delivered},0`)).toBe(true);
      await saveScreenshot(page, 'announcement-list');

      // Deleted from its detail page, it leaves the list; the toast's Undo brings it back, scheduled again.
      await page.getByRole('link', { name: second, exact: true }).click();
      await page.getByRole('heading', { name: second }).waitFor();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const deleting = page.getByRole('dialog').filter({ hasText: 'Delete this announcement?' });
      await deleting.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/announcement');
      const deleted = page.locator('.ant-notification-notice').filter({
        hasText: `Announcement ${secondId} deleted`,
      });
      await deleted.hover();
      await expect.poll(() => listRow(second).count()).toBe(0);
      await deleted.getByRole('button', { name: 'Undo' }).click();
      await page
        .locator('.ant-notification-notice')
        .filter({ hasText: `Announcement ${secondId} restored` })
        .waitFor();
      await expect.poll(() => listStatus(second)).toBe('Scheduled');
    },
  );
});
