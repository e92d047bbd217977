import { PlusOutlined } from '@ant-design/icons';
import { GlobalModule, type MeetingRow } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useAcademicYear } from '../../platform/academic-year/use-academic-year.ts';
import { ListPage } from '../../platform/list/list-page.tsx';
import { useTargetAsset } from '../../platform/targeting/targeting-assets.ts';
import { storeMeeting } from './meeting-api.ts';
import { meetingListConfig } from './meeting-list-config.tsx';

/** /meeting: the meetings of the branches in the user's meeting scope. */
export default function MeetingListPage() {
  const client = useQueryClient();
  const [academicYearId] = useAcademicYear();
  const branches = useTargetAsset('branch', {
    globalModuleId: GlobalModule.meeting,
    academicYearId,
  });
  const onChanged = useCallback((row: MeetingRow) => storeMeeting(client, row), [client]);
  const config = useMemo(
    () => meetingListConfig(branches.data ?? [], onChanged),
    [branches.data, onChanged],
  );
  return (
    <ListPage
      config={config}
      actions={
        <Link to="/meeting/form" className="ant-btn ant-btn-primary">
          <PlusOutlined aria-hidden /> New meeting
        </Link>
      }
    />
  );
}
