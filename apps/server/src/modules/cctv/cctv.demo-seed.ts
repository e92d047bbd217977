import { DvrStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ColumnBuffer } from '../../db/seed/bulk-insert.ts';
import type { SeedSize } from '../../db/seed/sizes.ts';
import {
  demoRecorders,
  LARGEST_BRANCH_ID,
  type DemoRecorder,
} from './simulators/demo-recorders.ts';
import { runRecurringJobSoon } from '../../platform/core/jobs/recurring-jobs.ts';
import type { DemoSeedContext } from '../../db/seed/demo-seed-step.ts';
import { defaultStreamIds } from './camera.repo.ts';
import { HEALTH_CHECK_JOB } from './health-check.job.ts';
import { dvrPasswords, sealDvrPassword } from './dvr-password.ts';
import { cctvSettings } from './cctv.settings.ts';

// The CCTV demo: every active branch's demo recorders (one to three each, five in sixteen
// failing as real ones do), pointed at the simulator the server starts beside itself, their
// passwords sealed as the server seals them (for each recorder's address); a camera per channel as the simulator lists it,
// so lists and the grid have cameras before anyone scans; and the first health check queued
// to run at start, so the board shows what the recorders say rather than "Not checked yet".
// Everything derives from branch ids (demo-recorders.ts): the same rows on every seed.

interface CameraSeed {
  dvrId: number;
  name: string;
  channel: number;
  main: number;
  sub: number;
}

export async function seedCctv(
  tx: DbOrTx,
  _size: SeedSize,
  context: DemoSeedContext,
): Promise<string> {
  const found = await tx.execute<{ id: number }>(sql`
    SELECT id FROM branches WHERE status = 1 AND id <= ${LARGEST_BRANCH_ID} ORDER BY id`);
  const { simulator } = cctvSettings.of(context.config).recorders;
  const demo = demoRecorders(found.rows, { httpPort: simulator.port });
  if (demo.length === 0) return 'no branches';
  const box = dvrPasswords(context.signingSecret);

  const recorders = new ColumnBuffer<{ recorder: DemoRecorder; slno: number }>([
    { name: 'name', type: 'text', value: (r) => r.recorder.dvr.name },
    { name: 'model_id', type: 'int2', value: (r) => r.recorder.dvr.model },
    { name: 'branch_id', type: 'int4', value: (r) => r.recorder.branch_id },
    { name: 'serial_number', type: 'text', value: (r) => r.recorder.dvr.serial_number },
    { name: 'slno', type: 'int4', value: (r) => r.slno },
    { name: 'ip_address', type: 'text', value: (r) => r.recorder.dvr.ip_address },
    { name: 'http_port', type: 'int4', value: (r) => r.recorder.dvr.http_port },
    { name: 'rtsp_port', type: 'int4', value: (r) => r.recorder.dvr.rtsp_port },
    { name: 'server_port', type: 'int4', value: (r) => r.recorder.dvr.server_port },
    { name: 'is_https', type: 'bool', value: (r) => r.recorder.dvr.is_https },
    { name: 'is_active', type: 'bool', value: (r) => r.recorder.dvr.is_active },
    { name: 'status', type: 'int2', value: () => DvrStatus.Kept },
    { name: 'auth_username', type: 'text', value: (r) => r.recorder.dvr.auth_username },
    {
      name: 'auth_password_sealed',
      type: 'text',
      value: (r) => sealDvrPassword(box, r.recorder.dvr.auth_password, r.recorder.dvr),
    },
    {
      name: 'auto_scan_add_cameras',
      type: 'bool',
      value: (r) => r.recorder.dvr.auto_scan_add_cameras,
    },
  ]);
  demo.forEach((recorder, index) => recorders.push({ recorder, slno: index + 1 }));
  const inserted = await tx.execute<{ id: number; ip_address: string }>(
    sql`${recorders.toInsert('cctv_dvrs')} RETURNING id, ip_address`,
  );
  const idOf = new Map(inserted.rows.map((row) => [row.ip_address, row.id]));

  const cameras = new ColumnBuffer<CameraSeed>([
    { name: 'dvr_id', type: 'int4', value: (c) => c.dvrId },
    { name: 'name', type: 'text', value: (c) => c.name },
    { name: 'channel_number', type: 'int4', value: (c) => c.channel },
    { name: 'main_stream_id', type: 'int4', value: (c) => c.main },
    { name: 'sub_stream_id', type: 'int4', value: (c) => c.sub },
    { name: 'slno', type: 'int4', value: (c) => c.channel },
  ]);
  for (const recorder of demo) {
    const dvrId = idOf.get(recorder.dvr.ip_address)!;
    recorder.device.channels.forEach((channel, index) => {
      const streams = defaultStreamIds(recorder.dvr.model, index + 1);
      cameras.push({
        dvrId,
        name: channel.name,
        channel: index + 1,
        main: streams.main,
        sub: streams.sub,
      });
    });
  }
  await tx.execute(cameras.toInsert('cctv_cameras'));
  await runRecurringJobSoon(tx, HEALTH_CHECK_JOB);
  return `${demo.length} recorders, ${cameras.length} cameras`;
}
