import { Col, Empty, Flex, Pagination, Row as GridRow, Spin, type ColProps } from 'antd';
import type { ReactNode } from 'react';
import { ListError } from './list-error.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import type { ListController } from './use-list-controller.ts';

// The list as a grid of cards (a photo gallery, people): the page's rows, each drawn by the
// module's `renderItem`, with the same paging, loading and empty and error states as the table.

/** Cards per row by screen width: one on phones up to four on wide screens. */
const DEFAULT_SPANS: ColProps = { xs: 24, sm: 12, lg: 8, xxl: 6 };

interface CardGridViewProps<Row> {
  controller: ListController<Row>;
  renderItem: (row: Row) => ReactNode;
  /** The grid's name for assistive technology, e.g. "Events". */
  label: string;
  /** Without filters; the config's emptyText by default. */
  emptyText?: string;
  /** With filters applied. */
  filteredEmptyText?: string;
  errorTitle?: string;
  pageSizeOptions?: number[];
  spans?: ColProps;
}

export function CardGridView<Row>({
  controller,
  renderItem,
  label,
  emptyText,
  filteredEmptyText = 'Nothing matches these filters.',
  errorTitle,
  pageSizeOptions,
  spans = DEFAULT_SPANS,
}: CardGridViewProps<Row>) {
  const { config, state } = controller;
  if (controller.error) {
    return (
      <ListError
        title={errorTitle ?? `${config.title} could not be loaded`}
        error={controller.error}
        onRetry={() => void controller.refresh()}
      />
    );
  }
  const empty = controller.loaded && controller.rows.length === 0;
  return (
    <Flex vertical gap={16}>
      <Spin spinning={controller.loading && controller.loaded}>
        {!controller.loaded ? (
          <ListSkeleton label={label} />
        ) : empty ? (
          <Empty
            description={
              controller.filtered
                ? filteredEmptyText
                : (emptyText ?? config.emptyText ?? 'Nothing here yet.')
            }
          />
        ) : (
          <GridRow gutter={[16, 16]} aria-label={label}>
            {controller.rows.map((row) => (
              <Col key={controller.keyOf(row)} {...spans}>
                {renderItem(row)}
              </Col>
            ))}
          </GridRow>
        )}
      </Spin>
      <Flex justify="flex-end">
        <Pagination
          current={state.page}
          pageSize={state.limit}
          total={controller.total}
          showSizeChanger
          pageSizeOptions={pageSizeOptions}
          showTotal={(total, [from, to]) => `${from}–${to} of ${total.toLocaleString()}`}
          onChange={(page, limit) => controller.setPage(page, limit)}
        />
      </Flex>
    </Flex>
  );
}
