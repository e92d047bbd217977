import { render, screen, waitFor } from '@testing-library/react';
import { Form, Select } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTBOX_NAME, nameListboxes } from './listbox-names.ts';

let observer: MutationObserver | undefined;
afterEach(() => observer?.disconnect());

describe('nameListboxes', () => {
  it("names a select's option list, and the field's label still names the select alone", async () => {
    observer = nameListboxes();
    render(
      <Form>
        <Form.Item label="Gender" name="gender">
          <Select open options={[{ value: 1, label: 'Male' }]} />
        </Form.Item>
      </Form>,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('listbox', { name: LISTBOX_NAME })).not.toEqual([]),
    );
    expect(
      screen.getAllByLabelText('Gender').map((element) => element.getAttribute('role')),
    ).toEqual(['combobox']);
  });
});
