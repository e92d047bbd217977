import { scanState } from './accessibility.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import pg from 'pg';
import { expect } from 'vitest';
import { thisServer } from './this-server.ts';

// What the messaging journeys (announcements, SMS) share: driving the content form's antd
// controls, reading the detail page, and looking at what the outbox drivers wrote.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** A date as the schedule picker reads it: DD-MMM-YYYY hh:mm A, in the browser's (local) zone. */
export function scheduleText(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  return `${pad(date.getDate())}-${MONTHS[date.getMonth()]}-${date.getFullYear()} ${pad(hours)}:${pad(
    date.getMinutes(),
  )} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * The first whole minute at least `leadMs` away: the picker has no seconds, and the time must
 * still be in the future when the form is saved.
 */
export function nextScheduleMinute(leadMs: number, now = new Date()): Date {
  const minute = new Date(now.getTime() + leadMs);
  if (minute.getSeconds() > 0 || minute.getMilliseconds() > 0) {
    minute.setSeconds(0, 0);
    minute.setMinutes(minute.getMinutes() + 1);
  }
  return minute;
}

/** Antd's button-style radios hide the input: click its label, as a user does. */
export async function chooseRadio(page: Page, name: string): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect.poll(() => page.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
}

/**
 * Waits for an antd popup (menu, select list) to finish its opening motion: a click during it
 * can land beside the moving item, and nothing happens.
 */
export async function settledPopup(popup: Locator): Promise<void> {
  await expect.poll(() => popup.getAttribute('class')).not.toMatch(/-(appear|enter)\b/);
}

/** Opens a dropdown menu with its trigger and chooses one of its items. */
export async function chooseMenuItem(page: Page, trigger: Locator, item: string): Promise<void> {
  await trigger.click();
  await settledPopup(page.locator('.ant-dropdown:visible'));
  await page.getByRole('menuitem', { name: item }).click();
}

/** Opens a select and picks the option with this title; waits for the list to close. */
export async function chooseOption(page: Page, select: string, title: string): Promise<void> {
  await page.locator(select).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await settledPopup(dropdown);
  await dropdown.locator(`.ant-select-item-option[title="${title}"]`).click();
  await expect.poll(() => dropdown.count()).toBe(0);
}

/** The number in "Reach: N recipients" once the count has settled. */
export async function settledReach(page: Page): Promise<number> {
  const status = page.getByRole('status', { name: 'Reach' });
  await expect.poll(() => status.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
  const text = (await status.textContent()) ?? '';
  const match = /Reach: ([\d,]+) recipient/.exec(text);
  if (!match?.[1]) throw new Error(`no reach count in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * Targets one branch: the Branch method, then the first branch the Branches picker offers
 * whose reach is not empty. Answers the branch's name and its reach.
 */
export async function targetOneBranch(page: Page): Promise<{ branch: string; reach: number }> {
  await chooseRadio(page, 'Branch');
  // The form's own picker: a list page kept alive behind it has a Branches filter too.
  const branches = page
    .getByRole('region', { name: 'Audience' })
    .getByRole('combobox', { name: 'Branches' });
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await branches.click();
  await settledPopup(page.locator('.ant-select-dropdown:visible'));
  await expect.poll(() => options.count()).toBeGreaterThan(0);
  const option = options.first();
  const branch = (await option.getAttribute('title')) ?? '';
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/user_filter') &&
      response.request().method() === 'POST' &&
      ((response.request().postDataJSON() as { branch_ids?: unknown[] }).branch_ids?.length ??
        0) === 1,
    { timeout: 15_000 },
  );
  await option.click();
  await page.keyboard.press('Escape');
  expect((await answered).status()).toBe(200);
  return { branch, reach: await settledReach(page) };
}

/** The status tag next to the title on an item's detail page. */
export const detailStatus = (page: Page) => page.locator('h1 + .ant-tag');

/** A figure of the detail page's Delivery card (Recipients, Delivered, Failed, Pending). */
export async function deliveryFigure(page: Page, title: string): Promise<number> {
  const statistic = page
    .getByRole('region', { name: 'Delivery' })
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: title }) });
  const text = (await statistic.locator('.ant-statistic-content').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Saves a download under the run's data directory and answers its lines. */
export async function downloadedLines(download: Download): Promise<string[]> {
  const saved = path.join(thisServer().dataDir, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(saved);
  return fs
    .readFileSync(saved, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}

/**
 * The server's clock reaches an item's scheduled minute: its time and its delivery job's are
 * moved to now, as if the minute had come. The runner then does what it does at the minute
 * (the server suite holds that it runs at the time, not before); the journey does not wait up
 * to a minute and a half of real time for it.
 */
export async function reachScheduledMinute(table: string, kind: string, id: number) {
  const moved = await queryDatabase<{ id: number }>(
    `WITH item AS (UPDATE ${table} SET scheduled_at = now() WHERE id = $1 RETURNING id)
     UPDATE jobs SET run_at = now() WHERE key = $2 AND status = 'queued' AND EXISTS (SELECT 1 FROM item)
     RETURNING id`,
    [id, `content:${kind}:${id}`],
  );
  expect(moved, `the delivery job of ${kind} ${id}`).toHaveLength(1);
}

/**
 * The server's embedded database (port from its holder file, password from DATA_DIR), for what
 * the console does not show.
 */
export function embeddedDatabaseUrl(): string {
  const dataDir = thisServer().dataDir;
  const holder = JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-db.json'), 'utf8')) as {
    port: number;
  };
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${holder.port}/console`;
}

/** One query against the server's embedded database. */
export async function queryDatabase<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Presses Send or Schedule on a messaging form and confirms in the dialog that asks first,
 * after checking it names the reach the form counted and, when given, the audience by name
 * ("Parents in Kukatpally (KKP)"); answers the dialog's text.
 */
export async function sendAndConfirm(
  page: Page,
  action: 'Send' | 'Schedule',
  reach: number,
  audience?: string,
): Promise<string> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await scanState(page, `${action} confirmation`);
  expect(text).toContain(`${reach.toLocaleString('en-IN')} recipient`);
  if (audience !== undefined) {
    expect(await dialog.getByRole('region', { name: 'Who receives it' }).textContent()).toContain(
      audience,
    );
  }
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return text;
}
