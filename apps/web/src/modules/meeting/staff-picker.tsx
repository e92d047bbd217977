import { GlobalModule, type TargetingFilter } from '@console/contract';
import { Flex, Spin, Typography } from 'antd';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { TargetingForm } from '../../platform/kit/targeting/targeting-form.tsx';
import { useReachCount } from '../../platform/kit/targeting/use-reach-count.ts';

// The staff targeting (designation, department, branch, employee numbers) a meeting's attendees
// are chosen with, within the user's meeting scope, and the live count of staff it reaches. No
// app versions: they would leave out staff without the app, who attend all the same.

export const STAFF_TARGETING: TargetingFilter = { user_type: 'staff', target_method: 'all' };

const STAFF_ONLY = ['staff'] as const;

export function StaffPicker({
  value,
  onChange,
}: {
  value: TargetingFilter;
  onChange: (next: TargetingFilter) => void;
}) {
  const [academicYearId] = useAcademicYear();
  const scope = { globalModuleId: GlobalModule.meeting, academicYearId };
  const reach = useReachCount(value, scope);
  // Each staff member matched is one user: `matched` (before phone numbers are de-duplicated).
  const count = reach.data?.matched;
  return (
    <Flex vertical gap={12}>
      <TargetingForm
        value={value}
        onChange={onChange}
        scope={scope}
        showReach={false}
        userTypes={STAFF_ONLY}
        // Attendees are people, not recipients of a message: which app they have is no filter.
        appVersionChoice={false}
      />
      <Flex role="status" aria-live="polite" gap={8} align="center">
        <Typography.Text strong>
          {count === undefined
            ? 'Counting staff…'
            : `${count.toLocaleString('en-IN')} staff ${count === 1 ? 'matches' : 'match'} (those already attending are not added twice)`}
        </Typography.Text>
        {(reach.isFetching || reach.pending) && <Spin size="small" />}
      </Flex>
    </Flex>
  );
}
