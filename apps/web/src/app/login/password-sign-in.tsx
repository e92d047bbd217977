import { authEndpointRefs as endpoints, Messages, type LoginResponse } from '@console/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { isLoginResponse, signInErrorMessage } from '../../platform/core/session/sign-in.ts';
import { Notice, required, SubmitButton, TextField, usePlainForm } from './plain-form.tsx';
import { TotpStep } from './totp-step.tsx';

type Credentials = { username: string; password: string };

/** Password sign-in: the first leg, then the TOTP step when the server asks for it. */
export function PasswordSignIn({
  onSignedIn,
}: {
  onSignedIn: (login: LoginResponse, password: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [totpFor, setTotpFor] = useState<Credentials | null>(null);

  const submit = async (credentials: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callEndpoint(endpoints.firstLeg, { body: credentials, anonymous: true });
      if (isLoginResponse(answer)) {
        // 000 §5: a superuser must always pass the one-time-code step.
        if (answer.is_superuser && !answer.is_totp_required) {
          setError(Messages.superuserWithoutTotp);
        } else {
          onSignedIn(answer, credentials.password);
        }
      } else if (answer && typeof answer === 'object' && 'is_totp_required' in answer) {
        setTotpFor(credentials);
      } else {
        setError(Messages.unexpectedResponse);
      }
    } catch (caught) {
      setError(signInErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const form = usePlainForm<Credentials>(
    { username: '', password: '' },
    {
      username: [required('Enter your username')],
      password: [(value) => (value === '' ? 'Enter your password' : null)],
    },
    (values) => void submit({ ...values, username: values.username.trim() }),
  );

  if (totpFor) {
    return (
      <TotpStep
        credentials={totpFor}
        onSignedIn={(login) => onSignedIn(login, totpFor.password)}
        onBack={() => setTotpFor(null)}
      />
    );
  }

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Sign in with a password">
      {error && <Notice kind="error" title={error} />}
      <TextField
        form={form}
        name="username"
        label="Username"
        autoComplete="username"
        autoFocus
        disabled={busy}
      />
      <TextField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        disabled={busy}
      />
      <SubmitButton busy={busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
      <div className="login-links">
        <Link to="/login/forgot-password">Forgot password?</Link>
      </div>
    </form>
  );
}
