import { GlobalModule } from '@console/contract';
import { useMemo } from 'react';
import { useAcademicYear } from '../../platform/academic-year/use-academic-year.ts';
import { ListPage } from '../../platform/list/list-page.tsx';
import { useTargetAsset } from '../../platform/targeting/targeting-assets.ts';
import { gatePassListConfig } from './gate-pass-list-config.tsx';

/** /gatepass: the gate passes of the branches the user reaches, with filters and export. */
export default function GatePassListPage() {
  const [academicYearId] = useAcademicYear();
  // The branch filter offers the branches of the user's gate-pass scope.
  const branches = useTargetAsset('branch', {
    globalModuleId: GlobalModule.gate_pass,
    academicYearId,
  });
  const config = useMemo(
    () => gatePassListConfig(branches.data ?? [], academicYearId),
    [branches.data, academicYearId],
  );
  return <ListPage config={config} />;
}
