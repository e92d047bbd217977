import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fitTables } from './table-regions.ts';

let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

describe('fitTables', () => {
  it('makes the measure row inert and leaves a scroller that fits out of the Tab order', async () => {
    observer = fitTables();
    const { container } = render(
      <div aria-label="Gate passes">
        <div className="ant-table-content">
          <table>
            <tbody>
              <tr className="ant-table-measure-row" aria-hidden="true">
                <td>
                  <button type="button">ID</button>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>,
    );
    const row = container.querySelector<HTMLTableRowElement>('tr.ant-table-measure-row')!;
    await waitFor(() => expect(row.hasAttribute('inert')).toBe(true));
    // jsdom lays nothing out: widths are 0, so nothing overflows and nothing takes focus.
    expect(container.querySelector('.ant-table-content')!.hasAttribute('tabindex')).toBe(false);
  });
});
