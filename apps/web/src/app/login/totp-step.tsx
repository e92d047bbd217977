import type { LoginResponse } from '@console/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../platform/api/api-client.ts';
import { Input } from '../../platform/form/text-inputs.ts';
import { PlainText } from '../../platform/layout/plain-text.tsx';
import { signInErrorMessage } from '../../platform/session/sign-in.ts';

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
  const submit = async ({ totp_code }: { totp_code: string }) => {
    setBusy(true);
    setError(null);
    try {
      const login = await api<LoginResponse>('/auth/second_leg', {
        method: 'POST',
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
  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
      <PlainText as="div">
        Enter the 6-digit code from your authenticator app for <b>{credentials.username}</b>.
      </PlainText>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Authentication code"
        name="totp_code"
        rules={[{ required: true, pattern: /^\d{6}$/, message: 'The code has 6 digits' }]}
      >
        <Input
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="large"
          placeholder="123456"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        Verify
      </Button>
      <div className="login-links">
        <Button type="link" onClick={onBack} style={{ padding: 0 }}>
          Back
        </Button>
      </div>
    </Form>
  );
}
