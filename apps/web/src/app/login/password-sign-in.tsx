import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Messages, type LoginResponse } from '@console/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../platform/api/api-client.ts';
import { Input, PasswordInput } from '../../platform/form/text-inputs.ts';
import { isLoginResponse, signInErrorMessage } from '../../platform/session/sign-in.ts';
import { TotpStep } from './totp-step.tsx';

interface Credentials {
  username: string;
  password: string;
}

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
      const answer = await api<unknown>('/auth/first_leg', {
        method: 'POST',
        body: credentials,
        anonymous: true,
      });
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
    <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Username"
        name="username"
        rules={[{ required: true, whitespace: true, message: 'Enter your username' }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: 'Enter your password' }]}
      >
        <PasswordInput prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        Sign in
      </Button>
      <div className="login-links">
        <Link to="/login/forgot-password">Forgot password?</Link>
      </div>
    </Form>
  );
}
