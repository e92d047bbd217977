import type { TargetingFilter } from '@console/contract';
import { Col, Divider, Radio, Row, Select, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { ReachCountView } from './reach-count.tsx';
import { admissionNumberOf, useTargetAsset, type TargetingScope } from './targeting-assets.ts';
import { TargetingField } from './targeting-field.tsx';
import {
  appVersionOptions,
  COACHING_TYPE_OPTIONS,
  COED_OPTIONS,
  EMPLOYEE_NUMBER,
  GENDER_OPTIONS,
  HOSTEL_CAMPUS_OPTIONS,
  HOSTEL_OPTIONS,
  LEVEL_LABELS,
  TARGET_METHOD_OPTIONS,
  TRANSPORT_OPTIONS,
  USER_TYPE_OPTIONS,
} from './targeting-options.ts';
import {
  branchChoices,
  compactFilter,
  districtChoices,
  withDistricts,
  withStates,
  withTargetMethod,
  withUserType,
} from './targeting-rules.ts';
import { useReachCount } from './use-reach-count.ts';

// The targeting section every sending module embeds in its form (000 §3, §6): who (parents or
// staff), where (all, or chosen states, districts or branches within the sender's scope), and
// refinements for that audience, with the live reach count. Controlled: the module owns the
// value and sends it with its message.

export const DEFAULT_TARGETING: TargetingFilter = { user_type: 'student', target_method: 'all' };

interface TargetingFormProps {
  value: TargetingFilter;
  onChange: (next: TargetingFilter) => void;
  scope: TargetingScope;
  /** Show the live reach count under the form (default true). */
  showReach?: boolean;
  disabled?: boolean;
}

type Named = { id: number; name: string };
const toOptions = (rows: readonly Named[] | undefined) =>
  (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

const fullWidth = { width: '100%' };

export function TargetingForm({
  value,
  onChange,
  scope,
  showReach = true,
  disabled,
}: TargetingFormProps) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const parents = value.user_type === 'student';
  const method = value.target_method;
  const set = (changes: Partial<TargetingFilter>) =>
    onChange(compactFilter({ ...value, ...changes }));

  const states = useTargetAsset('state', scope);
  const districts = useTargetAsset('district', scope, {
    enabled: method !== 'all' && method !== 'state',
  });
  const branches = useTargetAsset('branch', scope);
  const segments = useTargetAsset('segment', scope);
  const courses = useTargetAsset('student_course', scope, { enabled: parents });
  const batches = useTargetAsset('student_batch', scope, { enabled: parents });
  const sections = useTargetAsset('student_sections', scope, {
    enabled: parents && (value.branch_ids?.length ?? 0) > 0,
    query: { branch_ids: value.branch_ids ?? [], course_ids: value.course_ids ?? [] },
  });
  const designations = useTargetAsset('staff_designation', scope, { enabled: !parents });
  const departments = useTargetAsset('staff_department', scope, { enabled: !parents });
  const subCategories = useTargetAsset('staff_sub_category', scope, { enabled: !parents });
  const [admissionSearch, setAdmissionSearch] = useState('');
  const admissionNumbers = useTargetAsset('student_admission_numbers', scope, {
    enabled: parents && admissionSearch.trim().length >= 2,
    query: { search: admissionSearch.trim(), branch_ids: value.branch_ids ?? [], limit: 20 },
  });
  const [employeeError, setEmployeeError] = useState<string | null>(null);

  const allBranches = branches.data ?? [];
  const allDistricts = districts.data ?? [];
  const districtOptions = toOptions(districtChoices(allDistricts, value));
  const branchOptions = branchChoices(allBranches, value).map((branch) => ({
    value: branch.id,
    label: `${branch.name} (${branch.code})`,
  }));
  // 000 §6: the levels a sender may target are the levels of the branches they reach.
  const levelOptions = useMemo(
    () =>
      [...new Set(allBranches.map((branch) => branch.level))]
        .filter((level) => level in LEVEL_LABELS)
        .sort()
        .map((level) => ({ value: level, label: LEVEL_LABELS[level]! })),
    [allBranches],
  );
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

  const reach = useReachCount(value, scope);

  const multi = {
    mode: 'multiple' as const,
    allowClear: true,
    optionFilterProp: 'label',
    maxTagCount: 'responsive' as const,
    style: fullWidth,
    disabled,
  };
  const single = { style: fullWidth, disabled };
  const loadError = (query: { isError: boolean }) =>
    query.isError ? (
      <Typography.Text type="danger">Could not load the list</Typography.Text>
    ) : undefined;

  return (
    <section aria-label="Audience" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          <TargetingField id={id('user-type')} label="User type">
            <Radio.Group
              id={id('user-type')}
              aria-label="User type"
              optionType="button"
              buttonStyle="solid"
              disabled={disabled}
              value={value.user_type}
              options={USER_TYPE_OPTIONS}
              onChange={(event) => onChange(withUserType(value, event.target.value))}
            />
          </TargetingField>
        </Col>
        <Col xs={24} md={14}>
          <TargetingField id={id('method')} label="Target method">
            <Radio.Group
              id={id('method')}
              aria-label="Target method"
              optionType="button"
              disabled={disabled}
              value={method}
              options={TARGET_METHOD_OPTIONS}
              onChange={(event) => onChange(withTargetMethod(value, event.target.value))}
            />
          </TargetingField>
        </Col>
      </Row>

      {method !== 'all' && (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <TargetingField
              id={id('states')}
              label="States"
              hint={
                method === 'state'
                  ? undefined
                  : (loadError(states) ?? 'Narrows the lists to the right')
              }
            >
              <Select
                id={id('states')}
                {...multi}
                placeholder={method === 'state' ? 'Choose states' : 'Any state'}
                loading={states.isLoading}
                options={toOptions(states.data)}
                value={value.state_ids ?? []}
                onChange={(next: number[]) =>
                  onChange(withStates(value, next, allDistricts, allBranches))
                }
              />
            </TargetingField>
          </Col>
          {method !== 'state' && (
            <Col xs={24} md={8}>
              <TargetingField id={id('districts')} label="Districts" hint={loadError(districts)}>
                <Select
                  id={id('districts')}
                  {...multi}
                  placeholder={method === 'district' ? 'Choose districts' : 'Any district'}
                  loading={districts.isLoading}
                  options={districtOptions}
                  value={value.district_ids ?? []}
                  onChange={(next: number[]) => onChange(withDistricts(value, next, allBranches))}
                />
              </TargetingField>
            </Col>
          )}
          {method === 'branch' && (
            <Col xs={24} md={8}>
              <TargetingField id={id('branches')} label="Branches" hint={loadError(branches)}>
                <Select
                  id={id('branches')}
                  {...multi}
                  placeholder="Choose branches"
                  loading={branches.isLoading}
                  options={branchOptions}
                  value={value.branch_ids ?? []}
                  onChange={(next: number[]) => set({ branch_ids: next })}
                />
              </TargetingField>
            </Col>
          )}
        </Row>
      )}

      <Divider titlePlacement="start" plain style={{ margin: 0 }}>
        Refine
      </Divider>

      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <TargetingField id={id('levels')} label="Levels">
            <Select
              id={id('levels')}
              {...multi}
              placeholder="All levels"
              options={levelOptions}
              value={value.levels ?? []}
              onChange={(next: (1 | 2 | 3)[]) => set({ levels: next })}
            />
          </TargetingField>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <TargetingField id={id('segments')} label="Segments" hint={loadError(segments)}>
            <Select
              id={id('segments')}
              {...multi}
              placeholder="All segments"
              loading={segments.isLoading}
              options={toOptions(segments.data)}
              value={value.segment_ids ?? []}
              onChange={(next: number[]) => set({ segment_ids: next })}
            />
          </TargetingField>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <TargetingField id={id('coaching')} label="Coaching type">
            <Select
              id={id('coaching')}
              {...single}
              options={COACHING_TYPE_OPTIONS}
              value={value.coaching_type ?? 0}
              onChange={(next: 0 | 1 | 2) => set({ coaching_type: next })}
            />
          </TargetingField>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <TargetingField id={id('gender')} label="Gender">
            <Select
              id={id('gender')}
              {...single}
              options={GENDER_OPTIONS}
              value={value.gender ?? 0}
              onChange={(next: 0 | 1 | 2) => set({ gender: next })}
            />
          </TargetingField>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <TargetingField id={id('coed')} label="Co-ed">
            <Select
              id={id('coed')}
              {...single}
              options={COED_OPTIONS}
              value={value.coed ?? 0}
              onChange={(next: 0 | 1 | 2 | 3) => set({ coed: next })}
            />
          </TargetingField>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <TargetingField id={id('hostel-campus')} label="Campus">
            <Select
              id={id('hostel-campus')}
              {...single}
              options={HOSTEL_CAMPUS_OPTIONS}
              value={value.hostel_campus ?? 0}
              onChange={(next: 0 | 1 | 2 | 3) => set({ hostel_campus: next })}
            />
          </TargetingField>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <TargetingField id={id('app-versions')} label="App versions">
            <Select
              id={id('app-versions')}
              {...multi}
              placeholder="Any version"
              options={appVersionOptions(value.user_type)}
              value={value.app_versions ?? []}
              onChange={(next: string[]) => set({ app_versions: next })}
            />
          </TargetingField>
        </Col>

        {parents ? (
          <>
            <Col xs={24} sm={12} lg={6}>
              <TargetingField id={id('transport')} label="Transport">
                <Select
                  id={id('transport')}
                  {...single}
                  options={TRANSPORT_OPTIONS}
                  value={value.transport ?? 0}
                  onChange={(next: 0 | 1 | 2) => set({ transport: next })}
                />
              </TargetingField>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <TargetingField id={id('hostel')} label="Hostel">
                <Select
                  id={id('hostel')}
                  {...single}
                  options={HOSTEL_OPTIONS}
                  value={value.hostel ?? 0}
                  onChange={(next: 0 | 1 | 2) => set({ hostel: next })}
                />
              </TargetingField>
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <TargetingField id={id('courses')} label="Courses" hint={loadError(courses)}>
                <Select
                  id={id('courses')}
                  {...multi}
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
                  {...multi}
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
                hint={
                  (value.branch_ids?.length ?? 0) === 0
                    ? 'Choose branches to pick sections'
                    : loadError(sections)
                }
              >
                <Select
                  id={id('sections')}
                  {...multi}
                  disabled={disabled || (value.branch_ids?.length ?? 0) === 0}
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
                  {...multi}
                  mode="tags"
                  tokenSeparators={[',', ' ', '\n']}
                  placeholder="Any student"
                  loading={admissionNumbers.isFetching}
                  onSearch={setAdmissionSearch}
                  options={(admissionNumbers.data ?? [])
                    .map(admissionNumberOf)
                    .filter((number): number is string => number !== null)
                    .map((number) => ({ value: number, label: number }))}
                  value={value.admission_numbers ?? []}
                  onChange={(next: string[]) => {
                    setAdmissionSearch('');
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
        ) : (
          <>
            <Col xs={24} sm={12} lg={8}>
              <TargetingField
                id={id('designations')}
                label="Designations"
                hint={loadError(designations)}
              >
                <Select
                  id={id('designations')}
                  {...multi}
                  placeholder="All designations"
                  loading={designations.isLoading}
                  options={toOptions(designations.data)}
                  value={value.designation_ids ?? []}
                  onChange={(next: number[]) => set({ designation_ids: next })}
                />
              </TargetingField>
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <TargetingField
                id={id('departments')}
                label="Departments"
                hint={loadError(departments)}
              >
                <Select
                  id={id('departments')}
                  {...multi}
                  placeholder="All departments"
                  loading={departments.isLoading}
                  options={toOptions(departments.data)}
                  value={value.department_ids ?? []}
                  onChange={(next: number[]) => set({ department_ids: next })}
                />
              </TargetingField>
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <TargetingField
                id={id('sub-categories')}
                label="Sub-categories"
                hint={loadError(subCategories)}
              >
                <Select
                  id={id('sub-categories')}
                  {...multi}
                  placeholder="All sub-categories"
                  loading={subCategories.isLoading}
                  options={toOptions(subCategories.data)}
                  value={value.sub_category_ids ?? []}
                  onChange={(next: number[]) => set({ sub_category_ids: next })}
                />
              </TargetingField>
            </Col>
            <Col xs={24}>
              <TargetingField
                id={id('employee-numbers')}
                label="Employee numbers"
                hint={
                  employeeError ? (
                    <Typography.Text type="danger" role="alert">
                      {employeeError}
                    </Typography.Text>
                  ) : (
                    'Paste or type 7 to 9 digit employee numbers, separated by commas.'
                  )
                }
              >
                <Select
                  id={id('employee-numbers')}
                  {...multi}
                  mode="tags"
                  tokenSeparators={[',', ' ', '\n']}
                  placeholder="Any staff member"
                  status={employeeError ? 'error' : undefined}
                  open={false}
                  value={(value.employee_numbers ?? []).map(String)}
                  onChange={(next: string[]) => {
                    const trimmed = next.map((number) => number.trim()).filter(Boolean);
                    const invalid = trimmed.filter((number) => !EMPLOYEE_NUMBER.test(number));
                    setEmployeeError(
                      invalid.length > 0
                        ? `Not an employee number (7 to 9 digits): ${invalid.join(', ')}`
                        : null,
                    );
                    set({
                      employee_numbers: [
                        ...new Set(
                          trimmed.filter((number) => EMPLOYEE_NUMBER.test(number)).map(Number),
                        ),
                      ],
                    });
                  }}
                />
              </TargetingField>
            </Col>
          </>
        )}
      </Row>

      {showReach && (
        <ReachCountView
          data={reach.data}
          loading={reach.isFetching || reach.pending}
          error={reach.isError ? reach.error : null}
          onRetry={() => void reach.refetch()}
        />
      )}
    </section>
  );
}
