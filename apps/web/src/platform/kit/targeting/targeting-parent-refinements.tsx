import { Col, Select } from 'antd';
import { admissionNumberOf } from './targeting-assets.ts';
import {
  loadError,
  multiSelect,
  CodedOptionField,
  toOptions,
  type TargetingSectionProps,
} from './targeting-controls.tsx';
import { TargetingField } from './targeting-field.tsx';
import {
  COACHING_TYPE_OPTIONS,
  COED_OPTIONS,
  HOSTEL_CAMPUS_OPTIONS,
  HOSTEL_OPTIONS,
  TRANSPORT_OPTIONS,
} from './targeting-options.ts';
import type { TargetingAssets } from './use-targeting-assets.ts';

/**
 * The refinements only parents have; columns of the form's "Refine" row. Segments, coaching,
 * co-ed and campus describe students and the branches they attend, so staff are not offered
 * them (the server ignores segments and coaching for staff). Courses follow the chosen segments
 * and batches the chosen courses; sections need branches.
 */
export function TargetingParentRefinements({
  assets: { segments, courses, batches, sections, admissionNumbers },
  onAdmissionSearch,
  ...section
}: TargetingSectionProps & {
  assets: Pick<
    TargetingAssets,
    'segments' | 'courses' | 'batches' | 'sections' | 'admissionNumbers'
  >;
  /** The admission-number text being typed, which the lookup follows. */
  onAdmissionSearch: (search: string) => void;
}) {
  const { value, set, id, disabled } = section;
  const segmentIds = new Set(value.segment_ids ?? []);
  const courseOptions = toOptions(
    (courses.data ?? []).filter(
      (course) => segmentIds.size === 0 || segmentIds.has(course.segment_id),
    ),
  );
  const courseIds = new Set(value.course_ids ?? []);
  const batchOptions = toOptions(
    (batches.data ?? []).filter((batch) => courseIds.size === 0 || courseIds.has(batch.course_id)),
  );
  const noBranches = (value.branch_ids?.length ?? 0) === 0;

  return (
    <>
      <Col xs={24} sm={12} lg={6}>
        <TargetingField id={id('segments')} label="Segments" hint={loadError(segments)}>
          <Select
            id={id('segments')}
            {...multiSelect(disabled, 'Segments')}
            placeholder="All segments"
            loading={segments.isLoading}
            options={toOptions(segments.data)}
            value={value.segment_ids ?? []}
            onChange={(next: number[]) => set({ segment_ids: next })}
          />
        </TargetingField>
      </Col>
      <CodedOptionField
        section={section}
        option="coaching_type"
        name="coaching"
        label="Coaching type"
        options={COACHING_TYPE_OPTIONS}
      />
      <CodedOptionField
        section={section}
        option="coed"
        name="coed"
        label="Co-ed"
        options={COED_OPTIONS}
      />
      <CodedOptionField
        section={section}
        option="hostel_campus"
        name="hostel-campus"
        label="Campus"
        options={HOSTEL_CAMPUS_OPTIONS}
      />
      <CodedOptionField
        section={section}
        option="transport"
        name="transport"
        label="Transport"
        options={TRANSPORT_OPTIONS}
      />
      <CodedOptionField
        section={section}
        option="hostel"
        name="hostel"
        label="Hostel"
        options={HOSTEL_OPTIONS}
      />
      <Col xs={24} sm={12} lg={8}>
        <TargetingField id={id('courses')} label="Courses" hint={loadError(courses)}>
          <Select
            id={id('courses')}
            {...multiSelect(disabled, 'Courses')}
            placeholder="All courses"
            loading={courses.isLoading}
            options={courseOptions}
            value={value.course_ids ?? []}
            onChange={(next: number[]) => set({ course_ids: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <TargetingField id={id('batches')} label="Batches" hint={loadError(batches)}>
          <Select
            id={id('batches')}
            {...multiSelect(disabled, 'Batches')}
            placeholder="All batches"
            loading={batches.isLoading}
            options={batchOptions}
            value={value.batch_ids ?? []}
            onChange={(next: number[]) => set({ batch_ids: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <TargetingField
          id={id('sections')}
          label="Sections"
          hint={noBranches ? 'Choose branches to pick sections' : loadError(sections)}
        >
          <Select
            id={id('sections')}
            {...multiSelect(disabled, 'Sections')}
            disabled={disabled || noBranches}
            placeholder="All sections"
            loading={sections.isLoading && sections.fetchStatus !== 'idle'}
            options={toOptions(sections.data)}
            value={value.section_ids ?? []}
            onChange={(next: number[]) => set({ section_ids: next })}
          />
        </TargetingField>
      </Col>
      <Col xs={24}>
        <TargetingField
          id={id('admission-numbers')}
          label="Admission numbers"
          hint="Type at least two characters to look numbers up; paste several to add them all."
        >
          <Select
            id={id('admission-numbers')}
            {...multiSelect(disabled, 'Admission numbers')}
            mode="tags"
            tokenSeparators={[',', ' ', '\n']}
            placeholder="Any student"
            loading={admissionNumbers.isFetching}
            onSearch={onAdmissionSearch}
            options={(admissionNumbers.data ?? [])
              .map(admissionNumberOf)
              .filter((number): number is string => number !== null)
              .map((number) => ({ value: number, label: number }))}
            value={value.admission_numbers ?? []}
            onChange={(next: string[]) => {
              onAdmissionSearch('');
              set({
                admission_numbers: [...new Set(next.map((number) => number.trim()))].filter(
                  (number) => number !== '' && number.length <= 40,
                ),
              });
            }}
          />
        </TargetingField>
      </Col>
    </>
  );
}
