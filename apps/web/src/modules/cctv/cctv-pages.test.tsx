import { CctvMessages, DvrHealth, type DvrRow } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi, type SentRequest } from '../../test-support/stub-api.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import CctvPage from './cctv-page.tsx';
import DvrDetailPage from './dvr-detail-page.tsx';

// The other calls of the pages under test, answered with nothing to show: a recorder's page asks
// for its checks and its history, the recorders list and the recorder's form for their filters'
// and fields' choices (saved presets, tags).
const RECORDER_PAGE_CALLS = { 'GET /api/audit_log/item': [], 'GET /api/cctv/dvr/4/health': [] };
const NO_PRESETS = { 'GET /api/preset_filter': [] };
const NO_TAGS = { 'GET /api/cctv/tags': [] };

// The recorders list and a recorder's page: what the list shows of each recorder, the form's
// body (no password sent when changing without one), delete with Undo, and the cameras.

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ME = fakeMe({ visible_modules: ['cctv'], permissions: ['cctv_read', 'cctv_create'] });

function dvr(overrides: Partial<DvrRow> = {}): DvrRow {
  return {
    id: 4,
    name: 'Main block NVR',
    model: 'Hikvision',
    model_id: 1,
    branch_id: 1,
    branch_name: 'Hyderabad Campus',
    master_branch_name: 'Hyderabad',
    serial_number: 'DS-7616NI-1001',
    slno: 1,
    ip_address: '10.20.0.5',
    http_port: 80,
    rtsp_port: 554,
    server_port: 8000,
    is_https: false,
    is_active: true,
    status: 1,
    auth_username: 'admin',
    auth_password: null,
    auto_scan_add_cameras: true,
    cameras: [{ id: 31, name: 'Gate', channel_number: 1, status: 'ENABLED', flag: 1 }],
    tags: [],
    tag_ids: [],
    health: {
      state: DvrHealth.DiskError,
      checked_at: '2026-11-26T04:00:00.000Z',
      message: 'Disk 1 is in error.',
      disk_free_bytes: 0,
      disk_total_bytes: 2e12,
      clock_drift_seconds: 0,
      channels_offline: 0,
    },
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function renderAt(entry: string, page: ReactNode) {
  // A data router: the forms' unsaved-changes guard blocks navigation through it.
  const router = createMemoryRouter(
    [
      { path: '/cctv', element: page },
      { path: '/cctv/:dvrId', element: page },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const BRANCHES = [
  {
    branch_id: 1,
    branch_name: 'Hyderabad Campus',
    admission_branch_id: null,
    admission_branch_name: null,
    master_branch_name: 'Hyderabad',
    district_name: 'Hyderabad',
    state_name: 'Telangana',
    dvr_count: 1,
  },
];

describe('the recorders list', { timeout: 30_000 }, () => {
  it('shows each recorder’s branch, address, cameras and health, linked to its page', async () => {
    stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'GET /api/cctv/branch_admission': BRANCHES,
      ...NO_PRESETS,
      ...NO_TAGS,
    });
    renderAt('/cctv', <CctvPage />);
    const link = await screen.findByRole('link', { name: 'Main block NVR' });
    expect(link.getAttribute('href')).toBe('/cctv/4');
    const row = link.closest('tr')!;
    expect(within(row).getByText('10.20.0.5:80')).toBeTruthy();
    expect(within(row).getByText('Disk error')).toBeTruthy();
    expect(within(row).getByText('Hyderabad Campus')).toBeTruthy();
  });

  it('adds a recorder with the contract’s body, the password included', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [],
      'GET /api/cctv/branch_admission': BRANCHES,
      'POST /api/cctv/dvr': () =>
        new Response(JSON.stringify(dvr({ id: 9, name: 'Hostel NVR' })), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ...NO_PRESETS,
      ...NO_TAGS,
    });
    renderAt('/cctv', <CctvPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add recorder' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Hostel NVR' } });
    fireEvent.change(within(form).getByLabelText('IP address or host name'), {
      target: { value: '10.20.0.9' },
    });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'Sd@12345' } });
    // The branch: the only one offered, so the form has chosen it.
    expect(await within(form).findByTitle('Hyderabad Campus')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add recorder' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    const body = sent.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Hostel NVR',
      ip_address: '10.20.0.9',
      branch_id: 1,
      model_id: 1,
      http_port: 80,
      auth_password: 'Sd@12345',
      auto_scan_add_cameras: true,
    });
  });

  it('refuses to add without a password, before sending', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [],
      'GET /api/cctv/branch_admission': BRANCHES,
      ...NO_PRESETS,
      ...NO_TAGS,
    });
    renderAt('/cctv', <CctvPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add recorder' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Hostel NVR' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add recorder' }));
    expect(await within(form).findByText('Password is required.')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('deleted recorders', { timeout: 30_000 }, () => {
  it('are listed with the Deleted switch, each row offering Restore', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': (request) =>
        request.query.get('deleted') === 'true' ? [dvr({ status: -1 })] : [dvr({ id: 5 })],
      'GET /api/cctv/branch_admission': BRANCHES,
      'PUT /api/cctv/dvr/4/restore': dvr(),
      ...NO_PRESETS,
      ...NO_TAGS,
    });
    renderAt('/cctv?deleted=true', <CctvPage />);
    const row = (await screen.findByRole('link', { name: 'Main block NVR' })).closest('tr')!;
    expect(sent.some((r) => r.path === '/api/cctv/dvr' && r.query.get('deleted') === 'true')).toBe(
      true,
    );
    // The switch that shows them, among the list's other filters.
    fireEvent.click(screen.getByRole('button', { name: 'More filters (1)' }));
    const deletedSwitch = await screen.findByRole('switch', { name: 'Deleted recorders' });
    expect(deletedSwitch.getAttribute('aria-checked')).toBe('true');
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'PUT' && r.path === '/api/cctv/dvr/4/restore')).toBe(
        true,
      ),
    );
  });

  it('offer Delete for good on the recorder’s page, once its name or DELETE is typed', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': (request) =>
        request.query.get('deleted') === 'true' ? [dvr({ status: -1 })] : [],
      'GET /api/cctv/branch_admission': BRANCHES,
      'DELETE /api/cctv/dvr/4/complete': new Response(null, { status: 204 }),
      ...RECORDER_PAGE_CALLS,
    });
    const removals = () =>
      sent.filter((r) => r.method === 'DELETE' && r.path === '/api/cctv/dvr/4/complete');
    renderAt('/cctv/4', <DvrDetailPage />);
    await screen.findByRole('heading', { name: 'Main block NVR' });
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/cannot be restored/)).toBeTruthy();
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Delete for good',
    });
    const typed = within(dialog).getByLabelText(
      /Type the recorder’s name, Main block NVR, or DELETE/,
    );
    expect(confirm.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'Main block' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    fireEvent.keyDown(typed, { key: 'Enter', code: 'Enter' });
    expect(removals()).toHaveLength(0);

    fireEvent.change(typed, { target: { value: ' main block nvr ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Main block NVR deleted for good'),
    );
    expect(removals()).toHaveLength(1);
  });

  it('take DELETE as the typed word too', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': (request) =>
        request.query.get('deleted') === 'true' ? [dvr({ status: -1 })] : [],
      'GET /api/cctv/branch_admission': BRANCHES,
      'DELETE /api/cctv/dvr/4/complete': new Response(null, { status: 204 }),
      ...RECORDER_PAGE_CALLS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete for good' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/cctv/dvr/4/complete')).toBe(
        true,
      ),
    );
  });

  it('are not offered for good while kept, nor without cctv_create', async () => {
    stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'GET /api/cctv/branch_admission': BRANCHES,
      ...RECORDER_PAGE_CALLS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('button', { name: 'Delete for good' })).toBeNull();
    cleanup();

    stubApi({
      'GET /api/me': fakeMe({ visible_modules: ['cctv'], permissions: ['cctv_read'] }),
      'GET /api/cctv/dvr': (request: SentRequest) =>
        request.query.get('deleted') === 'true' ? [dvr({ status: -1 })] : [],
      'GET /api/cctv/branch_admission': BRANCHES,
      ...RECORDER_PAGE_CALLS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    await screen.findByText('This recorder is deleted. Restore it to change it or its cameras.');
    expect(screen.queryByRole('button', { name: 'Delete for good' })).toBeNull();
  });
});

describe('the bulk Tag action', { timeout: 30_000 }, () => {
  it('adds the chosen tags to each selected recorder, keeping theirs, and Undo puts them back', async () => {
    const withAction = vi.spyOn(notify, 'withAction').mockImplementation(() => undefined);
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [
        dvr(),
        dvr({ id: 5, name: 'Hostel NVR', tag_ids: [7], tags: [{ id: 7, name: 'Hostel' }] }),
      ],
      'GET /api/cctv/branch_admission': BRANCHES,
      'GET /api/cctv/tags': [
        { id: 7, name: 'Hostel', for_dvr: true, dvr_count: 1, camera_count: 0 },
        { id: 8, name: 'Outdoor', for_dvr: true, dvr_count: 0, camera_count: 0 },
      ],
      'PUT /api/cctv/dvr/4/tags': dvr(),
      'PUT /api/cctv/dvr/5/tags': dvr({ id: 5 }),
      ...NO_PRESETS,
    });
    renderAt('/cctv', <CctvPage />);
    await screen.findByRole('link', { name: 'Hostel NVR' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Recorder Main block NVR' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Recorder Hostel NVR' }));
    const bar = await screen.findByRole('region', { name: 'Selected items' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Tag' }));
    const title = await screen.findByText('Add tags to 2 recorders');
    const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.mouseDown(within(dialog).getByLabelText('Tags to add'));
    fireEvent.click(await screen.findByTitle('Outdoor'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tags' }));
    await waitFor(() => expect(withAction).toHaveBeenCalledTimes(1));
    const puts = () =>
      sent
        .filter((r) => r.method === 'PUT')
        .map((r) => [r.path, (r.body as { tag_ids: number[] }).tag_ids]);
    expect(puts()).toEqual(
      expect.arrayContaining([
        ['/api/cctv/dvr/4/tags', [8]],
        ['/api/cctv/dvr/5/tags', [7, 8]],
      ]),
    );
    const [, , , undo] = withAction.mock.calls[0]!;
    undo.onClick();
    await waitFor(() => expect(puts()).toHaveLength(4));
    expect(puts().slice(2)).toEqual(
      expect.arrayContaining([
        ['/api/cctv/dvr/4/tags', []],
        ['/api/cctv/dvr/5/tags', [7]],
      ]),
    );
  });
});

describe('the tags dialog', { timeout: 30_000 }, () => {
  const TAGS = {
    'GET /api/cctv/dvr': [],
    'GET /api/cctv/branch_admission': BRANCHES,
    'GET /api/cctv/tags': [{ id: 7, name: 'Hostel', for_dvr: true, dvr_count: 1, camera_count: 0 }],
  };

  it('lists the group’s tags to a branch’s writer, without ways to change them', async () => {
    stubApi({ 'GET /api/me': ME, ...TAGS, ...NO_PRESETS });
    renderAt('/cctv', <CctvPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tags' }));
    const dialog = (await screen.findByText('Hostel')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByText(CctvMessages.tagsForSuperusers)).toBeTruthy();
    for (const name of ['Add', 'Rename', 'Delete']) {
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    }
  });

  it('lets a superuser add, rename and delete them', async () => {
    stubApi({
      'GET /api/me': fakeMe({ is_superuser: true, visible_modules: ['cctv'] }),
      ...TAGS,
      ...NO_PRESETS,
    });
    renderAt('/cctv', <CctvPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tags' }));
    const dialog = (await screen.findByText('Hostel')).closest<HTMLElement>('[role="dialog"]')!;
    for (const name of ['Add', 'Rename', 'Delete']) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(dialog).queryByText(CctvMessages.tagsForSuperusers)).toBeNull();
  });
});

describe('a recorder’s page', { timeout: 30_000 }, () => {
  it('changes it without sending a password, and deletes it with Undo', async () => {
    const withAction = vi.spyOn(notify, 'withAction').mockImplementation(() => undefined);
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'GET /api/cctv/branch_admission': BRANCHES,
      'PUT /api/cctv/dvr/4': dvr({ name: 'Renamed NVR' }),
      'DELETE /api/cctv/dvr/4': dvr({ status: -1 }),
      'PUT /api/cctv/dvr/4/restore': dvr(),
      ...RECORDER_PAGE_CALLS,
      ...NO_TAGS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    await screen.findByRole('heading', { name: 'Main block NVR' });
    expect(screen.getByText('Cameras (1)')).toBeTruthy();
    expect(screen.getByText('Disk 1 is in error.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog');
    expect(
      within(form).getByText(
        'Leave empty to keep the stored password; a changed address, port or HTTPS needs it again.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Renamed NVR' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    const body = sent.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect(body.name).toBe('Renamed NVR');
    expect(body.auth_password).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // The question's own Delete, beside the page's.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1]!);
    await waitFor(() => expect(withAction).toHaveBeenCalled());
    const [, title, , action] = withAction.mock.calls[0]!;
    expect(title).toBe('Main block NVR deleted');
    action.onClick();
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'PUT' && r.path === '/api/cctv/dvr/4/restore')).toBe(
        true,
      ),
    );
  });

  it('asks for the password again when the address changes, and sends it', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'GET /api/cctv/branch_admission': BRANCHES,
      'PUT /api/cctv/dvr/4': dvr({ ip_address: '10.20.0.6' }),
      ...RECORDER_PAGE_CALLS,
      ...NO_TAGS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('IP address or host name'), {
      target: { value: '10.20.0.6' },
    });
    const needed = CctvMessages.passwordForNewAddress('IP address');
    expect(await within(form).findByText(needed)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getAllByText(CctvMessages.passwordRequiredForAddress)).toHaveLength(1),
    );
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'Sd@12345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({
      ip_address: '10.20.0.6',
      auth_password: 'Sd@12345',
    });
  });

  it('shows what a recorder named its cameras as text, markup and all', async () => {
    const named = '<img src=x onerror=alert(1)>';
    stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [
        dvr({ cameras: [{ id: 31, name: named, channel_number: 1, status: 'ENABLED', flag: 1 }] }),
      ],
      'GET /api/cctv/branch_admission': BRANCHES,
      ...RECORDER_PAGE_CALLS,
    });
    const { container } = renderAt('/cctv/4', <DvrDetailPage />);
    expect(await screen.findByText(named)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('says so when the recorder is not in the user’s branches', async () => {
    stubApi({ 'GET /api/me': ME, 'GET /api/cctv/dvr': [] });
    renderAt('/cctv/77', <DvrDetailPage />);
    expect(await screen.findByText('Recorder not found')).toBeTruthy();
    void CctvMessages;
  });
});
