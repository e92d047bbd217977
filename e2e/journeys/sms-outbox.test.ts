import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { queryDatabase } from '../support/messaging.ts';
import { thisServer } from '../support/this-server.ts';

// The SMS outbox list for a superuser: filter, search with validation, page, export.

let session: Session;
const MOBILE = '9876500000';

/** 45 messages to one number (plus whatever sign-ins sent), written where the outbox driver writes. */
async function seedOutbox(): Promise<void> {
  await queryDatabase(
    `INSERT INTO sms_outbox (mobile, body, purpose, status, driver)
     SELECT $1, 'Journey message ' || n, 'e2e', CASE WHEN n % 5 = 0 THEN 'failed' ELSE 'sent' END, 'outbox'
     FROM generate_series(1, 45) AS n`,
    [MOBILE],
  );
}

beforeAll(async () => {
  await seedOutbox();
  session = await openConsole();
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

describe('SMS outbox list', () => {
  it('filters, validates the search, pages through the URL and exports the filtered list', async () => {
    const { page } = session;
    await startSignedIn(page, 'superuser');
    await page.goto('/sms-outbox');
    await page.getByRole('heading', { name: 'SMS outbox' }).waitFor();
    const table = page.getByRole('table');
    await table.getByText('Journey message', { exact: false }).first().waitFor();

    // Search by mobile: an invalid number shows the 000 §5 message and is not applied.
    await page.getByRole('combobox', { name: 'Search by' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Mobile"]')
      .click();
    const search = page.getByRole('searchbox', { name: 'Search by Mobile' });
    await search.fill('98765');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Enter a valid 10-digit mobile number.');
    await search.press('Enter');
    expect(new URL(page.url()).searchParams.has('mobile')).toBe(false);
    await search.fill(MOBILE);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('mobile') === MOBILE);
    await page.getByText('1–30 of 45').waitFor();

    // Status filter: failed only (every fifth message).
    await page.getByLabel('Status').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Failed"]')
      .click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    await page.getByText('1–9 of 9').waitFor();

    // Back to all statuses with the back button, then page 2 through the pager.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await page.getByText('1–30 of 45').waitFor();
    await page.locator('.ant-pagination-item[title="2"]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText('31–45 of 45').waitFor();

    // Export: the whole filtered list (45 rows), saved as sms-outbox.csv.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sms-outbox.csv');
    const saved = path.join(thisServer().dataDir, 'sms-outbox.csv');
    await file.saveAs(saved);
    const lines = fs.readFileSync(saved, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(46);
    expect(lines.slice(1).every((line) => line.includes(MOBILE))).toBe(true);
    await page.getByText('Export ready').waitFor();
    await saveScreenshot(page, 'sms-outbox-list');
  });
});
