import type { CctvBranchRow } from '@console/contract';
import { sql } from 'drizzle-orm';
import { inCctvScope, type CctvCaller } from './cctv-access.ts';

/**
 * GET /cctv/branch_admission: the branches the caller may keep recorders in (their CCTV scope),
 * with the admission and master branches each belongs to and its kept recorders.
 */
export async function cctvBranches(caller: CctvCaller): Promise<CctvBranchRow[]> {
  const result = await caller.db.execute<CctvBranchRow>(sql`
    SELECT b.id AS branch_id, b.name AS branch_name,
      b.admission_branch_id, ag.name AS admission_branch_name, mg.name AS master_branch_name,
      di.name AS district_name, st.name AS state_name,
      (SELECT count(*)::int FROM cctv_dvrs d WHERE d.branch_id = b.id AND d.status = 1) AS dvr_count
    FROM branches b
    LEFT JOIN branch_groups ag ON ag.id = b.admission_branch_id
    LEFT JOIN branch_groups mg ON mg.id = b.master_branch_id
    LEFT JOIN districts di ON di.id = b.district_id
    LEFT JOIN states st ON st.id = b.state_id
    WHERE b.status = 1 AND ${inCctvScope(caller.scope, sql`b.id`)}
    ORDER BY b.name, b.id`);
  return result.rows;
}
