import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeadingFocus } from './use-heading-focus.ts';

// After a move to another page the focus goes to its heading, once the page has drawn it,
// unless the focus moved meanwhile: to one of the page's fields, or outside the page (the
// header's search, clicked while the page's code was still on its way).

let go: (path: string) => void = () => {};
let showHeading: (shown: boolean) => void = () => {};

function Console() {
  const main = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const [heading, setHeading] = useState(false);
  go = (path) => void navigate(path);
  showHeading = setHeading;
  useHeadingFocus(main);
  return (
    <>
      <input aria-label="Search" />
      <main ref={main} tabIndex={-1}>
        {heading && <h1 tabIndex={-1}>Gate Pass</h1>}
      </main>
    </>
  );
}

/** Lets the hook look for the heading for a few frames. */
const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

/** The console on home, then moved to the gate passes, whose heading is not drawn yet. */
async function openGatePassesFromHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Console />
    </MemoryRouter>,
  );
  act(() => go('/gatepass'));
  await frames();
}

afterEach(cleanup);

describe('useHeadingFocus', () => {
  it('moves the focus to the new page’s heading once it is drawn', async () => {
    await openGatePassesFromHome();
    act(() => showHeading(true));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Gate Pass' })),
    );
  });

  it('leaves the search where the user put it while the page was coming', async () => {
    await openGatePassesFromHome();
    const search = screen.getByRole('textbox', { name: 'Search' });
    act(() => search.focus());
    act(() => showHeading(true));
    await frames();
    expect(document.activeElement).toBe(search);
  });
});
