import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { studentGatePassListConfig } from './gate-pass-list-config.tsx';
import { routeId, UnknownStudent } from './route-ids.tsx';

/** /user-management/student/{id}/gatepass: the student's passes inside the profile (000 §2). */
export default function StudentGatePassListPage() {
  const studentId = routeId(useParams().id);
  const [academicYearId] = useAcademicYear();
  const config = useMemo(
    () => (studentId === null ? null : studentGatePassListConfig(studentId, academicYearId)),
    [studentId, academicYearId],
  );
  if (config === null) return <UnknownStudent />;
  return (
    <Flex vertical gap={12}>
      <Link to={`/user-management/student/${studentId}`}>← Student {studentId}</Link>
      <Typography.Text type="secondary">Gate and leave passes of this student.</Typography.Text>
      <ListPage config={config} />
    </Flex>
  );
}
