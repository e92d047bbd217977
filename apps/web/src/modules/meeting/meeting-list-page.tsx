import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import { PlusOutlined } from '@ant-design/icons';
import { GlobalModule, type MeetingRow } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { useTargetAsset } from '../../platform/kit/targeting/targeting-assets.ts';
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
        <LinkButton to="/meeting/form" type="primary" icon={<PlusOutlined aria-hidden />}>
          New meeting
        </LinkButton>
      }
    />
  );
}
