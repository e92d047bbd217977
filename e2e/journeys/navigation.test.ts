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
    expect(adminMenu).toContain('Content Management · soon');
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
    await page.getByRole('button', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });
});
