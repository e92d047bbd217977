import {
  authEndpointRefs as endpoints,
  Messages,
  USER_STATUSES,
  type MeResponse,
} from '@console/contract';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ApiError } from '../../platform/core/api/api-client.ts';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { ErrorView } from '../errors/error-view.tsx';
import { useMe } from '../../platform/core/me/use-me.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { NewPasswordFields } from '../../platform/kit/form/password-fields.tsx';
import { HueTag } from '../../platform/kit/tags/hue-tag.tsx';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';

const when = (value: string | null) => (value ? dayjs(value).format('DD-MMM-YYYY hh:mm A') : '—');
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

/** /me: my account info, employee details and a password change (000 §2). */
export default function AccountPage() {
  const me = useMe();
  if (!me.data) {
    if (me.isError) {
      const status = me.error instanceof ApiError ? me.error.status : 500;
      return (
        <ErrorView status={status} message={me.error.message} onRetry={() => void me.refetch()} />
      );
    }
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  const user = me.data;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <PageHeading>My Account Info</PageHeading>
      {user.must_reset_password && (
        <Alert
          type="warning"
          showIcon
          title={Messages.passwordResetRequired}
          description="Your account still uses the password it was given. Choose a new one below."
        />
      )}
      <AccountCard user={user} />
      <EmployeeCard user={user} />
      <ChangePasswordCard mustReset={user.must_reset_password} />
    </div>
  );
}

function AccountCard({ user }: { user: MeResponse }) {
  return (
    <Card title="Account">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="Name">{`${user.first_name} ${user.last_name}`}</Descriptions.Item>
        <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
        <Descriptions.Item label="Email">{text(user.email)}</Descriptions.Item>
        <Descriptions.Item label="Mobile">{text(user.mobile_primary)}</Descriptions.Item>
        <Descriptions.Item label="Role">
          {user.is_superuser ? (
            <HueTag hue="purple">Superuser</HueTag>
          ) : (
            text(user.permission_role_name)
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <StatusTag codes={USER_STATUSES} code={user.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Member since">{when(user.created_at)}</Descriptions.Item>
        <Descriptions.Item label="Password changed">
          {when(user.last_password_reset)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function EmployeeCard({ user }: { user: MeResponse }) {
  if (!user.staff) {
    return (
      <Card title="Employee details">
        <Typography.Text type="secondary">
          This account is not linked to a staff record.
        </Typography.Text>
      </Card>
    );
  }
  return (
    <Card title="Employee details">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="Employee number">{user.staff.employee_number}</Descriptions.Item>
        <Descriptions.Item label="Global employee id">
          {user.staff.global_employee_id}
        </Descriptions.Item>
        <Descriptions.Item label="Branch">{user.staff.branch_name}</Descriptions.Item>
        <Descriptions.Item label="Designation">
          {text(user.staff.designation_name)}
        </Descriptions.Item>
        <Descriptions.Item label="Category">{text(user.staff_category_name)}</Descriptions.Item>
        <Descriptions.Item label="Sub-category">
          {text(user.staff_sub_category_name)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

interface PasswordChange {
  password: string;
  new_password: string;
}

function ChangePasswordCard({ mustReset }: { mustReset: boolean }) {
  const [form] = Form.useForm<PasswordChange>();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ password, new_password }: PasswordChange) =>
      callEndpoint(endpoints.resetPassword, { body: { password, new_password } }),
    onSuccess: async () => {
      notify.success(Messages.passwordChanged);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
  return (
    <Card title="Change password" id="change-password">
      <Form<PasswordChange>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate(values)}
        disabled={change.isPending}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          label="Current password"
          name="password"
          rules={[{ required: true, message: 'Enter your current password' }]}
        >
          <Input.Password autoComplete="current-password" autoFocus={mustReset} />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
