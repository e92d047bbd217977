import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { GatePassDetailView } from './gate-pass-detail.tsx';
import { gatePassListConfig } from './gate-pass-list-config.tsx';
import { usePassQueue } from './gate-pass-queue.ts';
import { routeId } from './route-ids.tsx';

/** /gatepass/{id}: a pass of the list it was opened from (its filters ride on the address). */
export default function GatePassDetailPage() {
  const id = routeId(useParams().id);
  const [academicYearId] = useAcademicYear();
  // Only the list's keys and fixed values matter here: no branch options, no row actions.
  const source = useMemo(
    () => ({
      config: gatePassListConfig([], academicYearId),
      listPath: '/gatepass',
      detailPath: (passId: number) => `/gatepass/${passId}`,
    }),
    [academicYearId],
  );
  const queue = usePassQueue(id, source);
  return (
    <GatePassDetailView
      key={id}
      id={id}
      queue={queue}
      back={{ to: queue.listHref, label: 'Gate Pass' }}
    />
  );
}
