import { wellnessEndpoints } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { fakeLogin } from '../../../test-support/fake-login.ts';
import { endSession, startSession } from '../../core/session/session-store.ts';
import type { AnyContentModule } from './content-module.ts';
import { ContentSideMenu } from './content-side-menu.tsx';
import { ANNOUNCEMENTS, CATEGORIES } from './testing/content-fixtures.ts';
import { fakeMe } from '../../../test-support/fake-me.ts';
import { stubApi } from '../../../test-support/stub-api.ts';

const announcements: AnyContentModule = ANNOUNCEMENTS;

const wellness: AnyContentModule = {
  ...announcements,
  moduleId: 'wellness',
  title: 'Wellness',
  path: '/wellness',
  endpoints: wellnessEndpoints,
  categories: { updateWithIdInBody: false },
  sideMenu: undefined,
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function mount(
  me: Parameters<typeof fakeMe>[0],
  at = '/announcement',
  module: AnyContentModule = announcements,
  routes: Parameters<typeof stubApi>[0] = {},
) {
  startSession(fakeLogin({ userId: 7 }));
  stubApi({
    'GET /api/me': fakeMe(me),
    [`GET /api${module.endpoints.list.path}/category`]: CATEGORIES,
    ...routes,
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[at]}>
        <ContentSideMenu module={module} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

describe('the announcement side menu (000 §2)', { timeout: 20_000 }, () => {
  it("is a 'Create Announcement' link with announcement_create", async () => {
    mount({ permissions: ['announcement_read', 'announcement_create'] });
    const link = await screen.findByRole('link', { name: /Create Announcement/ });
    expect(link.getAttribute('href')).toBe('/announcement/form');
    fireEvent.click(link);
    expect(address()).toBe('/announcement/form');
    expect(screen.queryByRole('heading', { name: 'Announcements' })).toBeNull();
  });

  it("reads 'Announcements', not as a link, without announcement_create", async () => {
    mount({ permissions: ['announcement_read', 'announcement_update'] });
    await screen.findByText('Sports');
    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Create Announcement')).toBeNull();
  });

  it('offers category add, edit and delete to superusers only', async () => {
    mount({ permissions: ['announcement_read', 'announcement_create'] });
    await screen.findByText('Sports');
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit category Sports' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete category Sports' })).toBeNull();
    cleanup();
    endSession();

    mount({ is_superuser: true });
    await screen.findByRole('button', { name: 'Add category' });
    expect(screen.getByRole('button', { name: 'Edit category Sports' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete category Exams' })).toBeTruthy();
  });

  it('filters the list by a category, keeping the other filters and starting at page 1', async () => {
    mount({ permissions: ['announcement_read'] }, '/announcement?status=1&page=3&category=5');
    const categories = screen.getByRole('region', { name: 'Categories' });
    const sports = await within(categories).findByRole('button', { name: /Sports/ });
    expect(
      within(categories).getByRole('button', { name: /Exams/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(sports);
    expect(address()).toBe('/announcement?status=1&category=3');
    fireEvent.click(within(categories).getByRole('button', { name: 'All categories' }));
    expect(address()).toBe('/announcement?status=1');
  });

  it('opens the list with the category from an announcement page', async () => {
    mount({ permissions: ['announcement_read'] }, '/announcement/12');
    fireEvent.click(await screen.findByRole('button', { name: /Sports/ }));
    expect(address()).toBe('/announcement?category=3');
  });

  it("asks for at least one date: 'Enter at least one value'", async () => {
    mount({ permissions: ['announcement_read'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter at least one value');
    expect(address()).toBe('/announcement');
  });

  it("refuses a from date after the to date: 'From date cannot be greater than To date'", async () => {
    mount({ permissions: ['announcement_read'] }, '/announcement?to_date=2026-03-01');
    const from = screen.getByLabelText('From date');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '10-Mar-2026' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'From date cannot be greater than To date',
    );
    expect(address()).toBe('/announcement?to_date=2026-03-01');
  });

  it('applies the dates to the list address', async () => {
    mount({ permissions: ['announcement_read'] }, '/announcement?status=3&page=2');
    const from = screen.getByLabelText('From date');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '01-Mar-2026' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(address()).toBe('/announcement?status=3&from_date=2026-03-01'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the categories could not be loaded, with a retry', async () => {
    mount({ permissions: ['announcement_read'] }, '/announcement', announcements, {
      'GET /api/announcement/category': () => Response.json({ message: 'Down' }, { status: 503 }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Categories could not be loaded: Down',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('gives wellness the same category list, without the write button and dates', async () => {
    mount({ is_superuser: true }, '/wellness', wellness);
    await screen.findByRole('button', { name: 'Add category' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Exams/ }));
    expect(address()).toBe('/wellness?category=5');
  });
});
