import { Card, Checkbox, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { RowKey } from './bulk-action.ts';
import { BulkBar } from './bulk-bar.tsx';
import { cardParts } from './card-parts.ts';
import type { ListColumn } from './list-config.ts';
import type { ListController } from './use-list-controller.ts';
import './card-list-view.css';

// The list on a phone (react-admin's SimpleList idea): each row a card with the record's name and
// key, its key fields and its actions, so nothing waits behind a sideways scroll. The same
// controller as the table: paging, loading, empty states, and, with bulk actions, a checkbox per
// card, "Select all on this page" and the bulk bar. TableView draws this under 576 px.

interface CardListViewProps<Row> {
  controller: ListController<Row>;
  showTotal: (total: number, range: [number, number]) => ReactNode;
  bulkExtra?: ReactNode;
}

/** A cell as the table draws it: the column's own render, else the value or a dash. */
function cell<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '—' : String(value);
}

export function CardListView<Row extends object>({
  controller,
  showTotal,
  bulkExtra,
}: CardListViewProps<Row>) {
  const { config, state, selection } = controller;
  const selectable = (config.bulkActions?.length ?? 0) > 0;
  const parts = cardParts(config);
  const rowLabel = (row: Row) => config.rowLabel?.(row) ?? `row ${controller.keyOf(row)}`;
  const empty = controller.loaded && controller.rows.length === 0;
  const pageKeys = controller.rows.map((row) => controller.keyOf(row));
  const someOnPage = pageKeys.some((key) => selection.isSelected(key));

  return (
    <Flex vertical gap={8}>
      {selectable && <BulkBar controller={controller} extra={bulkExtra} />}
      {selectable && !empty && (
        <Checkbox
          checked={selection.pageSelected}
          indeterminate={someOnPage && !selection.pageSelected}
          onChange={(event) =>
            event.target.checked
              ? selection.selectPage()
              : selection.set(selection.keys.filter((key) => !pageKeys.includes(key)))
          }
        >
          Select all on this page
        </Checkbox>
      )}
      <Spin spinning={controller.loading}>
        {empty ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              controller.filtered
                ? 'Nothing matches these filters.'
                : (config.emptyText ?? 'Nothing here yet.')
            }
          />
        ) : (
          <ul className="list-cards" aria-label={config.title}>
            {controller.rows.map((row) => {
              const key = controller.keyOf(row);
              return (
                <li key={String(key)} data-row-key={String(key)}>
                  <Card size="small">
                    <Flex gap={8} align="flex-start">
                      {selectable && (
                        <Checkbox
                          aria-label={`Select ${rowLabel(row)}`}
                          checked={selection.isSelected(key as RowKey)}
                          onChange={(event) =>
                            selection.toggle(key as RowKey, event.target.checked)
                          }
                        />
                      )}
                      <Typography.Text strong className="list-card-title">
                        {parts.title && cell(parts.title, row)}
                      </Typography.Text>
                      {parts.key && <span className="list-card-key">{cell(parts.key, row)}</span>}
                    </Flex>
                    {parts.fields.length > 0 && (
                      <dl className="list-card-fields">
                        {parts.fields.map((column) => (
                          <div key={column.key}>
                            <dt>
                              <Typography.Text type="secondary">{column.title}</Typography.Text>
                            </dt>
                            <dd>{cell(column, row)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                    {parts.actions && (
                      <div className="list-card-actions">{cell(parts.actions, row)}</div>
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      <Flex justify="flex-end">
        <Pagination
          size="small"
          current={state.page}
          pageSize={state.limit}
          total={controller.total}
          showSizeChanger={false}
          showTotal={showTotal}
          onChange={(page, limit) => controller.setPage(page, limit)}
        />
      </Flex>
    </Flex>
  );
}
