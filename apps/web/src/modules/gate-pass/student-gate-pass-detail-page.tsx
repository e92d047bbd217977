import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { GatePassDetailView } from './gate-pass-detail.tsx';
import { studentGatePassListConfig } from './gate-pass-list-config.tsx';
import { usePassQueue, type PassQueueSource } from './gate-pass-queue.ts';
import { routeId, UnknownStudent } from './route-ids.tsx';

/** /user-management/student/{id}/gatepass/{gatepass_id}: one of the student's passes. */
export default function StudentGatePassDetailPage() {
  const params = useParams();
  const studentId = routeId(params.id);
  if (studentId === null) return <UnknownStudent />;
  return <StudentPass studentId={studentId} id={routeId(params.gatepass_id)} />;
}

function StudentPass({ studentId, id }: { studentId: number; id: number | null }) {
  const [academicYearId] = useAcademicYear();
  const source = useMemo(
    (): PassQueueSource => ({
      config: studentGatePassListConfig(studentId, academicYearId),
      listPath: `/user-management/student/${studentId}/gatepass`,
      detailPath: (passId) => `/user-management/student/${studentId}/gatepass/${passId}`,
    }),
    [studentId, academicYearId],
  );
  const queue = usePassQueue(id, source);
  return (
    <GatePassDetailView
      key={id}
      id={id}
      studentId={studentId}
      queue={queue}
      back={{ to: queue.listHref, label: 'The student’s gate passes' }}
    />
  );
}
