import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ContentStatus,
  type ContentCategory,
  type ContentItem,
  type MeResponse,
} from '@console/contract';
import { expect, vi } from 'vitest';
import type { ContentModule } from '../content-module.ts';

// Test fixtures of the content screens: a /me, items and categories shaped like the server's,
// and a fetch stub that answers by method and path and records what the screens sent.

export function fakeMe(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: 7,
    username: 'principal',
    user_type: 2,
    first_name: 'Asha',
    last_name: 'Rao',
    staff: null,
    is_superuser: false,
    email: null,
    permissions: [],
    permitted_branch_ids: [1],
    permitted_state_ids: [10],
    permitted_segment_ids: [],
    permitted_assets: [],
    last_password_reset: '2025-01-01T00:00:00Z',
    status: 1,
    created_at: '2024-01-01T00:00:00Z',
    mobile_primary: null,
    mobile_secondary: null,
    level: null,
    permission_role_id: null,
    permission_role_name: null,
    staff_category_name: null,
    staff_sub_category_name: null,
    has_branch_level_permissions: true,
    must_reset_password: false,
    visible_modules: ['announcement', 'wellness', 'sms', 'push-notification', 'marketing'],
    ...overrides,
  };
}

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

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A Response, or any value (an object, a list) sent back as JSON. */
type Answer = Response | object | string | number | boolean | null | undefined;
type Handler = (request: SentRequest) => Answer | Promise<Answer>;

/**
 * Stubs fetch: `routes` maps "METHOD /api/path" to an answer (a value sent as JSON, a Response,
 * or a function of the request for answers that change or repeat: a Response body is read
 * once); paths without a route answer an empty list. Returns the requests the screens sent.
 */
export function stubApi(routes: Record<string, Handler | Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://console.test');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const request = { method, path: url.pathname, query: url.searchParams, body };
      sent.push(request);
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? await (route as Handler)(request) : route;
      if (answer instanceof Response) return answer;
      return Response.json(answer ?? [], {
        headers: Array.isArray(answer) ? { 'x-total-count': String(answer.length) } : {},
      });
    }),
  );
  return sent;
}

/** An announcement-like module: categories, side menu, separate create and update rights. */
export const ANNOUNCEMENTS: ContentModule = {
  moduleId: 'announcement',
  title: 'Announcements',
  singular: 'Announcement',
  path: '/announcement',
  apiPath: '/announcement',
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
