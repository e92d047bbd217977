import { render, screen, waitFor } from '@testing-library/react';
import { Form, Select } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { nameListboxes } from './listbox-names.ts';

let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

describe('nameListboxes', () => {
  it("names a select's option list after the field's label", async () => {
    observer = nameListboxes();
    render(
      <Form>
        <Form.Item label="Gender" name="gender">
          <Select open options={[{ value: 1, label: 'Male' }]} />
        </Form.Item>
      </Form>,
    );
    await waitFor(() => expect(screen.getAllByRole('listbox', { name: 'Gender' })).not.toEqual([]));
  });

  it('falls back to the control’s aria-label', async () => {
    observer = nameListboxes();
    render(<Select open aria-label="Sort modules" options={[{ value: 1, label: 'Name' }]} />);
    await waitFor(() =>
      expect(screen.getAllByRole('listbox', { name: 'Sort modules' })).not.toEqual([]),
    );
  });
});
