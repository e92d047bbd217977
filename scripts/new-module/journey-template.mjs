// e2e/journeys/<id>.test.ts: the module's first journey, in the built product. It signs in as
// the superuser (who holds every permission, so it passes whatever the module's permissions
// are), opens the list, creates an item through the form, finds it on its page and in the list,
// and leaves axe-core's scans of each page to the session (support/accessibility.ts).

export const journeyFile = (
  n,
  entry,
  pages,
) => `import { afterAll, beforeAll, describe, it } from 'vitest';
import { signInAs, skipTours } from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot, type Session } from '../support/browser.ts';

// ${entry.title}: the superuser creates an item on the form, sees its page, and finds it in the
// list by its name. Every page visited is scanned by axe-core.

let session: Session;

beforeAll(async () => {
  session = await openConsole({ viewport: { width: 1440, height: 900 } });
  await skipTours(session.page);
});
afterAll(async () => {
  await session?.close();
  await closeBrowser();
});

describe('${entry.title}', () => {
  it('creates an item on the form and finds it on its page and in the list', async () => {
    const { page } = session;
    const name = \`Journey item \${Date.now() % 100_000}\`;

    await signInAs(page, 'superuser');
    await page.goto('${pages.list}');
    await page.getByRole('heading', { name: '${entry.title}' }).first().waitFor();
    await page.getByRole('link', { name: 'New', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '${pages.form}');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await session.accessibility.scan('${n.id} form filled in');
    await page.getByRole('button', { name: 'Create' }).click();

    await page.waitForURL((url) => /^${pages.list.replace(/\//g, '\\/')}\\/\\d+$/.test(url.pathname));
    await page.getByRole('heading', { name }).waitFor();
    await saveScreenshot(page, '${n.id}-item');

    await page.goto('${pages.list}');
    const search = page.getByRole('searchbox', { name: 'Search by Name' });
    await search.fill(name);
    await search.press('Enter');
    await page.getByRole('link', { name, exact: true }).waitFor();
  });
});
`;
