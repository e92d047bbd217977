import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { barsIn } from '../support/charts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { pickOption } from '../support/select-option.ts';
import { thisServer } from '../support/this-server.ts';

// The zonal coordinator reviews an adoption call (sentiment, its reason, a remark), finds it in
// the list, narrows the list to that sentiment and downloads the MIS spreadsheet, whose sheets
// must hold exactly the calls the list counts, as must the chart of calls per branch. A call
// placed from a list opens its review by itself once it has been answered and has ended (a test
// of its own: on a busy machine the two together outlasted a test's minute).

let session: Session;

beforeAll(async () => {
  session = await openConsole();
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

/** The list row of one call (its first cell is the ID). */
const callRow = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Review call ${id}` }) });

/** The answer of the calls list (GET /adoption_call) whose query passes `wanted`. */
const listAnswer = (page: Page, wanted: (query: URLSearchParams) => boolean) =>
  page.waitForResponse(
    (response) => {
      const url = new URL(response.url());
      return (
        response.request().method() === 'GET' &&
        url.pathname === '/api/adoption_call' &&
        wanted(url.searchParams)
      );
    },
    { timeout: 15_000 },
  );

const totalOf = (response: Response) => Number(response.headers()['x-total-count']);

/** A sheet's rows as objects keyed by the header row's titles. */
function sheetRows(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    rows.push(
      Object.fromEntries(header.flatMap((title, c) => (title ? [[title, values[c]]] : []))),
    );
  });
  return rows;
}

describe('calling campaigns', () => {
  it('reviews a call, sees it in the list and exports the MIS spreadsheet of the filtered list', async () => {
    const { page } = session;
    await startSignedIn(page, 'zonal');
    const firstPage = listAnswer(page, (query) => query.get('call_type') === '1');
    await page.goto('/adoption-calling');
    await page.getByRole('heading', { name: 'Adoption Calling' }).waitFor();
    expect((await firstPage).status()).toBe(200);

    // The newest call: open its review drawer.
    const review = page.getByRole('button', { name: /^Review call \d+$/ }).first();
    await review.waitFor();
    const id = ((await review.getAttribute('aria-label')) ?? '').replace('Review call ', '');
    await review.click();
    const drawer = page.getByRole('dialog', { name: `Call ${id}` });
    await drawer.getByRole('form', { name: 'Call review' }).waitFor();

    // A sentiment it does not have yet, a reason of that sentiment, and a remark.
    const dissatisfied = drawer.getByRole('radio', { name: 'Dissatisfied', exact: true });
    const [sentiment, code, reason] = (await dissatisfied.isChecked())
      ? (['Happy', '1', 'Happy with facilities'] as const)
      : (['Dissatisfied', '-1', 'Transport issues'] as const);
    await drawer
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: sentiment, exact: true }) })
      .click();
    await expect
      .poll(() => drawer.getByRole('radio', { name: sentiment, exact: true }).isChecked())
      .toBe(true);
    await pickOption(page, drawer.getByRole('combobox', { name: 'Sentiment reason' }), reason);
    const remark = `Journey review ${Date.now()}: the bus comes late`;
    await drawer.getByRole('textbox', { name: 'Remarks', exact: true }).fill(remark);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        new URL(response.url()).pathname === `/api/adoption_call/${id}`,
      { timeout: 15_000 },
    );
    await drawer.getByRole('button', { name: 'Save' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      sentiment: Number(code),
      sentiment_reason: expect.any(Number),
      remarks: remark,
    });
    await page.getByText('Call updated').waitFor();
    await expect.poll(() => drawer.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => drawer.count()).toBe(0);

    // The row shows the review in place.
    const row = callRow(page, id);
    await expect.poll(() => row.textContent()).toContain(`${sentiment}${reason}`);
    await expect.poll(() => row.textContent()).toContain(remark);

    // Only calls of that sentiment: the list counts them. Sentiment waits behind "More
    // filters", whose count then says one of its filters is applied.
    const filtered = listAnswer(page, (query) => query.get('sentiment') === code);
    await page.getByRole('button', { name: 'More filters', exact: true }).click();
    const moreFilters = page.getByRole('dialog', { name: 'More filters' });
    await pickOption(
      page,
      moreFilters.getByRole('combobox', { name: 'Sentiment', exact: true }),
      sentiment,
      {
        picked: async () => new URL(page.url()).searchParams.get('sentiment') === code,
      },
    );
    await page.waitForURL((url) => url.searchParams.get('sentiment') === code);
    await session.accessibility.scan('more filters');
    await moreFilters.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'More filters (1)', exact: true }).waitFor();
    const total = totalOf(await filtered);
    expect(total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^1–${Math.min(total, 30)} of ${total}$`)).waitFor();
    await expect.poll(() => row.textContent()).toContain(remark);
    const shownIds = await page
      .getByRole('button', { name: /^Review call \d+$/ })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')?.slice(12)));
    expect(shownIds).toContain(id);

    // The MIS spreadsheet of the same filter.
    const download = page.waitForEvent('download', { timeout: 30_000 });
    const misAnswer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/adoption_call/export/mis_excel' &&
        new URL(response.url()).searchParams.get('sentiment') === code,
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: 'MIS spreadsheet' }).click();
    expect(totalOf(await misAnswer)).toBe(total);
    const file = await download;
    expect(file.suggestedFilename()).toBe('adoption-calls-mis.xlsx');
    const saveAs = path.join(thisServer().dataDir, `${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(saveAs);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saveAs);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Branch summary',
      'Sentiment reasons',
      'Calls',
    ]);

    // Calls: one row per call of the list, the reviewed one as saved.
    const calls = sheetRows(workbook.getWorksheet('Calls')!);
    expect(calls).toHaveLength(total);
    expect(calls.every((call) => call['Sentiment'] === sentiment)).toBe(true);
    expect(calls.every((call) => call['Call type'] === 'Adoption')).toBe(true);
    const ids = calls.map((call) => String(call['ID']));
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual(expect.arrayContaining(shownIds as string[]));
    expect(calls.find((call) => String(call['ID']) === id)).toMatchObject({
      Sentiment: sentiment,
      'Sentiment reason': reason,
      Remarks: remark,
    });

    // Branch summary: a row per branch, then all branches, adding up to the list's count.
    const summary = sheetRows(workbook.getWorksheet('Branch summary')!);
    const all = summary.at(-1)!;
    expect(all['Branch']).toBe('All branches');
    expect(all['Calls']).toBe(total);
    expect(all[sentiment]).toBe(total);
    const branches = summary.slice(0, -1);
    expect(branches.reduce((sum, branch) => sum + Number(branch['Calls']), 0)).toBe(total);
    expect(new Set(branches.map((branch) => branch['Branch']))).toEqual(
      new Set(calls.map((call) => call['Branch'])),
    );

    // Sentiment reasons: this sentiment only, counts adding up, the chosen reason among them.
    const reasons = sheetRows(workbook.getWorksheet('Sentiment reasons')!);
    expect(reasons.every((line) => line['Sentiment'] === sentiment)).toBe(true);
    expect(reasons.reduce((sum, line) => sum + Number(line['Calls']), 0)).toBe(total);
    expect(Number(reasons.find((line) => line['Reason'] === reason)?.['Calls'])).toBe(
      calls.filter((call) => call['Sentiment reason'] === reason).length,
    );

    await page.getByText('Export ready').waitFor();

    // The calls per branch by status, opened above the list: the same filter, the sheet's
    // branches and count, drawn as bars.
    const summaryAnswer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/adoption_call/branch_summary' &&
        new URL(response.url()).searchParams.get('sentiment') === code,
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Calls per branch by status' }).click();
    const answered = await summaryAnswer;
    expect(answered.status()).toBe(200);
    const perBranch = (await answered.json()) as {
      branches: { branch_name: string; calls: number }[];
      all_branches: { calls: number };
    };
    expect(perBranch.all_branches.calls).toBe(total);
    expect(new Set(perBranch.branches.map((branch) => branch.branch_name))).toEqual(
      new Set(branches.map((branch) => branch['Branch'])),
    );
    await expect
      .poll(() => barsIn(page, 'Calls per branch by status'))
      .toBeGreaterThanOrEqual(perBranch.branches.length);
    await saveScreenshot(page, 'calling-reviewed-and-exported');
  });

  it('opens the review of a call placed from the list once it has been answered and has ended', async () => {
    const { page } = session;
    await startSignedIn(page, 'zonal');
    // A renewal call (the zonal coordinator may place those) to a number the simulator answers:
    // once it has been answered and has ended, its review drawer opens by itself.
    await page.goto('/adoption-calling?call_type=renewal');
    await page.getByRole('heading', { name: 'Renewal Calling' }).waitFor();
    const callButton = page.getByRole('button', { name: /^Call \d{9}[3-9]$/ }).first();
    const calledNumber = ((await callButton.getAttribute('aria-label')) ?? '').slice(5);
    await callButton.click();
    const placed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/adoption_call/tele_call',
      { timeout: 15_000 },
    );
    await page.getByRole('tooltip').getByRole('button', { name: /Call$/ }).click();
    const placedCall = (await (await placed).json()) as { id: number; user_number: string };
    expect(placedCall.user_number).toBe(calledNumber);
    const ended = page.getByRole('dialog', { name: `Call ${placedCall.id}` });
    await ended
      .getByText('The call has ended. Record how it went: sentiment, reason and remarks.')
      .waitFor({ timeout: 30_000 });
    await ended.getByRole('form', { name: 'Call review' }).waitFor();
    await ended.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => ended.count()).toBe(0);
  });
});
