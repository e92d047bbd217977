import { ReloadOutlined } from '@ant-design/icons';
import {
  GlobalModule,
  callingEndpoints,
  type CallRecord,
  type CallTypeEntry,
} from '@console/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { ExportButton } from '../../platform/kit/list/export-button.tsx';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { listApiQuery, listFilterQuery } from '../../platform/kit/list/list-state.ts';
import { useListState } from '../../platform/kit/list/use-list-state.ts';
import { hasPermission, useMe } from '../../platform/core/me/use-me.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useTargetAsset } from '../../platform/kit/targeting/targeting-assets.ts';
import { CallDrawer, type OpenedCall } from './call-drawer.tsx';
import { useReferenceList } from './calling-api.ts';
import { callingListConfig } from './calling-list-config.tsx';
import { CallsPerBranchPanel } from './calls-per-branch.tsx';
import { useCallStatusRefresh } from './use-call-status-refresh.ts';

/** How long the offer to review an ended call stays when another call's drawer is open. */
const REVIEW_OFFER_MS = 15_000;

// The list of one call type, with the MIS spreadsheet beside the CSV export, the calls per
// branch above the table, the status refresh of calls placed from here, and the review drawer,
// which opens by itself when such a call has been answered and ended. The calling page and the
// student profile's calls both show it.

export function CallingList({ type, studentId }: { type: CallTypeEntry; studentId?: number }) {
  const me = useMe();
  const [academicYearId] = useAcademicYear();
  const scope = { globalModuleId: GlobalModule.adoption_calling, academicYearId };
  const toStaff = type.callee === 'staff';
  const branches = useTargetAsset('branch', scope);
  const courses = useTargetAsset('student_course', scope, { enabled: !toStaff });
  const designations = useTargetAsset('staff_designation', scope, { enabled: toStaff });
  const groups = useReferenceList('group', academicYearId);
  const programs = useReferenceList('program', academicYearId);
  const canCall = !!type.callPermission && hasPermission(me.data, type.callPermission);
  const [opened, setOpened] = useState<OpenedCall | null>(null);
  // A call placed here that has just ended opens for its review, unless another is open (then
  // a toast offers it, so remarks being written are not lost).
  const status = useCallStatusRefresh((report) => {
    if (report.id === null) return;
    const id = report.id;
    if (opened === null) setOpened({ justEnded: id });
    else {
      notify.withAction('info', `The call to ${report.user_number ?? ''} has ended`, undefined, {
        label: 'Review',
        ms: REVIEW_OFFER_MS,
        onClick: () => setOpened({ justEnded: id }),
      });
    }
  });

  const config = useMemo(
    () =>
      callingListConfig(type, {
        academicYearId,
        branches: branches.data ?? [],
        courses: courses.data ?? [],
        designations: designations.data ?? [],
        groups: groups.data ?? [],
        programs: programs.data ?? [],
        canCall,
        onOpen: (record: CallRecord) => setOpened({ record }),
        ...(studentId !== undefined ? { studentId } : {}),
      }),
    [
      type,
      academicYearId,
      branches.data,
      courses.data,
      designations.data,
      groups.data,
      programs.data,
      canCall,
      studentId,
    ],
  );
  // The MIS spreadsheet and the calls per branch take the list's own filters.
  const [state] = useListState(config);
  const query = useMemo(() => listApiQuery(state, config), [state, config]);
  const filters = useMemo(() => listFilterQuery(state, config), [state, config]);

  return (
    <>
      <ListPage
        config={config}
        // A student's calls are at one branch: nothing to compare.
        summary={studentId === undefined ? <CallsPerBranchPanel filters={filters} /> : undefined}
        actions={
          <>
            <Button
              icon={<ReloadOutlined />}
              loading={status.refreshing}
              onClick={() => void status.refresh()}
            >
              Refresh call statuses
            </Button>
            <ExportButton
              endpoint={callingEndpoints.misExcel}
              query={query}
              fileName={type.misFile}
              label="MIS spreadsheet"
              listExport={false}
            />
          </>
        }
      />
      <CallDrawer opened={opened} canCall={canCall} onClose={() => setOpened(null)} />
    </>
  );
}
