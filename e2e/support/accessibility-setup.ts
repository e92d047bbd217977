import { afterEach, expect } from 'vitest';
import { describeFindings, liveWatches } from './accessibility.ts';

// After each journey test: the serious and critical axe findings on the pages it visited (and
// the states it scanned) fail it, named with the page, the rule and the elements.
afterEach(async () => {
  const findings = (await Promise.all(liveWatches().map((watch) => watch.unreported()))).flat();
  expect(findings, `axe-core found:\n${describeFindings(findings)}`).toEqual([]);
});
