import { IMPORT_SHOWN_CELL_CHARS, type ImportFailedRow } from '@console/contract';
import { Button, Flex, Input, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';

// The failed rows as a grid of their cells, each erring cell marked with its message; the
// user corrects cells in place and checks again. Only the cells the user changed are sent (the
// server keeps earlier fixes of the others). A secret cell (a password) is never shown: it
// says whether it is set, and a password input replaces it. A cell the answer cut says so. A
// column with choices (a recorder's make, yes or no) is a select of them; headers are people's.

export interface FixColumn {
  key: string;
  /** The header people read ("Make"); the key when absent. */
  label?: string;
  /** The choices a select offers, or null/absent for free entry. */
  options?: readonly string[] | null;
  secret: boolean;
}

const headerOf = (column: FixColumn) => column.label ?? column.key;

export interface RowFix {
  row_number: number;
  cells: Record<string, string>;
}

interface FixRowsGridProps {
  columns: readonly FixColumn[];
  rows: readonly ImportFailedRow[];
  busy: boolean;
  onCheckAgain: (fixes: RowFix[]) => void;
}

const CUT_NOTE = `Cut to ${IMPORT_SHOWN_CELL_CHARS} characters here; the sheet holds more. Typing replaces the whole cell.`;

export function FixRowsGrid({ columns, rows, busy, onCheckAgain }: FixRowsGridProps) {
  const [edits, setEdits] = useState<Record<number, Record<string, string>>>({});
  const changed = useMemo(
    () =>
      rows
        .filter((row) => Object.keys(edits[row.row_number] ?? {}).length > 0)
        .map((row) => ({ row_number: row.row_number, cells: edits[row.row_number]! })),
    [rows, edits],
  );
  // The columns with errors first: what needs fixing is in view without scrolling sideways.
  const ordered = useMemo(() => {
    const erring = new Set(rows.flatMap((row) => Object.keys(row.errors)));
    return [
      ...columns.filter((c) => erring.has(c.key)),
      ...columns.filter((c) => !erring.has(c.key)),
    ];
  }, [columns, rows]);
  const edit = (rowNumber: number, column: FixColumn, value: string) =>
    setEdits((current) => {
      const cells = { ...current[rowNumber], [column.key]: value };
      // An emptied password input is no new password: the one the row has stays.
      if (column.secret && value === '') delete cells[column.key];
      return { ...current, [rowNumber]: cells };
    });

  const cell = (row: ImportFailedRow, column: FixColumn) => {
    const errors = row.errors[column.key];
    const edited = edits[row.row_number]?.[column.key];
    const base = `fix-${row.row_number}-${column.key}`;
    const errorId = `${base}-error`;
    const noteId = `${base}-note`;
    const label = `Row ${row.row_number} ${headerOf(column)}`;
    const status = errors && edited === undefined ? 'error' : undefined;
    const errorText = errors && (
      <Typography.Text id={errorId} type="danger" style={{ fontSize: 12 }}>
        {errors.join(' ')}
      </Typography.Text>
    );
    if (column.secret) {
      const set = row.secrets_set.includes(column.key);
      const state = edited !== undefined ? 'Replaced' : set ? 'Set' : 'Not set';
      return (
        <Flex vertical gap={2} style={{ minWidth: 140 }}>
          <Input.Password
            size="small"
            autoComplete="new-password"
            aria-label={label}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? `${noteId} ${errorId}` : noteId}
            placeholder={set ? 'Type to replace' : 'Type to set'}
            status={status}
            value={edited ?? ''}
            onChange={(event) => edit(row.row_number, column, event.target.value)}
          />
          <Typography.Text id={noteId} type="secondary" style={{ fontSize: 12 }}>
            {state}
          </Typography.Text>
          {errorText}
        </Flex>
      );
    }
    const cut = row.truncated.includes(column.key) && edited === undefined;
    const describedBy = [cut ? noteId : null, errors ? errorId : null].filter(Boolean).join(' ');
    if (column.options) {
      const current = edited ?? row.cells[column.key] ?? '';
      // The sheet's wrong value stays visible as the current one until a choice replaces it.
      const choices = [...new Set([...(current ? [current] : []), ...column.options])];
      return (
        <Flex vertical gap={2} style={{ minWidth: 140 }}>
          <Select
            id={base}
            size="small"
            aria-label={label}
            aria-invalid={errors ? true : undefined}
            aria-describedby={describedBy || undefined}
            status={status}
            value={current === '' ? undefined : current}
            placeholder="Choose"
            options={choices.map((choice) => ({ value: choice, label: choice }))}
            onChange={(value: string) => edit(row.row_number, column, value)}
          />
          {errorText}
        </Flex>
      );
    }
    return (
      <Flex vertical gap={2} style={{ minWidth: 120 }}>
        <Input
          size="small"
          aria-label={label}
          aria-invalid={errors ? true : undefined}
          aria-describedby={describedBy || undefined}
          status={status}
          value={edited ?? row.cells[column.key] ?? ''}
          onChange={(event) => edit(row.row_number, column, event.target.value)}
        />
        {cut && (
          <Typography.Text id={noteId} type="secondary" style={{ fontSize: 12 }}>
            {CUT_NOTE}
          </Typography.Text>
        )}
        {errorText}
      </Flex>
    );
  };

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
            key: column.key,
            title: headerOf(column),
            render: (_: unknown, row: ImportFailedRow) => cell(row, column),
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
          Only the cells you change are sent; the whole sheet is checked again with them.
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
