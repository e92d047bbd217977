import { authEndpointRefs as endpoints, type LoginResponse } from '@console/contract';
import { useState } from 'react';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { signInErrorMessage } from '../../platform/core/session/sign-in.ts';
import {
  LinkButton,
  matches,
  Notice,
  required,
  SubmitButton,
  TextField,
  usePlainForm,
} from './plain-form.tsx';

/** The second leg: the 6-digit code of the authenticator app. */
export function TotpStep({
  credentials,
  onSignedIn,
  onBack,
}: {
  credentials: { username: string; password: string };
  onSignedIn: (login: LoginResponse) => void;
  onBack: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (totp_code: string) => {
    setBusy(true);
    setError(null);
    try {
      const login = await callEndpoint(endpoints.secondLeg, {
        body: { ...credentials, totp_code },
        anonymous: true,
      });
      onSignedIn(login);
    } catch (caught) {
      setError(signInErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const form = usePlainForm(
    { totp_code: '' },
    {
      totp_code: [required('The code has 6 digits'), matches(/^\d{6}$/, 'The code has 6 digits')],
    },
    ({ totp_code }) => void submit(totp_code),
  );
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Authentication code">
      <p className="login-text">
        Enter the 6-digit code from your authenticator app for <b>{credentials.username}</b>.
      </p>
      {error && <Notice kind="error" title={error} />}
      <TextField
        form={form}
        name="totp_code"
        label="Authentication code"
        autoFocus
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        disabled={busy}
      />
      <SubmitButton busy={busy} busyLabel="Verifying…">
        Verify
      </SubmitButton>
      <div className="login-links">
        <LinkButton onClick={onBack}>Back</LinkButton>
      </div>
    </form>
  );
}
