import { DownOutlined } from '@ant-design/icons';
import { ContentStatus, type ContentItem } from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dropdown, Flex, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useAcademicYear } from '../../core/academic-year/use-academic-year.ts';
import { notify } from '../../core/notify/notify.ts';
import { apiErrorText } from '../../core/api/api-errors.ts';
import {
  changeContentStatus,
  deleteContent,
  itemAfterStatusChange,
  storeContentItem,
} from './content-api.ts';
import { itemNoun, type ContentModule } from './content-module.ts';
import { notifyDeletedWithUndo } from './content-restore.ts';
import { statusActions, type StatusAction } from './content-status-actions.ts';
import { statusSetOf } from './content-status-set.ts';
import { formatDateTime } from '../../core/format/date-time.ts';
import { scheduleError, SchedulePicker } from './schedule-picker.tsx';

// The status changes of one item, as a menu in a list row or as buttons on the detail page.
// A change goes through PUT {api}/{id}/status, a delete through DELETE {api}/{id} as the list's
// bulk delete does (the call the documents name; apps/server/src/platform/engines/content/
// DECISIONS.md "One delete call"). The answer replaces the item wherever the screens hold it
// (the list rows in place, 000 §4), and a refusal shows the server's reason.

interface ContentStatusButtonsProps<Item extends ContentItem> {
  module: Pick<ContentModule<Item>, 'endpoints' | 'singular' | 'statuses'>;
  item: Item;
  variant: 'menu' | 'buttons';
  onChanged?: (item: Item) => void;
}

export function ContentStatusButtons<Item extends ContentItem>({
  module,
  item,
  variant,
  onChanged,
}: ContentStatusButtonsProps<Item>) {
  const client = useQueryClient();
  const [academicYearId] = useAcademicYear();
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const actions = statusActions(item.status, module.singular, statusSetOf(module));

  const change = useMutation({
    mutationFn: async ({
      action,
      scheduledAt,
    }: {
      action: StatusAction;
      scheduledAt?: string;
    }): Promise<Item | undefined> => {
      if (action.to !== ContentStatus.Delete) {
        return changeContentStatus(module, item, action.to, { scheduledAt, academicYearId });
      }
      await deleteContent(module, item.id, academicYearId);
      return undefined;
    },
    // Refusals are reported here, with the action's words.
    meta: { silent: true },
    onSuccess: (answer, { action, scheduledAt }) => {
      const next = itemAfterStatusChange(item, action.to, answer, new Date(), scheduledAt);
      storeContentItem(client, module, next);
      setAsking(null);
      if (action.to === ContentStatus.Delete) {
        notifyDeletedWithUndo(client, module, item, academicYearId);
      } else {
        notify.success(
          `${module.singular} ${item.id} ${action.done}`,
          action.needsDate ? `It goes out on ${formatDateTime(next.scheduled_at)}.` : undefined,
        );
      }
      onChanged?.(next);
    },
    onError: (error, { action }) => {
      notify.error(`${action.label} failed`, apiErrorText(error));
    },
  });

  const start = (action: StatusAction) => {
    change.reset();
    if (action.needsDate) {
      const own = item.scheduled_at ? dayjs(item.scheduled_at) : null;
      setDate(own && own.isAfter(dayjs()) ? own : null);
      setDateError(null);
      setAsking(action);
    } else if (action.confirm) {
      setAsking(action);
    } else {
      change.mutate({ action });
    }
  };

  const confirm = () => {
    if (!asking) return;
    if (asking.needsDate) {
      const problem = scheduleError(date);
      setDateError(problem);
      if (problem || !date) return;
      change.mutate({ action: asking, scheduledAt: date.toISOString() });
    } else {
      change.mutate({ action: asking });
    }
  };

  if (actions.length === 0) return null;

  const controls =
    variant === 'menu' ? (
      <Dropdown
        trigger={['click']}
        menu={{
          items: actions.map((action) => ({
            key: String(action.to),
            label: action.label,
            danger: action.danger,
          })),
          onClick: ({ key }) => {
            const action = actions.find((candidate) => String(candidate.to) === key);
            if (action) start(action);
          },
        }}
      >
        <Button
          size="small"
          loading={change.isPending && !asking}
          aria-label={`Status actions for ${module.singular} ${item.id}`}
        >
          Actions <DownOutlined />
        </Button>
      </Dropdown>
    ) : (
      <Flex gap={8} wrap>
        {actions.map((action) => (
          <Button
            key={action.to}
            danger={action.danger}
            loading={change.isPending && change.variables?.action.to === action.to && !asking}
            onClick={() => start(action)}
          >
            {action.label}
          </Button>
        ))}
      </Flex>
    );

  return (
    <>
      {controls}
      <Modal
        open={asking !== null}
        title={
          asking?.needsDate
            ? `${asking.label} ${itemNoun(module.singular)} ${item.id}`
            : asking?.confirm?.title
        }
        okText={asking?.confirm?.okText ?? asking?.label}
        okButtonProps={{ danger: asking?.danger }}
        confirmLoading={change.isPending}
        onOk={confirm}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          {asking?.confirm && <Typography.Text>{asking.confirm.body}</Typography.Text>}
          {asking?.needsDate && (
            <div>
              <SchedulePicker
                value={date}
                status={dateError ? 'error' : undefined}
                onChange={(next) => {
                  setDate(next);
                  setDateError(null);
                }}
              />
              {dateError && (
                <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
                  {dateError}
                </Typography.Text>
              )}
            </div>
          )}
          {change.isError && (
            <Alert type="error" showIcon title={apiErrorText(change.error)} role="alert" />
          )}
        </Flex>
      </Modal>
    </>
  );
}
