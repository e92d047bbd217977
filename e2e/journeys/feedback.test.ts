import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { queryDatabase } from '../support/messaging.ts';

// Feedback records (issue 15): the superuser opens a feedback record sent from the staff app,
// resolves it with a note on its page, and finds it Resolved in the triage list.

let session: Session;

beforeAll(async () => {
  session = await openConsole({ viewport: { width: 1440, height: 900 } });
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

describe('Feedback', () => {
  it('resolves a record with a note from its page and sees it Resolved in the list', async () => {
    const { page } = session;
    const marker = `Journey feedback ${Date.now() % 100_000}`;
    // A record as the staff app sends it (Staff Mobile App 3, Android 2, Bug 1).
    const [record] = await queryDatabase<{ id: number }>(
      `INSERT INTO help_feedback (user_id, feedback_type, message, app_version, user_agent,
         device_id, application, platform, status, branch_id)
       SELECT u.id, 1, $1, '1.0.5', 'okhttp/4.12.0 (Android 14)', 'android-journey', 3, 2, 1,
         s.branch_id
       FROM users u JOIN staff s ON s.id = u.staff_id WHERE u.username = 'staff'
       RETURNING id`,
      [`${marker}: attendance does not sync`],
    );
    const id = record!.id;

    await startSignedIn(page, 'superuser');
    await page.goto('/feedback');
    await page.getByRole('heading', { name: 'Feedback' }).first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by Text' });
    await search.fill(marker);
    await search.press('Enter');
    await page.getByRole('link', { name: String(id), exact: true }).click();

    await page.getByText(`${marker}: attendance does not sync`).waitFor();
    await page.getByText('android-journey').waitFor();
    await session.accessibility.scan('feedback record');
    // Resolved is the first move the page offers a Created record.
    await page.getByLabel('Resolution note').fill('Fixed in 1.0.6; please update the app.');
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByText(`Feedback ${id} is Resolved`).waitFor();
    await saveScreenshot(page, 'feedback-resolved');

    // Back through the breadcrumbs: the list as it was searched.
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByRole('link', { name: 'Feedback', exact: true })
      .click();
    const row = page.locator('tr', {
      has: page.getByRole('link', { name: String(id), exact: true }),
    });
    await row.getByText('Resolved').waitFor();
    await session.accessibility.scan('feedback list');
    const [stored] = await queryDatabase<{ status: number; resolution_note: string }>(
      `SELECT status, resolution_note FROM help_feedback WHERE id = $1`,
      [id],
    );
    expect(stored).toEqual({
      status: 2,
      resolution_note: 'Fixed in 1.0.6; please update the app.',
    });
  });
});
