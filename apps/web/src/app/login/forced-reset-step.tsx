import { Messages } from '@console/contract';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../platform/api/api-client.ts';
import { notify } from '../../platform/notify/notify.ts';
import { NewPasswordFields } from '../../platform/session/password-fields.tsx';

/** Signed in with a password that was never changed: choose a new one before going on. */
export function ForcedResetStep({
  currentPassword,
  onChanged,
}: {
  currentPassword: string;
  onChanged: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ new_password }: { new_password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await api('/auth/reset', {
        method: 'PUT',
        body: { password: currentPassword, new_password },
      });
      notify.success(Messages.passwordChanged);
      onChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : Messages.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
      <Alert
        type="warning"
        showIcon
        title="Change your password to continue"
        description="This account still has the password it was given. Choose your own."
        style={{ marginBottom: 16 }}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <NewPasswordFields autoFocus />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        Change password
      </Button>
    </Form>
  );
}
