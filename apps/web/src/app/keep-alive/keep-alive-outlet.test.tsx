import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MAX, KeepAliveOutlet, type RouteHandle } from './keep-alive-outlet.tsx';

const mounts: Record<string, number> = {};

/** A list page with a filter the user typed: kept only while the page stays mounted. */
function ListPage({ name }: { name: string }) {
  const [mounted] = useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
    return true;
  });
  const { search } = useLocation();
  return (
    <section aria-label={name} data-mounted={mounted}>
      <input aria-label={`${name} filter`} />
      <output aria-label={`${name} location`}>{search}</output>
    </section>
  );
}

const LISTS = ['a', 'b', 'c', 'd'];

function mount() {
  for (const key of Object.keys(mounts)) delete mounts[key];
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet />,
        children: [
          ...LISTS.map((name) => ({
            path: `/${name}`,
            handle: { keepAlive: true } satisfies RouteHandle,
            element: <ListPage name={name} />,
          })),
          { path: '/form', element: <p>a form page</p> },
          { path: '/detail', element: <p>a detail page</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { go };
}

const mountedLists = () =>
  LISTS.filter((name) => screen.queryByRole('region', { name, hidden: true }) !== null);

afterEach(cleanup);

describe('kept-alive list pages', () => {
  it(`keeps at most ${KEEP_ALIVE_MAX}, dropping the least recently used`, async () => {
    const { go } = mount();
    await go('/b');
    await go('/c');
    expect(mountedLists()).toEqual(['a', 'b', 'c']);
    await go('/a'); // a is now the most recently used
    await go('/d');
    expect(mountedLists()).toEqual(['a', 'c', 'd']);
    expect(mounts).toEqual({ a: 1, b: 1, c: 1, d: 1 });
    await go('/b');
    expect(mounts.b).toBe(2);
    expect(mountedLists()).toEqual(['a', 'b', 'd']);
  });

  it('finds its filters as they were, and hidden pages keep their own location', async () => {
    const { go } = mount();
    fireEvent.change(screen.getByLabelText('a filter'), { target: { value: 'branch 12' } });
    await go('/a?status=1');
    await go('/form');
    expect(screen.getByText('a form page')).toBeTruthy();
    await go('/b?page=3');
    // The hidden list still sees the address it last had, not /b's.
    expect(screen.getByLabelText('a location', { selector: 'output' }).textContent).toBe(
      '?status=1',
    );
    await go('/a?status=1');
    expect((screen.getByLabelText('a filter') as HTMLInputElement).value).toBe('branch 12');
    expect(mounts.a).toBe(1);
  });

  it('restores the scroll position when going back to a list', async () => {
    const { go } = mount();
    act(() => {
      window.scrollTo(0, 640);
      window.dispatchEvent(new Event('scroll'));
    });
    await go('/b');
    act(() => {
      window.scrollTo(0, 0);
      window.dispatchEvent(new Event('scroll'));
    });
    await go('/a');
    expect(window.scrollY).toBe(640);
  });

  it('opens a page that is not kept at the top, wherever the previous page was left', async () => {
    const { go } = mount();
    await go('/form');
    act(() => {
      window.scrollTo(0, 900);
      window.dispatchEvent(new Event('scroll'));
    });
    await go('/detail');
    expect(window.scrollY).toBe(0);
  });
});
