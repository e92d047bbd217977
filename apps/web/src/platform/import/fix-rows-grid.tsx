import type { ImportFailedRow } from '@console/contract';
import { Button, Flex, Input, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';

// The failed rows as a grid of their cells, each erring cell marked with its message; the
// user corrects cells in place and checks again. Only rows the user changed are sent.

interface FixRowsGridProps {
  columns: readonly string[];
  rows: readonly ImportFailedRow[];
  busy: boolean;
  onCheckAgain: (changed: ImportFailedRow[]) => void;
}

export function FixRowsGrid({ columns, rows, busy, onCheckAgain }: FixRowsGridProps) {
  const [edits, setEdits] = useState<Record<number, Record<string, string>>>({});
  const changed = useMemo(
    () =>
      rows
        .filter((row) => edits[row.row_number])
        .map((row) => ({ ...row, cells: { ...row.cells, ...edits[row.row_number] } })),
    [rows, edits],
  );
  // The columns with errors first: what needs fixing is in view without scrolling sideways.
  const ordered = useMemo(() => {
    const erring = new Set(rows.flatMap((row) => Object.keys(row.errors)));
    return [...columns.filter((c) => erring.has(c)), ...columns.filter((c) => !erring.has(c))];
  }, [columns, rows]);
  const edit = (rowNumber: number, column: string, value: string) =>
    setEdits((current) => ({
      ...current,
      [rowNumber]: { ...current[rowNumber], [column]: value },
    }));

  return (
    <Flex vertical gap={8}>
      <Table<ImportFailedRow>
        size="small"
        rowKey="row_number"
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: 'max-content' }}
        dataSource={rows as ImportFailedRow[]}
        aria-label="Rows to fix"
        columns={[
          { key: 'row', title: 'Row', dataIndex: 'row_number', fixed: 'left', width: 64 },
          ...ordered.map((column) => ({
            key: column,
            title: column,
            render: (_: unknown, row: ImportFailedRow) => {
              const errors = row.errors[column];
              const value = edits[row.row_number]?.[column] ?? row.cells[column] ?? '';
              const id = `fix-${row.row_number}-${column}`;
              return (
                <Flex vertical gap={2} style={{ minWidth: 120 }}>
                  <Input
                    size="small"
                    aria-label={`Row ${row.row_number} ${column}`}
                    aria-invalid={errors ? true : undefined}
                    aria-describedby={errors ? id : undefined}
                    status={
                      errors && edits[row.row_number]?.[column] === undefined ? 'error' : undefined
                    }
                    value={value}
                    onChange={(event) => edit(row.row_number, column, event.target.value)}
                  />
                  {errors && (
                    <Typography.Text id={id} type="danger" style={{ fontSize: 12 }}>
                      {errors.join(' ')}
                    </Typography.Text>
                  )}
                </Flex>
              );
            },
          })),
        ]}
      />
      <Flex gap={8} align="center">
        <Button
          type="primary"
          disabled={changed.length === 0}
          loading={busy}
          onClick={() => {
            onCheckAgain(changed);
            setEdits({});
          }}
        >
          Check again{changed.length > 0 ? ` (${changed.length} fixed)` : ''}
        </Button>
        <Typography.Text type="secondary">
          Only the rows you change are sent; the whole sheet is checked again with them.
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
