import { PageTrail } from '../../platform/kit/layout/breadcrumbs.tsx';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
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
      <PageTrail
        list={{ to: `/user-management/student/${studentId}`, label: `Student ${studentId}` }}
        page="Gate passes"
      />
      <Typography.Text type="secondary">Gate and leave passes of this student.</Typography.Text>
      <ListPage config={config} />
    </Flex>
  );
}
