import { ACADEMIC_YEARS, SELECTABLE_ACADEMIC_YEAR_IDS } from '@console/contract';
import { PlainSelect } from '../../platform/kit/form/plain-select.tsx';
import {
  setAcademicYear,
  useChosenAcademicYear,
} from '../../platform/core/academic-year/use-academic-year.ts';

const OPTIONS = ACADEMIC_YEARS.filter((year) =>
  (SELECTABLE_ACADEMIC_YEAR_IDS as readonly number[]).includes(year.id),
).map((year) => ({ value: year.id, label: `AY ${year.name}` }));

/**
 * The global academic year (000 §1, §9): years 19 and 20, 20 by default; the placeholder
 * ('Select AY' in the mobile header, 000 §2) shows while no year is chosen. A native select
 * (`PlainSelect`): the header is on every page, and two choices do not need antd's Select.
 */
export function AcademicYearSelect({ mobile }: { mobile?: boolean }) {
  const chosen = useChosenAcademicYear();
  return (
    <PlainSelect<number>
      aria-label="Academic year"
      value={chosen ?? undefined}
      options={OPTIONS}
      onChange={setAcademicYear}
      placeholder={mobile ? 'Select AY' : 'Academic year'}
      style={{ width: mobile ? 120 : 140 }}
    />
  );
}
