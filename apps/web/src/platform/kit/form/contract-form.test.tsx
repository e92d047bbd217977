import { defineEndpoint } from '@console/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Input, InputNumber, Select } from 'antd';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApiClient } from '../../core/api/api-client.ts';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import { refuseUnstubbed } from '../../../test-support/stub-api.ts';
import { pressEnter } from '../../../test-support/press-enter.ts';
import { PageActiveContext } from '../layout/layout-slots.tsx';
import { ContractField } from './contract-field.tsx';
import { ContractForm } from './contract-form.tsx';
import { formTarget } from './form-target.ts';

// The kit's form on an endpoint of its own: the browser checks the body with the endpoint's
// schema, the server's refusals land on their fields or above the buttons, the first field in
// error gets the cursor, submit is off while sending, and leaving with changes asks first.

const ROOM_REQUIRED = 'Choose the room the notice is for.';
const noticeBody = z.strictObject({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(40, 'Title must be at most 40 characters.'),
  room: z.number({ error: ROOM_REQUIRED }).int().positive(),
  note: z.string().trim().max(100).default(''),
});
const notices = {
  create: defineEndpoint({
    method: 'POST',
    path: '/notice',
    body: noticeBody,
    answer: z.object({ id: z.number().int() }),
    status: 201,
    summary: 'Create a notice',
    errors: [409, 422],
  }),
};

interface NoticeValues {
  title: string;
  room?: number | null;
  note: string;
}

/** The rooms the Room control offers: a number field, or a list of these. */
let roomChoices: { value: number; label: string }[] | null = null;

function NoticeForm() {
  const navigate = useNavigate();
  return (
    <ContractForm
      target={formTarget(notices.create, (body) => callEndpoint(notices.create, { body }))}
      toBody={(values: NoticeValues) => ({
        title: values.title,
        room: values.room ?? undefined,
        note: values.note,
      })}
      onSaved={(saved) => void navigate(`/notices/${saved.id}`)}
      submitText="Create"
      initialValues={{ title: '', note: '' }}
    >
      <ContractField name="title" label="Title">
        <Input />
      </ContractField>
      <ContractField name="room" label="Room">
        {roomChoices ? <Select options={roomChoices} /> : <InputNumber />}
      </ContractField>
      <ContractField name="note" label="Note">
        <Input.TextArea />
      </ContractField>
    </ContractForm>
  );
}

let answer: () => Promise<Response>;
let posted: unknown[];

beforeEach(() => {
  roomChoices = null;
  configureApiClient({ getAccessToken: async () => null, onSessionEnded: () => undefined });
  posted = [];
  answer = async () => Response.json({ id: 5 }, { status: 201 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://console.test').pathname;
    if (init.method !== 'POST' || path !== '/api/notice')
      refuseUnstubbed(init.method ?? 'GET', path);
    posted.push(JSON.parse(String(init.body)));
    return answer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount() {
  const router = createMemoryRouter(
    [
      { path: '/notices/new', element: <NoticeForm /> },
      { path: '/notices/:id', element: <p>notice page</p> },
      { path: '/notices', element: <p>notice list</p> },
    ],
    { initialEntries: ['/notices/new'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));
const json = (status: number, body: unknown) => async () => Response.json(body, { status });

describe('ContractForm', () => {
  it('marks required fields and limits text by the schema', () => {
    mount();
    const label = (text: string) => screen.getByText(text, { selector: 'label' });
    expect(label('Title').classList.contains('ant-form-item-required')).toBe(true);
    expect(label('Room').classList.contains('ant-form-item-required')).toBe(true);
    // A note may be left out (it has a default), so it is not marked.
    expect(label('Note').classList.contains('ant-form-item-required')).toBe(false);
    expect(field('Title').maxLength).toBe(40);
    expect(field('Note').maxLength).toBe(100);
  });

  it("shows the schema's words on the first field in error, focused, and sends nothing", async () => {
    mount();
    type('Title', 'Fire drill');
    create();
    expect(await screen.findByText(ROOM_REQUIRED)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Room')));
    expect(posted).toHaveLength(0);

    // Cleared title: its message appears as the user types, the server's own text.
    type('Title', '   ');
    expect(await screen.findByText('Title is required')).toBeTruthy();
    create();
    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(posted).toHaveLength(0);
  });

  it("puts a 422's field error on its field and focuses it", async () => {
    answer = json(422, {
      message: 'body.room: Room 12 is booked that day',
      errors: [{ field: 'body.room', rule: 'custom', message: 'Room 12 is booked that day' }],
    });
    const router = mount();
    type('Title', 'Fire drill');
    type('Room', '12');
    type('Note', 'Bring the register.');
    create();
    const problem = await screen.findByText('Room 12 is booked that day');
    expect(problem.closest('.ant-form-item')?.contains(field('Room'))).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field('Room')));
    expect(posted).toEqual([{ title: 'Fire drill', room: 12, note: 'Bring the register.' }]);
    // Named on its field, so there is no message above the buttons.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/notices/new');
  });

  it('shows a refusal that names no field above the buttons', async () => {
    answer = json(409, { message: 'Notices are closed for the exam week.' });
    const router = mount();
    type('Title', 'Fire drill');
    type('Room', '12');
    create();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Notices are closed for the exam week.');
    expect(router.state.location.pathname).toBe('/notices/new');
  });

  it('keeps submit off while sending, then opens what was saved', async () => {
    let release: (response: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const router = mount();
    type('Title', 'Fire drill');
    type('Room', '12');
    create();
    const button = screen.getByRole('button', { name: /Create/ }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(posted).toHaveLength(1);
    release(Response.json({ id: 9 }, { status: 201 }));
    // Saved, so the guard lets the form go without asking.
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices/9'));
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('asks before leaving with changes, and not when nothing changed', async () => {
    let router = mount();
    await act(() => router.navigate('/notices'));
    expect(router.state.location.pathname).toBe('/notices');
    expect(screen.queryByText('Leave without saving?')).toBeNull();

    cleanup();
    router = mount();
    type('Title', 'Fire drill');
    await act(() => router.navigate('/notices'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/notices/new');
    expect(field('Title').value).toBe('Fire drill');
    await act(() => router.navigate('/notices'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices'));
  });

  it('does not guard a page kept alive while it is hidden', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/notices/new',
          element: (
            <PageActiveContext.Provider value={false}>
              <NoticeForm />
            </PageActiveContext.Provider>
          ),
        },
        { path: '/notices', element: <p>notice list</p> },
      ],
      { initialEntries: ['/notices/new'] },
    );
    render(<RouterProvider router={router} />);
    type('Title', 'Fire drill');
    await act(() => router.navigate('/notices'));
    expect(router.state.location.pathname).toBe('/notices');
    expect(screen.queryByText('Leave without saving?')).toBeNull();
  });

  it('asks the browser before the tab closes only while changes are unsaved', () => {
    mount();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    type('Title', 'Fire drill');
    expect(closing()).toBe(true);
  });

  it('submits from its button only: Enter in a field sends nothing and stays', async () => {
    const router = mount();
    const submitted = vi.fn();
    field('Title').form!.addEventListener('submit', submitted);
    type('Title', 'Fire drill');
    pressEnter(field('Title'));
    type('Room', '12');
    // Enter to accept a typed value (a date, a number) keeps the form as it is.
    pressEnter(field('Room'));
    expect(submitted).not.toHaveBeenCalled();
    expect(field('Room').value).toBe('12');
    // The button sends, once: an Enter that had submitted would have sent first.
    create();
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices/5'));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([{ title: 'Fire drill', room: 12, note: '' }]);
  });

  it('makes a required choice that has one option, without calling it a change', async () => {
    roomChoices = [{ value: 12, label: 'Room 12' }];
    const router = mount();
    await waitFor(() =>
      expect(screen.getByLabelText('Room').closest('.ant-select')?.textContent).toBe('Room 12'),
    );
    // Filled by the form, not the user: leaving asks nothing.
    await act(() => router.navigate('/notices'));
    expect(router.state.location.pathname).toBe('/notices');
    expect(screen.queryByText('Leave without saving?')).toBeNull();

    cleanup();
    mount();
    type('Title', 'Fire drill');
    create();
    await waitFor(() => expect(posted).toEqual([{ title: 'Fire drill', room: 12, note: '' }]));
  });

  it('leaves a choice of several to the user', async () => {
    roomChoices = [
      { value: 12, label: 'Room 12' },
      { value: 14, label: 'Room 14' },
    ];
    mount();
    type('Title', 'Fire drill');
    create();
    expect(await screen.findByText(ROOM_REQUIRED)).toBeTruthy();
    expect(posted).toHaveLength(0);
  });
});
