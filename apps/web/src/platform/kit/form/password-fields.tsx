import { Form } from 'antd';
import { PasswordInput } from './text-inputs.ts';
import {
  CONFIRM_PASSWORD_MESSAGES,
  newPasswordProblem,
} from '../../core/session/new-password-rules.ts';

/** New password + confirmation, with the server's rules (8–128 characters, a letter, a digit). */
export function NewPasswordFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <>
      <Form.Item
        label="New password"
        name="new_password"
        hasFeedback
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = newPasswordProblem(value ?? '');
              if (problem) throw new Error(problem);
            },
          },
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
          { required: true, message: CONFIRM_PASSWORD_MESSAGES.missing },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue('new_password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(CONFIRM_PASSWORD_MESSAGES.mismatch)),
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
