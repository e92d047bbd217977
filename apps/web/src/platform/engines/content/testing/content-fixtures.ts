import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ContentStatus,
  announcementEndpoints,
  type ContentCategory,
  type ContentItem,
} from '@console/contract';
import { expect } from 'vitest';
import type { ContentModule } from '../content-module.ts';

// Test fixtures of the content screens: items and categories shaped like the server's (the
// fetch stub and /me are test-support's).

export function fakeItem<Extra extends object = object>(
  overrides: Partial<ContentItem> & Extra = {} as Partial<ContentItem> & Extra,
): ContentItem & Extra {
  return {
    id: 12,
    status: ContentStatus.Draft,
    title: 'Sports day',
    description: 'Sports day is on Friday.',
    targeting: { user_type: 'student', target_method: 'all' },
    branch_ids: [1],
    segment_ids: [3],
    segments: ['High School'],
    attachments: [],
    academic_year_id: 20,
    scheduled_at: null,
    created_at: '2026-03-01T04:30:00Z',
    updated_at: '2026-03-01T04:30:00Z',
    author: { id: 7, name: 'Asha Rao', employee_number: 2104517, global_employee_id: 'AB12CD34EF' },
    delivery: {
      channel: 'push',
      recipients: 0,
      delivered: 0,
      failed: 0,
      pending: 0,
      started_at: null,
      finished_at: null,
    },
    ...overrides,
  } as ContentItem & Extra;
}

export const CATEGORIES: ContentCategory[] = [
  {
    id: 3,
    name: 'sports',
    display_label: 'Sports',
    description: null,
    colour_hex_code: '#A461D8',
    item_count: 4,
  },
  {
    id: 5,
    name: 'exams',
    display_label: 'Exams',
    description: 'Exam notices',
    colour_hex_code: '#1677FF',
    item_count: 0,
  },
];

/** The content list's other calls, answered with no choices: saved presets, the branch filter. */
export const CONTENT_LIST_CHOICES = {
  'GET /api/preset_filter': [],
  'GET /api/asset/target_info/branch': [],
};

/** An announcement-like module: categories, side menu, separate create and update rights. */
export const ANNOUNCEMENTS: ContentModule = {
  moduleId: 'announcement',
  title: 'Announcements',
  singular: 'Announcement',
  path: '/announcement',
  endpoints: announcementEndpoints,
  auditItemType: 'announcements',
  globalModule: 2,
  permissions: {
    read: 'announcement_read',
    create: 'announcement_create',
    update: 'announcement_update',
  },
  exportFileName: 'announcements.csv',
  categories: { updateWithIdInBody: true },
  sideMenu: { writeLabel: 'Create Announcement', readOnlyLabel: 'Announcements', dateFilter: true },
  opensTracked: true,
};

/**
 * Confirms the send confirmation (platform/content/send-confirmation.tsx): types ALL where the
 * audience is everyone, then presses the dialog's own Send or Schedule.
 */
export async function confirmSend(action: 'Send' | 'Schedule' = 'Send'): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  const typed = within(dialog).queryByRole('textbox');
  if (typed) fireEvent.change(typed, { target: { value: 'ALL' } });
  const button = within(dialog).getByRole('button', { name: action });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}
