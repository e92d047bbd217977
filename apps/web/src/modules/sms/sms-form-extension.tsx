import {
  ContentMessages,
  ContentStatus,
  SMS_PRIORITIES,
  SMS_PRIORITY_LABELS,
  SMS_TEXT_MAX,
  SmsPriority,
  type SmsItem,
} from '@console/contract';
import { Flex, Form, Input, Radio } from 'antd';
import {
  useSubmitIntent,
  type ContentExtensionProps,
  type ContentFormExtension,
} from '../../platform/engines/content/content-form-extension.ts';
import { useReachCount } from '../../platform/kit/targeting/use-reach-count.ts';
import { SmsSegmentCounter } from './sms-segment-counter.tsx';

// The SMS form's own part (002 §3; the DLT rule): delivery priority, the DLT template id
// India requires of every commercial SMS (needed to send or schedule, not for a draft), and the
// segment counter under the message.

const DLT_TEMPLATE_ID = /^\d{19}$/;

/** Why a DLT template id cannot be used for this status, or null. */
export function dltTemplateError(value: string | null | undefined, status: number): string | null {
  const id = value?.trim() ?? '';
  if (id === '') return status === ContentStatus.Draft ? null : ContentMessages.dltTemplateRequired;
  return DLT_TEMPLATE_ID.test(id) ? null : ContentMessages.dltTemplateFormat;
}

function SmsFields() {
  const intent = useSubmitIntent();
  return (
    <Flex gap={32} wrap>
      <Form.Item label="Priority" name="priority">
        <Radio.Group
          optionType="button"
          options={SMS_PRIORITIES.map((code) => ({
            value: code,
            label: SMS_PRIORITY_LABELS[code],
          }))}
        />
      </Form.Item>
      <Form.Item
        label="DLT template id"
        name="dlt_template_id"
        extra="The 19-digit id of the template registered with the operator. Needed to send or schedule."
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = dltTemplateError(value, intent.current);
              if (problem) throw new Error(problem);
            },
          },
        ]}
        style={{ minWidth: 280 }}
      >
        <Input inputMode="numeric" maxLength={19} placeholder="19 digits" />
      </Form.Item>
    </Flex>
  );
}

function SmsMessageFooter({ targeting, scope }: ContentExtensionProps) {
  const form = Form.useFormInstance();
  const text = (Form.useWatch('description', form) as string | undefined) ?? '';
  const reach = useReachCount(targeting, scope);
  return <SmsSegmentCounter text={text} reach={reach.data?.count} />;
}

export const smsFormExtension: ContentFormExtension<SmsItem> = {
  initialValues: { priority: SmsPriority.Normal, dlt_template_id: '' },
  fromItem: (item) => ({ priority: item.priority, dlt_template_id: item.dlt_template_id ?? '' }),
  toBody: (values) => ({
    priority: values.priority ?? SmsPriority.Normal,
    dlt_template_id: (values.dlt_template_id as string | undefined)?.trim() || null,
  }),
  fieldNames: ['priority', 'dlt_template_id'],
  Fields: SmsFields,
  MessageFooter: SmsMessageFooter,
  messageMaxLength: SMS_TEXT_MAX,
};
