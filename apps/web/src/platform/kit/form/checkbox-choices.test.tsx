import { cleanup, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, expect, it } from 'vitest';
import { CheckboxChoices } from './checkbox-choices.tsx';

afterEach(cleanup);

it('a required checkbox field is a group without aria-required (axe aria-allowed-attr)', () => {
  render(
    <Form>
      <Form.Item label="Platforms" name="platforms" rules={[{ required: true }]}>
        <CheckboxChoices
          options={[
            { value: 1, label: 'Android' },
            { value: 2, label: 'iOS' },
          ]}
        />
      </Form.Item>
    </Form>,
  );
  const group = document.getElementById('platforms')!;
  expect(group.getAttribute('role')).toBe('group');
  expect(group.hasAttribute('aria-required')).toBe(false);
  expect(screen.getAllByRole('checkbox')).toHaveLength(2);
});
