import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, skipTours } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { queryDatabase } from '../support/messaging.ts';
import { pickOption } from '../support/select-option.ts';

// The principal decides two gate passes waiting at their branch: approves one, rejects the
// other with a reason from module info and a note of their own.

let session: Session;
let approveId: number;
let rejectId: number;

/**
 * Two passes waiting for approval at the principal's branch, going out tomorrow. The demo seed
 * spreads waiting passes over 200 branches and does not promise the principal's one any.
 */
async function seedWaitingPasses(): Promise<[number, number]> {
  const [student] = await queryDatabase<{ id: number; branch_id: number }>(
    `SELECT s.id, s.branch_id FROM students s
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
    [student.id, student.branch_id, ['Journey: dental check-up', 'Journey: cousin’s birthday']],
  );
  const [first, second] = passes.map((pass) => pass.id).sort((a, b) => a - b);
  if (first === undefined || second === undefined) throw new Error('passes were not inserted');
  return [first, second];
}

beforeAll(async () => {
  [approveId, rejectId] = await seedWaitingPasses();
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

async function openPass(page: Page, id: number): Promise<void> {
  await passRow(page, id)
    .getByRole('link', { name: String(id), exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === `/gatepass/${id}`);
  await page.getByRole('heading', { name: `Gate pass ${id}` }).waitFor();
  await expect.poll(() => detailStatus(page).textContent()).toBe('Waiting For Approval');
}

async function backToList(page: Page): Promise<void> {
  await page.getByRole('link', { name: '← Gate Pass' }).click();
  await page.waitForURL((url) => url.pathname === '/gatepass');
}

describe('gate pass decisions', () => {
  it('approves one waiting pass and rejects another with a reason', async () => {
    const { page } = session;
    await signInAs(page, 'principal');
    await page.goto('/gatepass');
    await page.getByRole('heading', { name: 'Gate Pass' }).waitFor();

    // The passes waiting for approval: the status filter, applied through the address.
    await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'Waiting For Approval', {
      multiple: true,
      picked: async () => new URL(page.url()).searchParams.get('status_list') === '1',
    });
    await page.waitForURL((url) => url.searchParams.getAll('status_list').join() === '1');
    for (const id of [approveId, rejectId]) {
      await expect.poll(() => passRow(page, id).textContent()).toContain('Waiting For Approval');
    }

    // Approve the first, behind a confirmation.
    await openPass(page, approveId);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const approveDialog = page.getByRole('dialog', { name: `Approve gate pass ${approveId}?` });
    const approved = decisionAnswer(page, approveId);
    await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await approved).status()).toBe(200);
    await expect.poll(() => detailStatus(page).textContent()).toBe('Approved');
    await page.getByText('Gate pass approved successfully.').waitFor();
    // Decided: no more decisions on it; the decider is named once the detail is read again.
    await expect
      .poll(() => page.getByRole('button', { name: 'Approve', exact: true }).count())
      .toBe(0);
    await expect
      .poll(() =>
        page.locator('.ant-descriptions-item').filter({ hasText: 'Decided' }).textContent(),
      )
      .toMatch(/ by .+/);
    // The pass's history (the audit log) names the decision, who made it and the change.
    const history = page.locator('.ant-card').filter({
      has: page.getByRole('heading', { name: 'History' }),
    });
    await expect.poll(() => history.textContent()).toMatch(/Changed by .+/);
    await expect.poll(() => history.textContent()).toContain('Status: 1 → 2');

    // Back in the filtered list the row shows its new status in place.
    await backToList(page);
    await expect.poll(() => passRow(page, approveId).textContent()).toContain('Approved');

    // Reject the second: a reason is required, then the reason and a note are shown.
    await openPass(page, rejectId);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const rejectDialog = page.getByRole('dialog', { name: `Reject gate pass ${rejectId}` });
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
    const rejected = decisionAnswer(page, rejectId);
    await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
    expect((await rejected).status()).toBe(200);
    await expect.poll(() => detailStatus(page).textContent()).toBe('Rejected');
    await page.getByText('Gate pass rejected successfully.').waitFor();
    const reason = page.locator('.ant-descriptions-item').filter({ hasText: 'Rejection reason' });
    await expect.poll(() => reason.textContent()).toContain('Examination or test scheduled');
    await expect.poll(() => reason.textContent()).toContain('Unit test at 10 AM');
    await expect
      .poll(() => page.getByRole('button', { name: 'Reject', exact: true }).count())
      .toBe(0);
    await saveScreenshot(page, 'gate-pass-rejected');

    await backToList(page);
    await expect.poll(() => passRow(page, rejectId).textContent()).toContain('Rejected');
    await saveScreenshot(page, 'gate-pass-list');
  });
});
