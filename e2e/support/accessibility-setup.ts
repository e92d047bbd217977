import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, expect } from 'vitest';
import { describeFindings, forgetScannedPages, liveWatches } from './accessibility.ts';
import { pageErrors } from './browser.ts';
import { repoRoot } from './server.ts';

// A worker runs its files one after another with the modules it has loaded (vitest.config.ts,
// isolate: false): each file still scans every page it visits, whatever the files before it saw.
beforeAll(forgetScannedPages);

// After each journey test: the serious and critical axe findings on the pages it visited (and
// the states it scanned) fail it, named with the page, the rule and the elements.
afterEach(async () => {
  const findings = (await Promise.all(liveWatches().map((watch) => watch.unreported()))).flat();
  expect(findings, `axe-core found:\n${describeFindings(findings)}`).toEqual([]);
});

// A failed test leaves what its pages showed: their addresses in the output and a screenshot of
// each under e2e/artifacts/failures/ (a timeout alone rarely says where the page was).
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const folder = path.join(repoRoot, 'e2e/artifacts/failures');
  fs.mkdirSync(folder, { recursive: true });
  const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
  for (const [index, watch] of liveWatches().entries()) {
    const { page } = watch;
    if (page.isClosed()) continue;
    const file = path.join(folder, `${name}-${index}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`failed at ${page.url()} — ${path.relative(repoRoot, file)}`);
    for (const error of (pageErrors.get(page) ?? []).slice(-10)) console.error(`  ${error}`);
  }
});
