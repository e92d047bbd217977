import {
  CctvMessages,
  DvrStatus,
  cameraBody,
  dvrCreateBody,
  type CameraBody,
  type DvrCreateBody,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { assertModuleShown } from '../../platform/core/access/module-shown.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import {
  booleanCell,
  defineImporter,
  ImportRefused,
  type CustomError,
  type RowResult,
} from '../../platform/kit/import/importer.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { cctvCaller } from './cctv-access.ts';
import { cameraValues } from './camera.repo.ts';
import { sealDvrPassword } from './dvr-password.ts';
import type { RecorderReach } from './recorder-reach.ts';
import { findDvr } from './dvr.repo.ts';

// The CCTV sheets of 001 §5: recorders (into the importer's branches, named by
// master_branch_name) and the cameras of one recorder. Each row is checked against the same
// body schema the add call uses, so a sheet cannot hold what the form would refuse.

/** The branches a sheet may put recorders in: every one, or these. */
interface DvrImportContext {
  branchIds: number[] | 'all';
}

interface DvrLookup {
  /** Branch names (lower case) → id; a name two branches share is ambiguous (null). */
  branches: Map<string, number | null>;
  /** Addresses taken: 'branch|ip|port' of kept recorders, and of rows of this pass so far. */
  addresses: Set<string>;
}

/** A body schema's issues as the import's custom errors, by the field's column. */
function schemaErrors<T>(schema: ZodType<T>, body: unknown): RowResult<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { row: parsed.data };
  const errors: CustomError[] = parsed.error.issues.map((issue) => ({
    column: String(issue.path[0] ?? 'row'),
    message: issue.message,
  }));
  return { errors };
}

const numberOrUndefined = (text: string | undefined) =>
  text === undefined || text === '' ? undefined : Number(text);
const booleanOr = (text: string | undefined, fallback: boolean) =>
  text === undefined || text === '' ? fallback : (booleanCell(text) ?? fallback);

const MODEL_IDS: Record<string, 1 | 2> = { hikvision: 1, cpplus: 2, '1': 1, '2': 2 };

/** CCTV's sheets, their templates included, are for those CCTV is shown to (001 §6). */
const authorise = (caller: RequestContext) => assertModuleShown(caller, 'cctv');

/**
 * Recorders from a sheet: a row puts a new recorder, with its password sealed for the address
 * the row gives (a sheet never changes an existing recorder). Addresses are checked against the
 * allowed networks as far as they can be without a look-up (addresses, and names never allowed);
 * a host name is checked when it is resolved, before every connection.
 */
export function dvrImporter(reach: Pick<RecorderReach, 'passwords' | 'networks'>) {
  return defineImporter<DvrCreateBody, DvrImportContext, DvrLookup>({
    kind: 'cctv-dvr',
    title: 'recorders',
    titleOne: 'recorder',
    access: 'cctv_create',
    authorise,
    // People's headers in the order a recorder is described (what, where, how to reach it, its
    // sign-in); the documents' keys (001 §5) are still read. Sl. No. is the server's to number.
    columns: [
      { key: 'name', label: 'Recorder name', required: true },
      {
        key: 'model',
        label: 'Make',
        required: true,
        accepted: ['Hikvision', 'CpPlus', '1', '2'],
        options: ['Hikvision', 'CpPlus'],
      },
      { key: 'master_branch_name', label: 'Branch', required: true },
      { key: 'ip_address', label: 'IP address', required: true },
      { key: 'http_port', label: 'HTTP port', type: 'integer' },
      { key: 'rtsp_port', label: 'RTSP port', type: 'integer' },
      { key: 'server_port', label: 'Server port', type: 'integer' },
      { key: 'is_https', label: 'Uses HTTPS', type: 'boolean' },
      { key: 'auth_username', label: 'Username', required: true },
      { key: 'auth_password', label: 'Password', required: true, secret: true },
      { key: 'serial_number', label: 'Serial number', unique: true },
      { key: 'is_active', label: 'Active', type: 'boolean' },
      { key: 'auto_scan_add_cameras', label: 'Add cameras by scan', type: 'boolean' },
      { key: 'slno', label: 'Sl. No.', type: 'integer', assigned: true },
    ],
    example: {
      master_branch_name: 'Name of the branch',
      auth_password: 'Sd@12345',
      auth_username: 'admin',
      auto_scan_add_cameras: '1',
      http_port: '80',
      ip_address: '10.1.2.3',
      is_active: '1',
      is_https: '0',
      model: 'Hikvision',
      name: 'Main block NVR',
      rtsp_port: '554',
      serial_number: 'DS-7616NI-0001',
      server_port: '8000',
    },
    async context(request) {
      const caller = await cctvCaller(request);
      return { branchIds: caller.scope.all ? 'all' : caller.scope.branchIds };
    },
    async lookup(db, context) {
      const scope =
        context.branchIds === 'all' ? sql`TRUE` : sql`b.id = ANY(${intArray(context.branchIds)})`;
      const found = await db.execute<{ id: number; name: string }>(
        sql`SELECT b.id, b.name FROM branches b WHERE b.status = 1 AND ${scope}`,
      );
      const branches = new Map<string, number | null>();
      for (const branch of found.rows) {
        const key = branch.name.trim().toLowerCase();
        branches.set(key, branches.has(key) ? null : branch.id);
      }
      const taken = await db.execute<{ address: string }>(sql`
        SELECT d.branch_id || '|' || lower(d.ip_address) || '|' || d.http_port AS address
        FROM cctv_dvrs d JOIN branches b ON b.id = d.branch_id
        WHERE d.status = ${DvrStatus.Kept} AND ${scope}`);
      return { branches, addresses: new Set(taken.rows.map((row) => row.address)) };
    },
    toRow(cells, lookup) {
      const branchName = cells.master_branch_name!;
      const branchId = lookup.branches.get(branchName.toLowerCase());
      if (branchId === undefined) {
        return {
          errors: [
            {
              column: 'master_branch_name',
              message: `No branch named ${branchName} among the branches you can reach.`,
            },
          ],
        };
      }
      if (branchId === null) {
        return {
          errors: [
            {
              column: 'master_branch_name',
              message: `More than one branch is named ${branchName}; add the recorder from the console.`,
            },
          ],
        };
      }
      const checked = schemaErrors(dvrCreateBody, {
        name: cells.name,
        model_id: MODEL_IDS[cells.model!.toLowerCase()],
        branch_id: branchId,
        serial_number: cells.serial_number || null,
        // Numbered at the commit, after the recorders there are (a sheet's numbers collided).
        slno: null,
        ip_address: cells.ip_address,
        http_port: numberOrUndefined(cells.http_port),
        rtsp_port: numberOrUndefined(cells.rtsp_port),
        server_port: numberOrUndefined(cells.server_port),
        is_https: booleanOr(cells.is_https, false),
        is_active: booleanOr(cells.is_active, true),
        auth_username: cells.auth_username,
        auth_password: cells.auth_password,
        auto_scan_add_cameras: booleanOr(cells.auto_scan_add_cameras, true),
      });
      if ('errors' in checked) return checked;
      const dvr = checked.row;
      if (
        reach.networks.refusalOf(dvr.ip_address, dvr.http_port) ||
        reach.networks.refusalOf(dvr.ip_address, dvr.rtsp_port)
      ) {
        return { errors: [{ column: 'ip_address', message: CctvMessages.addressNotAllowed }] };
      }
      const address = `${dvr.branch_id}|${dvr.ip_address.toLowerCase()}|${dvr.http_port}`;
      if (lookup.addresses.has(address)) {
        return { errors: [{ column: 'ip_address', message: CctvMessages.duplicateAddress }] };
      }
      lookup.addresses.add(address);
      return checked;
    },
    async commit(tx, rows) {
      // One statement per batch (14 parameters a row, well under PostgreSQL's 65,535).
      if (rows.length === 0) return 0;
      // Sl. No. continues after the highest kept recorder's; imports and batches queue on the
      // lock, so two never hand out the same number.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cctv_dvrs.slno'))`);
      const last = await tx.execute<{ slno: number }>(sql`
        SELECT coalesce(max(slno), 0)::int AS slno FROM cctv_dvrs WHERE status = ${DvrStatus.Kept}`);
      const first = last.rows[0]!.slno + 1;
      await tx.execute(sql`
        INSERT INTO cctv_dvrs (name, model_id, branch_id, serial_number, slno, ip_address,
          http_port, rtsp_port, server_port, is_https, is_active, auth_username,
          auto_scan_add_cameras, auth_password_sealed)
        VALUES ${sql.join(
          rows.map(
            (dvr, index) => sql`(${dvr.name}, ${dvr.model_id}, ${dvr.branch_id},
              ${dvr.serial_number}, ${first + index}, ${dvr.ip_address}, ${dvr.http_port}, ${dvr.rtsp_port},
              ${dvr.server_port}, ${dvr.is_https}, ${dvr.is_active}, ${dvr.auth_username},
              ${dvr.auto_scan_add_cameras},
              ${sealDvrPassword(reach.passwords, dvr.auth_password, dvr)})`,
          ),
          sql`, `,
        )}`);
      return rows.length;
    },
  });
}

/** The recorder a camera sheet is for. */
interface CameraImportContext {
  dvrId: number;
  modelId: number;
}

/** A camera of the sheet, with whether it works when the sheet says (001 §4: working 1 or 0). */
type ImportedCamera = CameraBody & { flag: 0 | 1 | null };

export const cameraImporter = defineImporter<ImportedCamera, CameraImportContext, null>({
  kind: 'cctv-camera',
  title: 'cameras',
  titleOne: 'camera',
  access: 'cctv_create',
  authorise,
  columns: [
    { key: 'name', label: 'Camera name', required: true },
    { key: 'channel_number', label: 'Channel', required: true, type: 'integer', unique: true },
    { key: 'main_stream_id', label: 'Main stream ID', type: 'integer' },
    { key: 'sub_stream_id', label: 'Sub stream ID', type: 'integer' },
    { key: 'status', label: 'Status', accepted: ['ENABLED', 'DISABLED'] },
    { key: 'slno', label: 'Sl. No.', type: 'integer' },
    // 001 §4: enabled and working are 1 or 0; enabled stands in for an empty status.
    { key: 'enabled', label: 'Enabled', type: 'boolean' },
    { key: 'working', label: 'Working', type: 'boolean' },
  ],
  example: {
    name: 'Main gate',
    channel_number: '1',
    main_stream_id: '101',
    sub_stream_id: '102',
    status: 'ENABLED',
    slno: '1',
    enabled: '1',
    working: '1',
  },
  async context(request, query) {
    const caller = await cctvCaller(request);
    const dvrId = Number(query.dvr_id);
    const dvr =
      Number.isInteger(dvrId) && dvrId > 0
        ? await findDvr(caller.db, caller.scope, dvrId)
        : undefined;
    if (!dvr) throw notFound(CctvMessages.dvrNotFound);
    if (dvr.status !== DvrStatus.Kept) throw notFound(CctvMessages.dvrNotFound);
    return { dvrId: dvr.id, modelId: dvr.model_id };
  },
  lookup: async () => null,
  toRow(cells, _lookup, context) {
    const enabled = booleanOr(cells.enabled, true);
    const checked = schemaErrors(cameraBody, {
      dvr_id: context.dvrId,
      name: cells.name,
      channel_number: Number(cells.channel_number),
      main_stream_id: numberOrUndefined(cells.main_stream_id) ?? null,
      sub_stream_id: numberOrUndefined(cells.sub_stream_id) ?? null,
      status: cells.status ? cells.status.toUpperCase() : enabled ? 'ENABLED' : 'DISABLED',
      slno: numberOrUndefined(cells.slno) ?? null,
    });
    if ('errors' in checked) return checked;
    const working = cells.working ? booleanCell(cells.working) : undefined;
    return { row: { ...checked.row, flag: working === undefined ? null : working ? 1 : 0 } };
  },
  /** A channel the recorder has already is updated: a sheet imported again corrects cameras. */
  async commit(tx: DbOrTx, rows, _lookup, context) {
    const recorder = await tx.execute<{ status: number }>(
      sql`SELECT status FROM cctv_dvrs WHERE id = ${context.dvrId} FOR UPDATE`,
    );
    if (recorder.rows[0]?.status !== DvrStatus.Kept) {
      throw new ImportRefused(CctvMessages.dvrDeleted);
    }
    if (rows.length === 0) return 0;
    const values = rows.map((camera) => cameraValues(camera, context.modelId));
    await tx.execute(sql`
      INSERT INTO cctv_cameras (dvr_id, name, channel_number, main_stream_id, sub_stream_id,
        status, slno, flag)
      VALUES ${sql.join(
        values.map(
          (camera, i) => sql`(${context.dvrId}, ${camera.name}, ${camera.channelNumber},
            ${camera.mainStreamId}, ${camera.subStreamId}, ${camera.status}, ${camera.slno},
            ${rows[i]!.flag}::smallint)`,
        ),
        sql`, `,
      )}
      ON CONFLICT (dvr_id, channel_number) DO UPDATE SET name = EXCLUDED.name,
        main_stream_id = EXCLUDED.main_stream_id, sub_stream_id = EXCLUDED.sub_stream_id,
        status = EXCLUDED.status, slno = EXCLUDED.slno,
        flag = coalesce(EXCLUDED.flag, cctv_cameras.flag), updated_at = now()`);
    return rows.length;
  },
});
