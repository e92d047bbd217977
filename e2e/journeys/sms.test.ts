import { ContentMessages } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import {
  chooseMenuItem,
  deliveryFigure,
  detailStatus,
  queryDatabase,
  sendAndConfirm,
  targetOneBranch,
} from '../support/messaging.ts';

// Issue 5's SMS rules in the console: the form counts the text in segments (and the whole
// send's segments for the reach), refuses to send without a DLT template id, and sends with one;
// the outbox driver records one SMS per phone number with the item as its purpose.

let session: Session;
const DLT_TEMPLATE_ID = '1107161234567890123';
// 178 GSM-7 characters: more than one segment's 160, two segments of up to 153.
const TEXT =
  'Dear parent, the school fees for the second term are due on Friday. ' +
  'Please pay at the office or online. Late payment adds a fine of 100 rupees per week. ' +
  'Thank you, the Principal.';

beforeAll(async () => {
  session = await openConsole();
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

describe('SMS journey', () => {
  // A superuser sign-in may wait for a fresh TOTP step (support/accounts.ts).
  it(
    'counts segments, needs a DLT template id to send, and sends to the outbox',
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      const title = `Journey SMS ${Date.now()}`;
      expect(TEXT.length).toBe(178);
      await startSignedIn(page, 'superuser');
      await page.goto('/sms');
      await page.getByRole('button', { name: /Create$/ }).click();
      await page.waitForURL((url) => url.pathname === '/sms/form');

      await page.locator('#title').fill(title);
      await page.locator('#description').fill(TEXT);
      const length = page.getByRole('status', { name: 'SMS length' });
      await expect
        .poll(() => length.textContent())
        .toContain('178 characters · 2 segments (GSM-7)');
      const { reach } = await targetOneBranch(page);
      expect(reach).toBeGreaterThan(0);
      const total = (count: number) => count.toLocaleString('en-IN');
      await expect
        .poll(() => length.textContent())
        .toContain(
          `Total for the reach: 2 segments × ${total(reach)} recipients = ${total(2 * reach)} segments`,
        );

      // Without a DLT template id, Send is refused on the form and nothing is posted.
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sms') {
          posts.push(request.url());
        }
      });
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByText(ContentMessages.dltTemplateRequired).waitFor();
      expect(posts).toHaveLength(0);
      expect(new URL(page.url()).pathname).toBe('/sms/form');
      await saveScreenshot(page, 'sms-form-needs-dlt');

      // With one it goes out at once.
      await page.getByRole('textbox', { name: 'DLT template id' }).fill(DLT_TEMPLATE_ID);
      // Send asks first: every recipient with a number receives an SMS.
      expect(await sendAndConfirm(page, 'Send', reach)).toMatch(/receive it by SMS/);
      await page.waitForURL((url) => /^\/sms\/\d+$/.test(url.pathname));
      expect(posts).toHaveLength(1);
      const id = Number(/\/sms\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      await page.getByRole('heading', { name: title }).waitFor();
      // 002 §4: an SMS's status 1 is "Sent".
      await expect.poll(() => detailStatus(page).textContent()).toBe('Sent');
      await expect
        .poll(() => page.getByRole('region', { name: 'Delivery' }).textContent(), {
          timeout: 60_000,
        })
        .toMatch(/Finished on .*Sent as SMS, one per phone number\./);
      const delivered = await deliveryFigure(page, 'Delivered');
      expect(delivered).toBe(reach);
      expect(await deliveryFigure(page, 'Failed')).toBe(0);
      await page.getByText(DLT_TEMPLATE_ID, { exact: true }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'sms-sent');

      // The SMS outbox, newest first: our messages, with the item as their purpose.
      await chooseMenuItem(
        page,
        page.getByRole('button', { name: 'Account menu' }),
        'Message outbox',
      );
      await page.waitForURL((url) => url.pathname === '/sms-outbox');
      await page.getByRole('heading', { name: 'SMS outbox' }).waitFor();
      const firstRow = page.getByRole('table').locator('tbody tr.ant-table-row').first();
      await expect.poll(() => firstRow.textContent()).toContain(`sms:${id}`);
      expect(await firstRow.textContent()).toContain('Dear parent, the school fees');
      // The outbox list has no purpose filter: count the item's rows where the driver wrote them.
      const [written] = await queryDatabase<{ messages: number; mobiles: number }>(
        `SELECT count(*)::int AS messages, count(DISTINCT mobile)::int AS mobiles
       FROM sms_outbox WHERE purpose = $1 AND template_id = $2`,
        [`sms:${id}`, DLT_TEMPLATE_ID],
      );
      expect(written).toEqual({ messages: delivered, mobiles: delivered });
      await saveScreenshot(page, 'sms-outbox-journey');
    },
  );

  it(
    'follows an announcement with an SMS to the parents the app does not reach',
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      const title = `Journey follow-up ${Date.now()}`;
      await page.goto('/announcement/form');
      await page.locator('#title').fill(title);
      await page.locator('#description').fill('The sports day moves to Saturday at 9.');
      await targetOneBranch(page);

      // The confirmation says who the app misses and offers the SMS to them.
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const dialog = page.getByRole('dialog');
      const missed = /([\d,]+) recipients? ha(?:s|ve) only a phone number/.exec(
        (await dialog.textContent()) ?? '',
      );
      const phoneOnly = Number(missed?.[1]?.replace(/,/g, ''));
      expect(phoneOnly).toBeGreaterThan(0);
      const offer = dialog.getByRole('checkbox', {
        name: `Then write an SMS to the ${phoneOnly.toLocaleString('en-IN')} recipient${phoneOnly === 1 ? '' : 's'} with only a phone number`,
      });
      await offer.check();
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();

      // The SMS form opens with the message, limited to recipients without the app.
      await page.waitForURL((url) => url.pathname === '/sms/form');
      await page
        .getByText(/This SMS follows Announcement \d+: it goes to its recipients/)
        .waitFor();
      expect(await page.locator('#title').inputValue()).toBe(title);
      expect(
        await page
          .getByRole('checkbox', {
            name: 'Only recipients without the app (reached by phone alone)',
          })
          .isChecked(),
      ).toBe(true);
      await page.getByRole('textbox', { name: 'DLT template id' }).fill(DLT_TEMPLATE_ID);
      expect(await sendAndConfirm(page, 'Send', phoneOnly)).toMatch(/receive it by SMS/);
      await page.waitForURL((url) => /^\/sms\/\d+$/.test(url.pathname));
      await expect
        .poll(() => page.getByRole('region', { name: 'Delivery' }).textContent(), {
          timeout: 60_000,
        })
        .toMatch(/Finished on/);
      expect(await deliveryFigure(page, 'Delivered')).toBe(phoneOnly);
      await page.getByText('Only those without the app').waitFor();
    },
  );
});
