import { describe, expect, it } from 'vitest';
import { contentListConfig } from './content-list-config.tsx';
import { ANNOUNCEMENTS } from './testing/content-fixtures.ts';

// One control for each choice (issue 13): where the side menu is shown beside the list, its
// category list and date filter are the list's, and the filter bar leaves them out.

const filterKeys = (sideMenuShown: boolean) =>
  contentListConfig(ANNOUNCEMENTS, {
    branches: [],
    categories: [],
    academicYearId: 20,
    canChange: false,
    sideMenuShown,
  }).filters?.map((filter) => filter.key);

describe('the messaging list’s filters beside the side menu', () => {
  it('leaves category and dates to the side menu when it is shown', () => {
    expect(filterKeys(true)).not.toContain('category');
    expect(filterKeys(true)).not.toContain('from_date');
  });

  it('has them itself on a phone, where the side menu is not drawn', () => {
    expect(filterKeys(false)).toContain('category');
    expect(filterKeys(false)).toContain('from_date');
  });
});
