import { Messages, type LoginResponse } from '@console/contract';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  readLoginMode,
  saveLoginMode,
  type LoginMode,
} from '../../platform/core/session/login-mode.ts';
import {
  rememberRedirectUrl,
  safeRedirectTarget,
} from '../../platform/core/session/redirect-url.ts';
import { useSession } from '../../platform/core/session/use-session.ts';
import { AFTER_SIGN_IN_DELAY_MS, finishSignIn } from './finish-sign-in.ts';
import { ForcedResetStep } from './forced-reset-step.tsx';
import { LoginShell } from './login-shell.tsx';
import { OtpSignIn } from './otp-sign-in.tsx';
import { PasswordSignIn } from './password-sign-in.tsx';
import { Notice } from './plain-form.tsx';

const MODES: { value: LoginMode; label: string }[] = [
  { value: 'password', label: 'Password' },
  { value: 'otp', label: 'One-time code' },
];

/** /login: password or one-time-code sign-in (000 §2, §4). */
export default function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>(readLoginMode);
  const [resetWith, setResetWith] = useState<{ password: string; next: string } | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Only for the visitor about to sign in; a signed-in one is sent on below.
  const signedOutVisitor = session === null;
  useEffect(() => {
    if (signedOutVisitor) rememberRedirectUrl(params.get('redirectUrl'));
  }, [params, signedOutVisitor]);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (session && !signedIn && !resetWith) {
    // Already signed in: go where the link asked (a console path only), else home.
    return <Navigate to={safeRedirectTarget(params.get('redirectUrl')) ?? '/'} replace />;
  }

  const moveOn = (next: string) => {
    timer.current = setTimeout(() => navigate(next, { replace: true }), AFTER_SIGN_IN_DELAY_MS);
  };

  const onSignedIn = (login: LoginResponse, password?: string) => {
    try {
      setError(null);
      setSignedIn(true);
      const { mustResetPassword, next } = finishSignIn(login);
      if (mustResetPassword && password) setResetWith({ password, next });
      else if (mustResetPassword) navigate('/me', { replace: true });
      else moveOn(next);
    } catch (caught) {
      setSignedIn(false);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  if (resetWith) {
    return (
      <LoginShell title="New password required">
        <ForcedResetStep
          currentPassword={resetWith.password}
          onChanged={() => moveOn(resetWith.next)}
        />
      </LoginShell>
    );
  }

  return (
    <LoginShell title="Sign in" subtitle="Use your console account or your employee number.">
      {signedIn ? (
        <Notice kind="success" title={Messages.loggedIn} />
      ) : (
        <>
          {error && <Notice kind="error" title={error} />}
          <fieldset className="plain-segmented">
            <legend className="visually-hidden">Sign in with</legend>
            {MODES.map((option) => (
              <label key={option.value} className={mode === option.value ? 'selected' : undefined}>
                <input
                  type="radio"
                  name="login-mode"
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => {
                    setMode(option.value);
                    saveLoginMode(option.value);
                  }}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          {mode === 'password' ? (
            <PasswordSignIn onSignedIn={onSignedIn} />
          ) : (
            <OtpSignIn onSignedIn={(login) => onSignedIn(login)} />
          )}
        </>
      )}
    </LoginShell>
  );
}
