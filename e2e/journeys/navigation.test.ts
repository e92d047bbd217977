import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  signInAs,
  signInThroughForm,
  skipTours,
  startSignedIn,
  submitPasswordSignIn,
} from '../support/accounts.ts';
import { closeBrowser, openConsole } from '../support/browser.ts';

afterAll(closeBrowser);

const OFFLINE =
  'You are offline. What you type stays on this page: save again once the connection is back.';

/** The page's h1 texts: one, whatever the page. */
const pageHeadings = (page: Page) => page.getByRole('heading', { level: 1 }).allTextContents();

const menuEntries = (page: Page) =>
  page.getByRole('navigation', { name: 'Module menu' }).locator('.ant-menu-item').allTextContents();

describe('navigation', () => {
  it('shows the superuser more modules than the principal', async () => {
    const admin = await openConsole();
    await skipTours(admin.page);
    await signInThroughForm(admin.page, 'superuser');
    const adminMenu = await menuEntries(admin.page);
    // The background-jobs entry (hangfire_read) opens a new tab, signed in by the session the
    // tabs share: no token in its address, where history and logs would keep it.
    const jobsLink = admin.page.getByRole('link', { name: 'Background jobs' });
    expect(await jobsLink.getAttribute('href')).toBe('/hangfire');
    const [jobsTab] = await Promise.all([admin.context.waitForEvent('page'), jobsLink.click()]);
    // The job runner's queue: the demo seed schedules announcements, so it is not empty.
    await jobsTab.getByRole('heading', { name: 'Background jobs' }).waitFor();
    await jobsTab.getByRole('cell', { name: 'content.deliver' }).first().waitFor();
    expect(new URL(jobsTab.url()).pathname).toBe('/hangfire');
    expect(new URL(jobsTab.url()).searchParams.has('access_token')).toBe(false);
    await admin.close();

    const principal = await openConsole();
    await skipTours(principal.page);
    await signInAs(principal.page, 'principal');
    const principalMenu = await menuEntries(principal.page);
    await principal.close();

    // A module not built yet is marked, not offered as if it worked.
    expect(adminMenu).toContain('Fee Payment · soon');
    expect(adminMenu).toContain('Content Management');
    expect(adminMenu).toContain('Gate Pass');
    expect(principalMenu.some((entry) => entry.startsWith('Content Management'))).toBe(false);
    expect(adminMenu).toContain('Background jobs');
    expect(principalMenu).not.toContain('Background jobs');
    expect(adminMenu.length).toBeGreaterThan(principalMenu.length);
    // The calling campaigns are separate entries.
    expect(adminMenu).toEqual(expect.arrayContaining(['Renewal Calling', 'IAT Calling']));
  });

  it('returns to a deep link after signing in', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await page.goto('/concern?status=1');
    await page.waitForURL('**/login?redirectUrl=*');
    await submitPasswordSignIn(page, 'zonal');
    await page.waitForURL((url) => url.pathname === '/concern' && url.search === '?status=1');
    await page.getByText('Concerns is coming soon').waitFor();
    await close();
  });

  it('shows the 404 page for an unknown address, with the way home', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await startSignedIn(page, 'principal');
    await page.goto('/no/such/page');
    await page.getByText('This page could not be found').waitFor();
    expect(await pageHeadings(page)).toEqual(['404']);
    await page.getByRole('button', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('stays the console offline: says so, and a page whose code did not arrive comes once online', async () => {
    const { page, context, close } = await openConsole();
    await skipTours(page);
    await signInAs(page, 'principal');
    await context.setOffline(true);
    await page
      .getByRole('navigation', { name: 'Module menu' })
      .getByText('Gate Pass', { exact: true })
      .click();
    await page.getByText(OFFLINE).waitFor();
    // Not the browser's offline page: the console, its menu, and in the page's place either the
    // retry (its code did not arrive) or the page (its code was there already).
    await page
      .getByRole('heading', { name: /^(This page could not be loaded|Gate Pass)$/ })
      .waitFor();
    await page.getByRole('navigation', { name: 'Module menu' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Gate Pass' }).waitFor();
    await close();
  });

  it('gives the pages that are only a message their h1 (403, coming soon, a portal)', async () => {
    // Each is scanned by axe on arrival, as the push form below (its checkbox groups).
    const { page, close } = await openConsole();
    await skipTours(page);
    await startSignedIn(page, 'principal');
    await page.goto('/hangfire');
    await page.getByText('You do not have permission to do this.').waitFor();
    expect(await pageHeadings(page)).toEqual(['403']);
    await page.goto('/concern');
    await page.getByText('Concerns is coming soon').waitFor();
    expect(await pageHeadings(page)).toEqual(['Concerns is coming soon']);
    await page.goto('/digital-library');
    await expect
      .poll(() => pageHeadings(page))
      .toEqual([expect.stringMatching(/Digital Library|^403$/)]);
    await close();

    const admin = await openConsole();
    await skipTours(admin.page);
    await startSignedIn(admin.page, 'superuser');
    await admin.page.goto('/push-notification/form');
    await admin.page.locator('#platforms').getByRole('checkbox').first().waitFor();
    expect(await admin.page.locator('#platforms').getAttribute('aria-required')).toBeNull();
    await admin.close();
  });
});
