import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepAliveOutlet, type RouteHandle } from '../../../app/keep-alive/keep-alive-outlet.tsx';
import { ModuleSideMenu, SideMenuSlotContext } from './layout-slots.tsx';

afterEach(cleanup);

/** The layout's side slot around the kept-alive outlet, as ConsoleLayout has it. */
function Layout() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <SideMenuSlotContext.Provider value={slot}>
      <aside aria-label="side" ref={setSlot} />
      <KeepAliveOutlet />
    </SideMenuSlotContext.Provider>
  );
}

function ListWithMenu({ name }: { name: string }) {
  return (
    <>
      <ModuleSideMenu>
        <p>{name} menu</p>
      </ModuleSideMenu>
      <p>{name} list</p>
    </>
  );
}

describe('module side menus beside kept-alive pages', () => {
  it('shows only the side menu of the page on screen', async () => {
    const keep = { keepAlive: true } satisfies RouteHandle;
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/announcement', handle: keep, element: <ListWithMenu name="announcement" /> },
            { path: '/sms', handle: keep, element: <p>sms list</p> },
          ],
        },
      ],
      { initialEntries: ['/announcement'] },
    );
    render(<RouterProvider router={router} />);
    const side = screen.getByRole('complementary', { name: 'side' });
    expect(side.textContent).toBe('announcement menu');

    await act(() => router.navigate('/sms'));
    // The announcement list is still mounted (hidden), but its menu is gone from the slot.
    expect(screen.getByText('announcement list', { selector: 'p' })).toBeTruthy();
    expect(side.textContent).toBe('');

    await act(() => router.navigate('/announcement'));
    expect(side.textContent).toBe('announcement menu');
  });
});
