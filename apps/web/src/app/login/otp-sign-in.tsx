import {
  authEndpointRefs as endpoints,
  Messages,
  type EmployeeLookupResponse,
  type LoginResponse,
} from '@console/contract';
import { useState } from 'react';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { deviceId } from '../../platform/core/session/browser-storage.ts';
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
import { lookUpStaff, sendSignInCode, staffKeyOf, type StaffKey } from './staff-lookup.ts';

/** The account found, and the key it was found by (the code is asked by the same). */
interface FoundAccount {
  account: EmployeeLookupResponse;
  key: StaffKey;
}

type Step =
  | { kind: 'employee' }
  | ({ kind: 'mobile' } & FoundAccount)
  | { kind: 'code'; mobile: string; referenceNumber: string; sent: string };

type Run = (action: () => Promise<void>) => Promise<void>;

/**
 * One-time-code sign-in (000 §7): the employee number or global employee id, then a registered
 * mobile number that receives the code by SMS, then the code.
 */
export function OtpSignIn({ onSignedIn }: { onSignedIn: (login: LoginResponse) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'employee' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run: Run = async (action) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(signInErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const back = () => {
    setError(null);
    setStep({ kind: 'employee' });
  };
  const shared = { run, busy, error };

  if (step.kind === 'employee') {
    return <EmployeeStep {...shared} onFound={(found) => setStep({ kind: 'mobile', ...found })} />;
  }
  if (step.kind === 'mobile') {
    return (
      <MobileStep
        {...shared}
        found={step}
        onSent={(mobile, referenceNumber, sent) =>
          setStep({ kind: 'code', mobile, referenceNumber, sent })
        }
        onBack={back}
      />
    );
  }
  return (
    <CodeStep
      {...shared}
      step={step}
      onResent={(sent) => setStep({ ...step, sent })}
      onSignedIn={onSignedIn}
      onBack={back}
    />
  );
}

interface StepProps {
  run: Run;
  busy: boolean;
  error: string | null;
}

function EmployeeStep({
  run,
  busy,
  error,
  onFound,
}: StepProps & { onFound: (found: FoundAccount) => void }) {
  const form = usePlainForm(
    { employee_number: '' },
    {
      employee_number: [
        required('Enter your employee number or global employee id'),
        (value) =>
          staffKeyOf(value)
            ? null
            : 'Enter an employee number (7 to 9 digits) or a global employee id (10 letters and digits)',
      ],
    },
    ({ employee_number }) =>
      void run(async () => {
        const key = staffKeyOf(employee_number);
        if (!key) return;
        onFound({ account: await lookUpStaff(key), key });
      }),
  );
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Sign in with a one-time code">
      {error && <Notice kind="error" title={error} />}
      <TextField
        form={form}
        name="employee_number"
        label="Employee number or global employee id"
        autoFocus
        autoCapitalize="characters"
        disabled={busy}
      />
      <SubmitButton busy={busy} busyLabel="Looking up…">
        Continue
      </SubmitButton>
    </form>
  );
}

function MobileStep({
  run,
  busy,
  error,
  found,
  onSent,
  onBack,
}: StepProps & {
  found: FoundAccount;
  onSent: (mobile: string, referenceNumber: string, sent: string) => void;
  onBack: () => void;
}) {
  const form = usePlainForm(
    { mobile: '' },
    {
      mobile: [
        required('Enter your mobile number'),
        matches(/^\s*\d{10}\s*$/, Messages.searchMobile),
      ],
    },
    ({ mobile }) =>
      void run(async () => {
        const number = mobile.trim();
        const sent = await sendSignInCode(found.key, number);
        onSent(number, sent.reference_number, sent.message);
      }),
  );
  const numbers = found.account.mobile_numbers;
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Mobile number for the code">
      <p className="login-text">
        Enter your registered mobile number
        {numbers.length > 0 && ` (${numbers.join(' or ')})`} to receive a code.
      </p>
      {error && <Notice kind="error" title={error} />}
      <TextField
        form={form}
        name="mobile"
        label="Mobile number"
        inputMode="tel"
        autoFocus
        disabled={busy}
      />
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send code
      </SubmitButton>
      <div className="login-links">
        <LinkButton onClick={onBack}>Back</LinkButton>
      </div>
    </form>
  );
}

function CodeStep({
  run,
  busy,
  error,
  step,
  onResent,
  onSignedIn,
  onBack,
}: StepProps & {
  step: { mobile: string; referenceNumber: string; sent: string };
  onResent: (sent: string) => void;
  onSignedIn: (login: LoginResponse) => void;
  onBack: () => void;
}) {
  const { mobile, referenceNumber } = step;
  const form = usePlainForm(
    { otp: '' },
    { otp: [required('The code has 6 digits'), matches(/^\s*\d{6}\s*$/, 'The code has 6 digits')] },
    ({ otp }) =>
      void run(async () => {
        const login = await callEndpoint(endpoints.codeSignIn, {
          body: {
            otp: { otp: otp.trim(), reference_number: referenceNumber },
            device_id: deviceId(),
          },
          anonymous: true,
        });
        onSignedIn(login);
      }),
  );
  const resend = () =>
    void run(async () => {
      const sent = await callEndpoint(endpoints.resendCode, {
        body: { mobile, reference_number: referenceNumber },
        anonymous: true,
      });
      onResent(sent.message);
    });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Enter the code">
      <Notice kind="info" title={step.sent} />
      <p className="login-text">
        Enter the 6-digit code sent to {mobile.replace(/^\d{6}/, '******')}.
      </p>
      {error && <Notice kind="error" title={error} />}
      <TextField
        form={form}
        name="otp"
        label="One-time code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        disabled={busy}
      />
      <SubmitButton busy={busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
      <div className="login-links">
        <LinkButton onClick={onBack}>Back</LinkButton>
        <LinkButton onClick={resend}>Resend code</LinkButton>
      </div>
    </form>
  );
}
