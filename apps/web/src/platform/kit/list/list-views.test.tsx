import { defineEndpoint } from '@console/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { calendarRange, monthFromText, rowsByDay } from './calendar-days.ts';
import { CalendarView } from './calendar-view.tsx';
import { CardGridView } from './card-grid-view.tsx';
import type { ListController } from './use-list-controller.ts';

// The views draw what a controller holds: a fake one stands in for the list call.

afterEach(cleanup);

interface Lesson {
  id: number;
  title: string;
  /** Local date-times, so the day does not depend on the machine's zone. */
  starts_at: string | null;
}

const LESSONS: Lesson[] = [
  { id: 1, title: 'Algebra', starts_at: '2026-11-03T09:00:00' },
  { id: 2, title: 'Botany', starts_at: '2026-11-14T10:30:00' },
  { id: 3, title: 'Chemistry', starts_at: '2026-11-14T23:45:00' },
  { id: 4, title: 'Drawing', starts_at: null },
];

/** The list call the fake stands in for (never called). */
const lessons = defineEndpoint({
  method: 'GET',
  path: '/lessons',
  answer: z.array(
    z.object({ id: z.number(), title: z.string(), starts_at: z.string().nullable() }),
  ),
  list: true,
  summary: 'Lessons',
});

function fakeController(
  rows: Lesson[],
  overrides: Partial<ListController<Lesson>> = {},
): ListController<Lesson> {
  return {
    config: { endpoint: lessons, title: 'Lessons', rowKey: 'id', columns: [] },
    state: { page: 1, limit: 12, values: {} },
    query: {},
    rows,
    total: rows.length,
    loading: false,
    loaded: true,
    error: null,
    refresh: vi.fn(async () => undefined),
    keyOf: (row) => row.id,
    invalid: {},
    filtered: false,
    setFilters: vi.fn(),
    clearFilters: vi.fn(),
    search: vi.fn(),
    applyPreset: vi.fn(),
    setPage: vi.fn(),
    setSort: vi.fn(),
    selection: {
      keys: [],
      rows: [],
      count: 0,
      isSelected: () => false,
      set: vi.fn(),
      toggle: vi.fn(),
      selectPage: vi.fn(),
      pageSelected: false,
      clear: vi.fn(),
    },
    runBulk: vi.fn(),
    bulkRunning: null,
    view: {
      columns: [],
      choices: [],
      setShown: vi.fn(),
      density: 'comfortable',
      setDensity: vi.fn(),
      reset: vi.fn(),
      customised: false,
    },
    ...overrides,
  };
}

describe('CardGridView', () => {
  it('draws one card per row with the render prop, and pages through the controller', () => {
    const controller = fakeController(LESSONS.slice(0, 3), { total: 30 });
    render(
      <CardGridView
        controller={controller}
        label="Lessons"
        renderItem={(lesson) => <article aria-label={lesson.title}>{lesson.title} card</article>}
      />,
    );
    const grid = screen.getByLabelText('Lessons', { selector: '.ant-row' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual(['Algebra card', 'Botany card', 'Chemistry card']);
    expect(screen.getByText('1–12 of 30')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(controller.setPage).toHaveBeenCalledWith(2, 12);
  });

  it('says when nothing matches the filters, and shows the error with a retry', () => {
    const { unmount } = render(
      <CardGridView
        controller={fakeController([], { filtered: true })}
        label="Lessons"
        filteredEmptyText="No lesson matches these filters."
        renderItem={(lesson) => lesson.title}
      />,
    );
    expect(screen.getByText('No lesson matches these filters.')).toBeTruthy();
    unmount();

    const failing = fakeController([], { error: new Error('Database is down') });
    render(<CardGridView controller={failing} label="Lessons" renderItem={(l) => l.title} />);
    expect(screen.getByText('Lessons could not be loaded')).toBeTruthy();
    expect(screen.getByText('Database is down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(failing.refresh).toHaveBeenCalled();
  });
});

describe('CalendarView', () => {
  it('places each row on the day of its date, and none on the days without', () => {
    render(
      <CalendarView
        controller={fakeController(LESSONS)}
        label="Lessons calendar"
        dateOf={(lesson) => lesson.starts_at}
        renderItem={(lesson) => <span>{lesson.title}</span>}
        month={dayjs('2026-11-01')}
        onMonthChange={vi.fn()}
      />,
    );
    const calendar = screen.getByRole('region', { name: 'Lessons calendar' });
    const day = (date: string) => calendar.querySelector<HTMLElement>(`td[title="${date}"]`)!;
    expect(within(day('2026-11-03')).getByText('Algebra')).toBeTruthy();
    expect(
      within(day('2026-11-14'))
        .getAllByText(/Botany|Chemistry/)
        .map((item) => item.textContent),
    ).toEqual(['Botany', 'Chemistry']);
    expect(within(day('2026-11-04')).queryByText(/Algebra|Botany|Chemistry/)).toBeNull();
    expect(calendar.textContent).not.toContain('Drawing');
  });

  it('says when the month holds more rows than were loaded', () => {
    render(
      <CalendarView
        controller={fakeController(LESSONS, { total: 900 })}
        label="Lessons calendar"
        dateOf={(lesson) => lesson.starts_at}
        renderItem={(lesson) => lesson.title}
        month={dayjs('2026-11-01')}
        onMonthChange={vi.fn()}
      />,
    );
    expect(
      screen.getByText('Showing the first 4 of 900. Narrow the filters to see the rest.'),
    ).toBeTruthy();
  });
});

describe('calendar days', () => {
  it('groups rows by local day and leaves out rows without a valid date', () => {
    const days = rowsByDay(
      [...LESSONS, { id: 5, title: 'Bad', starts_at: 'soon' }],
      (l) => l.starts_at,
    );
    expect([...days.keys()]).toEqual(['2026-11-03', '2026-11-14']);
    expect(days.get('2026-11-14')?.map((lesson) => lesson.id)).toEqual([2, 3]);
  });

  it('asks for the six weeks the month page shows, a day wider each side', () => {
    // November 2026 starts on a Sunday: the page runs 1 Nov – 12 Dec.
    expect(calendarRange(dayjs('2026-11-18'))).toEqual({ from: '2026-10-31', to: '2026-12-13' });
  });

  it('reads the month of the address, or the current one', () => {
    const today = dayjs('2026-05-20');
    expect(monthFromText('2026-11', today).format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(monthFromText('2026-13', today).format('YYYY-MM-DD')).toBe('2026-05-01');
    expect(monthFromText(null, today).format('YYYY-MM-DD')).toBe('2026-05-01');
  });
});
