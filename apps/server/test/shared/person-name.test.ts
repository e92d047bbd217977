import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personName, searchedPersonName } from '../../src/platform/core/sql/person-name.ts';
import { startTestApp, type TestApp } from '../harness.ts';

// personName is what every answer, file and sort shows; searchedPersonName what the name
// searches read, untrimmed, as the trigram indexes on students and staff were built.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const names = sql`(VALUES (1, 'Asha', 'Rao'), (2, 'Asha', ''), (3, ' Ravi', 'Kumar ')) AS u(id, first_name, last_name)`;

describe('a person name in SQL', () => {
  it('shows first and last name with no space left by an empty one', async () => {
    const result = await t.db.execute<{ shown: string; searched: string }>(sql`
      SELECT ${personName('u')} AS shown, ${searchedPersonName('u')} AS searched
      FROM ${names} ORDER BY u.id`);
    expect(result.rows).toEqual([
      { shown: 'Asha Rao', searched: 'Asha Rao' },
      { shown: 'Asha', searched: 'Asha ' },
      { shown: 'Ravi Kumar', searched: ' Ravi Kumar ' },
    ]);
  });

  it('searches the expression the name trigram indexes are built on', async () => {
    const planOf = (query: SQL) =>
      t.db.transaction(async (tx) => {
        // Without the index the plan would read every row: refuse that, to see which it picks.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const plan = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
        return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(
      await planOf(sql`SELECT id FROM students WHERE ${searchedPersonName()} ILIKE '%kumar%'`),
    ).toContain('students_name_trgm_idx');
    expect(
      await planOf(
        sql`SELECT st.id FROM staff st WHERE ${searchedPersonName('st')} ILIKE '%kumar%'`,
      ),
    ).toContain('staff_name_trgm_idx');
  });
});
