import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import {
  detailStatus,
  nextScheduleMinute,
  scheduleText,
  sendAndConfirm,
  targetOneBranch,
} from '../support/messaging.ts';
import { barsIn } from '../support/charts.ts';
import { thisServer } from '../support/this-server.ts';

// Opinion polls (issue 15): the superuser writes a poll with one single-choice question for one
// branch and sends it; a recipient answers through the apps' respondent endpoint (a signed
// per-recipient link, asked for by mobile number as support would); the poll page's chart and
// table move by that answer, and the non-responders export lists one fewer.

let session: Session;

beforeAll(async () => {
  session = await openConsole({ viewport: { width: 1440, height: 900 } });
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

/** The poll id in /opinion-poll/{id}. */
const idInPath = (page: Page) =>
  Number(/\/opinion-poll\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** The console's own access token, for the calls a journey makes beside the page. */
const accessToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('console.session') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );

async function callApi<T>(
  method: 'GET' | 'POST',
  apiPath: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${thisServer().baseUrl}/api${apiPath}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}

/** The rows of a downloaded XLSX's first sheet, by its header row's names. */
async function sheetRows(download: Download): Promise<Record<string, string>[]> {
  const saved = path.join(thisServer().dataDir, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(saved);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(saved);
  const sheet = book.worksheets[0]!;
  // Row values start at index 1 (a hole at 0): Array.from fills holes so every index maps.
  const header = Array.from(sheet.getRow(1).values as unknown[], (value) => String(value ?? ''));
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = Array.from(row.values as unknown[]);
    rows.push(Object.fromEntries(header.map((name, index) => [name, String(values[index] ?? '')])));
  });
  return rows;
}

async function exportNonResponders(page: Page): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Export non-responders/ }).click(),
  ]);
  return sheetRows(download);
}

/** The count of an option in the results table of question 1. */
async function optionCount(page: Page, option: string): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Answers to question 1' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: option, exact: true }) });
  return Number(((await row.getByRole('cell').nth(1).textContent()) ?? '').replace(/[^\d]/g, ''));
}

describe('opinion poll journey', () => {
  it(
    'sends a poll to one branch, takes an answer through the respondent link, shows it in the chart and exports the non-responders',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      const title = `Journey poll ${Date.now()}`;
      await startSignedIn(page, 'superuser');
      await page.goto('/opinion-poll/form');
      await page.locator('#title').fill(title);
      await page.locator('#description').fill('Tell us about the new canteen menu.');
      await page.getByLabel('Question', { exact: true }).fill('Is the new menu better?');
      await page.getByLabel('Question 1, option 1').fill('Yes');
      await page.getByLabel('Question 1, option 2').fill('No');
      const ends = nextScheduleMinute(2 * 24 * 60 * 60_000);
      const endsField = page.getByLabel('Ends', { exact: true });
      await endsField.fill(scheduleText(ends));
      await endsField.press('Enter');
      await expect.poll(() => endsField.inputValue()).toBe(scheduleText(ends));
      const { reach } = await targetOneBranch(page);
      expect(reach).toBeGreaterThan(0);
      await sendAndConfirm(page, 'Send', reach);

      await page.waitForURL((url) => /^\/opinion-poll\/\d+$/.test(url.pathname));
      const id = idInPath(page);
      await page.getByRole('heading', { name: title }).waitFor();
      await expect.poll(() => detailStatus(page).textContent(), { timeout: 30_000 }).toBe('Sent');
      const delivery = page.getByRole('region', { name: 'Delivery' });
      await expect.poll(() => delivery.textContent(), { timeout: 60_000 }).toMatch(/Finished on /);
      await page.getByRole('table', { name: 'Answers to question 1' }).waitFor();
      expect(await optionCount(page, 'Yes')).toBe(0);
      // No answers: the chart has its axes and no bar of any size.
      expect(await barsIn(page, 'Answers to question 1')).toBe(0);

      // Everyone is a non-responder yet: the export lists the recipients.
      const before = await exportNonResponders(page);
      expect(before.length).toBeGreaterThan(0);
      const mobileColumn = Object.keys(before[0]!).find((name) => /mobile|phone/i.test(name));
      expect(mobileColumn, `a phone column in ${Object.keys(before[0]!).join(', ')}`).toBeTruthy();
      const mobile = before
        .map((row) => row[mobileColumn!])
        .find((value) => /^\d{10}$/.test(value ?? ''));
      expect(mobile).toBeTruthy();

      // The recipient's app answers through its signed link.
      const token = await accessToken(page);
      const link = await callApi<{ token: string; path: string }>(
        'GET',
        `/opinion_poll/${id}/respondent_link?mobile=${mobile}`,
        { token },
      );
      expect(link.status).toBe(200);
      const form = await callApi<{
        open: boolean;
        questions: { id: number; options: { id: number; text: string }[] }[];
      }>('GET', link.data.path.replace(/^\/api/, ''));
      expect(form.status).toBe(200);
      expect(form.data.open).toBe(true);
      const question = form.data.questions[0]!;
      const yes = question.options.find((option) => option.text === 'Yes')!;
      const answered = await callApi('POST', link.data.path.replace(/^\/api/, ''), {
        body: { answers: [{ question_id: question.id, option_id: yes.id }] },
      });
      expect(answered.status).toBe(201);
      // Twice is refused.
      const again = await callApi('POST', link.data.path.replace(/^\/api/, ''), {
        body: { answers: [{ question_id: question.id, option_id: yes.id }] },
      });
      expect(again.status).toBe(409);

      // The page reads the results again while the poll is open: the chart and table move.
      await expect.poll(() => optionCount(page, 'Yes'), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => barsIn(page, 'Answers to question 1')).toBe(1);
      const responses = page.getByRole('region', { name: 'Responses' });
      await expect.poll(() => responses.textContent()).toMatch(/Answered\s*1(?!\d)/);
      await saveScreenshot(page, 'opinion-poll-results');

      // The parent's children leave the list together (one answer per phone number, as sent).
      const answeredRows = before.filter((row) => row[mobileColumn!] === mobile).length;
      expect(answeredRows).toBeGreaterThan(0);
      const after = await exportNonResponders(page);
      expect(after.length).toBe(before.length - answeredRows);
      expect(after.some((row) => row[mobileColumn!] === mobile)).toBe(false);
    },
  );
});
