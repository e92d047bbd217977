import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkButton } from './link-button.tsx';

afterEach(cleanup);

function mount() {
  const router = createMemoryRouter(
    [
      { path: '/meeting', element: <LinkButton to="/meeting/form">New meeting</LinkButton> },
      { path: '/meeting/form', element: <p>The form</p> },
    ],
    { initialEntries: ['/meeting'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LinkButton', () => {
  it('is a link with the address, drawn as an antd button, and moves in the console on a click', () => {
    const router = mount();
    const link = screen.getByRole('link', { name: 'New meeting' });
    expect(link.getAttribute('href')).toBe('/meeting/form');
    expect(link.className).toMatch(/\bant-btn\b/);
    // antd's styles apply through its hashed class, which only its own components add.
    expect(link.className).toMatch(/\bcss-/);
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/meeting/form');
    expect(screen.getByText('The form')).toBeTruthy();
  });

  it('leaves a Ctrl+click to the browser (a new tab)', () => {
    const router = mount();
    fireEvent.click(screen.getByRole('link', { name: 'New meeting' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/meeting');
  });
});
