import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { callListEndpoint, listPage } from '../api/call-endpoint.ts';
import { PageActiveContext } from '../layout/layout-slots.tsx';
import { PresetFilters } from '../preset-filters/preset-filters.tsx';
import { ExportButton } from './export-button.tsx';
import { listQueryKey, type ListPageData } from './list-cache.ts';
import { listPath, type ListConfig } from './list-config.ts';
import { FilterControl } from './list-filters.tsx';
import { invalidSearchValues, listApiQuery, withPreset, withValues } from './list-state.ts';
import { SearchBox } from './search-box.tsx';
import { useListState } from './use-list-state.ts';

// The list screen every module shares (DESIGN.md "The list pattern"): filters, search, preset
// filters and export above a paged table; all of it bound to the URL query string.

const PAGE_SIZES = [10, 30, 50, 100];

interface ListPageProps<Row> {
  config: ListConfig<Row>;
  /** Buttons of the module shown at the right of the title (e.g. "Create"). */
  actions?: ReactNode;
}

export function ListPage<Row extends object>({ config, actions }: ListPageProps<Row>) {
  const [state, setState] = useListState(config);
  const { pathname } = useLocation();
  const active = useContext(PageActiveContext);
  const query = useMemo(() => listApiQuery(state, config), [state, config]);
  const list = useQuery({
    queryKey: listQueryKey(listPath(config), query),
    queryFn: ({ signal }): Promise<ListPageData<Row>> =>
      config.endpoint
        ? callListEndpoint(config.endpoint, { query, signal })
        : listPage<Row>(config.path, { query, signal }),
    placeholderData: keepPreviousData,
    // A kept-alive list hidden behind another page does not poll.
    refetchInterval: (current) => {
      const rows = current.state.data?.rows;
      return rows && active && config.refetchInterval ? config.refetchInterval(rows) : false;
    },
  });
  // A poll in the background keeps the rows on screen without a spinner over them.
  const polling = !!config.refetchInterval && !list.isPending && !list.isPlaceholderData;

  const invalid = invalidSearchValues(state, config);
  const searchKeys = config.search ?? [];
  const appliedSearch = searchKeys
    .map((key) => ({ key: key.key, value: state.values[key.key] }))
    .find((entry): entry is { key: string; value: string } => typeof entry.value === 'string');
  const filtered = Object.keys(state.values).length > 0;

  const columns: ColumnsType<Row> = config.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    fixed: column.fixed,
    render: column.render
      ? (_value: unknown, row: Row) => column.render?.(row)
      : (value: unknown) => (value === null || value === undefined ? '—' : String(value)),
    sorter: Boolean(column.sortable && config.sortParams),
    sortOrder:
      state.sort?.field === column.key ? (state.sort.order === 'asc' ? 'ascend' : 'descend') : null,
  }));

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {config.title}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          {actions}
          {config.exportFileName && (
            <ExportButton
              path={listPath(config)}
              query={query}
              fileName={config.exportFileName}
              disabled={list.isError || list.data?.total === 0}
            />
          )}
        </Flex>
      </Flex>

      <Flex gap={12} wrap align="flex-start" role="search" aria-label={`${config.title} filters`}>
        {(config.filters ?? []).map((filter) => (
          <FilterControl
            key={filter.key}
            filter={filter}
            values={state.values}
            onChange={(changes) => setState(withValues(state, changes))}
          />
        ))}
        {searchKeys.length > 0 && (
          <SearchBox
            keys={searchKeys}
            applied={appliedSearch ?? null}
            onSearch={(key, value) => {
              // One search at a time: the other keys' values go away.
              const cleared = Object.fromEntries(searchKeys.map((other) => [other.key, undefined]));
              setState(withValues(state, { ...cleared, [key]: value }));
            }}
          />
        )}
        {filtered && (
          <Button type="link" onClick={() => setState({ ...state, values: {}, page: 1 })}>
            Clear filters
          </Button>
        )}
        <div style={{ marginLeft: 'auto' }}>
          <PresetFilters
            page={config.presetPage ?? pathname}
            current={state.values}
            onApply={(data) => setState(withPreset(state, data, config))}
          />
        </div>
      </Flex>

      {Object.keys(invalid).length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Some values in the address are not valid and were left out of the search."
        />
      )}

      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={`${config.title} could not be loaded`}
          description={list.error.message}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <Table<Row>
          aria-label={config.title}
          rowKey={config.rowKey}
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching && !polling}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  filtered
                    ? 'Nothing matches these filters.'
                    : (config.emptyText ?? 'Nothing here yet.')
                }
              />
            ),
          }}
          pagination={{
            current: state.page,
            pageSize: state.limit,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total, [from, to]) => `${from}–${to} of ${total.toLocaleString()}`,
          }}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort' && !Array.isArray(sorter)) {
              const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
              setState({
                ...state,
                page: 1,
                sort:
                  field && sorter.order
                    ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' }
                    : undefined,
              });
              return;
            }
            const limit = pagination.pageSize ?? state.limit;
            setState({
              ...state,
              limit,
              // A new page size starts over at page 1.
              page: limit !== state.limit ? 1 : (pagination.current ?? 1),
            });
          }}
        />
      )}
    </Flex>
  );
}
