// The console folder of a new module, in the files the built modules have (meeting, feedback):
// its calls as hooks, the list's configuration, a page for the list, the form and the item
// (each on one of the module's addresses in the contract's MODULES), a test of the three pages,
// and the manifest. `pages` is { list, form, detail, detailParam } (new-module/pages.mjs).

export const apiFile = (n) => `import {
  ${n.camel}Endpoints as endpoints,
  type ${n.pascal}Body,
  type ${n.pascal}Row,
} from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { missingAsNull } from '../../platform/core/api/missing-as-null.ts';
import { listQueryPrefix } from '../../platform/kit/list/list-cache.ts';

// The module's calls as hooks, by the contract's endpoints. A saved item lands in its page's
// cache and the lists reload.

const itemKey = (id: number) => ['${n.id}', id] as const;

/** One item: null when it is missing (the page says "not found"). */
export function use${n.pascal}(id: number | null) {
  return useQuery({
    queryKey: itemKey(id ?? 0),
    queryFn: ({ signal }) =>
      missingAsNull(callEndpoint(endpoints.detail, { params: { id: id! }, signal })),
    enabled: id !== null,
  });
}

/** Creates an item, or changes it when given its id. */
export function useSave${n.pascal}() {
  const client = useQueryClient();
  return useMutation({
    // The form shows a refusal on its fields or above its buttons, not in a toast.
    meta: { silent: true },
    mutationFn: (input: { id: number | null; body: ${n.pascal}Body }) =>
      input.id === null
        ? callEndpoint(endpoints.create, { body: input.body })
        : callEndpoint(endpoints.update, { params: { id: input.id }, body: input.body }),
    onSuccess: (answer) => {
      client.setQueryData<${n.pascal}Row>(itemKey(answer.item.id), answer.item);
      void client.invalidateQueries({ queryKey: listQueryPrefix(endpoints.list.path) });
    },
  });
}
`;

export const listConfigFile = (n, entry, pages) => `import {
  ${n.constant}_EXPORT_FILE,
  ${n.camel}Endpoints,
  ${n.camel}ListQuery,
  type ${n.pascal}Row,
} from '@console/contract';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import type { ListConfig } from '../../platform/kit/list/list-config.ts';

// The list of ${entry.title}: columns, the search and the export. A name links to the item's
// page with the list's address, so the page returns to the list as it was.

function ItemLink({ row }: { row: ${n.pascal}Row }) {
  const { search } = useLocation();
  return <Link to={\`${pages.list}/\${row.id}\${search}\`}>{row.name}</Link>;
}

export function ${n.camel}ListConfig(): ListConfig<${n.pascal}Row> {
  return {
    endpoint: ${n.camel}Endpoints.list,
    title: '${entry.title}',
    rowKey: 'id',
    sortParams: { field: 'sort', order: 'order' },
    columns: [
      { key: 'id', title: 'ID', sortable: true, width: 90 },
      {
        key: 'name',
        title: 'Name',
        sortable: true,
        hideable: false,
        render: (row) => <ItemLink row={row} />,
      },
      {
        key: 'created_at',
        title: 'Created',
        sortable: true,
        render: (row) => formatDateTime(row.created_at),
      },
    ],
    search: [
      {
        key: 'search',
        label: 'Name',
        placeholder: 'A part of the name',
        validator: ${n.camel}ListQuery.shape.search.unwrap(),
      },
    ],
    exportFileName: ${n.constant}_EXPORT_FILE,
    emptyText: 'Nothing here yet. Create the first one with “New”.',
    rowLabel: (row) => row.name,
  };
}
`;

export const listPageFile = (n, entry, pages) => `import { PlusOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { ${n.camel}ListConfig } from './${n.id}-list-config.tsx';

/** ${pages.list}: the list of ${entry.title}, and the way to a new one. */
export default function ${n.pascal}ListPage() {
  const config = useMemo(() => ${n.camel}ListConfig(), []);
  return (
    <ListPage
      config={config}
      actions={
        <LinkButton to="${pages.form}" type="primary" icon={<PlusOutlined aria-hidden />}>
          New
        </LinkButton>
      }
    />
  );
}
`;

export const detailPageFile = (
  n,
  entry,
  pages,
) => `import type { ${n.pascal}Row } from '@console/contract';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { DetailPage } from '../../platform/kit/detail/detail-page.tsx';
import { routeId } from '../../platform/kit/detail/route-id.ts';
import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import { listReturnAddress } from '../../platform/kit/list/list-return.ts';
import { use${n.pascal} } from './${n.id}-api.ts';

// ${pages.detail}: one item, its Edit action, and its history from the audit log.

export default function ${n.pascal}DetailPage() {
  const id = routeId(useParams().${pages.detailParam});
  const item = use${n.pascal}(id);
  const back = { to: listReturnAddress('${pages.list}'), label: '${entry.title}' };
  if (id === null || item.data === null) {
    return (
      <Result
        status="404"
        title="Not found"
        subTitle="It may never have existed."
        extra={<Link to={back.to}>Back to ${entry.title}</Link>}
      />
    );
  }
  if (item.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (item.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="It could not be loaded"
        description={item.error.message}
      />
    );
  }
  return <${n.pascal}Detail item={item.data} back={back} />;
}

function ${n.pascal}Detail({
  item,
  back,
}: {
  item: ${n.pascal}Row;
  back: { to: string; label: string };
}) {
  return (
    <DetailPage
      back={back}
      title={item.name}
      actions={<LinkButton to={\`${pages.form}?id=\${item.id}\`}>Edit</LinkButton>}
      history={{ itemType: '${n.snake}_items', itemId: item.id, version: item.updated_at }}
    >
      <Card title="Details">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'id', label: 'ID', children: item.id },
            { key: 'name', label: 'Name', children: item.name },
            { key: 'created', label: 'Created', children: formatDateTime(item.created_at) },
            { key: 'updated', label: 'Changed', children: formatDateTime(item.updated_at) },
          ]}
        />
      </Card>
    </DetailPage>
  );
}
`;

export const formPageFile = (n, entry, pages) => `import {
  ${n.camel}Endpoints,
  type ${n.pascal}Body,
  type ${n.pascal}Row,
} from '@console/contract';
import { Alert, Flex, Input, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../platform/core/notify/notify.ts';
import { ContractField } from '../../platform/kit/form/contract-field.tsx';
import { ContractForm } from '../../platform/kit/form/contract-form.tsx';
import { FormPageHeading } from '../../platform/kit/form/form-page-heading.tsx';
import { formTarget, type FormDraft } from '../../platform/kit/form/form-target.ts';
import { LinkButton } from '../../platform/kit/layout/link-button.tsx';
import { use${n.pascal}, useSave${n.pascal} } from './${n.id}-api.ts';

// ${pages.form} (a new item) and ${pages.form}?id={id} (edit): a ContractForm, so the body is
// checked with the create or update call's own schema before it is sent, the server's 422 lands
// on its field, and leaving with unsaved changes asks first.

interface FormValues {
  name: string;
}

export default function ${n.pascal}FormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const existing = use${n.pascal}(id);
  if (id !== null && !existing.data) {
    if (existing.isError || existing.data === null) {
      return (
        <Alert
          type="error"
          showIcon
          title="It could not be loaded"
          description={existing.error?.message ?? 'It does not exist.'}
        />
      );
    }
    return <Skeleton active />;
  }
  return <${n.pascal}Form key={id ?? 'new'} item={existing.data ?? undefined} />;
}

function ${n.pascal}Form({ item }: { item: ${n.pascal}Row | undefined }) {
  const navigate = useNavigate();
  const save = useSave${n.pascal}();
  const back = item ? \`${pages.list}/\${item.id}\` : '${pages.list}';
  const target = item
    ? formTarget(${n.camel}Endpoints.update, (body) => save.mutateAsync({ id: item.id, body }))
    : formTarget(${n.camel}Endpoints.create, (body) => save.mutateAsync({ id: null, body }));
  const toBody = (values: FormValues): FormDraft<${n.pascal}Body> => ({ name: values.name });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <FormPageHeading from={{ to: back, label: item ? item.name : '${entry.title}' }}>
        {item ? 'Edit' : 'New'}
      </FormPageHeading>
      <ContractForm
        target={target}
        toBody={toBody}
        initialValues={{ name: item?.name ?? '' }}
        submitText={item ? 'Save' : 'Create'}
        actions={<LinkButton to={back}>Cancel</LinkButton>}
        onSaved={(answer) => {
          notify.success(answer.message);
          void navigate(\`${pages.list}/\${answer.item.id}\`);
        }}
      >
        <ContractField name="name" label="Name">
          <Input />
        </ContractField>
      </ContractForm>
    </Flex>
  );
}
`;

export const pagesTestFile = (n, entry, pages, read) => `import {
  ${n.pascal}Messages,
  ${n.camel}Endpoints as endpoints,
  endpointPath,
  type ${n.pascal}Row,
} from '@console/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers.tsx';
import { notify } from '../../platform/core/notify/notify.ts';
import { endSession, startSession } from '../../platform/core/session/session-store.ts';
import { fakeLogin } from '../../test-support/fake-login.ts';
import { fakeMe } from '../../test-support/fake-me.ts';
import { stubApi } from '../../test-support/stub-api.ts';
import ${n.pascal}DetailPage from './${n.id}-detail-page.tsx';
import ${n.pascal}FormPage from './${n.id}-form-page.tsx';
import ${n.pascal}ListPage from './${n.id}-list-page.tsx';

// The module's three pages on a stubbed API: the list links each item to its page, the form
// sends what was typed and opens the saved item, and the item's page shows it with its history.

beforeEach(() => {
  startSession(fakeLogin({ userId: 7 }));
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ME = fakeMe({ visible_modules: ['${entry.id}'], permissions: ['${read}'] });
/** "GET /api/..." as the stub names a call: the endpoint's method and address. */
const call = (endpoint: { method: string; path: string }, params?: Record<string, number>) =>
  \`\${endpoint.method} /api\${endpointPath(endpoint, params)}\`;

function item(overrides: Partial<${n.pascal}Row> = {}): ${n.pascal}Row {
  return {
    id: 12,
    name: 'First item',
    created_by: 7,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '${pages.list}', element: <${n.pascal}ListPage /> },
      { path: '${pages.form}', element: <${n.pascal}FormPage /> },
      { path: '${pages.list}/:${pages.detailParam}', element: <${n.pascal}DetailPage /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('${entry.title}', { timeout: 30_000 }, () => {
  it('lists the items, each linked to its page', async () => {
    stubApi({
      'GET /api/me': ME,
      [call(endpoints.list)]: [item(), item({ id: 13, name: 'Second item' })],
      // The list's saved filters (the kit's preset filters): none yet.
      'GET /api/preset_filter': [],
    });
    renderAt('${pages.list}');
    const link = await screen.findByRole('link', { name: 'Second item' });
    expect(link.getAttribute('href')).toBe('${pages.list}/13');
  });

  it('creates an item from the form and opens its page', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      [call(endpoints.create)]: { message: ${n.pascal}Messages.created, item: item({ name: 'Typed' }) },
      [call(endpoints.detail, { id: 12 })]: item({ name: 'Typed' }),
      'GET /api/audit_log/item': [],
    });
    const router = renderAt('${pages.form}');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Typed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('${pages.list}/12'));
    expect(notify.success).toHaveBeenCalledWith(${n.pascal}Messages.created);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Typed' });
  });

  it('refuses a blank name in the browser, sending nothing', async () => {
    const sent = stubApi({ 'GET /api/me': ME });
    renderAt('${pages.form}');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText(${n.pascal}Messages.nameRequired)).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows an item with its history', async () => {
    const sent = stubApi({
      'GET /api/me': ME,
      [call(endpoints.detail, { id: 12 })]: item(),
      'GET /api/audit_log/item': [],
    });
    renderAt('${pages.list}/12');
    expect(await screen.findByRole('heading', { name: 'First item' })).toBeTruthy();
    await waitFor(() =>
      expect(sent.some((request) => request.path === '/api/audit_log/item')).toBe(true),
    );
  });
});
`;

export const webManifestFile = (
  n,
  entry,
  pages,
) => `import { defineWebModule } from '../../platform/modules/web-module.ts';

/** ${entry.title}: the list, the form and an item's page (the \`${entry.id}\` entry). */
export const manifest = defineWebModule({
  id: '${n.id}',
  pages: [
    {
      path: '${pages.list}',
      load: () => import('./${n.id}-list-page.tsx'),
      keepAlive: true,
      access: { module: '${entry.id}' },
    },
    {
      path: '${pages.form}',
      load: () => import('./${n.id}-form-page.tsx'),
      access: { module: '${entry.id}' },
    },
    {
      path: '${pages.detail}',
      load: () => import('./${n.id}-detail-page.tsx'),
      access: { module: '${entry.id}' },
    },
  ],
});
`;
