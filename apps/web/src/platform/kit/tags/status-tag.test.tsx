import {
  BACKGROUND_JOB_STATUSES,
  CALL_STATUSES,
  CONTENT_STATUSES,
  CONTENT_STATUS_FILTER_OPTIONS,
  GATE_PASS_STATUSES,
  GATE_PASS_STATUS_FILTER_OPTIONS,
  SENTIMENTS,
} from '@console/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusTag, statusOptions } from './status-tag.tsx';
import { TAG_PALETTE } from './tag-palette.ts';

afterEach(cleanup);

/** The hue a rendered tag was drawn in (its class), its text and background colours. */
function tagOf(text: string) {
  const tag = screen.getByText(text);
  const hue = /hue-tag-([a-z-]+)/.exec(tag.className)?.[1];
  return { hue, text: tag.style.color, background: tag.style.background };
}

describe('StatusTag', () => {
  it.each([
    [1, 'Waiting For Approval', 'yellow'],
    [2, 'Approved', 'green'],
    [3, 'Rejected', 'red'],
    [4, 'Cancelled', 'grey'],
    [5, 'Pass Used', 'blue'],
    [0, 'Disabled', 'grey'],
  ] as const)('draws gate pass %i as %s in %s (001 §4)', (code, label, hue) => {
    render(<StatusTag codes={GATE_PASS_STATUSES} code={code} />);
    const { text, background } = TAG_PALETTE[hue];
    expect(tagOf(label)).toEqual({ hue, text, background });
  });

  it('shows an unknown code as itself in grey, never as a wrong status', () => {
    render(<StatusTag codes={GATE_PASS_STATUSES} code={9} />);
    expect(tagOf('9').hue).toBe('grey');
  });

  it('shows an unknown content status as Draft (000 §4), and an unknown call as Unknown', () => {
    render(
      <>
        <StatusTag codes={CONTENT_STATUSES} code={7} />
        <StatusTag codes={CONTENT_STATUSES} code={null} />
        <StatusTag codes={CALL_STATUSES} code={42} />
      </>,
    );
    expect(screen.getAllByText('Draft').map((tag) => tag.className)).toEqual([
      expect.stringContaining('hue-tag-blue'),
      expect.stringContaining('hue-tag-blue'),
    ]);
    expect(tagOf('Unknown').hue).toBe('grey');
  });

  it('shows a dash, not a tag, where there is no code (a call not reviewed)', () => {
    const { container } = render(<StatusTag codes={SENTIMENTS} code={null} />);
    expect(container.textContent).toBe('—');
    expect(container.querySelector('.ant-tag')).toBeNull();
  });

  it('draws tables of word codes too (background jobs)', () => {
    render(<StatusTag codes={BACKGROUND_JOB_STATUSES} code="failed" />);
    expect(tagOf('Failed').hue).toBe('red');
  });
});

describe('statusOptions', () => {
  it('offers the gate pass statuses but Disabled, in code order', () => {
    expect(statusOptions(GATE_PASS_STATUSES, GATE_PASS_STATUS_FILTER_OPTIONS)).toEqual([
      { value: '1', label: 'Waiting For Approval' },
      { value: '2', label: 'Approved' },
      { value: '3', label: 'Rejected' },
      { value: '4', label: 'Cancelled' },
      { value: '5', label: 'Pass Used' },
    ]);
  });

  it('offers Active, Scheduled, Draft and Hidden, in that order (000 §4)', () => {
    expect(statusOptions(CONTENT_STATUSES, CONTENT_STATUS_FILTER_OPTIONS)).toEqual([
      { value: '1', label: 'Active' },
      { value: '2', label: 'Scheduled' },
      { value: '3', label: 'Draft' },
      { value: '0', label: 'Hidden' },
    ]);
  });

  it('offers every code of a table when none are chosen', () => {
    expect(statusOptions(SENTIMENTS)).toEqual([
      { value: '-1', label: 'Dissatisfied' },
      { value: '0', label: 'Neutral' },
      { value: '1', label: 'Happy' },
    ]);
  });
});

describe('one palette', () => {
  // Every .tsx of the console, as text: a tag coloured by hand is a copy that can drift from
  // the code tables and from the readable palette.
  const sources = import.meta.glob<string>(['../../../**/*.tsx', '!../../../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('reads the console’s sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('colours no Ant Design tag by hand (categories, in their own colour, excepted)', () => {
    const handColoured = Object.entries(sources).flatMap(([path, text]) =>
      [...text.matchAll(/<Tag\b[^>]*\bcolor=/g)].map(() => path),
    );
    expect(handColoured).toEqual(['../../engines/content/content-tags.tsx']);
  });
});
