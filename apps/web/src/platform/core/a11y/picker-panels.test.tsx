import { render, waitFor } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { fixPickerPanels } from './picker-panels.ts';

let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

describe('an open date and time picker', () => {
  it('lets the keyboard reach its time columns, each named, and names its month and year buttons by what they show', async () => {
    observer = fixPickerPanels();
    render(
      <DatePicker
        open
        aria-label="Schedule date"
        defaultPickerValue={dayjs('2026-12-02T10:00:00')}
        showTime={{ format: 'hh:mm A', use12Hours: true, minuteStep: 5 }}
      />,
    );
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('.ant-picker-time-panel-column')).map((column) => [
          column.getAttribute('tabindex'),
          column.getAttribute('aria-label'),
        ]),
      ).toEqual([
        ['0', 'Hours'],
        ['0', 'Minutes'],
        ['0', 'AM or PM'],
      ]),
    );
    // Named by what they show: no aria-label of other words.
    const header = ['.ant-picker-month-btn', '.ant-picker-year-btn'].map((selector) => {
      const button = document.querySelector(selector);
      return [button?.textContent, button?.getAttribute('aria-label')];
    });
    expect(header).toEqual([
      ['Dec', null],
      ['2026', null],
    ]);
  });
});
