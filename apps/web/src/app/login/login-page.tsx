import { Segmented } from 'antd';
import type { LoginResponse } from '@console/contract';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { readLoginMode, saveLoginMode, type LoginMode } from '../../platform/session/login-mode.ts';
import { rememberRedirectUrl, safeRedirectTarget } from '../../platform/session/redirect-url.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { notify } from '../../platform/notify/notify.ts';
import { AFTER_SIGN_IN_DELAY_MS, finishSignIn } from './finish-sign-in.ts';
import { ForcedResetStep } from './forced-reset-step.tsx';
import { LoginShell } from './login-shell.tsx';
import { OtpSignIn } from './otp-sign-in.tsx';
import { PasswordSignIn } from './password-sign-in.tsx';

/** /login: password or one-time-code sign-in (000 §2, §4). */
export default function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>(readLoginMode);
  const [resetWith, setResetWith] = useState<{ password: string; next: string } | null>(null);
  const [signedIn, setSignedIn] = useState(false);
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
      setSignedIn(true);
      const { mustResetPassword, next } = finishSignIn(login);
      if (mustResetPassword && password) setResetWith({ password, next });
      else if (mustResetPassword) navigate('/me', { replace: true });
      else moveOn(next);
    } catch (error) {
      setSignedIn(false);
      notify.error(error instanceof Error ? error.message : String(error));
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
      <Segmented<LoginMode>
        block
        value={mode}
        onChange={(next) => {
          setMode(next);
          saveLoginMode(next);
        }}
        options={[
          { label: 'Password', value: 'password' },
          { label: 'One-time code', value: 'otp' },
        ]}
        style={{ marginBottom: 20 }}
      />
      {mode === 'password' ? (
        <PasswordSignIn onSignedIn={onSignedIn} />
      ) : (
        <OtpSignIn onSignedIn={(login) => onSignedIn(login)} />
      )}
    </LoginShell>
  );
}
