import { Form } from 'antd';
import { PasswordInput } from '../form/text-inputs.ts';

/** New password + confirmation, with the server's rules (8–128 characters, a letter, a digit). */
export function NewPasswordFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <>
      <Form.Item
        label="New password"
        name="new_password"
        hasFeedback
        rules={[
          { required: true, message: 'Enter a new password' },
          { min: 8, message: 'The password needs at least 8 characters' },
          { max: 128, message: 'The password can have at most 128 characters' },
          { pattern: /[A-Za-z]/, message: 'The password needs a letter' },
          { pattern: /\d/, message: 'The password needs a digit' },
        ]}
      >
        <PasswordInput autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirm_password"
        dependencies={['new_password']}
        hasFeedback
        rules={[
          { required: true, message: 'Confirm the new password' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue('new_password') === value
                ? Promise.resolve()
                : Promise.reject(new Error('The two passwords do not match')),
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
