import { Messages } from '@console/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-support/stub-api.ts';
import { ForcedResetStep } from './forced-reset-step.tsx';
import { PasswordSignIn } from './password-sign-in.tsx';

// The sign-in forms without antd keep what antd's Form gave: each field's error under it and
// named as its description, the first field in error focused, nothing sent until the rules pass.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('password sign-in', () => {
  it('names the missing fields under them, focuses the first, and sends nothing', async () => {
    const sent = stubApi({ 'POST /api/auth/first_leg': () => Response.json({}) });
    render(
      <MemoryRouter>
        <PasswordSignIn onSignedIn={() => undefined} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(username.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Enter your username');
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(sent).toHaveLength(0);

    // Fixed, its message goes as it is typed.
    fireEvent.change(username, { target: { value: 'staff' } });
    expect(screen.queryByText('Enter your username')).toBeNull();
  });

  it('sends the trimmed username, shows the server’s refusal as an alert and moves focus to it', async () => {
    const sent = stubApi({
      'POST /api/auth/first_leg': () =>
        Response.json({ message: Messages.wrongCredentials }, { status: 401 }),
    });
    render(
      <MemoryRouter>
        <PasswordSignIn onSignedIn={() => undefined} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' staff ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(Messages.wrongCredentials);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ username: 'staff', password: 'secret' });
  });

  it('shows and hides the password on request', () => {
    render(
      <MemoryRouter>
        <PasswordSignIn onSignedIn={() => undefined} />
      </MemoryRouter>,
    );
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('the forced password change', () => {
  it('holds the server’s rules and the confirmation before sending', async () => {
    const sent = stubApi({ 'PUT /api/auth/reset': () => new Response(null, { status: 204 }) });
    const changed = vi.fn();
    render(<ForcedResetStep currentPassword="Given@123" onChanged={changed} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'other' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password needs at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Joined2026' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'Joined2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(Messages.passwordChanged);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      password: 'Given@123',
      new_password: 'Joined2026',
    });
  });
});
