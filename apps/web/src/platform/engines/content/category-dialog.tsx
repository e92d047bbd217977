import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_LABEL_MAX,
  CATEGORY_NAME_MAX,
  CategoryMessages,
  categorySlug,
  DEFAULT_CATEGORY_COLOUR,
  type ContentCategory,
} from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Typography } from 'antd';
import { notify } from '../../core/notify/notify.ts';
import { apiErrorText, apiFieldErrors } from '../../core/api/api-errors.ts';
import { categoriesKey } from './content-api.ts';
import type { ContentModule } from './content-module.ts';
import { saveCategory, type CategoryValues } from './category-api.ts';

// Add or edit a category (000 §3, §4, §5, §8): the form messages of 000 §5, the name shown as
// the slug it is saved as, the colour #A461D8 unless another is chosen, and the documents'
// success and failure toasts.

const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

interface CategoryDialogProps {
  module: Pick<ContentModule, 'endpoints' | 'categories'>;
  open: boolean;
  /** The category being edited; absent to add one. */
  category?: ContentCategory;
  onClose: () => void;
}

export function CategoryDialog({ module, open, category, onClose }: CategoryDialogProps) {
  const [form] = Form.useForm<CategoryValues>();
  const client = useQueryClient();
  const name = Form.useWatch('name', form) ?? '';
  const colour = Form.useWatch('colour_hex_code', form) ?? '';

  const save = useMutation({
    mutationFn: (values: CategoryValues) => saveCategory(module, values, category?.id),
    meta: { silent: true },
    onSuccess: () => {
      notify.success(CategoryMessages.actionOk);
      void client.invalidateQueries({ queryKey: categoriesKey(module) });
      onClose();
    },
    onError: (error) => {
      const known = new Set(['name', 'display_label', 'description', 'colour_hex_code']);
      form.setFields(
        apiFieldErrors(error)
          .filter((entry) => known.has(entry.field))
          .map((entry) => ({
            name: entry.field as keyof CategoryValues,
            errors: [entry.message],
          })),
      );
      notify.error(apiErrorText(error, CategoryMessages.actionFailed));
    },
  });

  const submit = (values: CategoryValues) =>
    save.mutate({
      name: values.name.trim(),
      display_label: values.display_label.trim(),
      description: values.description?.trim() || null,
      colour_hex_code: values.colour_hex_code.trim().toUpperCase(),
    });

  const slug = categorySlug(name);
  const enter = () => form.submit();

  return (
    <Modal
      open={open}
      title={category ? 'Edit category' : 'Add category'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<CategoryValues>
        form={form}
        layout="vertical"
        requiredMark
        preserve={false}
        initialValues={{
          name: category?.name ?? '',
          display_label: category?.display_label ?? '',
          description: category?.description ?? '',
          colour_hex_code: category?.colour_hex_code ?? DEFAULT_CATEGORY_COLOUR,
        }}
        onFinish={submit}
      >
        <Form.Item
          label="Name"
          name="name"
          extra={
            slug ? (
              <span aria-live="polite">
                Saved as <Typography.Text code>{slug}</Typography.Text>
              </span>
            ) : undefined
          }
          rules={[
            { required: true, whitespace: true, message: CategoryMessages.nameRequired },
            {
              validator: async (_rule, value: string | undefined) => {
                const name = value?.trim() ?? '';
                if (name.length > CATEGORY_NAME_MAX) throw new Error(CategoryMessages.nameTooLong);
                if (name && categorySlug(name) === '') {
                  throw new Error(CategoryMessages.nameNotSlug);
                }
              },
            },
          ]}
        >
          <Input autoFocus placeholder="e.g. sports-day" onPressEnter={enter} />
        </Form.Item>
        <Form.Item
          label="Display label"
          name="display_label"
          rules={[
            { required: true, whitespace: true, message: CategoryMessages.displayLabelRequired },
            {
              validator: async (_rule, value: string | undefined) => {
                if ((value ?? '').trim().length > CATEGORY_LABEL_MAX) {
                  throw new Error(CategoryMessages.displayLabelTooLong);
                }
              },
            },
          ]}
        >
          <Input placeholder="e.g. Sports Day" onPressEnter={enter} />
        </Form.Item>
        <Form.Item
          label="Description"
          name="description"
          rules={[{ max: CATEGORY_DESCRIPTION_MAX, message: CategoryMessages.descriptionTooLong }]}
        >
          <Input.TextArea rows={3} showCount maxLength={CATEGORY_DESCRIPTION_MAX} />
        </Form.Item>
        <Form.Item
          label="Color code"
          name="colour_hex_code"
          rules={[
            { required: true, whitespace: true, message: CategoryMessages.colourRequired },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value?.trim() && !HEX_COLOUR.test(value.trim())) {
                  throw new Error(CategoryMessages.colourFormat);
                }
              },
            },
          ]}
        >
          <Input
            placeholder={DEFAULT_CATEGORY_COLOUR}
            maxLength={7}
            onPressEnter={enter}
            prefix={
              <input
                type="color"
                aria-label="Pick a colour"
                value={HEX_COLOUR.test(colour.trim()) ? colour.trim() : DEFAULT_CATEGORY_COLOUR}
                onChange={(event) =>
                  form.setFieldValue('colour_hex_code', event.target.value.toUpperCase())
                }
                style={{ width: 28, height: 22, padding: 0, border: 0, background: 'none' }}
              />
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
