import { ContentStatus, type ContentItem } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementModule } from '../modules/announcement/announcement-module.ts';
import { marketingModule } from '../modules/marketing/marketing-module.ts';
import { notificationModule } from '../modules/push-notification/notification-module.ts';
import { smsModule } from '../modules/sms/sms-module.ts';
import { wellnessModule } from '../modules/wellness/wellness-module.ts';
import { ContentDetailPage } from '../platform/engines/content/content-detail-page.tsx';
import { contentListConfig } from '../platform/engines/content/content-list-config.tsx';
import { apiPathOf, type AnyContentModule } from '../platform/engines/content/content-module.ts';
import { fakeItem } from '../platform/engines/content/testing/content-fixtures.ts';
import { endSession, startSession } from '../platform/core/session/session-store.ts';
import { fakeLogin } from '../test-support/fake-login.ts';
import { fakeMe } from '../test-support/fake-me.ts';
import { stubApi } from '../test-support/stub-api.ts';
import { createQueryClient } from './providers.tsx';

// Status 1 in each messaging module's own word: 000 §4 calls it "Active" for announcements and
// wellness, 002 §4 "Sent" for marketing, notifications and SMS. The list's tag and status
// filter and the detail page draw it from the module's status set.

const MODULES: [AnyContentModule, string][] = [
  [announcementModule, 'Active'],
  [wellnessModule, 'Active'],
  [marketingModule, 'Sent'],
  [notificationModule, 'Sent'],
  [smsModule, 'Sent'],
];

// A sent item with every module's own fields (notifications' apps, an SMS's priority).
const sent = fakeItem({
  id: 12,
  status: ContentStatus.Active,
  platforms: [1],
  applications: [2],
  priority: 1,
  dlt_template_id: '1107161234567890123',
  segments_per_message: 1,
  delivery: {
    channel: 'push',
    recipients: 2,
    delivered: 2,
    failed: 0,
    pending: 0,
    started_at: '2026-03-01T05:00:00Z',
    finished_at: '2026-03-01T05:01:00Z',
  },
});

beforeEach(() => startSession(fakeLogin({ userId: 7 })));
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(MODULES)('$title calls status 1', (module, word) => {
  it(`${word} in the list's status filter and tag`, () => {
    const config = contentListConfig(module, {
      branches: [],
      categories: [],
      academicYearId: 20,
      canChange: false,
    });
    const filter = config.filters?.find((candidate) => candidate.key === 'status');
    expect(filter && 'options' in filter ? filter.options.map((o) => o.label) : []).toEqual([
      word,
      'Scheduled',
      'Draft',
      'Hidden',
    ]);
    const column = config.columns.find((candidate) => candidate.key === 'status');
    render(<>{column?.render?.(sent as ContentItem)}</>);
    expect(screen.getByText(word)).toBeTruthy();
  });

  it(`${word} on the detail page`, { timeout: 20_000 }, async () => {
    stubApi({
      'GET /api/me': fakeMe({ permissions: [module.permissions.read] }),
      [`GET /api${apiPathOf(module)}/12`]: sent,
      // The category filter's names, where the module has categories, and the item's history.
      ...(module.categories ? { [`GET /api${apiPathOf(module)}/category`]: [] } : {}),
      'GET /api/audit_log/item': [],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`${module.path}/12`]}>
          <Routes>
            <Route path={`${module.path}/:id`} element={<ContentDetailPage module={module} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Sports day' });
    expect(screen.getAllByText(word).length).toBeGreaterThan(0);
    const other = word === 'Sent' ? 'Active' : 'Sent';
    expect(screen.queryByText(other)).toBeNull();
  });
});
