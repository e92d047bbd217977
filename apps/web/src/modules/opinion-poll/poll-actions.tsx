import { CalendarOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  OPINION_POLL_NON_RESPONDERS_FILE,
  OPINION_POLL_RESULTS_FILE,
  PollMessages,
  PollStatus,
  opinionPollEndpoints,
  type PollItem,
} from '@console/contract';
import { Button, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { DATE_TIME_FORMAT, formatDateTime } from '../../platform/core/format/date-time.ts';
import { ExportButton } from '../../platform/kit/list/export-button.tsx';
import { hasPermission, useMe } from '../../platform/core/me/use-me.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useBuzz, useChangeEndDate } from './poll-api.ts';
import { formatCount } from './poll-format.ts';

// A sent poll's own actions on its page: buzz the recipients who have not answered, give it a
// new end date (which reopens a completed poll, 002 §4), and download its results or the list
// of who has not answered.

export default function PollActions({ item }: { item: PollItem }) {
  const me = useMe();
  const canChange = hasPermission(me.data, 'opinionpoll');
  const sent = item.status === PollStatus.Sent;
  const answered = item.status === PollStatus.Sent || item.status === PollStatus.Completed;
  if (!answered) return null;
  return (
    <>
      {canChange && sent && <BuzzButton item={item} />}
      {canChange && <EndDateButton item={item} />}
      <ExportButton
        endpoint={opinionPollEndpoints.exportResults}
        query={{ ids_list: String(item.id) }}
        fileName={OPINION_POLL_RESULTS_FILE}
        label="Export results"
        listExport={false}
      />
      <ExportButton
        endpoint={opinionPollEndpoints.exportNonResponders}
        query={{ poll_id: item.id, academic_year_id: item.academic_year_id }}
        fileName={OPINION_POLL_NON_RESPONDERS_FILE}
        label="Export non-responders"
        listExport={false}
      />
    </>
  );
}

function BuzzButton({ item }: { item: PollItem }) {
  const [open, setOpen] = useState(false);
  const buzz = useBuzz(item);
  const waiting = Math.max(0, item.delivery.recipients - item.responses_count);
  return (
    <>
      <Button icon={<ThunderboltOutlined />} onClick={() => setOpen(true)} disabled={waiting === 0}>
        Buzz
      </Button>
      <Modal
        open={open}
        title="Remind those who have not answered?"
        okText="Buzz"
        confirmLoading={buzz.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          buzz.mutate(undefined, {
            onSuccess: (answer) => {
              setOpen(false);
              notify.success(
                `${formatCount(answer.buzzed)} reminded`,
                `The next buzz can go after ${formatDateTime(answer.next_buzz_at)}.`,
              );
            },
            onError: (error) => notify.error('Buzz failed', apiErrorText(error)),
          })
        }
      >
        <Typography.Paragraph>
          About {formatCount(waiting)} recipients have not answered yet; those with the app get a
          push reminder. Those who answered are not disturbed.
        </Typography.Paragraph>
        {item.last_buzzed_at && (
          <Typography.Paragraph type="secondary">
            Last reminded on {formatDateTime(item.last_buzzed_at)}.
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}

function EndDateButton({ item }: { item: PollItem }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ ends_at: Dayjs | null }>();
  const change = useChangeEndDate(item);
  const reopens = item.status === PollStatus.Completed;
  const current = item.ends_at ? dayjs(item.ends_at) : null;
  const save = async () => {
    const { ends_at } = await form.validateFields();
    if (!ends_at) return;
    change.mutate(ends_at.toISOString(), {
      onSuccess: () => {
        setOpen(false);
        notify.success(
          reopens ? `Poll ${item.id} reopened` : `Poll ${item.id} end date changed`,
          `It takes answers until ${ends_at.format(DATE_TIME_FORMAT)}.`,
        );
      },
      onError: (error) => form.setFields([{ name: 'ends_at', errors: [apiErrorText(error)] }]),
    });
  };
  return (
    <>
      <Button icon={<CalendarOutlined />} onClick={() => setOpen(true)}>
        {reopens ? 'Reopen with a new end date' : 'Change end date'}
      </Button>
      <Modal
        open={open}
        title={reopens ? 'Reopen this poll' : 'Change the end date'}
        okText={reopens ? 'Reopen' : 'Save'}
        confirmLoading={change.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          // A completed poll's end has passed: the sender picks a new one.
          initialValues={{ ends_at: current && current.isAfter(dayjs()) ? current : null }}
        >
          <Form.Item
            label="Ends"
            name="ends_at"
            extra="The poll is Sent again and takes answers until then."
            rules={[
              {
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  if (!value) throw new Error(PollMessages.endsAtRequired);
                  if (!value.isAfter(dayjs())) throw new Error(PollMessages.endsAtInPast);
                },
              },
            ]}
          >
            <DatePicker
              aria-label="Ends"
              showTime={{ format: 'hh:mm A', use12Hours: true, minuteStep: 5 }}
              format={DATE_TIME_FORMAT}
              needConfirm={false}
              disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
