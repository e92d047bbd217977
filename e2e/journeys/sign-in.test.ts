import { afterAll, describe, expect, it } from 'vitest';
import {
  DemoAccounts,
  lastCodeSentTo,
  signInThroughForm,
  skipTours,
  submitPasswordSignIn,
} from '../support/accounts.ts';
import { closeBrowser, openConsole, saveScreenshot } from '../support/browser.ts';
import { chooseMenuItem } from '../support/messaging.ts';

afterAll(closeBrowser);

describe('sign-in', () => {
  it('signs the principal in with a password and lands on home', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.locator('#username').waitFor();
    // The first field has the focus: typing signs in without touching the mouse.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('username');
    await saveScreenshot(page, 'sign-in');
    await submitPasswordSignIn(page, 'principal');
    await page.getByText('Logged in successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    await expect(page.getByText('2104517').first().isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'home');
    await close();
  });

  it('says the username or password is wrong, focuses the message and stays on /login', async () => {
    const { page, close } = await openConsole();
    await page.goto('/login');
    await page.locator('#username').fill('staff');
    await page.locator('#password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const message = page.getByRole('alert');
    await message
      .getByText('The username or password is wrong. Check both and try again.')
      .waitFor();
    // Not the spec's text for an account that cannot sign in: that read as a locked account.
    expect(await page.getByText('Cannot login to this user account.').count()).toBe(0);
    expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    // The card in the console's font and link style, not the browser's serif and blue underline.
    const card = await page.locator('.login-card').evaluate((element) => {
      const link = element.querySelector('.login-links a')!;
      return {
        font: getComputedStyle(element).fontFamily,
        linkColor: getComputedStyle(link).color,
        linkLine: getComputedStyle(link).textDecorationLine,
      };
    });
    expect(card.font).toMatch(/^-apple-system, BlinkMacSystemFont/);
    expect(card.linkColor).toBe('rgb(67, 56, 202)');
    expect(card.linkLine).toBe('none');
    await close();
  });

  it('asks the superuser for the TOTP code, then signs in', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await page.goto('/login');
    await submitPasswordSignIn(page, 'superuser');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    await close();
  });

  it('signs in with a one-time code read from the SMS outbox, and keeps the mode', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await page.goto('/login');
    await page.getByText('One-time code', { exact: true }).click();
    await page.locator('#employee_number').fill('2104517');
    await page.locator('#employee_number').press('Enter');
    await page.locator('#mobile').fill(DemoAccounts.principal.mobile);
    await page.locator('#mobile').press('Enter');
    const codeField = page.locator('#otp');
    await codeField.waitFor();
    await codeField.fill(lastCodeSentTo(DemoAccounts.principal.mobile));
    await codeField.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    await close();
  });

  it('remembers the sign-in mode in the browser', async () => {
    const { page, close } = await openConsole();
    await page.goto('/login');
    await page.getByText('One-time code', { exact: true }).click();
    await page.reload();
    await page.locator('#employee_number').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('console.login_mode'))).toBe('otp');
    await close();
  });

  it('makes the new joiner change the password before going on', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await page.goto('/login');
    await submitPasswordSignIn(page, 'newJoiner');
    await page.getByText('Change your password to continue').waitFor();
    await page.locator('#new_password').fill('Joined@2026abc');
    await page.locator('#confirm_password').fill('Joined@2026abc');
    await page.locator('#confirm_password').press('Enter');
    await page.getByText('Password changed successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('list', { name: 'Modules' }).waitFor();
    await close();
  });

  it('logs out: the session is gone and the console is back at /login', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await signInThroughForm(page, 'zonal');
    // The sign-in mode and analytics were kept while signed in …
    await page.waitForFunction(() => localStorage.getItem('console.analytics_sessions') !== null);
    await page.evaluate(() => localStorage.setItem('console.login_mode', 'password'));
    expect(
      await page.evaluate(() => localStorage.getItem('console.analytics_token')),
    ).not.toBeNull();
    // The menu settled first: an item clicked while the menu still slides in can be missed.
    await chooseMenuItem(page, page.getByRole('button', { name: 'Account menu' }), 'Logout');
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    // … and logout takes the session, the login mode and the analytics token and sessions.
    const kept = await page.evaluate(() =>
      [
        'console.session',
        'console.login_mode',
        'console.analytics_token',
        'console.analytics_sessions',
      ].map((key) => localStorage.getItem(key)),
    );
    expect(kept).toEqual([null, null, null, null]);
    await page.goto('/me');
    await page.waitForURL((url) => url.pathname === '/login');
    await close();
  });

  it('signs the next person in at home, with their own account, in the same tab', async () => {
    const { page, close } = await openConsole();
    await skipTours(page);
    await signInThroughForm(page, 'zonal');
    await chooseMenuItem(
      page,
      page.getByRole('button', { name: 'Account menu' }),
      'My Account Info',
    );
    await page.waitForURL('**/me');
    const zonalName = await page.locator('.console-user-name').textContent();
    await chooseMenuItem(page, page.getByRole('button', { name: 'Account menu' }), 'Logout');
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');

    // No reload in between: the previous user's /me must not come from the cache.
    await submitPasswordSignIn(page, 'principal');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await page.getByText('2104517').first().waitFor();
    expect(await page.locator('.console-user-name').textContent()).not.toBe(zonalName);
    await close();
  });
});
