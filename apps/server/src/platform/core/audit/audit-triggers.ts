import type pg from 'pg';
import { tableNameOf, triggerArguments, type AuditedTableOf } from './audited-tables.ts';

const TRIGGER = 'audit_row_change';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Puts the audit trigger on exactly the tables the manifests declare (and takes it off a table
 * no manifest declares any more). Runs with the migrations, under their lock: the function it
 * calls is migration 0010's; which tables carry it follows the code, like the routes do.
 */
export async function installAuditTriggers(
  client: pg.ClientBase,
  audited: readonly AuditedTableOf[],
): Promise<void> {
  const wanted = new Map(audited.map((entry) => [tableNameOf(entry), entry]));
  const existing = await client.query<{ table_name: string }>(
    `SELECT c.relname AS table_name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = $1 AND c.relnamespace = 'public'::regnamespace`,
    [TRIGGER],
  );
  for (const { table_name } of existing.rows) {
    if (!wanted.has(table_name)) {
      await client.query(`DROP TRIGGER ${TRIGGER} ON ${identifier(table_name)}`);
    }
  }
  for (const [table, entry] of wanted) {
    const args = triggerArguments(entry).map(literal).join(', ');
    await client.query(
      `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE ON ${identifier(table)}
         FOR EACH ROW EXECUTE FUNCTION audit_row_change(${args})`,
    );
  }
}
