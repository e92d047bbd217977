import { authEndpointRefs as endpoints, Messages } from '@console/contract';
import { useState } from 'react';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import {
  CONFIRM_PASSWORD_MESSAGES,
  newPasswordProblem,
} from '../../platform/core/session/new-password-rules.ts';
import { Notice, SubmitButton, TextField, usePlainForm } from './plain-form.tsx';

type NewPassword = { new_password: string; confirm_password: string };

/** Signed in with a password that was never changed: choose a new one before going on. */
export function ForcedResetStep({
  currentPassword,
  onChanged,
}: {
  currentPassword: string;
  onChanged: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const submit = async ({ new_password }: NewPassword) => {
    setBusy(true);
    setError(null);
    try {
      await callEndpoint(endpoints.resetPassword, {
        body: { password: currentPassword, new_password },
      });
      setChanged(true);
      onChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : Messages.genericError);
    } finally {
      setBusy(false);
    }
  };
  const form = usePlainForm<NewPassword>(
    { new_password: '', confirm_password: '' },
    {
      new_password: [newPasswordProblem],
      confirm_password: [
        (value) => (value === '' ? CONFIRM_PASSWORD_MESSAGES.missing : null),
        (value, values) =>
          value !== values.new_password ? CONFIRM_PASSWORD_MESSAGES.mismatch : null,
      ],
    },
    (values) => void submit(values),
  );
  if (changed) return <Notice kind="success" title={Messages.passwordChanged} />;
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Choose your password">
      <Notice kind="warning" title="Change your password to continue">
        This account still has the password it was given. Choose your own.
      </Notice>
      {error && <Notice kind="error" title={error} />}
      <TextField
        form={form}
        name="new_password"
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        disabled={busy}
      />
      <TextField
        form={form}
        name="confirm_password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        disabled={busy}
      />
      <SubmitButton busy={busy} busyLabel="Changing…">
        Change password
      </SubmitButton>
    </form>
  );
}
