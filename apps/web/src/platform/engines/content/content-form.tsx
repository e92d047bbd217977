import {
  ContentMessages,
  ContentStatus,
  type ContentItem,
  type ContentStatusCode,
  type MediaItem,
  type TargetingFilter,
} from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import { useAcademicYear } from '../../core/academic-year/use-academic-year.ts';
import { listQueryPrefix } from '../../kit/list/list-cache.ts';
import { notify } from '../../core/notify/notify.ts';
import { DEFAULT_TARGETING, TargetingForm } from '../../kit/targeting/targeting-form.tsx';
import { compactFilter } from '../../kit/targeting/targeting-rules.ts';
import { audienceWords, loadAudienceLists } from '../../kit/targeting/audience-words.ts';
import type { TargetingScope } from '../../kit/targeting/targeting-assets.ts';
import { apiErrorText, apiFieldErrors } from '../../core/api/api-errors.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { contentItemKey, storeSavedItem, useContentCategories } from './content-api.ts';
import { SubmitIntentContext, type ContentFormExtension } from './content-form-extension.ts';
import { apiPathOf, contentPaths, itemNoun, type AnyContentModule } from './content-module.ts';
import { scheduleError, SchedulePicker } from './schedule-picker.tsx';
import { mayTextPhoneOnly, phoneOnlySmsFollowUp, useFollowUpDraft } from './follow-up-draft.ts';
import { SendConfirmation, type SendChoice, type SendRequest } from './send-confirmation.tsx';
import { countSendReach } from './send-reach.ts';
import { DATE_TIME_FORMAT } from '../../core/format/date-time.ts';
import { focusFirstError } from '../../kit/form/focus-first-error.ts';
import { keepFormOnEnter } from '../../kit/form/enter-keeps-form.ts';
import { UnsavedChangesGuard } from '../../kit/form/unsaved-changes-guard.tsx';
import { FormPageHeading } from '../../kit/form/form-page-heading.tsx';
import { useMe } from '../../core/me/use-me.ts';

// The form of every messaging module (000 §3, §7; 002 §3): title, message with a counter,
// category, the targeting form with its live reach, attachments, schedule date, the module's own
// fields, and three ways to send it: Send (1), Schedule (2), Save as draft (3), from their
// buttons only (Ctrl+Enter is Send, asking first): Enter in a field saves nothing and never
// leaves the page, and Enter in a date or list picker only makes its choice.

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 5000;

export interface ContentFormValues {
  title: string;
  description: string;
  category?: number | null;
  targeting: TargetingFilter;
  attachments: MediaItem[];
  scheduled_at: Dayjs | null;
  [extra: string]: unknown;
}

const SUBMIT_WORDS: Record<number, { button: string; done: string }> = {
  [ContentStatus.Active]: { button: 'Send', done: 'sent' },
  [ContentStatus.Scheduled]: { button: 'Schedule', done: 'scheduled' },
  [ContentStatus.Draft]: { button: 'Save as draft', done: 'saved as draft' },
};

const SHARED_FIELDS = ['title', 'description', 'category', 'attachments', 'scheduled_at'];

/** The body of POST/PUT {api} for these values and the chosen status. */
export function contentRequestBody<Item>(
  values: ContentFormValues,
  status: ContentStatusCode,
  options: {
    categories: boolean;
    academicYearId: number;
    extension?: Pick<ContentFormExtension<Item>, 'toBody'>;
  },
): Record<string, unknown> {
  return {
    ...compactFilter(values.targeting),
    title: values.title.trim(),
    description: values.description.trim(),
    ...(options.categories ? { category: values.category ?? null } : {}),
    attachments: values.attachments.map((media) => media.id),
    status,
    // Sending now needs no date; a draft keeps the one chosen, if any.
    scheduled_at:
      status === ContentStatus.Active ? null : (values.scheduled_at?.toISOString() ?? null),
    academic_year_id: options.academicYearId,
    ...options.extension?.toBody(values),
  };
}

interface ContentFormProps<Item extends ContentItem> {
  module: AnyContentModule;
  extension?: ContentFormExtension<Item>;
  /** The item being edited; a new item when absent. */
  item?: Item;
}

export function ContentForm<Item extends ContentItem>({
  module,
  extension,
  item,
}: ContentFormProps<Item>) {
  const [form] = Form.useForm<ContentFormValues>();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [academicYearId] = useAcademicYear();
  const categories = useContentCategories(module);
  const intent = useRef<ContentStatusCode>(ContentStatus.Draft);
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** A send or schedule waiting for the sender's confirmation, with the body it will save. */
  const [confirming, setConfirming] = useState<{
    request: SendRequest;
    body: Record<string, unknown>;
  } | null>(null);
  /** Open the SMS form for the recipients the app does not reach, once this is sent. */
  const smsToPhoneOnly = useRef(false);
  const followUp = useFollowUpDraft();
  const me = useMe();
  const paths = contentPaths(module);
  const scope: TargetingScope = {
    globalModuleId: module.globalModule,
    academicYearId: item?.academic_year_id ?? academicYearId,
  };
  const targeting = Form.useWatch('targeting', form) ?? item?.targeting ?? DEFAULT_TARGETING;
  const messageMax = extension?.messageMaxLength ?? MESSAGE_MAX;
  const messageRequired = !extension?.messageOptional;

  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (item
        ? await callEndpoint(module.endpoints.update, { params: { id: item.id }, body })
        : await callEndpoint(module.endpoints.create, { body })) as Item,
    meta: { silent: true },
    onSuccess: (saved, body) => {
      const words = SUBMIT_WORDS[body.status as number];
      notify.success(`${module.singular} ${words?.done ?? 'saved'}`);
      const id = saved?.id ?? item?.id;
      if (saved?.id) {
        storeSavedItem(client, module, saved, academicYearId);
      } else {
        void client.invalidateQueries({ queryKey: listQueryPrefix(apiPathOf(module)) });
        if (item) {
          void client.invalidateQueries({ queryKey: contentItemKey(module, item.id) });
        }
      }
      // The guard must see a clean form before the navigation asks it.
      flushSync(() => setDirty(false));
      const followUp =
        smsToPhoneOnly.current && id
          ? phoneOnlySmsFollowUp(module, id, {
              title: body.title as string,
              description: body.description as string,
              targeting: form.getFieldValue('targeting') as TargetingFilter,
            })
          : null;
      if (followUp) navigate(followUp.path, { state: followUp.state });
      else navigate(id ? paths.detail(id) : paths.list);
    },
    onError: (error) => {
      const fields = apiFieldErrors(error);
      const shown = new Set([...SHARED_FIELDS, ...(extension?.fieldNames ?? [])]);
      form.setFields(
        fields
          .filter((entry) => shown.has(entry.field))
          .map((entry) => ({ name: entry.field, errors: [entry.message] })),
      );
      focusFirstError(form);
      const elsewhere = fields.filter((entry) => !shown.has(entry.field));
      // Refusals without a field (scope, status) and targeting fields show above the buttons.
      setFormError(
        fields.length === 0
          ? apiErrorText(error)
          : elsewhere.map((entry) => `${entry.field}: ${entry.message}`).join(' ') || null,
      );
      notify.error(`${module.singular} not saved`, apiErrorText(error));
    },
  });

  const submit = async (status: ContentStatusCode) => {
    intent.current = status;
    setFormError(null);
    try {
      await form.validateFields();
    } catch {
      focusFirstError(form);
      return;
    }
    if (uploading) {
      setFormError('Wait for the attachments to finish uploading.');
      return;
    }
    const values = form.getFieldsValue(true) as ContentFormValues;
    const body = contentRequestBody(values, status, {
      categories: !!module.categories,
      academicYearId: scope.academicYearId,
      extension,
    });
    if (status === ContentStatus.Draft) {
      save.mutate(body);
      return;
    }
    setConfirming({ body, request: await sendRequest(status, values) });
  };

  /** What the confirmation shows: the reach now, and when and how it goes out. */
  const sendRequest = async (
    status: ContentStatusCode,
    values: ContentFormValues,
  ): Promise<SendRequest> => {
    const at = values.scheduled_at;
    const filter = compactFilter(values.targeting);
    const [reach, audience] = await Promise.all([
      countSendReach(client, scope, values, extension),
      loadAudienceLists(client, filter, scope).then((lists) => audienceWords(filter, lists)),
    ]);
    return {
      action: SUBMIT_WORDS[status]?.button ?? 'Send',
      noun: itemNoun(module.singular),
      when: status === ContentStatus.Scheduled && at ? `for ${at.format(DATE_TIME_FORMAT)}` : 'now',
      reach,
      channel: module.channel ?? 'app',
      audience,
      // Everyone the sender reaches is typed for only when that is more than one branch (or the
      // branches could not be counted); everyone of one branch is that branch, named above.
      typeToConfirm: filter.target_method === 'all' && (audience.branchCount ?? 2) > 1,
      offersPhoneOnlySms: mayTextPhoneOnly(module, me.data),
    };
  };

  const initialValues: ContentFormValues = item
    ? {
        title: item.title,
        description: item.description,
        category: (item as { category?: number | null }).category ?? null,
        targeting: item.targeting,
        attachments: item.attachments,
        scheduled_at: item.scheduled_at ? dayjs(item.scheduled_at) : null,
        ...extension?.fromItem(item),
      }
    : {
        title: followUp?.title ?? '',
        description: followUp?.description ?? '',
        category: null,
        targeting: followUp?.targeting ?? DEFAULT_TARGETING,
        attachments: [],
        scheduled_at: null,
        ...extension?.initialValues,
      };

  const extensionProps = { targeting, scope, item };
  const { Fields, MessageFooter, Reach } = extension ?? {};

  return (
    <SubmitIntentContext.Provider value={intent}>
      <UnsavedChangesGuard when={dirty} />
      <Form<ContentFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => setDirty(true)}
        // Assistive technology hears that the form is saving while its buttons are disabled.
        aria-busy={save.isPending}
        // Ctrl+Enter (⌘Enter) sends from any field, asking first as the Send button does; Enter
        // alone in a field submits nothing.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !save.isPending) {
            event.preventDefault();
            void submit(ContentStatus.Active);
          } else keepFormOnEnter(event);
        }}
        style={{ maxWidth: 1100 }}
      >
        <Flex vertical gap={16}>
          <FormPageHeading
            from={
              item
                ? { to: paths.detail(item.id), label: `${module.singular} ${item.id}` }
                : { to: paths.list, label: module.title }
            }
          >
            {item
              ? `Edit ${itemNoun(module.singular)} ${item.id}`
              : `New ${itemNoun(module.singular)}`}
          </FormPageHeading>

          {followUp && !item && (
            <Alert
              type="info"
              showIcon
              title={`This ${itemNoun(module.singular)} follows ${followUp.follows}: it goes to its recipients without the app.`}
            />
          )}

          <Card title="Message">
            <Form.Item
              label="Title"
              name="title"
              rules={[
                { required: true, whitespace: true, message: ContentMessages.titleRequired },
                { max: TITLE_MAX, message: `Title must be at most ${TITLE_MAX} characters.` },
              ]}
            >
              <Input showCount maxLength={TITLE_MAX} autoFocus />
            </Form.Item>
            <Form.Item
              label={module.messageLabel ?? 'Message'}
              name="description"
              style={MessageFooter ? { marginBottom: 8 } : undefined}
              rules={[
                {
                  required: messageRequired,
                  whitespace: messageRequired,
                  message: ContentMessages.messageRequired,
                },
                { max: messageMax, message: `Message must be at most ${messageMax} characters.` },
              ]}
            >
              <Input.TextArea rows={6} showCount maxLength={messageMax} />
            </Form.Item>
            {MessageFooter && <MessageFooter {...extensionProps} />}
            {module.categories && (
              <Form.Item label="Category" name="category">
                <Select
                  allowClear
                  placeholder="Choose a category"
                  loading={categories.isPending}
                  options={(categories.data ?? []).map((category) => ({
                    value: category.id,
                    label: category.display_label,
                  }))}
                  style={{ maxWidth: 360 }}
                />
              </Form.Item>
            )}
            <Form.Item label="Attachments" name="attachments">
              <AttachmentsField onBusyChange={setUploading} />
            </Form.Item>
          </Card>

          {Fields && (
            <Card title={extension?.fieldsTitle ?? 'Delivery'}>
              <Fields {...extensionProps} />
            </Card>
          )}

          <Card title="Audience">
            <Form.Item name="targeting" noStyle>
              <TargetingField
                scope={scope}
                showReach={!Reach}
                phoneOnlyChoice={module.channel === 'sms'}
              />
            </Form.Item>
            {Reach && (
              <div style={{ marginTop: 16 }}>
                <Reach {...extensionProps} />
              </div>
            )}
          </Card>

          <Card title="Schedule">
            <Form.Item
              label="Schedule date"
              name="scheduled_at"
              extra="Needed to schedule; sending now ignores it."
              rules={[
                {
                  validator: async (_rule, value: Dayjs | null | undefined) => {
                    const problem =
                      intent.current === ContentStatus.Scheduled ? scheduleError(value) : null;
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <SchedulePicker />
            </Form.Item>
          </Card>

          {formError && <Alert type="error" showIcon title={formError} role="alert" />}
          <SendConfirmation
            request={confirming?.request ?? null}
            onCancel={() => setConfirming(null)}
            onConfirm={(choice: SendChoice) => {
              smsToPhoneOnly.current = choice.smsToPhoneOnly;
              if (confirming) save.mutate(confirming.body);
              setConfirming(null);
            }}
          />

          <Flex gap={8} wrap justify="flex-end">
            <Button onClick={() => navigate(item ? paths.detail(item.id) : paths.list)}>
              Cancel
            </Button>
            <Button
              loading={save.isPending && intent.current === ContentStatus.Draft}
              disabled={save.isPending}
              onClick={() => void submit(ContentStatus.Draft)}
            >
              Save as draft
            </Button>
            <Button
              loading={save.isPending && intent.current === ContentStatus.Scheduled}
              disabled={save.isPending}
              onClick={() => void submit(ContentStatus.Scheduled)}
            >
              Schedule
            </Button>
            <Button
              type="primary"
              aria-keyshortcuts="Control+Enter"
              title="Send (Ctrl+Enter)"
              loading={save.isPending && intent.current === ContentStatus.Active}
              disabled={save.isPending}
              onClick={() => void submit(ContentStatus.Active)}
            >
              Send
            </Button>
          </Flex>
        </Flex>
      </Form>
    </SubmitIntentContext.Provider>
  );
}

/** The targeting form as an antd form field (value and onChange from Form.Item). */
function TargetingField({
  value,
  onChange,
  scope,
  showReach,
  phoneOnlyChoice,
}: {
  value?: TargetingFilter;
  onChange?: (value: TargetingFilter) => void;
  scope: TargetingScope;
  showReach: boolean;
  phoneOnlyChoice: boolean;
}) {
  return (
    <TargetingForm
      value={value ?? DEFAULT_TARGETING}
      onChange={(next) => onChange?.(next)}
      scope={scope}
      showReach={showReach}
      phoneOnlyChoice={phoneOnlyChoice}
    />
  );
}
