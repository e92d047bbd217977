import { CategoryMessages, announcementEndpoints, wellnessEndpoints } from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { notify } from '../../core/notify/notify.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { CATEGORIES } from './testing/content-fixtures.ts';
import { stubApi } from '../../../test-support/stub-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type CategoryModule = Parameters<typeof CategoryDialog>[0]['module'];

const announcement: CategoryModule = {
  endpoints: announcementEndpoints,
  categories: { updateWithIdInBody: true },
};
const wellness: CategoryModule = {
  endpoints: wellnessEndpoints,
  categories: { updateWithIdInBody: false },
};

function open(module = announcement, category?: (typeof CATEGORIES)[number]) {
  const onClose = vi.fn();
  render(
    // The console's own client: its MutationCache would toast a failure a second time.
    <QueryClientProvider client={createQueryClient()}>
      <CategoryDialog module={module} open category={category} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the category dialog (000 §5)', { timeout: 20_000 }, () => {
  it('names each missing field with the documents’ messages', async () => {
    const sent = stubApi({});
    open();
    expect(field('Color code').value).toBe('#A461D8');
    fireEvent.change(field('Color code'), { target: { value: '' } });
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Display label is required')).toBeTruthy();
    expect(screen.getByText('Color code is required')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('limits name and display label to 30 and description to 255, and checks the colour', async () => {
    stubApi({});
    open();
    fireEvent.change(field('Name'), { target: { value: 'n'.repeat(31) } });
    fireEvent.change(field('Display label'), { target: { value: `  ${'d'.repeat(31)}  ` } });
    fireEvent.change(field('Color code'), { target: { value: 'purple' } });
    save();
    expect(await screen.findByText(CategoryMessages.nameTooLong)).toBeTruthy();
    expect(screen.getByText('Display label must be at most 30 characters.')).toBeTruthy();
    expect(screen.getByText(CategoryMessages.colourFormat)).toBeTruthy();
    // The description box stops at 255 characters.
    expect(field('Description').getAttribute('maxlength')).toBe('255');
  });

  it('shows the name as the slug it is saved as', async () => {
    stubApi({});
    open();
    fireEvent.change(field('Name'), { target: { value: 'Sports Day!' } });
    expect((await screen.findByText('sports-day')).tagName).toBe('CODE');
    fireEvent.change(field('Name'), { target: { value: '!!!' } });
    save();
    expect(await screen.findByText(CategoryMessages.nameNotSlug)).toBeTruthy();
  });

  it('adds a category and says so', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const sent = stubApi({ 'POST /api/announcement/category': { ...CATEGORIES[0], id: 9 } });
    const onClose = open();
    fireEvent.change(field('Name'), { target: { value: ' Sports Day ' } });
    fireEvent.change(field('Display label'), { target: { value: ' Sports Day ' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Sports Day',
      display_label: 'Sports Day',
      description: null,
      colour_hex_code: '#A461D8',
    });
    expect(success).toHaveBeenCalledWith('Category action executed successfully');
  });

  it('edits an announcement category with the id in the body, a wellness one in the path', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    let sent = stubApi({ 'PUT /api/announcement/category': CATEGORIES[0] });
    let onClose = open(announcement, CATEGORIES[0]);
    expect(field('Name').value).toBe('sports');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/announcement/category',
      body: { id: 3, name: 'sports', display_label: 'Sports' },
    });
    cleanup();

    sent = stubApi({ 'PUT /api/wellness/category/5': CATEGORIES[1] });
    onClose = open(wellness, CATEGORIES[1]);
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/wellness/category/5',
      body: { name: 'exams', description: 'Exam notices', colour_hex_code: '#1677FF' },
    });
  });

  it("shows the server's reason, or 'Category action could not be executed. Try again'", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /api/announcement/category': Response.json(
        { message: CategoryMessages.nameTaken },
        { status: 409 },
      ),
    });
    const onClose = open();
    fireEvent.change(field('Name'), { target: { value: 'sports' } });
    fireEvent.change(field('Display label'), { target: { value: 'Sports' } });
    save();
    await waitFor(() => expect(error).toHaveBeenCalledWith(CategoryMessages.nameTaken));
    expect(onClose).not.toHaveBeenCalled();

    stubApi({ 'POST /api/announcement/category': new Response(null, { status: 502 }) });
    save();
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('Category action could not be executed. Try again'),
    );
    expect(error).toHaveBeenCalledTimes(2);
  });
});
