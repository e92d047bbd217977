import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeMe } from '../../test-support/fake-me.ts';
import { signedInName } from './signed-in-name.ts';
import { UserMenu } from './user-menu.tsx';

afterEach(cleanup);

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function open(superuser: boolean) {
  render(
    <MemoryRouter initialEntries={['/announcement']}>
      <UserMenu
        me={fakeMe({ is_superuser: superuser })}
        compact
        onHelpAndFeedback={() => undefined}
        onHelp={() => undefined}
      />
      <Address />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
}

describe('the message outbox entry of the account menu', () => {
  it('takes a superuser to the outboxes', async () => {
    open(true);
    fireEvent.click(await screen.findByText('Message outbox'));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/sms-outbox');
  });

  it('is not offered to other users', async () => {
    open(false);
    await screen.findByText('My Account Info');
    expect(screen.queryByText('Message outbox')).toBeNull();
  });
});

describe('the modules’ entries of the account menu', () => {
  it('come from their manifests and open their pages, for a superuser', async () => {
    open(true);
    await screen.findByText('Message outbox');
    expect(screen.getByText('Audit log')).toBeTruthy();
    fireEvent.click(screen.getByText('Server settings (effective)'));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/server-settings');
  });

  it('are offered only to those who may open their pages', async () => {
    open(false);
    await screen.findByText('My Account Info');
    expect(screen.queryByText('Audit log')).toBeNull();
    expect(screen.queryByText('Server settings (effective)')).toBeNull();
  });
});

describe('the signed-in name', () => {
  it('is the full name, without a space for an empty last name, else the username', () => {
    expect(signedInName(fakeMe())).toBe('Asha Rao');
    expect(signedInName(fakeMe({ last_name: '' }))).toBe('Asha');
    expect(signedInName(fakeMe({ first_name: '', last_name: '' }))).toBe('principal');
    expect(signedInName(undefined)).toBe('');
  });
});
