import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, skipTours } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { queryDatabase } from '../support/messaging.ts';

// The principal finds a student's gate pass from the header search (issue 13): "/" focuses the
// field, the student's name finds them and their passes, the arrows reach the pass, Enter opens
// it, and the breadcrumbs of the pass lead back to the list.

let session: Session;
let passId: number;
let studentName: string;

/** A pass going out in two days for a student of the principal's branch. */
async function seedPass(): Promise<{ id: number; name: string }> {
  const [student] = await queryDatabase<{ id: number; branch_id: number; name: string }>(
    `SELECT s.id, s.branch_id, s.first_name || ' ' || s.last_name AS name FROM students s
     JOIN staff st ON st.branch_id = s.branch_id
     JOIN users u ON u.staff_id = st.id AND u.username = 'principal'
     WHERE s.academic_year_id = 20 AND s.status = 1
     ORDER BY s.id OFFSET 7 LIMIT 1`,
  );
  if (!student) throw new Error("no student at the principal's branch");
  const [pass] = await queryDatabase<{ id: number }>(
    `INSERT INTO gate_passes
       (student_id, branch_id, academic_year_id, type, status, reason, out_time, pickup_type)
     VALUES ($1, $2, 20, 1, 1, 'Journey: search finds me', now() + interval '2 days', 1)
     RETURNING id`,
    [student.id, student.branch_id],
  );
  return { id: pass!.id, name: student.name };
}

beforeAll(async () => {
  const seeded = await seedPass();
  passId = seeded.id;
  studentName = seeded.name;
  session = await openConsole({ viewport: { width: 1440, height: 900 } });
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

describe('the header search', () => {
  it('finds a student’s pass by the name, opens it by keyboard and leads back by breadcrumbs', async () => {
    const { page } = session;
    await signInAs(page, 'principal');
    await page.getByRole('list', { name: 'Modules' }).waitFor();

    // "/" from the page (not a field) puts the cursor in the search.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const field = page.getByRole('combobox', { name: 'Search', exact: true });
    await expect
      .poll(() => field.evaluate((element) => element === document.activeElement))
      .toBe(true);

    await page.keyboard.type(studentName);
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('group', { name: 'Students' }).waitFor();
    const passes = results.getByRole('group', { name: 'Gate passes' });
    await passes.getByRole('option', { name: new RegExp(`Pass ${passId} ·`) }).waitFor();
    expect(await results.getByRole('group', { name: 'Students' }).textContent()).toContain(
      studentName,
    );
    await saveScreenshot(page, 'global-search-results');
    // The open results are a state no navigation reaches: axe looks at them here.
    await session.accessibility.scan('search results');

    // Arrow down to the pass: at most every option once.
    const count = await results.getByRole('option').count();
    const activeText = () => results.locator('[role="option"][aria-selected="true"]').textContent();
    for (let step = 0; step < count; step++) {
      if ((await activeText())?.includes(`Pass ${passId} ·`)) break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await activeText()).toContain(`Pass ${passId} ·`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/gatepass/${passId}`);
    await page.getByRole('heading', { name: `Gate pass ${passId}` }).waitFor();

    // Breadcrumbs: Home › Operations › Gate Pass › the pass; the module leads to its list.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.getByRole('listitem').allTextContents()).toEqual([
      'Home',
      'Operations',
      'Gate Pass',
      `Gate pass ${passId}`,
    ]);
    expect(await trail.locator('[aria-current="page"]').textContent()).toBe(`Gate pass ${passId}`);
    await trail.getByRole('link', { name: 'Gate Pass' }).click();
    await page.waitForURL((url) => url.pathname === '/gatepass');
    await page.getByRole('heading', { name: 'Gate Pass' }).waitFor();
  });

  it('says so when nothing matches, and Escape closes the results', async () => {
    const { page } = session;
    const field = page.getByRole('combobox', { name: 'Search', exact: true });
    await field.click();
    await field.fill('Zzyzx Qwv');
    await page.getByText('No matches for “Zzyzx Qwv”.').waitFor();
    await session.accessibility.scan('no matches');
    await page.keyboard.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone the field takes the header while in use', async () => {
    const phone = await openConsole({ viewport: { width: 390, height: 800 } });
    try {
      await skipTours(phone.page);
      await signInAs(phone.page, 'principal');
      const field = phone.page.getByRole('combobox', { name: 'Search', exact: true });
      await field.fill(studentName);
      await phone.page.getByRole('group', { name: 'Students' }).waitFor();
      const box = await field.boundingBox();
      expect(box!.width).toBeGreaterThan(250);
      await saveScreenshot(phone.page, 'global-search-phone');
      await phone.accessibility.scan('search results on a phone');
    } finally {
      await phone.close();
    }
  });
});
