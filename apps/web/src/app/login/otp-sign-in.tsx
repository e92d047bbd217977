import { IdcardOutlined, MobileOutlined } from '@ant-design/icons';
import { Messages, type EmployeeLookupResponse, type LoginResponse } from '@console/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../platform/api/api-client.ts';
import { Input } from '../../platform/form/text-inputs.ts';
import { PlainText } from '../../platform/layout/plain-text.tsx';
import { deviceId } from '../../platform/session/browser-storage.ts';
import { notify } from '../../platform/notify/notify.ts';
import { signInErrorMessage } from '../../platform/session/sign-in.ts';
import { staffLookupPath } from './staff-lookup.ts';

/** The account found, and the lookup path it was found on (the code is asked on the same). */
interface FoundAccount {
  account: EmployeeLookupResponse;
  path: string;
}

type Step =
  | { kind: 'employee' }
  | ({ kind: 'mobile' } & FoundAccount)
  | { kind: 'code'; mobile: string; referenceNumber: string };

/**
 * One-time-code sign-in (000 §7): the employee number or global employee id, then a registered
 * mobile number that receives the code by SMS, then the code.
 */
export function OtpSignIn({ onSignedIn }: { onSignedIn: (login: LoginResponse) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'employee' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
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

  const findEmployee = ({ employee_number }: { employee_number: string }) =>
    run(async () => {
      const path = staffLookupPath(employee_number);
      if (!path) return;
      const account = await api<EmployeeLookupResponse>(path, {
        query: { is_staff_app: false },
        anonymous: true,
      });
      setStep({ kind: 'mobile', account, path });
    });

  const sendCode = ({ path }: FoundAccount, mobile: string) =>
    run(async () => {
      const sent = await api<{ message: string; reference_number: string }>(path, {
        method: 'POST',
        query: { app: 1 },
        body: { mobile },
        anonymous: true,
      });
      notify.info(sent.message);
      setStep({ kind: 'code', mobile, referenceNumber: sent.reference_number });
    });

  const resend = (mobile: string, referenceNumber: string) =>
    run(async () => {
      const sent = await api<{ message: string }>('/auth/otp', {
        method: 'POST',
        body: { mobile, reference_number: referenceNumber },
        anonymous: true,
      });
      notify.info(sent.message);
    });

  const exchange = (referenceNumber: string, otp: string) =>
    run(async () => {
      const login = await api<LoginResponse>('/auth/token', {
        method: 'POST',
        body: { otp: { otp, reference_number: referenceNumber }, device_id: deviceId() },
        anonymous: true,
      });
      onSignedIn(login);
    });

  const alert = error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />;

  if (step.kind === 'employee') {
    return (
      <Form layout="vertical" requiredMark={false} onFinish={findEmployee} disabled={busy}>
        {alert}
        <Form.Item
          label="Employee number or global employee id"
          name="employee_number"
          rules={[
            { required: true, message: 'Enter your employee number or global employee id' },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && !staffLookupPath(value)) {
                  throw new Error(
                    'Enter an employee number (7 to 9 digits) or a global employee id (10 letters and digits)',
                  );
                }
              },
            },
          ]}
        >
          <Input prefix={<IdcardOutlined />} autoFocus size="large" autoCapitalize="characters" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Continue
        </Button>
      </Form>
    );
  }

  if (step.kind === 'mobile') {
    const { account } = step;
    return (
      <Form<{ mobile: string }>
        layout="vertical"
        requiredMark={false}
        disabled={busy}
        onFinish={({ mobile }) => sendCode(step, mobile.trim())}
      >
        <PlainText as="div">
          Enter your registered mobile number
          {account.mobile_numbers.length > 0 && ` (${account.mobile_numbers.join(' or ')})`} to
          receive a code.
        </PlainText>
        {alert}
        <Form.Item
          label="Mobile number"
          name="mobile"
          rules={[
            { required: true, message: 'Enter your mobile number' },
            { pattern: /^\s*\d{10}\s*$/, message: Messages.searchMobile },
          ]}
        >
          <Input prefix={<MobileOutlined />} inputMode="tel" autoFocus size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Send code
        </Button>
        <div className="login-links">
          <Button type="link" style={{ padding: 0 }} onClick={() => setStep({ kind: 'employee' })}>
            Back
          </Button>
        </div>
      </Form>
    );
  }

  const { mobile, referenceNumber } = step;
  return (
    <Form<{ otp: string }>
      layout="vertical"
      requiredMark={false}
      disabled={busy}
      onFinish={({ otp }) => exchange(referenceNumber, otp.trim())}
    >
      <PlainText as="div">
        Enter the 6-digit code sent to {mobile.replace(/^\d{6}/, '******')}.
      </PlainText>
      {alert}
      <Form.Item
        label="One-time code"
        name="otp"
        rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'The code has 6 digits' }]}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          size="large"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        Sign in
      </Button>
      <div className="login-links">
        <Button type="link" style={{ padding: 0 }} onClick={() => setStep({ kind: 'employee' })}>
          Back
        </Button>
        <Button type="link" style={{ padding: 0 }} onClick={() => resend(mobile, referenceNumber)}>
          Resend code
        </Button>
      </div>
    </Form>
  );
}
