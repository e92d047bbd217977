import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AccessibilityWatch, recordFindings } from './accessibility.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { closeMintDatabase } from './minted-session.ts';
import { repoRoot } from './server.ts';
import { thisServer } from './this-server.ts';

export interface Session {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** axe-core on every page this session visits; `scan` for a dialog or a drawer. */
  accessibility: AccessibilityWatch;
  close(): Promise<void>;
}

let browser: Browser | undefined;

/** Each page's uncaught errors and console errors, in order. */
export const pageErrors = new WeakMap<Page, string[]>();

/** One Chromium per journey file; Playwright gives it a fresh temporary profile directory. */
async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return browser;
}

/** A new browser context (empty storage) with one page on the product. */
export async function openConsole(
  options: { viewport?: { width: number; height: number }; userAgent?: string } = {},
): Promise<Session> {
  const baseUrl = thisServer().baseUrl;
  const context = await (
    await launch()
  ).newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1366, height: 860 },
    // As a user whose system asks for less motion: the console then draws dialogs, drawers and
    // toasts in place. A zooming dialog's button is a moving target: under load Playwright took
    // its box mid-animation and the click missed it (the confirm stayed open, 1 run in 10).
    reducedMotion: 'reduce',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  // What went wrong inside the page: printed with a failed test (accessibility-setup.ts).
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  const accessibility = new AccessibilityWatch(page);
  const close = async () => {
    await accessibility.close();
    recordFindings(expect.getState().testPath ?? 'journey', accessibility.findings);
    await context.close();
  };
  return { context, page, baseUrl, accessibility, close };
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
  await closeMintDatabase();
}

/** Saves a screenshot under e2e/artifacts/ (git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const file = path.join(repoRoot, 'e2e/artifacts', `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
