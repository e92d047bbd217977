import type { ContentSettingItem, UserRow } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { stubApi, type SentRequest } from '../../test-support/stub-api.ts';
import ContentSettingsPage from './content-settings-page.tsx';

// Content management: each setting with what it is now, changed in place; people are picked
// by name (GET /user), a refusal shows on the field, and the list is read again after a save.

beforeEach(() => startSession(fakeLogin({ userId: 1 })));
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

const setting = (fields: Partial<ContentSettingItem>): ContentSettingItem => ({
  key: 'cctv_allowed_user_ids',
  group: 'server_setting',
  title: 'CCTV: who may use it',
  description: 'Only these people see CCTV.',
  kind: 'user_ids',
  value: [1],
  default_value: [],
  is_default: false,
  people: [{ id: 1, name: 'System Administrator' }],
  updated_at: '2026-12-01T10:00:00.000Z',
  updated_by: { id: 1, name: 'System Administrator' },
  ...fields,
});

const CCTV = setting({});
const PORTAL = setting({
  key: 'co_training_url',
  title: 'Co-teacher training address',
  description: 'Where Co-Training opens.',
  kind: 'url',
  value: null,
  default_value: null,
  is_default: true,
  people: [],
  updated_at: null,
  updated_by: null,
});

const account = (fields: Partial<UserRow>): UserRow => ({
  id: 42,
  username: '1234567',
  name: 'Padmavathi Rao',
  first_name: 'Padmavathi',
  last_name: 'Rao',
  user_type: 2,
  status: 1,
  is_superuser: false,
  employee_number: 1234567,
  staff_status: 1,
  branch_id: 3,
  branch_name: 'Guntur Campus',
  designation: 'Principal',
  mobile_primary: null,
  email: null,
  permission_role_id: null,
  role_name: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ContentSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const saves = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.body);

describe('the content management page', () => {
  it('shows each setting, its people by name and its default, and filters by app', async () => {
    const sent = stubApi({
      'GET /api/content': (request) =>
        request.query.get('parent_app') === 'true' ? [] : [CCTV, PORTAL],
    });
    renderPage();
    const cctv = (await screen.findByRole('heading', { name: CCTV.title })).closest('.ant-card')!;
    expect(within(cctv as HTMLElement).getByRole('listitem').textContent).toBe(
      'System Administrator',
    );
    expect(within(cctv as HTMLElement).getByText(/^Changed by System Administrator/)).toBeTruthy();
    const portal = screen.getByRole('heading', { name: PORTAL.title }).closest('.ant-card')!;
    expect(within(portal as HTMLElement).getByText('Default')).toBeTruthy();
    expect(within(portal as HTMLElement).getByText('Not set')).toBeTruthy();

    fireEvent.click(screen.getByText('Parent app'));
    await screen.findByText('No parent app settings yet.');
    expect(sent.at(-1)!.query.get('parent_app')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show every setting' }));
    await screen.findByRole('heading', { name: CCTV.title });
  });

  it('adds a person found by name to a list and saves the ids, then reads the list again', async () => {
    let stored = CCTV;
    const sent = stubApi({
      'GET /api/content': () => [stored, PORTAL],
      'GET /api/user': (request) => (request.query.get('search') === 'Padma' ? [account({})] : []),
      'POST /api/content/server_setting': (request) => {
        const { value } = request.body as { value: number[] };
        stored = setting({
          value,
          people: value.map((id) => ({
            id,
            name: id === 42 ? 'Padmavathi Rao' : 'System Administrator',
          })),
        });
        return stored;
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `Change ${CCTV.title}` }));
    const picker = screen.getByRole('combobox', { name: CCTV.title });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Padma' } });
    fireEvent.click(
      await screen.findByText('Padmavathi Rao · 1234567 · Guntur Campus', {
        selector: '.ant-select-item-option-content',
      }),
    );
    // The search is every branch's active accounts.
    const search = sent.find((request) => request.path === '/api/user')!.query;
    expect(search.get('ignore_branch_permission')).toBe('true');
    expect(search.get('status')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saves(sent)).toEqual([{ key: 'cctv_allowed_user_ids', value: [1, 42] }]),
    );
    const card = (await screen.findByText('Padmavathi Rao', { selector: '.ant-tag' })).closest(
      '.ant-card',
    )!;
    expect(
      within(card as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['System Administrator', 'Padmavathi Rao']);
  });

  it("shows the server's refusal on the field and keeps the editor open", async () => {
    stubApi({
      'GET /api/content': [CCTV, PORTAL],
      'POST /api/content/server_setting': new Response(
        JSON.stringify({
          message: 'Invalid input',
          errors: [
            {
              field: 'body.value',
              message: 'Enter a web address that starts with https:// or http://.',
            },
          ],
        }),
        { status: 422, headers: { 'content-type': 'application/json' } },
      ),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: `Change ${PORTAL.title}` }));
    fireEvent.change(screen.getByLabelText('Web address'), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a web address that starts with https:// or http://.');
    expect(screen.getByLabelText('Web address')).toBeTruthy();
  });
});
