import { Sentiment, type SentimentReason } from '@console/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SentimentEditor, type ReviewedCall } from './sentiment-editor.tsx';

// The reviewer's record of a call: sentiment Dissatisfied -1, Neutral 0, Happy 1, a reason of
// that sentiment only, and only what changed is sent.

afterEach(cleanup);

const REASONS: SentimentReason[] = [
  { id: 11, name: 'Fee concerns', sentiment: Sentiment.Dissatisfied },
  { id: 12, name: 'Transport issues', sentiment: Sentiment.Dissatisfied },
  { id: 21, name: 'Undecided', sentiment: Sentiment.Neutral },
  { id: 31, name: 'Satisfied with teaching', sentiment: Sentiment.Happy },
];

const blank: ReviewedCall = {
  id: 5,
  remarks: null,
  principal_remarks: null,
  sentiment: null,
  sentiment_reason: null,
};

function mount(call: ReviewedCall = blank, error: string | null = null) {
  const onSave = vi.fn(async () => undefined);
  render(<SentimentEditor call={call} reasons={REASONS} onSave={onSave} error={error} />);
  return onSave;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const reasonBox = () => screen.getByRole('combobox', { name: 'Sentiment reason' });

/** The reasons the open dropdown offers, as shown. */
async function openReasons(): Promise<string[]> {
  fireEvent.mouseDown(reasonBox());
  await waitFor(() =>
    expect(document.querySelectorAll('.ant-select-item-option-content').length).toBeGreaterThan(0),
  );
  return [...document.querySelectorAll('.ant-select-item-option-content')].map(
    (option) => option.textContent ?? '',
  );
}

describe('SentimentEditor', () => {
  it('offers the three sentiments and asks for one before a reason', () => {
    mount();
    expect(screen.getByRole('radio', { name: 'Dissatisfied' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Neutral' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Happy' })).toBeTruthy();
    expect((reasonBox() as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the chosen sentiment with one of its own reasons', async () => {
    const onSave = mount();
    fireEvent.click(screen.getByRole('radio', { name: 'Dissatisfied' }));
    expect(await openReasons()).toEqual(['Fee concerns', 'Transport issues']);
    fireEvent.click(await screen.findByText('Transport issues'));
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ sentiment: -1, sentiment_reason: 12 });
  });

  it('drops a reason that does not belong to the newly chosen sentiment', async () => {
    const onSave = mount({ ...blank, sentiment: Sentiment.Dissatisfied, sentiment_reason: 11 });
    fireEvent.click(screen.getByRole('radio', { name: 'Happy' }));
    expect(await openReasons()).toEqual(['Satisfied with teaching']);
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ sentiment: 1, sentiment_reason: null });
  });

  it('clears the sentiment and its reason', async () => {
    const onSave = mount({ ...blank, sentiment: Sentiment.Happy, sentiment_reason: 31 });
    fireEvent.click(screen.getByRole('button', { name: 'Clear sentiment' }));
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ sentiment: null, sentiment_reason: null });
  });

  it('sends only the remarks that changed, trimmed, an emptied one as null', async () => {
    const onSave = mount({ ...blank, remarks: 'Old note', principal_remarks: 'Keep' });
    fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: '  New note  ' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ remarks: 'New note' });
    fireEvent.change(screen.getByLabelText('Principal remarks'), { target: { value: '' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith({ remarks: 'New note', principal_remarks: null });
  });

  it('keeps the draft when the same call arrives again (the drawer’s detail read)', async () => {
    const onSave = vi.fn(async () => undefined);
    const view = render(<SentimentEditor call={{ ...blank }} reasons={REASONS} onSave={onSave} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dissatisfied' }));
    view.rerender(<SentimentEditor call={{ ...blank }} reasons={REASONS} onSave={onSave} />);
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ sentiment: -1 });
  });

  it('starts over from what the server holds once the call changes there', () => {
    const onSave = vi.fn(async () => undefined);
    const view = render(<SentimentEditor call={blank} reasons={REASONS} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: 'Typed' } });
    view.rerender(
      <SentimentEditor call={{ ...blank, remarks: 'Saved' }} reasons={REASONS} onSave={onSave} />,
    );
    expect((screen.getByLabelText('Remarks') as HTMLTextAreaElement).value).toBe('Saved');
  });

  it('shows the server’s refusal', () => {
    mount(blank, 'This reason does not belong to the chosen sentiment.');
    expect(screen.getByText('This reason does not belong to the chosen sentiment.')).toBeTruthy();
  });
});
