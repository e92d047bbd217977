import { GlobalModule, type FeedbackRow } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { useTargetAsset } from '../../platform/kit/targeting/targeting-assets.ts';
import { storeFeedback } from './feedback-api.ts';
import { feedbackListConfig } from './feedback-list-config.tsx';

/** /feedback: the feedback records of the branches the user triages. */
export default function FeedbackListPage() {
  const client = useQueryClient();
  const [academicYearId] = useAcademicYear();
  // The branch filter offers the branches of the user's feedback scope.
  const branches = useTargetAsset('branch', {
    globalModuleId: GlobalModule.feedback,
    academicYearId,
  });
  const onChanged = useCallback((row: FeedbackRow) => storeFeedback(client, row), [client]);
  const config = useMemo(
    () => feedbackListConfig(branches.data ?? [], onChanged),
    [branches.data, onChanged],
  );
  return <ListPage config={config} />;
}
