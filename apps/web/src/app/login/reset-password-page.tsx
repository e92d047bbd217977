import { authEndpointRefs as endpoints, Messages } from '@console/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { NewPasswordFields } from '../../platform/kit/form/password-fields.tsx';
import { LoginShell } from './login-shell.tsx';

interface ResetForm {
  username: string;
  otp: string;
  new_password: string;
}

/** /login/reset-password: the code from the SMS and a new password (PUT /auth/reset). */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referenceNumber = params.get('reference_number');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!referenceNumber) {
    return (
      <LoginShell title="Reset password">
        <Alert
          type="info"
          showIcon
          title="Request a reset code first."
          action={<Link to="/login/forgot-password">Request code</Link>}
        />
      </LoginShell>
    );
  }

  const submit = async ({ username, otp, new_password }: ResetForm) => {
    setBusy(true);
    setError(null);
    try {
      await callEndpoint(endpoints.resetPassword, {
        body: {
          username: username.trim(),
          reference_number: referenceNumber,
          otp: otp.trim(),
          new_password,
        },
        anonymous: true,
      });
      notify.success(Messages.passwordChanged);
      navigate('/login', { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <LoginShell title="Reset password" subtitle="Enter the code we sent and choose a new password.">
      <Form<ResetForm>
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={busy}
        initialValues={{ username: params.get('username') ?? '' }}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label="Reset code"
          name="otp"
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'The code has 6 digits' }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          Set new password
        </Button>
        <div className="login-links">
          <Link to="/login">Back to sign in</Link>
          <Link to="/login/forgot-password">Send a new code</Link>
        </div>
      </Form>
    </LoginShell>
  );
}
