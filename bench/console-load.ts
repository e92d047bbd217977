// The console's home page in Chromium on localhost: the production build served by the real
// server, a signed-in principal, cold (empty cache) and warm loads. Also the JavaScript the
// sign-in and home pages load, from the build manifest (raw and gzip; e2e/support/page-weight.ts).
//
//   npm run build -w apps/web && npx tsx bench/console-load.ts [runs]
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { kB, pageWeight, weigh, type PageWeight } from '../e2e/support/page-weight.ts';
import { repoRoot, startServer } from '../e2e/support/server.ts';

const runs = Number(process.argv[2] ?? 7);
const dist = path.join(repoRoot, 'apps/web/dist');

const inKb = ({ files, rawBytes, gzipBytes }: PageWeight) => ({
  files,
  rawKb: kB(rawBytes),
  gzipKb: kB(gzipBytes),
});
const signInJs = inKb(pageWeight(dist, 'signIn'));
const homeJs = inKb(pageWeight(dist, 'home'));
const allJs = inKb(
  weigh(
    dist,
    fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`),
  ),
);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeHome(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  await page.locator('.home-card').first().waitFor();
  return performance.now() - started;
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('console.tours_seen', '["home"]'));
  await page.goto(`${server.baseUrl}/login`);
  await page.locator('#username').fill('principal');
  await page.locator('#password').fill('Principal@2025');
  await page.locator('#password').press('Enter');
  await page.locator('.home-card').first().waitFor();

  const cdp = await context.newCDPSession(page);
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await cdp.send('Network.clearBrowserCache');
    cold.push(await timeHome(page, `${server.baseUrl}/`));
    warm.push(await timeHome(page, `${server.baseUrl}/`));
  }
  const paint = await page.evaluate(() =>
    performance.getEntriesByType('paint').map((entry) => [entry.name, Math.round(entry.startTime)]),
  );
  console.log(
    JSON.stringify(
      {
        javascript: { signIn: signInJs, home: homeJs, wholeBuild: allJs },
        homeLoadMs: {
          runs,
          coldMedian: Math.round(median(cold)),
          warmMedian: Math.round(median(warm)),
          coldAll: cold.map(Math.round),
          warmAll: warm.map(Math.round),
        },
        lastWarmPaint: Object.fromEntries(paint),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
