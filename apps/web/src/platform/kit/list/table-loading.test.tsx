import { cleanup, render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { tableLoading } from './table-loading.tsx';

afterEach(cleanup);

const show = (query: { data?: unknown; isFetching: boolean }) =>
  render(
    <Table
      aria-label="Answers"
      columns={[{ key: 'a', title: 'Answer', dataIndex: 'a' }]}
      dataSource={[]}
      {...tableLoading(query, 'answers', 'No answers yet.')}
    />,
  );

describe('a plain table while it loads', () => {
  it('shows grey rows, not its empty state, before the first answer', () => {
    show({ isFetching: true });
    expect(screen.getByRole('status', { name: 'Loading answers' })).toBeTruthy();
    expect(screen.queryByText('No answers yet.')).toBeNull();
  });

  it('says it is empty once an answer with no rows came', () => {
    show({ data: { rows: [] }, isFetching: false });
    expect(screen.getByText('No answers yet.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading answers' })).toBeNull();
  });
});
