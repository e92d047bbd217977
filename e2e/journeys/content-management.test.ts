import { afterAll, describe, expect, it } from 'vitest';
import { skipTours, startSignedIn } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';
import { queryDatabase } from '../support/messaging.ts';

// Content management (issue 26): the superuser adds the principal, found by name, to the people
// who may use CCTV; the principal's menu shows CCTV on their next page load, no restart.

const CCTV_LIST = 'CCTV: who may use it';

let admin: Session | undefined;
let principal: Session | undefined;
afterAll(async () => {
  await admin?.close();
  await principal?.close();
  await closeBrowser();
});

const menuEntries = (session: Session) =>
  session.page
    .getByRole('navigation', { name: 'Module menu' })
    .locator('.ant-menu-item')
    .allTextContents();

describe('Content management', () => {
  it("adds the principal to CCTV's people by name, and CCTV appears in their menu", async () => {
    const [person] = await queryDatabase<{ id: number; name: string; list: number[] }>(
      `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name,
         (SELECT value FROM server_settings WHERE key = 'cctv_allowed_user_ids') AS list
       FROM users u WHERE u.username = 'principal'`,
    );
    // The principal holds CCTV's permission (roles are issue 26's next part): only the list
    // keeps CCTV from them.
    await queryDatabase(
      `UPDATE users SET permissions = array_append(permissions, 'cctv_read')
        WHERE username = 'principal'`,
    );
    try {
      principal = await openConsole();
      await skipTours(principal.page);
      await startSignedIn(principal.page, 'principal');
      await principal.page.goto('/');
      await principal.page.getByRole('list', { name: 'Modules' }).waitFor();
      expect(await menuEntries(principal)).not.toContain('CCTV');

      admin = await openConsole({ viewport: { width: 1440, height: 900 } });
      await skipTours(admin.page);
      await startSignedIn(admin.page, 'superuser');
      const { page } = admin;
      await page.goto('/content-management');
      const card = page.locator('.ant-card', {
        has: page.getByRole('heading', { name: CCTV_LIST }),
      });
      await card.waitFor();
      await card.getByRole('button', { name: `Change ${CCTV_LIST}` }).click();
      const picker = card.getByRole('combobox', { name: CCTV_LIST });
      // By the whole name: a first name alone fills the 20 answers with namesakes.
      await picker.fill(person!.name);
      await page.locator(`.ant-select-item-option[title^="${person!.name} · "]`).first().click();
      await admin.accessibility.scan('people picked');
      // The list stays open for more picks; Escape closes it, as a keyboard user would.
      await picker.press('Escape');
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({
        state: 'hidden',
      });
      await card.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Saved: ${CCTV_LIST}`).waitFor();
      await card.getByRole('listitem').filter({ hasText: person!.name }).waitFor();
      await admin.accessibility.scan('setting saved');
      await saveScreenshot(page, 'content-management-cctv-list');
      const [saved] = await queryDatabase<{ value: number[] }>(
        `SELECT value FROM server_settings WHERE key = 'cctv_allowed_user_ids'`,
      );
      expect(saved!.value).toContain(person!.id);

      // The principal's next page load: CCTV is in the menu, and opens.
      await principal.page.reload();
      await principal.page.getByRole('list', { name: 'Modules' }).waitFor();
      expect(await menuEntries(principal)).toContain('CCTV');
      await principal.page
        .getByRole('navigation', { name: 'Module menu' })
        .getByRole('link', { name: 'CCTV' })
        .click();
      await principal.page.getByRole('heading', { name: 'CCTV', level: 1 }).waitFor();
    } finally {
      // The other journeys of this worker's server find the list and the permission as seeded.
      await queryDatabase(
        `UPDATE server_settings SET value = $1::jsonb WHERE key = 'cctv_allowed_user_ids'`,
        [JSON.stringify(person!.list)],
      );
      await queryDatabase(
        `UPDATE users SET permissions = array_remove(permissions, 'cctv_read')
          WHERE username = 'principal'`,
      );
    }
  });
});
