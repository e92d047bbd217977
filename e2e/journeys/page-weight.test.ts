import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kB, pageWeight, type WeighedPage } from '../support/page-weight.ts';
import { repoRoot } from '../support/server.ts';

/**
 * The most JavaScript (gzip kB, as bench/console-load.ts weighs it) the sign-in and home pages
 * may load: the console as it is plus about 3%, so a module or a dependency that drags code
 * into every page fails here. Lower these as the pages get lighter (docs/decisions.md,
 * "Weight of the sign-in and home pages"); the targets are 150 and 250 kB.
 */
const BUDGET_KB: Record<WeighedPage, number> = { signIn: 125, home: 254 };

// The production build the global setup made (scripts/build.mjs): nothing is built here.
const dist = path.join(repoRoot, 'apps/web/dist');

describe('the JavaScript each page loads', () => {
  it.each(Object.entries(BUDGET_KB) as [WeighedPage, number][])(
    '%s stays within its budget of %d kB gzip',
    (page, budget) => {
      const { files, gzipBytes } = pageWeight(dist, page);
      expect(
        kB(gzipBytes),
        `${page} loads ${kB(gzipBytes)} kB gzip in ${files} files, over its budget of ${budget} kB`,
      ).toBeLessThanOrEqual(budget);
    },
  );
});
