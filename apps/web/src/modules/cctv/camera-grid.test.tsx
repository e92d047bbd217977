import { DvrHealth, type CameraRow, type CctvBranchRow, type CctvTagRow } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { stubApi, type SentRequest } from '../../test-support/stub-api.ts';
import CameraGridPage from './camera-grid-page.tsx';
import { CameraTile } from './camera-tile.tsx';
import { openCameraStream, type CameraStreamEvent } from './streaming/open-camera-stream.ts';

// The camera grid (issue 25, 6): a tile names its branch and recorder; a recorder the checks
// could not read (Unreachable, Wrong password) gives a tile that says so and when, with no
// stream tried; a stream that fails shows Offline with its reason. The grid opens on the user's
// first branch with recorders and filters by branch, tag and health in the address.

// The browser's WebRTC is not here: each test says what the stream does.
vi.mock('./streaming/open-camera-stream.ts', () => ({ openCameraStream: vi.fn() }));
const opened = vi.mocked(openCameraStream);
/** Streams that report these events, in order, once opened. */
function streamsDo(...events: CameraStreamEvent[]) {
  opened.mockImplementation((_video, _url, _fetch, options) => {
    for (const event of events) options?.onState?.(event);
    return { state: events.at(-1)?.state ?? 'connecting', close: () => undefined };
  });
}

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  opened.mockReset();
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

const CHECKED = '2026-11-26T04:15:00.000Z';

function camera(overrides: Partial<CameraRow> = {}): CameraRow {
  return {
    id: 31,
    dvr_id: 4,
    dvr_name: 'Main block NVR',
    dvr_health: { state: DvrHealth.Healthy, checked_at: CHECKED, message: null },
    model_id: 1,
    branch_id: 1,
    branch_name: 'Ameerpet Campus',
    name: 'Main Gate',
    channel_number: 1,
    main_stream_id: 101,
    sub_stream_id: 102,
    status: 'ENABLED',
    slno: null,
    flag: 1,
    tags: [],
    tag_ids: [],
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function branch(id: number, name: string, dvrCount: number): CctvBranchRow {
  return {
    branch_id: id,
    branch_name: name,
    admission_branch_id: null,
    admission_branch_name: null,
    master_branch_name: null,
    district_name: null,
    state_name: null,
    dvr_count: dvrCount,
  };
}

const TAGS: CctvTagRow[] = [
  { id: 9, name: 'Gates', for_dvr: false, dvr_count: 0, camera_count: 3 },
];

function renderAt(entry: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/cctv/grid', element },
      { path: '/cctv/:dvrId', element: <p>Recorder page</p> },
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

const tile = (row: CameraRow) =>
  renderAt('/cctv/grid', <CameraTile camera={row} stream={2} index={0} />);

describe('a camera tile', { timeout: 30_000 }, () => {
  it('names the camera’s branch and recorder', async () => {
    streamsDo({ state: 'connecting' }, { state: 'playing' });
    tile(camera());
    const figure = await screen.findByRole('figure', {
      name: 'Camera Main Gate, Main block NVR, Ameerpet Campus',
    });
    expect(within(figure).getByText('Ameerpet Campus · Main block NVR')).toBeTruthy();
    await waitFor(() => expect(figure.dataset.state).toBe('playing'));
    expect(within(figure).queryByRole('status')).toBeNull();
  });

  it('of a recorder the checks found unreachable says so and when, and tries no stream', async () => {
    const message =
      'The recorder at 127.16.0.6:8080 could not be reached or did not answer as a recorder; check its address, ports and model.';
    const router = tile(
      camera({ dvr_health: { state: DvrHealth.Unreachable, checked_at: CHECKED, message } }),
    );
    const figure = await screen.findByRole('figure', { name: /^Camera Main Gate/ });
    expect(within(figure).getByText('Unreachable')).toBeTruthy();
    expect(within(figure).getByText(`Recorder checked ${formatDateTime(CHECKED)}`)).toBeTruthy();
    expect(within(figure).getByText(message)).toBeTruthy();
    expect(figure.querySelector('video')).toBeNull();
    expect(within(figure).queryByText('Connecting…')).toBeNull();
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(within(figure).getByRole('link', { name: 'Open Main block NVR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cctv/4'));
  });

  it('of a recorder refusing its password says Wrong password', async () => {
    tile(
      camera({
        dvr_health: {
          state: DvrHealth.WrongPassword,
          checked_at: CHECKED,
          message: 'The recorder refused the user name or password.',
        },
      }),
    );
    const figure = await screen.findByRole('figure', { name: /^Camera Main Gate/ });
    expect(within(figure).getByText('Wrong password')).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });

  it('shows Offline with the reason when its stream fails, and when it will try again', async () => {
    streamsDo(
      { state: 'connecting' },
      { state: 'failed', reason: 'The recorder has no video on channel 1: the camera is offline.' },
    );
    tile(camera());
    // The tile says Connecting… until its stream's code has loaded and told its state.
    const status = (await screen.findByText('Offline')).closest<HTMLElement>('[role="status"]')!;
    expect(
      within(status).getByText('The recorder has no video on channel 1: the camera is offline.'),
    ).toBeTruthy();
    expect(within(status).getByText(/^Trying again in \d+ s\.$/)).toBeTruthy();
  });

  it('shows Offline without retrying when the stream is refused for good', async () => {
    streamsDo({ state: 'failed', reason: 'Camera not found.', retryable: false });
    tile(camera());
    // The tile says Connecting… until its stream's code has loaded and told its state.
    const status = (await screen.findByText('Offline')).closest<HTMLElement>('[role="status"]')!;
    expect(within(status).getByText('Camera not found.')).toBeTruthy();
    expect(within(status).queryByText(/Trying again/)).toBeNull();
  });

  it('of a recorder with a failed disk plays, carrying the recorder’s state', async () => {
    streamsDo({ state: 'connecting' });
    tile(
      camera({
        dvr_health: { state: DvrHealth.DiskError, checked_at: CHECKED, message: 'Disk 2 failed.' },
      }),
    );
    const figure = await screen.findByRole('figure', { name: /^Camera Main Gate/ });
    expect(within(figure).getByText('Disk error')).toBeTruthy();
    expect(within(figure).getByText('Connecting…')).toBeTruthy();
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  });
});

describe('the camera grid', { timeout: 30_000 }, () => {
  const BRANCHES = [
    branch(3, 'Abids Campus', 0),
    branch(1, 'Ameerpet Campus', 2),
    branch(2, 'Banjara Hills Campus', 1),
  ];
  const grid = (entry: string, rows: CameraRow[] = [camera()]) => {
    streamsDo({ state: 'connecting' });
    const sent = stubApi({
      'GET /api/cctv/branch_admission': BRANCHES,
      'GET /api/cctv/tags': TAGS,
      'GET /api/cctv/camera': rows,
    });
    const router = renderAt(entry, <CameraGridPage />);
    return { sent, router };
  };
  const cameraCalls = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/cctv/camera');

  it('opens on the user’s first branch with recorders, not on every camera', async () => {
    const { sent } = grid('/cctv/grid');
    await screen.findByRole('figure', { name: /^Camera Main Gate/ });
    const calls = cameraCalls(sent);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('branch_ids')).toBe('1');
    expect(calls[0]!.query.get('limit')).toBe('4');
    expect(
      screen.getByRole('combobox', { name: 'Branch' }).closest('.ant-select')!.textContent,
    ).toBe('Ameerpet Campus');
  });

  it('opens on the recorders needing attention when the address says so, in every branch', async () => {
    const { sent } = grid('/cctv/grid?needs_attention=true');
    await screen.findByRole('figure', { name: /^Camera Main Gate/ });
    const query = cameraCalls(sent)[0]!.query;
    expect(query.get('needs_attention')).toBe('true');
    expect(query.has('branch_ids')).toBe(false);
    expect(
      screen.getByRole('combobox', { name: 'Recorder health' }).closest('.ant-select')!.textContent,
    ).toBe('Needs attention');
  });

  it('filters by tag and health from the keyboard, keeping the branch on screen', async () => {
    const { sent, router } = grid('/cctv/grid');
    await screen.findByRole('figure', { name: /^Camera Main Gate/ });

    const tag = screen.getByRole('combobox', { name: 'Camera tag' });
    tag.focus();
    fireEvent.keyDown(tag, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    await screen.findByTitle('Gates');
    fireEvent.keyDown(tag, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(router.state.location.search).toContain('tag_ids=9'));
    expect(router.state.location.search).toContain('branch_ids=1');

    const health = screen.getByRole('combobox', { name: 'Recorder health' });
    health.focus();
    fireEvent.keyDown(health, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    await screen.findByTitle('Needs attention');
    fireEvent.keyDown(health, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(router.state.location.search).toContain('needs_attention=true'));

    await waitFor(() => {
      const last = cameraCalls(sent).at(-1)!.query;
      expect(last.get('needs_attention')).toBe('true');
      expect(last.get('tag_ids')).toBe('9');
      expect(last.get('branch_ids')).toBe('1');
    });
  });

  it('shows every branch when asked, and says when nothing matches', async () => {
    const { sent } = grid('/cctv/grid?branch_ids=all&health=unreachable', []);
    expect(await screen.findByText('No enabled cameras match these filters.')).toBeTruthy();
    const query = cameraCalls(sent)[0]!.query;
    expect(query.has('branch_ids')).toBe(false);
    expect(query.get('health')).toBe('unreachable');
  });
});
