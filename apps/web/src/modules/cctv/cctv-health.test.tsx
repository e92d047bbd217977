import {
  DvrHealth,
  type CctvHealthRow,
  type DvrHealthHistoryRow,
  type DvrRow,
  type DvrScanAnswer,
} from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { diskFreeText, formatBytes, formatDrift } from './cctv-format.ts';
import { deviceClock } from './dvr-device-cards.tsx';
import CctvHealthPage, { HEALTH_CHART_LABEL } from './cctv-health-page.tsx';
import CctvPage from './cctv-page.tsx';
import DvrDetailPage from './dvr-detail-page.tsx';
import { scanSteps } from './dvr-scan-dialog.tsx';
import { healthTree } from './health-board-tree.ts';

// The other calls of the pages under test, answered with nothing to show: a recorder's page asks
// for its checks and its history, the recorders list for its filters' saved presets, tags and
// branches.
const RECORDER_HISTORY = { 'GET /api/audit_log/item': [] };
const RECORDER_PAGE_CALLS = { ...RECORDER_HISTORY, 'GET /api/cctv/dvr/4/health': [] };
const RECORDERS_LIST_CALLS = {
  'GET /api/preset_filter': [],
  'GET /api/cctv/tags': [],
  'GET /api/cctv/branch_admission': [],
};

// The recorder's scan, disks, clock and checks on its page, the list's scan and way to the
// board, and the health board: its tree by state → district → branch, its links and filter.

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
const READER = fakeMe({ visible_modules: ['cctv'], permissions: ['cctv_read'] });
const TB = 1_000_000_000_000;

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
    cameras: [],
    tags: [],
    tag_ids: [],
    health: {
      state: DvrHealth.NotChecked,
      checked_at: null,
      message: null,
      disk_free_bytes: null,
      disk_total_bytes: null,
      clock_drift_seconds: null,
      channels_offline: null,
    },
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function scanAnswer(overrides: Partial<DvrScanAnswer> = {}): DvrScanAnswer {
  return {
    dvr_id: 4,
    reachable: true,
    message: null,
    device: {
      model_name: 'DS-7608NI-K2',
      serial_number: 'DS-7608NI-K2-0001',
      firmware: 'V4.30.085 build 220310',
      channel_count: 4,
    },
    channels: [1, 2, 3, 4].map((n) => ({
      channel_number: n,
      name: `Camera ${n}`,
      online: n !== 3,
      main_stream_id: n * 100 + 1,
      sub_stream_id: n * 100 + 2,
    })),
    cameras_added: 3,
    cameras_updated: 1,
    health: {
      state: DvrHealth.ChannelsOffline,
      checked_at: '2026-11-26T04:00:00.000Z',
      message: '1 of 4 cameras is offline.',
      disk_free_bytes: 0,
      disk_total_bytes: 2 * TB,
      clock_drift_seconds: 0,
      channels_offline: 1,
    },
    ...overrides,
  };
}

const UNREACHABLE: Partial<DvrScanAnswer> = {
  reachable: false,
  message: 'The recorder did not answer at 10.20.0.5:80.',
  device: null,
  channels: [],
  cameras_added: 0,
  cameras_updated: 0,
};

function renderAt(entry: string, page: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/cctv', element: page },
      { path: '/cctv/health', element: page },
      { path: '/cctv/:dvrId', element: page },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a recorder’s scan', { timeout: 30_000 }, () => {
  it('runs from the recorder’s page and says what it found and changed', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'POST /api/cctv/dvr/scan': scanAnswer(),
      ...RECORDER_PAGE_CALLS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Scan' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Found 4 channels: 3 cameras added, 1 camera updated.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('DS-7608NI-K2-0001')).toBeTruthy();
    expect(within(dialog).getByText('Cameras offline')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({ id: 4 });
  });

  it('says why a recorder could not be read, and where the scan stopped', async () => {
    stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'POST /api/cctv/dvr/scan': scanAnswer({
        ...UNREACHABLE,
        health: { ...scanAnswer().health, state: DvrHealth.Unreachable },
      }),
      ...RECORDER_PAGE_CALLS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Scan' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The recorder could not be read')).toBeTruthy();
    expect(within(dialog).getByText('The recorder did not answer at 10.20.0.5:80.')).toBeTruthy();
  });

  it('marks each step of a scan from its answer', () => {
    const statuses = (answer: DvrScanAnswer | undefined, running = false) =>
      scanSteps(answer, running).map((step) => step.status);
    expect(statuses(undefined, true)).toEqual(['process', 'wait', 'wait', 'wait']);
    expect(statuses(scanAnswer())).toEqual(['finish', 'finish', 'finish', 'finish']);
    const refused = scanAnswer({
      ...UNREACHABLE,
      health: { ...scanAnswer().health, state: DvrHealth.WrongPassword },
    });
    expect(statuses(refused)).toEqual(['finish', 'error', 'wait', 'wait']);
    const gone = scanAnswer({
      ...UNREACHABLE,
      health: { ...scanAnswer().health, state: DvrHealth.Unreachable },
    });
    expect(statuses(gone)).toEqual(['error', 'wait', 'wait', 'wait']);
  });

  it('is a row action of the list, which also leads to the health board', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'POST /api/cctv/dvr/scan': scanAnswer({ cameras_added: 0, cameras_updated: 0 }),
      ...RECORDERS_LIST_CALLS,
    });
    renderAt('/cctv', <CctvPage />);
    expect((await screen.findByRole('link', { name: 'Health board' })).getAttribute('href')).toBe(
      '/cctv/health',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Scan Main block NVR' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Found 4 channels: the cameras were already up to date.'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('is not offered to a user who may only read', async () => {
    stubApi({ 'GET /api/me': READER, 'GET /api/cctv/dvr': [dvr()], ...RECORDER_PAGE_CALLS });
    renderAt('/cctv/4', <DvrDetailPage />);
    await screen.findByRole('heading', { name: 'Main block NVR' });
    expect(screen.queryByRole('button', { name: 'Scan' })).toBeNull();
    // Reading the disks is theirs.
    expect(screen.getByRole('button', { name: 'Read disks' })).toBeTruthy();
  });
});

describe('a recorder’s disks, clock and checks', { timeout: 30_000 }, () => {
  it('reads the disks and the clock when asked, not before', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'GET /api/cctv/dvr/4/storage': {
        dvr_id: 4,
        disks: [
          { id: '1', capacity_bytes: 2 * TB, free_bytes: TB, state: 'ok' },
          { id: '2', capacity_bytes: 4 * TB, free_bytes: 0, state: 'error' },
          { id: '3', capacity_bytes: 2 * TB, free_bytes: 0, state: 'ok' },
        ],
      },
      'GET /api/cctv/dvr/4/time': {
        dvr_id: 4,
        device_time: '2026-11-26T09:37:20+05:30',
        server_time: '2026-11-26T04:00:00.000Z',
        drift_seconds: 440,
        ntp_enabled: false,
      },
      ...RECORDER_PAGE_CALLS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    await screen.findByRole('heading', { name: 'Main block NVR' });
    expect(sent.some((r) => r.path.endsWith('/storage') || r.path.endsWith('/time'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Read disks' }));
    const disks = await screen.findByRole('table', { name: 'Disks' });
    const rows = within(disks).getAllByRole('row');
    expect(within(rows[1]!).getByText('Recording')).toBeTruthy();
    expect(within(rows[1]!).getByText('1.0 TB')).toBeTruthy();
    expect(within(rows[2]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[2]!).getByLabelText('Disk 2 100% used')).toBeTruthy();

    // A full disk that records is how recorders work: said so, not shown as a problem.
    expect(within(rows[3]!).getByText('Full: overwriting the oldest recordings')).toBeTruthy();
    expect(within(rows[2]!).getByText('0 B')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Read clock' }));
    // Both clocks in the console's format, on the console's clock (the recorder's own zone is
    // said only when it differs).
    const clocks = await screen.findByText('Recorder’s clock');
    const card = clocks.closest('.ant-card') as HTMLElement;
    expect(
      within(card).getByText(new RegExp(`^${formatDateTime('2026-11-26T09:37:20+05:30')}`)),
    ).toBeTruthy();
    expect(within(card).getByText(formatDateTime('2026-11-26T04:00:00.000Z'))).toBeTruthy();
    expect(within(card).queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
    expect(screen.getByText(/7 min 20 s ahead/)).toBeTruthy();
    expect(screen.getByText('Clock off')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
  });

  it('says why the recorder could not be read', async () => {
    stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'GET /api/cctv/dvr/4/storage': () =>
        json({ message: 'The recorder refused the user name or password.' }, 502),
      ...RECORDER_PAGE_CALLS,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Read disks' }));
    expect(await screen.findByText('The recorder refused the user name or password.')).toBeTruthy();
  });

  it('lists the recorder’s checks, newest first as the server pages them', async () => {
    const check = (id: number, state: string, message: string): DvrHealthHistoryRow => ({
      id,
      checked_at: '2026-11-26T04:00:00.000Z',
      state,
      message,
      disk_free_bytes: 0,
      disk_total_bytes: 2 * TB,
      clock_drift_seconds: -30,
      channels_total: 8,
      channels_offline: 1,
    });
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/dvr': [dvr()],
      'GET /api/cctv/dvr/4/health': [
        check(2, DvrHealth.DiskError, 'Disk 2 has failed.'),
        check(1, DvrHealth.Healthy, '1 of 8 cameras is offline.'),
      ],
      ...RECORDER_HISTORY,
    });
    renderAt('/cctv/4', <DvrDetailPage />);
    const table = await screen.findByRole('table', { name: 'Health history' });
    await within(table).findByText('Disk 2 has failed.');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Disk error',
      'Healthy',
    ]);
    expect(within(rows[0]!).getByText('1 of 8')).toBeTruthy();
    expect(within(rows[0]!).getByText('30 s behind')).toBeTruthy();
    // No space free: a failed disk's recorder reads it as it is, a healthy one overwrites.
    expect(within(rows[0]!).getByText('0 B of 2.0 TB')).toBeTruthy();
    expect(
      within(rows[1]!).getByText('Full (2.0 TB): overwriting the oldest recordings'),
    ).toBeTruthy();
    const asked = sent.find((r) => r.path === '/api/cctv/dvr/4/health')!;
    expect(asked.query.get('page')).toBe('1');
  });
});

const BOARD: CctvHealthRow[] = [
  {
    state_id: 1,
    state_name: 'Telangana',
    district_id: 10,
    district_name: 'Hyderabad',
    branch_id: 5,
    branch_name: 'Ameerpet Campus',
    recorders: 3,
    cameras: 20,
    cameras_offline: 8,
    by_health: { unreachable: 1, healthy: 2 },
    needs_attention: 1,
  },
  {
    state_id: 1,
    state_name: 'Telangana',
    district_id: 10,
    district_name: 'Hyderabad',
    branch_id: 6,
    branch_name: 'Himayatnagar Campus',
    recorders: 2,
    cameras: 16,
    cameras_offline: 0,
    by_health: { healthy: 2 },
    needs_attention: 0,
  },
  {
    state_id: 2,
    state_name: 'Karnataka',
    district_id: 20,
    district_name: 'Bengaluru Urban',
    branch_id: 7,
    branch_name: 'Whitefield Campus',
    recorders: 1,
    cameras: 8,
    cameras_offline: 1,
    by_health: { clock_drift: 1 },
    needs_attention: 1,
  },
];

describe('the health board', () => {
  it('folds branches into districts and states, summing each', () => {
    const [telangana, karnataka] = healthTree(BOARD);
    expect(telangana).toMatchObject({
      name: 'Telangana',
      recorders: 5,
      cameras: 36,
      cameras_offline: 8,
      needs_attention: 1,
    });
    expect(telangana!.by_health).toMatchObject({ unreachable: 1, healthy: 4, disk_error: 0 });
    expect(telangana!.children!.map((d) => [d.name, d.recorders])).toEqual([['Hyderabad', 5]]);
    expect(telangana!.children![0]!.children!.map((b) => b.branch_id)).toEqual([5, 6]);
    expect(karnataka!.by_health.clock_drift).toBe(1);
  });

  it('shows the tree with its counts and chart, each branch leading to its recorders', async () => {
    // The chart's lazy chunk, transformed once before the page asks for it.
    await import('../../platform/kit/charts/echart-view.tsx');
    const sent = stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/health': BOARD,
      'GET /api/cctv/branch_admission': [],
    });
    renderAt('/cctv/health', <CctvHealthPage />);
    const table = await screen.findByRole('table', {
      name: 'Recorder health by state, district and branch',
    });
    // States open, their districts closed: open Hyderabad to reach its branches.
    const telangana = within(table).getByText('Telangana').closest('tr')!;
    expect(within(telangana).getAllByRole('cell')[1]!.textContent).toBe('5');
    fireEvent.click(within(table).getAllByRole('button', { name: /expand row/i })[0]!);
    const branch = await within(table).findByRole('link', { name: 'Ameerpet Campus' });
    expect(branch.getAttribute('href')).toBe('/cctv?branch_ids=5');
    const attention = within(table).getByRole('link', {
      name: '1 needing attention in Ameerpet Campus',
    });
    expect(attention.getAttribute('href')).toBe('/cctv?branch_ids=5&needs_attention=true');
    expect(within(branch.closest('tr')!).getByText('Unreachable 1')).toBeTruthy();

    const chart = screen.getByRole('img', { name: HEALTH_CHART_LABEL });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(chart.querySelector('svg')!.textContent).toContain('Unreachable');
    expect(chart.querySelector('svg')!.textContent).not.toContain('Disk error');

    fireEvent.click(screen.getByRole('switch', { name: 'Needs attention' }));
    await waitFor(() =>
      expect(
        sent.some(
          (r) => r.path === '/api/cctv/health' && r.query.get('needs_attention') === 'true',
        ),
      ).toBe(true),
    );
  }, 90_000);

  it('says when no branch needs attention', async () => {
    stubApi({
      'GET /api/me': ME,
      'GET /api/cctv/health': [],
      'GET /api/cctv/branch_admission': [],
    });
    renderAt('/cctv/health?needs_attention=true', <CctvHealthPage />);
    expect(await screen.findByText('No recorder needs attention in these branches.')).toBeTruthy();
  });
});

describe('sizes and clocks in words', () => {
  it('says a recorder with no space free overwrites its oldest recordings, unless its disk failed', () => {
    expect(diskFreeText(0, 2 * TB, DvrHealth.Healthy)).toBe(
      'Full (2.0 TB): overwriting the oldest recordings',
    );
    expect(diskFreeText(0, 2 * TB, DvrHealth.ClockDrift)).toBe(
      'Full (2.0 TB): overwriting the oldest recordings',
    );
    expect(diskFreeText(0, 2 * TB, DvrHealth.DiskError)).toBe('0 B of 2.0 TB');
    expect(diskFreeText(TB, 2 * TB, DvrHealth.Healthy)).toBe('1.0 TB of 2.0 TB');
    expect(diskFreeText(null, null, DvrHealth.NotChecked)).toBe('—');
  });

  it('writes a recorder’s clock in the console’s format, naming its zone only when it differs', () => {
    const offset = (minutes: number) => {
      const sign = minutes < 0 ? '-' : '+';
      const whole = Math.abs(minutes);
      return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
    };
    // A recorder in the console's own zone at that moment (the browser's): no zone said.
    const here = -new Date('2026-11-26T04:07:20Z').getTimezoneOffset();
    const same = `2026-11-26T09:37:20${offset(here)}`;
    expect(deviceClock(same)).toBe(formatDateTime(same));
    // Another zone: the same moment on the console's clock, and the recorder's zone.
    const elsewhere = here === 330 ? 0 : 330;
    const there = `2026-11-26T09:37:20${offset(elsewhere)}`;
    expect(deviceClock(there)).toBe(
      `${formatDateTime(there)} (the recorder is set to UTC${offset(elsewhere)})`,
    );
  });

  it('writes disk sizes as their makers do, and a clock’s difference', () => {
    expect(formatBytes(2 * TB)).toBe('2.0 TB');
    expect(formatBytes(512 * 1024 ** 3)).toBe('550 GB');
    expect(formatBytes(null)).toBe('—');
    expect(formatDrift(440)).toBe('7 min 20 s ahead');
    expect(formatDrift(-3600)).toBe('1 h behind');
    expect(formatDrift(0)).toBe('in step');
  });
});
