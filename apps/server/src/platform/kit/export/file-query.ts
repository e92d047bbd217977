import pg from 'pg';
import type { ExportQuery } from './csv-export.ts';
import { formulaSafeColumn, isTextColumn } from './formula-safe.ts';
import { groupTimeColumn } from './group-time-cells.ts';

/**
 * The export query as a file writes it: each text column formula-safe (formula-safe.ts) and
 * each moment in the console's format on the group's clock (group-time-cells.ts). The result's
 * column types are read first (the query with LIMIT 0: planned, not run), so every export gets
 * both without each list saying which of its columns are text or moments. Other columns pass
 * unchanged.
 */
export async function fileReadyQuery(pool: pg.Pool, query: ExportQuery): Promise<ExportQuery> {
  const probe = await pool.query({
    text: `SELECT * FROM (${query.text}) AS export_columns LIMIT 0`,
    values: [...query.params],
  });
  let changed = false;
  const columns = probe.fields.map((field) => {
    const name = pg.escapeIdentifier(field.name);
    const column = `export_rows.${name}`;
    const cell = isTextColumn(field.dataTypeID)
      ? formulaSafeColumn(column)
      : groupTimeColumn(column, field.dataTypeID);
    if (cell === null) return column;
    changed = true;
    return `${cell} AS ${name}`;
  });
  if (!changed) return query;
  return { ...query, text: `SELECT ${columns.join(', ')} FROM (${query.text}) AS export_rows` };
}
