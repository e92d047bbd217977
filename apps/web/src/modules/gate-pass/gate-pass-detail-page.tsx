import { useParams } from 'react-router';
import { GatePassDetailView } from './gate-pass-detail.tsx';
import { routeId } from './route-ids.tsx';

/** /gatepass/{id}. */
export default function GatePassDetailPage() {
  return (
    <GatePassDetailView
      id={routeId(useParams().id)}
      back={{ to: '/gatepass', label: 'Gate Pass' }}
    />
  );
}
