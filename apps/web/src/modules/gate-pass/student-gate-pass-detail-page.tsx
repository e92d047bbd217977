import { useParams } from 'react-router';
import { GatePassDetailView } from './gate-pass-detail.tsx';
import { routeId, UnknownStudent } from './route-ids.tsx';

/** /user-management/student/{id}/gatepass/{gatepass_id}: one of the student's passes. */
export default function StudentGatePassDetailPage() {
  const params = useParams();
  const studentId = routeId(params.id);
  if (studentId === null) return <UnknownStudent />;
  return (
    <GatePassDetailView
      id={routeId(params.gatepass_id)}
      studentId={studentId}
      back={{
        to: `/user-management/student/${studentId}/gatepass`,
        label: 'The student’s gate passes',
      }}
    />
  );
}
