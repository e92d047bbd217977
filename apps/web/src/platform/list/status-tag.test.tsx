import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTENT_STATUS_OPTIONS,
  contentStatusTag,
  GATE_PASS_STATUS_OPTIONS,
  GatePassStatusTag,
  gatePassStatusTag,
  PickupTag,
  StatusTag,
} from './status-tag.tsx';

afterEach(cleanup);

describe('gate-pass status tags (001 §4)', () => {
  it.each([
    [1, 'Waiting For Approval', 'yellow'],
    [2, 'Approved', 'green'],
    [3, 'Rejected', 'red'],
    [4, 'Cancelled', 'default'],
    [5, 'Pass Used', 'blue'],
    [0, 'Disabled', 'default'],
  ])('code %i is %s in %s', (code, label, color) => {
    expect(gatePassStatusTag(code)).toEqual({ label, color });
  });

  it('renders the coloured tag, and an unknown code as its number', () => {
    render(
      <>
        <GatePassStatusTag status={2} />
        <GatePassStatusTag status={9} />
      </>,
    );
    expect(screen.getByText('Approved').className).toContain('ant-tag-green');
    expect(screen.getByText('Status 9')).toBeTruthy();
  });

  it('offers the five statuses as filter options', () => {
    expect(GATE_PASS_STATUS_OPTIONS.map((option) => option.label)).toEqual([
      'Waiting For Approval',
      'Approved',
      'Rejected',
      'Cancelled',
      'Pass Used',
    ]);
  });
});

describe('pickup and content tags', () => {
  it('shows matched in green and not matched in red', () => {
    render(
      <>
        <PickupTag matched />
        <PickupTag matched={false} />
      </>,
    );
    expect(screen.getByText('Matched').className).toContain('ant-tag-green');
    expect(screen.getByText('Not Matched').className).toContain('ant-tag-red');
  });

  it('keeps the content statuses', () => {
    render(<StatusTag status={2} />);
    expect(screen.getByText('Scheduled').className).toContain('ant-tag-gold');
  });
});

describe('content status tags (000 §4)', () => {
  it.each([
    [1, 'Active', 'green'],
    [2, 'Scheduled', 'gold'],
    [3, 'Draft', 'blue'],
    [0, 'Hidden', 'default'],
    // Unknown statuses fall back to Draft.
    [7, 'Draft', 'blue'],
    [null, 'Draft', 'blue'],
  ])('code %s is %s in %s', (code, label, color) => {
    expect(contentStatusTag(code)).toEqual({ label, color });
  });

  it('offers Active, Scheduled, Draft and Hidden, in that order', () => {
    expect(CONTENT_STATUS_OPTIONS).toEqual([
      { value: '1', label: 'Active' },
      { value: '2', label: 'Scheduled' },
      { value: '3', label: 'Draft' },
      { value: '0', label: 'Hidden' },
    ]);
  });
});
