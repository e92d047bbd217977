import { defineEndpoint, Messages } from '@console/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApiClient } from '../../core/api/api-client.ts';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import { ContractField } from './contract-field.tsx';
import { ContractForm } from './contract-form.tsx';
import { formTarget } from './form-target.ts';

// A save that gets no answer (offline) keeps what was typed, says why in the console's words
// and can be sent again.

const create = defineEndpoint({
  method: 'POST',
  path: '/notice',
  body: z.strictObject({ title: z.string().trim().min(1), note: z.string().default('') }),
  answer: z.object({ id: z.number().int() }),
  status: 201,
  summary: 'Create a notice',
});

function NoticeForm() {
  const navigate = useNavigate();
  return (
    <ContractForm
      target={formTarget(create, (body) => callEndpoint(create, { body }))}
      toBody={(values: { title: string; note: string }) => values}
      onSaved={(saved) => void navigate(`/notices/${saved.id}`)}
      submitText="Create"
      initialValues={{ title: '', note: '' }}
    >
      <ContractField name="title" label="Title">
        <Input />
      </ContractField>
      <ContractField name="note" label="Note">
        <Input.TextArea />
      </ContractField>
    </ContractForm>
  );
}

let online = false;
const posted: unknown[] = [];

beforeEach(() => {
  configureApiClient({ getAccessToken: async () => null, onSessionEnded: () => undefined });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    posted.push(JSON.parse(String(init.body)));
    return Response.json({ id: 7 }, { status: 201 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('keeps the values of a save that failed offline, says so, and saves on a retry', async () => {
  const router = createMemoryRouter(
    [
      { path: '/notices/new', element: <NoticeForm /> },
      { path: '/notices/:id', element: <p>notice page</p> },
    ],
    { initialEntries: ['/notices/new'] },
  );
  render(<RouterProvider router={router} />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(field('Title'), { target: { value: 'Fire drill' } });
  fireEvent.change(field('Note'), { target: { value: 'Bring the register.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(Messages.serverUnreachable);
  expect(field('Title').value).toBe('Fire drill');
  expect(field('Note').value).toBe('Bring the register.');
  expect(router.state.location.pathname).toBe('/notices/new');

  online = true;
  const button = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
  expect(button.disabled).toBe(false);
  fireEvent.click(button);
  await waitFor(() => expect(router.state.location.pathname).toBe('/notices/7'));
  expect(posted).toEqual([{ title: 'Fire drill', note: 'Bring the register.' }]);
});
