import { UserOutlined } from '@ant-design/icons';
import { authEndpointRefs as endpoints } from '@console/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { LoginShell } from './login-shell.tsx';

/** /login/forgot-password: ask for a reset code by SMS (GET /auth/reset). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ username }: { username: string }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await callEndpoint(endpoints.requestReset, {
        query: { username: username.trim() },
        anonymous: true,
      });
      notify.info(answer.message);
      const query = new URLSearchParams({
        username: username.trim(),
        reference_number: answer.reference_number,
      });
      navigate(`/login/reset-password?${query.toString()}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <LoginShell
      title="Forgot password"
      subtitle="Enter your username. We send a reset code to your registered mobile number."
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          label="Username"
          name="username"
          rules={[{ required: true, whitespace: true, message: 'Enter your username' }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Send reset code
        </Button>
        <div className="login-links">
          <Link to="/login">Back to sign in</Link>
        </div>
      </Form>
    </LoginShell>
  );
}
