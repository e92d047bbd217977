// The console folder of a new module: its calls as hooks, the list's configuration, the page
// (list, a detail drawer and the create/change form), and the manifest.

export const apiFile = (
  n,
) => `import { ${n.camel}Endpoints as endpoints, type ${n.pascal}Body } from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint.ts';
import { listQueryPrefix } from '../../platform/list/list-cache.ts';

const itemKey = (id: number) => ['${n.id}', id] as const;

export function use${n.pascal}(id: number | null) {
  return useQuery({
    queryKey: itemKey(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoints.detail, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

/** Creates an item, or changes it when given its id; the lists and the item reload. */
export function useSave${n.pascal}(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    // The form shows a refusal on its fields or above its buttons, not in a toast.
    meta: { silent: true },
    mutationFn: (body: ${n.pascal}Body) =>
      id === null
        ? callEndpoint(endpoints.create, { body })
        : callEndpoint(endpoints.update, { params: { id }, body }),
    onSuccess: (saved) => {
      client.setQueryData(itemKey(saved.id), saved);
      void client.invalidateQueries({ queryKey: listQueryPrefix(endpoints.list.path) });
    },
  });
}
`;

export const listConfigFile = (n, entry) => `import {
  ${n.constant}_EXPORT_FILE,
  ${n.camel}Endpoints,
  type ${n.pascal}Row,
} from '@console/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../platform/content/content-tags.tsx';
import type { ListConfig } from '../../platform/list/list-config.ts';

/** The list of ${entry.title}: columns, search and export; the name opens the item. */
export function ${n.camel}List(open: (row: ${n.pascal}Row) => ReactNode): ListConfig<${n.pascal}Row> {
  return {
    endpoint: ${n.camel}Endpoints.list,
    title: '${entry.title}',
    rowKey: 'id',
    exportFileName: ${n.constant}_EXPORT_FILE,
    emptyText: 'Nothing here yet. Create the first one.',
    sortParams: { field: 'sort', order: 'order' },
    columns: [
      { key: 'id', title: 'ID', sortable: true, width: 90 },
      { key: 'name', title: 'Name', sortable: true, render: open },
      {
        key: 'created_at',
        title: 'Created',
        sortable: true,
        render: (row) => formatDateTime(row.created_at),
      },
    ],
    search: [{ key: 'search', label: 'Name', placeholder: 'A part of the name' }],
  };
}
`;

export const formFile = (n) => `import {
  ${n.camel}Endpoints,
  type ${n.pascal}Body,
  type ${n.pascal}Row,
} from '@console/contract';
import { App, Button, Input, Modal } from 'antd';
import { ContractField } from '../../platform/form/contract-field.tsx';
import { ContractForm } from '../../platform/form/contract-form.tsx';
import { formTarget, type FormDraft } from '../../platform/form/form-target.ts';
import { useSave${n.pascal} } from './${n.id}-api.ts';

interface ${n.pascal}FormProps {
  /** The item to change, or null to create one. */
  item: ${n.pascal}Row | null;
  onClose: () => void;
}

/**
 * Create or change an item: a ContractForm, so the body is checked with the call's own schema
 * before it is sent, the server's 422 lands on its field, and leaving with changes asks first.
 */
export function ${n.pascal}Form({ item, onClose }: ${n.pascal}FormProps) {
  const save = useSave${n.pascal}(item?.id ?? null);
  const { message } = App.useApp();
  const endpoint = item ? ${n.camel}Endpoints.update : ${n.camel}Endpoints.create;

  return (
    <Modal
      open
      title={item ? \`Change \${item.name}\` : 'Create'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <ContractForm
        name="${n.id}-form"
        target={formTarget(endpoint, (body) => save.mutateAsync(body))}
        toBody={(values: FormDraft<${n.pascal}Body>) => ({ name: values.name })}
        initialValues={{ name: item?.name ?? '' }}
        submitText={item ? 'Save' : 'Create'}
        actions={<Button onClick={onClose}>Cancel</Button>}
        onSaved={() => {
          message.success(item ? 'Saved' : 'Created');
          onClose();
        }}
      >
        <ContractField name="name" label="Name">
          <Input autoFocus />
        </ContractField>
      </ContractForm>
    </Modal>
  );
}
`;

export const detailFile = (n) => `import type { ${n.pascal}Row } from '@console/contract';
import { Button, Descriptions, Drawer } from 'antd';
import { formatDateTime } from '../../platform/content/content-tags.tsx';
import { use${n.pascal} } from './${n.id}-api.ts';

interface ${n.pascal}DetailProps {
  id: number;
  onChange: (item: ${n.pascal}Row) => void;
  onClose: () => void;
}

/** One item in a drawer beside the list, with its change action. */
export function ${n.pascal}Detail({ id, onChange, onClose }: ${n.pascal}DetailProps) {
  const { data: item, isPending, error } = use${n.pascal}(id);
  return (
    <Drawer
      open
      title={item?.name ?? 'Item'}
      onClose={onClose}
      loading={isPending}
      extra={item && <Button onClick={() => onChange(item)}>Change</Button>}
    >
      {error && <p role="alert">{error.message}</p>}
      {item && (
        <Descriptions
          column={1}
          items={[
            { key: 'id', label: 'ID', children: item.id },
            { key: 'name', label: 'Name', children: item.name },
            { key: 'created', label: 'Created', children: formatDateTime(item.created_at) },
            { key: 'updated', label: 'Changed', children: formatDateTime(item.updated_at) },
          ]}
        />
      )}
    </Drawer>
  );
}
`;

export const pageFile = (n, entry) => `import type { ${n.pascal}Row } from '@console/contract';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { ListPage } from '../../platform/list/list-page.tsx';
import { ${n.pascal}Detail } from './${n.id}-detail.tsx';
import { ${n.pascal}Form } from './${n.id}-form.tsx';
import { ${n.camel}List } from './${n.id}-list-config.tsx';

/** ${entry.path}: the list, an item in a drawer, and the form to create or change one. */
export default function ${n.pascal}Page() {
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<${n.pascal}Row | null | undefined>(undefined);
  const config = useMemo(
    () =>
      ${n.camel}List((row) => (
        <Button type="link" onClick={() => setOpenId(row.id)}>
          {row.name}
        </Button>
      )),
    [],
  );
  return (
    <>
      <ListPage
        config={config}
        actions={
          <Button type="primary" onClick={() => setEditing(null)}>
            Create
          </Button>
        }
      />
      {openId !== null && (
        <${n.pascal}Detail id={openId} onChange={setEditing} onClose={() => setOpenId(null)} />
      )}
      {editing !== undefined && <${n.pascal}Form item={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
`;

export const webManifestFile = (
  n,
  entry,
) => `import { defineWebModule } from '../../platform/modules/web-module.ts';

/** ${entry.title}. */
export const manifest = defineWebModule({
  id: '${n.id}',
  pages: [
    {
      path: '${entry.path.split('?')[0]}',
      load: () => import('./${n.id}-page.tsx'),
      keepAlive: true,
      access: { module: '${entry.id}' },
    },
  ],
});
`;
