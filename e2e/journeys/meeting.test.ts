import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { queryDatabase, scheduleText } from '../support/messaging.ts';
import { selectBox } from '../support/select-option.ts';

// Meetings (issue 15): the principal opens a scheduled meeting of their branch from the list,
// marks its attendees present in bulk on its page, sees "present x of y" change, and finds the
// count in the list; the stored total agrees with the attendee rows.

let session: Session;

beforeAll(async () => {
  session = await openConsole({ viewport: { width: 1440, height: 900 } });
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

describe('Meetings', () => {
  it('marks a meeting’s attendance in bulk and sees the present count change', async () => {
    const { page } = session;
    const title = `Journey meeting ${Date.now() % 100_000}`;
    // A scheduled meeting the principal organises at their branch, with six of its staff, begun
    // ten minutes ago (attendance opens at the start).
    const [meeting] = await queryDatabase<{ id: number }>(
      `WITH organiser AS (
         SELECT u.id, s.branch_id FROM users u JOIN staff s ON s.id = u.staff_id
         WHERE u.username = 'principal'
       ), created AS (
         INSERT INTO meetings (status, title, venue, meeting_at, branch_id, created_by)
         SELECT 1, $1, 'Staff room', now() - interval '10 minutes', branch_id, id FROM organiser
         RETURNING id, branch_id, created_by
       ), attendees AS (
         INSERT INTO meeting_attendees (meeting_id, user_id, added_by_user_id)
         SELECT c.id, u.id, c.created_by FROM created c
         JOIN staff s ON s.branch_id = c.branch_id AND s.status = 1
         JOIN users u ON u.staff_id = s.id AND u.id <> c.created_by
         ORDER BY s.employee_number LIMIT 6
         RETURNING meeting_id
       )
       SELECT id FROM created, (SELECT count(*) FROM attendees) added`,
      [title],
    );
    const id = meeting!.id;
    // The row written in the same statement is not visible to an UPDATE in it: a second one.
    await queryDatabase(
      `UPDATE meetings m SET total_attendees =
         (SELECT count(*) FROM meeting_attendees a WHERE a.meeting_id = m.id) WHERE m.id = $1`,
      [id],
    );

    await startSignedIn(page, 'principal');
    await page.goto('/meeting');
    await page.getByRole('heading', { name: 'Meetings' }).first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by Text' });
    await search.fill(title);
    await search.press('Enter');
    await page.getByRole('link', { name: title }).click();

    await page.getByRole('heading', { name: title }).waitFor();
    // The list stays mounted behind the page (kept alive): the page's own count, by its id.
    const presence = page.getByTestId('meeting-presence');
    await presence.filter({ hasText: 'Present 0 of 6' }).waitFor();
    // Nobody is absent before someone marks them.
    const notMarked = page.getByText('Not marked', { exact: true });
    await notMarked.nth(5).waitFor();
    expect(await notMarked.count()).toBe(6);
    await session.accessibility.scan('meeting page');

    // All six at once, then one of them absent again.
    await page.getByRole('checkbox', { name: 'Select all attendees on this page' }).check();
    await page.getByRole('button', { name: 'Mark present' }).click();
    await presence.filter({ hasText: 'Present 6 of 6' }).waitFor();
    // One attendee's own checkbox (named "Select <name>"), not the page's.
    await page
      .getByRole('checkbox', { name: /^Select (?!all attendees)/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Mark absent' }).click();
    await presence.filter({ hasText: 'Present 5 of 6' }).waitFor();
    await saveScreenshot(page, 'meeting-attendance');

    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByRole('link', { name: 'Meetings', exact: true })
      .click();
    const row = page.locator('tr', { has: page.getByRole('link', { name: title }) });
    await row.getByText('Present 5 of 6').waitFor();
    await session.accessibility.scan('meeting list');

    const [stored] = await queryDatabase<{ total_present: number; counted: number }>(
      `SELECT m.total_present,
              (SELECT count(*)::int FROM meeting_attendees a WHERE a.meeting_id = m.id AND a.attended)
                AS counted
       FROM meetings m WHERE m.id = $1`,
      [id],
    );
    expect(stored).toEqual({ total_present: 5, counted: 5 });
  });

  it('plans a meeting on the form with staff chosen by the targeting and its live count', async () => {
    const { page } = session;
    const title = `Journey planning ${Date.now() % 100_000}`;
    // Signed in by the first journey; a meeting two days ahead at 10:00 (the browser's zone).
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setHours(10, 0, 0, 0);
    // Opened by its address, nothing loaded before it: the form's own lists arrive after it.
    await page.goto('/meeting/form');
    const titleField = page.getByRole('textbox', { name: 'Title' });
    await titleField.fill(title);
    // Enter in a field, and Enter to accept the typed start, keep the form (they created a
    // Draft and left the page): the Create button is the only way to save.
    await titleField.press('Enter');
    await page.getByRole('textbox', { name: 'Agenda' }).fill('Timetable for the new term.');
    const starts = page.getByLabel('Starts');
    await starts.fill(scheduleText(at));
    await starts.press('Enter');
    await expect.poll(() => starts.inputValue()).toBe(scheduleText(at));
    await page.getByRole('textbox', { name: 'Venue' }).fill('Staff room');
    expect(new URL(page.url()).pathname).toBe('/meeting/form');
    // The principal's one branch is chosen for them, and shown.
    const organising = selectBox(page.getByRole('combobox', { name: 'Organising branch' }));
    await expect.poll(() => organising.locator('.ant-select-content-has-value').count()).toBe(1);
    expect(await organising.textContent()).not.toMatch(/^$|The branch the meeting belongs to/);
    // Attendees are staff: none of the students' refinements, and no app versions.
    const audience = page.getByRole('region', { name: 'Audience' });
    await audience.getByLabel('Designations').waitFor();
    for (const label of ['App versions', 'Co-ed', 'Coaching type', 'Segments', 'Campus']) {
      expect(await audience.getByLabel(label, { exact: true }).count()).toBe(0);
    }
    // Every staff member of the branch is offered.
    const count = page.getByText(/^\d+ staff match/);
    await count.waitFor();
    const matched = Number((await count.textContent())!.match(/^(\d+)/)![1]);
    expect(matched).toBeGreaterThan(0);
    await session.accessibility.scan('meeting form');
    await page.getByRole('button', { name: 'Create' }).click();

    await page.waitForURL((url) => /^\/meeting\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: title }).waitFor();
    await page
      .getByTestId('meeting-presence')
      .filter({ hasText: `Present 0 of ${matched}` })
      .waitFor();
    const [stored] = await queryDatabase<{ status: number; attendees: number }>(
      `SELECT m.status,
              (SELECT count(*)::int FROM meeting_attendees a WHERE a.meeting_id = m.id) AS attendees
       FROM meetings m WHERE m.title = $1`,
      [title],
    );
    expect(stored).toEqual({ status: 3, attendees: matched });
    // The Enters above saved nothing: one meeting of this title, the one Create made.
    const [made] = await queryDatabase<{ meetings: number }>(
      'SELECT count(*)::int AS meetings FROM meetings WHERE title = $1',
      [title],
    );
    expect(made).toEqual({ meetings: 1 });
  });
});
