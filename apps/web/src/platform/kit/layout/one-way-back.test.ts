import { describe, expect, it } from 'vitest';

// One way back on every page: the kit's breadcrumbs (PageTrail, DetailPage's trail), never a
// hand-made "← back" link, so no module draws its own.

const sources = import.meta.glob<string>(['../../../modules/**/*.tsx', '../../engines/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('pages go back one way', () => {
  it('through the kit’s breadcrumbs, with no "←" link or left-arrow icon of their own', () => {
    const pages = Object.entries(sources).filter(([file]) => !file.endsWith('.test.tsx'));
    expect(pages.length).toBeGreaterThan(20);
    const ownBackLinks = pages
      .filter(([, text]) => /<Link[^>]*>\s*(←|<ArrowLeftOutlined)/.test(text))
      .map(([file]) => file);
    expect(ownBackLinks).toEqual([]);
  });
});
