import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { queryDatabase } from '../support/messaging.ts';
import { pickOption } from '../support/select-option.ts';

// The principal works the gate-pass queue: the Waiting view and its count, approves one pass
// from its row, finds a student by name and rejects two of their passes at once with one reason
// and a note, then reads the rejection on a pass's page and goes back to the list as filtered.

let session: Session;
let approveId: number;
let rejectIds: [number, number];
let studentName: string;

/**
 * Three passes waiting for approval at the principal's branch, going out tomorrow, of one
 * student; the journey finds them by id (the demo seed has others waiting there too).
 */
async function seedWaitingPasses(): Promise<{ ids: number[]; name: string }> {
  const [student] = await queryDatabase<{ id: number; branch_id: number; name: string }>(
    `SELECT s.id, s.branch_id, s.first_name || ' ' || s.last_name AS name FROM students s
     JOIN staff st ON st.branch_id = s.branch_id
     JOIN users u ON u.staff_id = st.id AND u.username = 'principal'
     WHERE s.academic_year_id = 20 AND s.status = 1
     ORDER BY s.id LIMIT 1`,
  );
  if (!student) throw new Error("no student at the principal's branch");
  const passes = await queryDatabase<{ id: number }>(
    `INSERT INTO gate_passes
       (student_id, branch_id, academic_year_id, type, status, reason, out_time, in_time, pickup_type)
     SELECT $1, $2, 20, 1, 1, reason, now() + interval '1 day', now() + interval '1 day 3 hours', 1
     FROM unnest($3::text[]) WITH ORDINALITY AS u(reason, n)
     ORDER BY n
     RETURNING id`,
    [
      student.id,
      student.branch_id,
      ['Journey: dental check-up', 'Journey: cousin’s birthday', 'Journey: bank work'],
    ],
  );
  return { ids: passes.map((pass) => pass.id).sort((a, b) => a - b), name: student.name };
}

beforeAll(async () => {
  const seeded = await seedWaitingPasses();
  [approveId, ...rejectIds] = seeded.ids as [number, number, number];
  studentName = seeded.name;
  session = await openConsole();
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

/** The list row of one pass (its ID is the link to the detail). */
const passRow = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: String(id), exact: true }) });

/** The status tag beside the pass's title on the detail page. */
const detailStatus = (page: Page) => page.locator('h1 + .ant-tag');

/** The answer to the decision (PUT /gate_pass/{id}) the next action sends. */
const decisionAnswer = (page: Page, id: number) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === `/api/gate_pass/${id}`,
    { timeout: 15_000 },
  );

/** The count on the Waiting switch, and the total under the table. */
async function counts(page: Page): Promise<{ waiting: number; listed: number }> {
  const label = await page
    .getByRole('radiogroup', { name: 'Gate passes to show' })
    .getByText(/^Waiting \(\d+\)$/)
    .textContent();
  const range = await page.locator('.ant-pagination-total-text').textContent();
  return {
    waiting: Number(/\((\d+)\)/.exec(label ?? '')?.[1]),
    listed: Number(/of ([\d,]+)/.exec(range ?? '')?.[1]?.replace(/,/g, '')),
  };
}

describe('gate pass queue', () => {
  it('approves from the Waiting view’s row and rejects two at once with a reason', async () => {
    const { page } = session;
    await startSignedIn(page, 'principal');
    await page.goto('/gatepass');
    await page.getByRole('heading', { name: 'Gate Pass' }).waitFor();

    // The list opens on the Waiting view (the status filter's default, so not in the address),
    // its count the list's own total.
    const waitingView = page
      .getByRole('radiogroup', { name: 'Gate passes to show' })
      .getByRole('radio', { name: /^Waiting \(\d+\)$/ });
    await expect.poll(() => waitingView.isChecked()).toBe(true);
    for (const id of [approveId, ...rejectIds]) await passRow(page, id).waitFor();
    // The table shows the Waiting list once its page arrives (the All page stays until then).
    await expect
      .poll(async () => {
        const now = await counts(page);
        return now.listed === now.waiting;
      })
      .toBe(true);
    const before = await counts(page);
    // The demo seed gives the principal's branch passes to decide; the journey added three.
    expect(before.waiting).toBeGreaterThanOrEqual(5 + 3);

    // Approve from the row, behind a confirmation; the pass leaves the queue.
    await passRow(page, approveId)
      .getByRole('button', { name: `Approve gate pass ${approveId}` })
      .click();
    const approveDialog = page.getByRole('dialog', { name: `Approve gate pass ${approveId}?` });
    await session.accessibility.scan('approve from the row');
    const approved = decisionAnswer(page, approveId);
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await approved).status()).toBe(200);
    await page.getByText('Gate pass approved successfully.').waitFor();
    await expect.poll(() => passRow(page, approveId).count()).toBe(0);
    // The pressed button is gone with its row: the focus is on the next waiting pass's, not <body>.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^(Approve|Reject) gate pass \d+$/);
    await expect
      .poll(() => counts(page))
      .toEqual({
        waiting: before.waiting - 1,
        listed: before.waiting - 1,
      });

    // The student's passes, by part of their name.
    await pickOption(page, page.getByRole('combobox', { name: 'Search by' }), 'Student name');
    const search = page.getByRole('searchbox', { name: 'Search by Student name' });
    const part = studentName.split(' ')[0]!.toLowerCase();
    await search.fill(`  ${part.toUpperCase()} `);
    await search.press('Enter');
    await page.waitForURL(
      (url) => url.searchParams.get('student_name_search') === part.toUpperCase(),
    );
    const students = page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)');
    await expect
      .poll(async () =>
        (await students.allTextContents()).every((text) => text.toLowerCase().includes(part)),
      )
      .toBe(true);
    for (const id of rejectIds) await passRow(page, id).waitFor();

    // Both at once: one reason and one note for the two.
    for (const id of rejectIds) {
      await page.getByRole('checkbox', { name: `Select gate pass ${id} (${studentName})` }).check();
    }
    const bar = page.getByRole('region', { name: 'Selected items' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Reject', exact: true }).click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject 2 gate passes' });
    await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect
      .poll(() => rejectDialog.getByRole('alert').textContent())
      .toBe('Choose a rejection reason to reject the gate pass.');
    await pickOption(
      page,
      rejectDialog.getByRole('combobox', { name: 'Rejection reason' }),
      'Examination or test scheduled',
    );
    await rejectDialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Unit test at 10 AM');
    await session.accessibility.scan('reject the selected passes');
    const rejected = rejectIds.map((id) => decisionAnswer(page, id));
    await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
    expect((await Promise.all(rejected)).map((answer) => answer.status())).toEqual([200, 200]);
    await page.getByText('2 gate passes rejected').waitFor();
    for (const id of rejectIds) await expect.poll(() => passRow(page, id).count()).toBe(0);
    await saveScreenshot(page, 'gate-pass-queue');

    // On a pass's page: the reason and the note, and back to the list as it was filtered.
    await page
      .getByRole('radiogroup', { name: 'Gate passes to show' })
      .getByText('All', { exact: true })
      .click();
    // All clears the status filter's default, which the address keeps as an empty value.
    await page.waitForURL((url) => url.searchParams.get('status_list') === '');
    const [first] = rejectIds;
    await passRow(page, first)
      .getByRole('link', { name: String(first), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/gatepass/${first}`);
    await page.getByRole('heading', { name: `Gate pass ${first}` }).waitFor();
    await expect.poll(() => detailStatus(page).textContent()).toBe('Rejected');
    const reason = page.locator('.ant-descriptions-item').filter({ hasText: 'Rejection reason' });
    await expect.poll(() => reason.textContent()).toContain('Examination or test scheduled');
    await expect.poll(() => reason.textContent()).toContain('Unit test at 10 AM');
    const history = page.locator('.ant-card').filter({
      has: page.getByRole('heading', { name: 'History' }),
    });
    await expect
      .poll(() => history.textContent())
      .toContain('Status: Waiting For Approval → Rejected');
    await saveScreenshot(page, 'gate-pass-rejected');

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Gate Pass', exact: true })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/gatepass' && url.searchParams.has('student_name_search'),
    );
    await expect.poll(() => passRow(page, first).textContent()).toContain('Rejected');
  });
});
