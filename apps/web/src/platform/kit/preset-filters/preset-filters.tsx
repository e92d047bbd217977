import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import type { PresetFilter } from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Popconfirm, Select, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../../core/notify/notify.ts';
import {
  createPresetFilter,
  deletePresetFilter,
  listPresetFilters,
  presetFilterKeys,
  updatePresetFilter,
} from './preset-filter-api.ts';

// Save the list's current filters under a name, apply one, rename or delete it. A preset holds
// the filter values only (no page or sort), exactly as the list binds them to the URL.

type PresetData = PresetFilter['data'];

interface PresetFiltersProps {
  /** The list page the presets belong to, e.g. '/sms-outbox'. */
  page: string;
  /** The filters on screen now, saved by "Save filters". */
  current: PresetData;
  onApply: (data: PresetData) => void;
}

type Dialog = { mode: 'create' } | { mode: 'rename'; preset: PresetFilter } | null;

export function PresetFilters({ page, current, onApply }: PresetFiltersProps) {
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const presets = useQuery({
    queryKey: presetFilterKeys.page(page),
    queryFn: ({ signal }) => listPresetFilters(page, signal),
  });
  const selected = presets.data?.find((preset) => preset.id === selectedId) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: presetFilterKeys.page(page) });

  const save = useMutation({
    mutationFn: async ({ name }: { name: string }) =>
      dialog?.mode === 'rename'
        ? updatePresetFilter(dialog.preset.id, { page, name, data: dialog.preset.data })
        : createPresetFilter({ page, name, data: current }),
    onSuccess: async (preset) => {
      notify.success(dialog?.mode === 'rename' ? 'Preset filter renamed' : 'Preset filter saved');
      setSelectedId(preset.id);
      setDialog(null);
      await refresh();
    },
    // Reported here, with what failed: the MutationCache's generic toast stays quiet.
    meta: { silent: true },
    onError: (error) => notify.error('Preset filter not saved', error.message),
  });
  const remove = useMutation({
    mutationFn: (preset: PresetFilter) => deletePresetFilter(preset.id),
    onSuccess: async () => {
      notify.success('Preset filter deleted');
      setSelectedId(null);
      await refresh();
    },
    meta: { silent: true },
    onError: (error) => notify.error('Preset filter not deleted', error.message),
  });

  const hasFilters = Object.keys(current).length > 0;
  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label="Preset filter"
        placeholder="Preset filters"
        style={{ minWidth: 180 }}
        loading={presets.isLoading}
        status={presets.isError ? 'error' : undefined}
        notFoundContent={
          presets.isError ? 'Preset filters could not be loaded' : 'No saved filters'
        }
        value={selected?.id}
        allowClear
        onClear={() => setSelectedId(null)}
        options={(presets.data ?? []).map((preset) => ({ value: preset.id, label: preset.name }))}
        onChange={(id: number | undefined) => {
          const preset = presets.data?.find((candidate) => candidate.id === id);
          setSelectedId(preset?.id ?? null);
          if (preset) onApply(preset.data);
        }}
      />
      <Tooltip title={hasFilters ? undefined : 'Choose some filters first'}>
        <Button
          icon={<SaveOutlined />}
          disabled={!hasFilters}
          onClick={() => setDialog({ mode: 'create' })}
        >
          Save filters
        </Button>
      </Tooltip>
      {selected && (
        <>
          <Button
            icon={<EditOutlined />}
            aria-label={`Rename preset ${selected.name}`}
            onClick={() => setDialog({ mode: 'rename', preset: selected })}
          />
          <Popconfirm
            title="Delete this preset filter?"
            description={`"${selected.name}" will be removed.`}
            okText="Delete"
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => remove.mutateAsync(selected)}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete preset ${selected.name}`}
            />
          </Popconfirm>
        </>
      )}
      <PresetNameDialog
        dialog={dialog}
        saving={save.isPending}
        onCancel={() => setDialog(null)}
        onSave={(name) => save.mutate({ name })}
      />
    </Flex>
  );
}

function PresetNameDialog({
  dialog,
  saving,
  onCancel,
  onSave,
}: {
  dialog: Dialog;
  saving: boolean;
  onCancel: () => void;
  onSave: (name: string) => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (dialog) form.setFieldsValue({ name: dialog.mode === 'rename' ? dialog.preset.name : '' });
  }, [dialog, form]);
  return (
    <Modal
      open={dialog !== null}
      title={dialog?.mode === 'rename' ? 'Rename preset filter' : 'Save filters as a preset'}
      okText="Save"
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => onSave(values.name.trim())}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label="Preset name"
          rules={[
            { required: true, whitespace: true, message: 'Name is required' },
            { max: 100, message: 'At most 100 characters' },
          ]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
