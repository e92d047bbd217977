import { PageTrail } from '../../platform/kit/layout/breadcrumbs.tsx';
import { CALL_TYPES, type CallTypeEntry } from '@console/contract';
import { Flex, Result, Tabs, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { hasPermission, useMe } from '../../platform/core/me/use-me.ts';
import { CallingList } from './calling-list.tsx';

// /user-management/student/{id}/calls (000 §2, 001 §2): the student's calls inside the profile,
// one tab per call type made to students that the user reads; the tab is the address's `type`.

const studentIdOf = (value: string | undefined): number | null =>
  /^\d{1,10}$/.test(value ?? '') ? Number(value) : null;

export default function StudentCallsPage() {
  const studentId = studentIdOf(useParams().id);
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const readable = CALL_TYPES.filter(
    (type): type is CallTypeEntry =>
      type.callee === 'student' &&
      (me.data?.is_superuser === true ||
        (type.readPermission !== null && hasPermission(me.data, type.readPermission))),
  );
  if (studentId === null) {
    return (
      <Result
        status="404"
        title="Student not found"
        extra={<Link to="/user-management">Back to user management</Link>}
      />
    );
  }
  const current = readable.find((type) => type.slug === params.get('type')) ?? readable[0];
  return (
    <Flex vertical gap={12}>
      <PageTrail
        list={{ to: `/user-management/student/${studentId}`, label: `Student ${studentId}` }}
        page="Calls"
      />
      <Typography.Text type="secondary">Calls made to this student’s parents.</Typography.Text>
      <Tabs
        activeKey={current?.slug}
        // A new tab starts a new list: its filters and page do not carry over.
        onChange={(key) => setParams({ type: key })}
        items={readable.map((type) => ({ key: type.slug, label: type.name }))}
      />
      {current && <CallingList key={current.code} type={current} studentId={studentId} />}
    </Flex>
  );
}
