import {
  EventGalleryMessages,
  type EventItem,
  type EventModuleInputs,
  type EventRating as Rating,
  type EventSchedule,
} from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventFormPage from './event-form-page.tsx';
import EventGalleryPage from './event-gallery-page.tsx';
import EventSchedulePage from './event-schedule-page.tsx';
import { EventRating } from './event-rating.tsx';
import { refuseUnstubbed } from '../../test-support/stub-api.ts';

// The gallery's rating control (only for permitted raters) and its tabs and filters (001 §9),
// bound to the address and sent to GET /event_gallery.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rating = (overrides: Partial<Rating> = {}): Rating => ({
  rating: 4,
  created_by_user_id: 7,
  created_by_user_name: 'Zonal Coordinator',
  rater: 'zc',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const event = (overrides: Partial<EventItem> = {}): EventItem => ({
  id: 11,
  status: 1,
  title: 'Sports Day',
  description: '',
  event_date: '2026-11-14',
  branch_id: 1,
  branch_name: 'Hyderabad Campus',
  is_cbse: true,
  academic_year_id: 20,
  event_type_id: 2,
  event_type_name: 'Sports Day',
  event_schedule_id: null,
  segment_tag_id_list: [2],
  segment_tag_list: [{ id: 2, name: 'College', colour: 'blue' }],
  attachments: [
    {
      id: 5,
      url: '/api/media/5',
      file_name: 'race.png',
      content_type: 'image/png',
      size: 100,
      image_ratings: [],
    },
  ],
  image_count: 1,
  scheduled_at: null,
  ratings: [],
  rated_by_zc: false,
  rated_by_rd: false,
  average_rating: null,
  created_by_user: { id: 3, name: 'Principal' },
  updated_by_user: null,
  created_at: '2026-11-14T10:00:00.000Z',
  updated_at: '2026-11-14T10:00:00.000Z',
  ...overrides,
});

const inputs = (canRate: boolean): EventModuleInputs => ({
  event_types: [{ id: 2, name: 'Sports Day' }],
  boards: [],
  subjects: [],
  courses: [],
  segments: [],
  statuses: [],
  rating_filters: [],
  board_filters: [],
  table_tabs: [],
  number_of_past_months: 6,
  max_rating: 5,
  rating_designations: [],
  can_rate: canRate,
  rater: canRate ? 'zc' : null,
});

describe('EventRating', () => {
  it('gives a permitted rater stars holding their own rating, and sends a new one', () => {
    const onRate = vi.fn();
    render(
      <EventRating
        ratings={[rating({ created_by_user_id: 7, rating: 2 }), rating({ created_by_user_id: 8 })]}
        userId={7}
        canRate
        max={5}
        label="Rate Sports Day"
        onRate={onRate}
      />,
    );
    const stars = within(screen.getByLabelText('Rate Sports Day')).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(stars.filter((star) => star.getAttribute('aria-checked') === 'true')).toHaveLength(2);
    fireEvent.click(stars[3]!.firstElementChild ?? stars[3]!);
    expect(onRate).toHaveBeenCalledWith(4);
    // The mean of everyone's ratings is shown beside the stars.
    expect(screen.getByLabelText('Average rating 3 of 5')).toBeTruthy();
  });

  it('shows everyone else the mean only, with no control', () => {
    render(
      <EventRating
        ratings={[rating()]}
        userId={9}
        canRate={false}
        max={5}
        label="Rate Sports Day"
      />,
    );
    expect(screen.queryByLabelText('Rate Sports Day')).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByLabelText('Average rating 4 of 5')).toBeTruthy();
  });

  it('says when nothing is rated yet', () => {
    render(<EventRating ratings={[]} userId={9} canRate={false} max={5} label="Rate" />);
    expect(screen.getByText('Not rated yet')).toBeTruthy();
  });
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

/** Answers the gallery's calls; records the list calls. */
function stubServer(options: { canRate: boolean; events?: EventItem[] }) {
  const listUrls: string[] = [];
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json', ...headers },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/event_gallery/module_inputs') {
        return json(inputs(options.canRate));
      }
      if (method === 'GET' && url.pathname === '/api/event_gallery') {
        listUrls.push(`${url.pathname}${url.search}`);
        const rows = options.events ?? [event()];
        return json(rows, { 'x-total-count': String(rows.length) });
      }
      // The filters' choices of branch and schedule: none here.
      if (
        method === 'GET' &&
        ['/api/asset/target_info/branch', '/api/event_gallery/event_schedule'].includes(
          url.pathname,
        )
      ) {
        return json([]);
      }
      return refuseUnstubbed(method, url.pathname);
    }),
  );
  return listUrls;
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <EventGalleryPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

// A page of cards in happy-dom takes seconds to render (more on a busy machine).
describe('the gallery', { timeout: 20_000 }, () => {
  it('shows the rating stars on a published event with photos to a permitted rater', async () => {
    stubServer({ canRate: true });
    renderAt('/event-gallery');
    await screen.findByText('Hyderabad Campus', { exact: false });
    expect(await screen.findByLabelText('Rate Sports Day')).toBeTruthy();
  });

  it('shows no rating control to anyone else', async () => {
    stubServer({ canRate: false });
    renderAt('/event-gallery');
    await screen.findByText('Hyderabad Campus', { exact: false });
    expect(within(screen.getByLabelText('Events')).getByText('Not rated yet')).toBeTruthy();
    expect(screen.queryByLabelText('Rate Sports Day')).toBeNull();
  });

  it('shows no stars on a draft or an event without photos, even to a rater', async () => {
    stubServer({
      canRate: true,
      events: [
        event({ id: 1, status: 3, title: 'Draft day' }),
        event({ id: 2, attachments: [], image_count: 0, title: 'Bare day' }),
      ],
    });
    renderAt('/event-gallery');
    await screen.findByText('Draft day');
    expect(screen.queryByLabelText('Rate Draft day')).toBeNull();
    expect(screen.queryByLabelText('Rate Bare day')).toBeNull();
  });

  it('loads the tab and filters of the address', async () => {
    const listUrls = stubServer({ canRate: false });
    renderAt('/event-gallery?tab=not-uploaded&rating_filter=RatedByRD&board=NonCbse');
    await screen.findByText('Hyderabad Campus', { exact: false });
    const query = new URL(listUrls.at(-1)!, 'http://console.test').searchParams;
    expect(query.get('tab')).toBe('not-uploaded');
    expect(query.get('rating_filter')).toBe('RatedByRD');
    expect(query.get('board')).toBe('NonCbse');
    expect(query.get('academic_year_id')).toBe('20');
    expect(screen.getByRole('tab', { name: 'Not uploaded' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('puts the tabs, the ratings and the board filter in the address and the list call', async () => {
    const listUrls = stubServer({ canRate: false });
    renderAt('/event-gallery');
    await screen.findByText('Hyderabad Campus', { exact: false });
    expect(new URL(listUrls[0]!, 'http://console.test').searchParams.get('tab')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Uploaded' }));
    await waitFor(() => expect(address()).toBe('?tab=uploaded'));

    fireEvent.click(screen.getByText('Rated by ZC'));
    await waitFor(() => expect(address()).toBe('?tab=uploaded&rating_filter=RatedByZC'));

    fireEvent.click(screen.getByText('CBSE'));
    await waitFor(() => expect(address()).toBe('?tab=uploaded&rating_filter=RatedByZC&board=Cbse'));
    await waitFor(() => {
      const query = new URL(listUrls.at(-1)!, 'http://console.test').searchParams;
      expect([query.get('tab'), query.get('rating_filter'), query.get('board')]).toEqual([
        'uploaded',
        'RatedByZC',
        'Cbse',
      ]);
    });

    // The defaults ("all", "All") leave the address.
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(address()).toBe('?rating_filter=RatedByZC&board=Cbse'));
    fireEvent.click(within(screen.getByLabelText('Ratings')).getByText('All'));
    await waitFor(() => expect(address()).toBe('?board=Cbse'));
  });
});

const schedule = (overrides: Partial<EventSchedule> = {}): EventSchedule => ({
  id: 31,
  // Local time: the calendar places by the browser's day.
  scheduled_at: '2026-11-14T10:00:00',
  event_type_id: 2,
  event_type_name: 'Sports Day',
  board_type: 0,
  subject_id: null,
  subject_name: null,
  course_id_list: [],
  course_names: [],
  academic_year_id: 20,
  event_count: 2,
  created_by_user: { id: 3, name: 'Principal' },
  updated_by_user: null,
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

// A table and a calendar in happy-dom take seconds to render.
describe('the schedules page', { timeout: 30_000 }, () => {
  it("shows the month of the address as a calendar of that month's schedules, and switches to the table", async () => {
    const listUrls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://console.test');
        const method = init.method ?? 'GET';
        if (method === 'GET' && url.pathname === '/api/event_gallery/event_schedule_v2') {
          listUrls.push(url.search);
          return Response.json([schedule()], { headers: { 'x-total-count': '1' } });
        }
        if (method === 'GET' && url.pathname === '/api/event_gallery/module_inputs') {
          return Response.json(inputs(false));
        }
        return refuseUnstubbed(method, url.pathname);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={['/event-gallery/event-schedule?view=calendar&month=2026-11']}
        >
          <EventSchedulePage />
          <Address />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const calendar = await screen.findByRole('region', { name: 'Event schedules calendar' });
    const day = calendar.querySelector<HTMLElement>('td[title="2026-11-14"]')!;
    expect(await within(day).findByText('Sports Day (All, 2)')).toBeTruthy();
    const query = new URLSearchParams(listUrls.at(-1));
    expect(Object.fromEntries(query)).toMatchObject({
      from_date: '2026-10-31',
      to_date: '2026-12-13',
      page: '1',
      limit: '500',
      sort: 'scheduled_at',
      order: 'asc',
    });

    fireEvent.click(screen.getByText('Table'));
    await waitFor(() => expect(address()).toBe('?month=2026-11'));
    expect(await screen.findByRole('table', { name: 'Event schedules' })).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(listUrls.at(-1)).get('limit')).toBe('30'));
    expect(new URLSearchParams(listUrls.at(-1)).get('from_date')).toBeNull();
  });
});

/** Answers the form's calls; `save` answers its POST or PUT, and every body sent is kept. */
function stubFormServer(save: () => Response) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method !== 'GET') {
        sent.push({ method, path: url.pathname, body: JSON.parse(String(init.body)) });
        return save();
      }
      if (url.pathname === '/api/event_gallery/module_inputs') return Response.json(inputs(false));
      if (url.pathname === '/api/event_gallery/11') return Response.json(event());
      if (url.pathname === '/api/asset/target_info/branch')
        return Response.json([{ id: 1, name: 'Hyderabad Campus' }]);
      // The schedules an event may belong to: none here.
      if (url.pathname === '/api/event_gallery/event_schedule') return Response.json([]);
      return refuseUnstubbed(method, url.pathname);
    }),
  );
  return sent;
}

function renderForm(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/event-gallery/form', element: <EventFormPage /> },
      { path: '/event-gallery/:id', element: <p>event page</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The event form is a ContractForm on POST and PUT /event_gallery: the contract's words before
// sending, the server's on their fields after.
describe('the event form', { timeout: 20_000 }, () => {
  it("checks a new event with the create call's schema and sends nothing while it is refused", async () => {
    const sent = stubFormServer(() => Response.json(event(), { status: 201 }));
    renderForm('/event-gallery/form');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Science fair' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(EventGalleryMessages.eventDateRequired)).toBeTruthy();
    expect(screen.getByText(EventGalleryMessages.branchRequired)).toBeTruthy();
    // The first field in error has the cursor.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Event date')));
    expect(sent).toHaveLength(0);
  });

  it("puts the server's refusal on its field, then saves and opens the event", async () => {
    let answer = () =>
      Response.json(
        {
          message: 'body.title: An event of that title exists on that day',
          errors: [
            {
              field: 'body.title',
              rule: 'custom',
              message: 'An event of that title exists on that day',
            },
          ],
        },
        { status: 422 },
      );
    const sent = stubFormServer(() => answer());
    const router = renderForm('/event-gallery/form?id=11');
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Sports Day'));
    fireEvent.change(title, { target: { value: 'Sports Day 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An event of that title exists on that day')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/event_gallery/11',
        body: {
          title: 'Sports Day 2026',
          description: '',
          event_date: '2026-11-14',
          branch_id: 1,
          segment_tag_id_list: [2],
          attachments: [5],
          event_type_id: 2,
          event_schedule_id: null,
          status: 1,
          scheduled_at: null,
          academic_year_id: 20,
        },
      },
    ]);

    answer = () => Response.json(event({ title: 'Sports Day 2026' }));
    fireEvent.change(title, { target: { value: 'Sports Day, 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saved: the form leaves for the event without asking about unsaved changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/event-gallery/11'));
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });
});
