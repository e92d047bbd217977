import { Empty, Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { MOBILE_QUERY, PHONE_QUERY, useMediaQuery } from '../layout/use-media-query.ts';
import type { RowKey } from './bulk-action.ts';
import { BulkBar } from './bulk-bar.tsx';
import { CardListView } from './card-list-view.tsx';
import { ListError } from './list-error.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import type { ListController } from './use-list-controller.ts';

// The list as a paged table: the columns the user keeps shown at their density (use-list-view.ts),
// server-side sort, and, when the list has bulk actions, a checkbox per row (the header's selects
// the page) with the bulk bar above.

export const TABLE_PAGE_SIZES = [10, 30, 50, 100];

interface TableViewProps<Row> {
  controller: ListController<Row>;
  /** The range under the table; "1–30 of 45" by default. */
  showTotal?: (total: number, range: [number, number]) => ReactNode;
  /** Buttons of the page's own in the bulk bar. */
  bulkExtra?: ReactNode;
}

export function TableView<Row extends object>({
  controller,
  showTotal = (total, [from, to]) => `${from}–${to} of ${total.toLocaleString()}`,
  bulkExtra,
}: TableViewProps<Row>) {
  const { config, state, selection } = controller;
  const narrow = useMediaQuery(MOBILE_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const selectable = (config.bulkActions?.length ?? 0) > 0;
  // The order shown is the list's own while the address names none.
  const sort = state.sort ?? config.defaultSort;

  if (controller.error) {
    return (
      <ListError
        title={`${config.title} could not be loaded`}
        error={controller.error}
        onRetry={() => void controller.refresh()}
      />
    );
  }

  // On a phone no table of a record fits: each row is a card with its name, fields and actions.
  if (phone) {
    return <CardListView controller={controller} showTotal={showTotal} bulkExtra={bulkExtra} />;
  }

  const columns: ColumnsType<Row> = controller.view.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    // A row's actions stay in view however far the table scrolls sideways; not on a phone,
    // where a fixed column would cover the record's status.
    fixed: narrow ? undefined : (column.fixed ?? (column.key === 'actions' ? 'right' : undefined)),
    render: (value: unknown, row: Row) => {
      const content = column.render
        ? column.render(row)
        : value === null || value === undefined
          ? '—'
          : String(value);
      // A long value wraps within the column's width instead of widening the table.
      return column.maxWidth ? (
        <div style={{ maxWidth: column.maxWidth, overflowWrap: 'anywhere' }}>{content}</div>
      ) : (
        content
      );
    },
    sorter: Boolean(column.sortable && config.sortParams),
    sortOrder: sort?.field === column.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
  }));
  const rowLabel = (row: Row) => config.rowLabel?.(row) ?? `row ${controller.keyOf(row)}`;

  return (
    <Flex vertical gap={8}>
      {selectable && <BulkBar controller={controller} extra={bulkExtra} />}
      <Table<Row>
        aria-label={config.title}
        rowKey={config.rowKey}
        columns={columns}
        dataSource={controller.rows as Row[]}
        // Before the first answer the skeleton stands in the body: no spinner over it.
        loading={controller.loading && controller.loaded}
        size={controller.view.density === 'compact' ? 'small' : 'middle'}
        // Wider than the screen, the table scrolls inside itself; the page never does.
        scroll={{ x: 'max-content' }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selection.keys as RowKey[],
                // The selection outlives the page: keys of other pages stay in the answer.
                preserveSelectedRowKeys: true,
                onChange: (keys) => selection.set(keys as RowKey[]),
                getCheckboxProps: (row) => ({ 'aria-label': `Select ${rowLabel(row)}` }),
                getTitleCheckboxProps: () => ({ 'aria-label': 'Select all on this page' }),
              }
            : undefined
        }
        locale={{
          emptyText: !controller.loaded ? (
            <ListSkeleton label={config.title} />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                controller.filtered
                  ? 'Nothing matches these filters.'
                  : (config.emptyText ?? 'Nothing here yet.')
              }
            />
          ),
        }}
        pagination={{
          current: state.page,
          pageSize: state.limit,
          total: controller.total,
          showSizeChanger: true,
          pageSizeOptions: TABLE_PAGE_SIZES,
          showTotal,
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort' && !Array.isArray(sorter)) {
            const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : undefined;
            controller.setSort(
              field && sorter.order
                ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' }
                : undefined,
            );
            return;
          }
          controller.setPage(pagination.current ?? 1, pagination.pageSize ?? state.limit);
        }}
      />
    </Flex>
  );
}
