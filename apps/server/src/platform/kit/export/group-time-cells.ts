import {
  GROUP_DATE_SQL_FORMAT,
  GROUP_DATE_TIME_SQL_FORMAT,
  GROUP_TIME_ZONE,
} from '@console/contract';
import pg from 'pg';

// Moments in files read as they do on screen (issue 25): "05-Dec-2026 09:47 AM" on the group's
// clock, not ISO 8601 in UTC. Written by PostgreSQL's to_char in the export query, so COPY keeps
// its speed and every export, CSV or XLSX, list or report, gets it from the column's type alone.

const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const DATE = 1082;

/** The column as the file shows it, or null when its type is not a moment or a day. */
export function groupTimeColumn(column: string, dataTypeID: number): string | null {
  const format = pg.escapeLiteral(GROUP_DATE_TIME_SQL_FORMAT);
  if (dataTypeID === TIMESTAMPTZ) {
    return `to_char(${column} AT TIME ZONE ${pg.escapeLiteral(GROUP_TIME_ZONE)}, ${format})`;
  }
  // A timestamp without a zone is already a wall-clock time: shown as it is.
  if (dataTypeID === TIMESTAMP) return `to_char(${column}, ${format})`;
  if (dataTypeID === DATE) return `to_char(${column}, ${pg.escapeLiteral(GROUP_DATE_SQL_FORMAT)})`;
  return null;
}
