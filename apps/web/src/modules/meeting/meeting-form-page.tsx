import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import {
  DEFAULT_REMINDER_MINUTES,
  GlobalModule,
  MeetingStatus,
  meetingEndpoints,
  type MeetingCreateInput,
  type MeetingRow,
  type TargetingFilter,
} from '@console/contract';
import {
  Alert,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAcademicYear } from '../../platform/core/academic-year/use-academic-year.ts';
import { SchedulePicker } from '../../platform/engines/content/schedule-picker.tsx';
import { ContractField } from '../../platform/kit/form/contract-field.tsx';
import { ContractForm } from '../../platform/kit/form/contract-form.tsx';
import { FormPageHeading } from '../../platform/kit/form/form-page-heading.tsx';
import { formTarget, type FormDraft } from '../../platform/kit/form/form-target.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useTargetAsset } from '../../platform/kit/targeting/targeting-assets.ts';
import { useMeeting, useSaveMeeting } from './meeting-api.ts';
import { STAFF_TARGETING, StaffPicker } from './staff-picker.tsx';

// /meeting/form (a new meeting) and /meeting/form?id={id} (edit): title, agenda, where (venue
// or online link), when and how long, the organising branch, the reminder; a new meeting is a
// Draft or Scheduled at once, with attendees chosen through the staff targeting (live count).
// A ContractForm: checked with the create or update call's schema.

interface FormValues {
  title: string;
  agenda?: string;
  venue?: string;
  online_link?: string;
  meeting_at?: Dayjs;
  duration_minutes?: number;
  reminder_minutes?: number;
  branch_id?: number;
  status?: number;
}

export default function MeetingFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const existing = useMeeting(id);
  if (id !== null && !existing.data) {
    if (existing.isError || existing.data === null) {
      return (
        <Alert
          type="error"
          showIcon
          title="The meeting could not be loaded"
          description={existing.error?.message ?? 'It is missing or in a branch you cannot reach.'}
        />
      );
    }
    return <Skeleton active />;
  }
  return <MeetingForm key={id ?? 'new'} meeting={existing.data ?? undefined} />;
}

function MeetingForm({ meeting }: { meeting: MeetingRow | undefined }) {
  const [form] = Form.useForm<FormValues>();
  const [academicYearId] = useAcademicYear();
  const navigate = useNavigate();
  const save = useSaveMeeting();
  const [inviteStaff, setInviteStaff] = useState(true);
  const [staffFilter, setStaffFilter] = useState<TargetingFilter>(STAFF_TARGETING);
  const branchData = useTargetAsset('branch', {
    globalModuleId: GlobalModule.meeting,
    academicYearId,
  }).data;
  const branches = useMemo(() => branchData ?? [], [branchData]);
  const back = meeting ? `/meeting/${meeting.id}` : '/meeting';

  const initialValues = useMemo<FormValues>(
    () => ({
      title: meeting?.title ?? '',
      agenda: meeting?.agenda ?? '',
      venue: meeting?.venue ?? '',
      online_link: meeting?.online_link ?? '',
      meeting_at: meeting ? dayjs(meeting.meeting_at) : undefined,
      duration_minutes: meeting?.duration_minutes ?? 60,
      reminder_minutes: meeting?.reminder_minutes ?? DEFAULT_REMINDER_MINUTES,
      // One branch only is chosen by the form itself (ContractField), once the list is in.
      branch_id: meeting?.branch_id,
      status: MeetingStatus.Draft,
    }),
    [meeting],
  );

  const target = meeting
    ? formTarget(meetingEndpoints.update, (body) => save.mutateAsync({ id: meeting.id, body }))
    : formTarget(meetingEndpoints.create, (body) => save.mutateAsync({ id: null, body }));

  const toBody = (values: FormValues): FormDraft<MeetingCreateInput> => ({
    title: values.title,
    agenda: values.agenda ?? '',
    venue: values.venue ?? '',
    online_link: values.online_link ?? '',
    meeting_at: values.meeting_at?.toISOString(),
    duration_minutes: values.duration_minutes,
    reminder_minutes: values.reminder_minutes,
    branch_id: values.branch_id,
    ...(meeting
      ? {}
      : {
          status: values.status as MeetingCreateInput['status'],
          ...(inviteStaff ? { staff_filter: staffFilter } : {}),
        }),
  });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 900 }}>
      <FormPageHeading from={{ to: back, label: meeting ? meeting.title : 'Meetings' }}>
        {meeting ? 'Edit meeting' : 'New meeting'}
      </FormPageHeading>
      <ContractForm
        form={form}
        target={target}
        toBody={toBody}
        initialValues={initialValues}
        submitText={meeting ? 'Save' : 'Create'}
        actions={<LinkButton to={back}>Cancel</LinkButton>}
        onSaved={(answer) => {
          notify.success(answer.message);
          void navigate(`/meeting/${answer.meeting.id}`);
        }}
      >
        <ContractField name="title" label="Title">
          <Input />
        </ContractField>
        <ContractField name="agenda" label="Agenda">
          <Input.TextArea rows={3} />
        </ContractField>
        <Flex gap={16} wrap>
          <ContractField name="meeting_at" label="Starts" style={{ minWidth: 240 }}>
            <SchedulePicker aria-label="Starts" />
          </ContractField>
          <ContractField name="duration_minutes" label="Duration (minutes)">
            <InputNumber min={5} step={15} />
          </ContractField>
          <ContractField name="reminder_minutes" label="Reminder (minutes before; 0 for none)">
            <InputNumber min={0} step={15} />
          </ContractField>
        </Flex>
        <Flex gap={16} wrap>
          <ContractField name="venue" label="Venue" style={{ minWidth: 240, flex: 1 }}>
            <Input placeholder="Room, hall or campus" />
          </ContractField>
          <ContractField name="online_link" label="Online link" style={{ minWidth: 240, flex: 1 }}>
            <Input placeholder="https://…" />
          </ContractField>
        </Flex>
        <ContractField name="branch_id" label="Organising branch">
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="The branch the meeting belongs to"
            options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          />
        </ContractField>
        {!meeting && (
          <>
            <ContractField name="status" label="Status">
              <Radio.Group
                optionType="button"
                options={[
                  { value: MeetingStatus.Draft, label: 'Save as draft' },
                  { value: MeetingStatus.Scheduled, label: 'Schedule and invite' },
                ]}
              />
            </ContractField>
            <Flex vertical gap={12}>
              <Flex gap={8} align="center">
                <Switch id="meeting-invite-staff" checked={inviteStaff} onChange={setInviteStaff} />
                <label htmlFor="meeting-invite-staff">Add attendees now</label>
              </Flex>
              {inviteStaff ? (
                <StaffPicker value={staffFilter} onChange={setStaffFilter} />
              ) : (
                <Typography.Text type="secondary">
                  Attendees can be added on the meeting’s page.
                </Typography.Text>
              )}
            </Flex>
          </>
        )}
      </ContractForm>
    </Flex>
  );
}
