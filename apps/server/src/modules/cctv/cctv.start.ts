import type { FastifyBaseLogger } from 'fastify';
import { branches } from '../../organisation/organisation.table.ts';
import type { ModuleStop } from '../../platform/modules/server-module.ts';
import type { AppServices } from '../../platform/modules/services.ts';
import { cctvSettings } from './cctv.settings.ts';
import { dvrPasswords, resealUnboundPasswords } from './dvr-password.ts';
import { startDemoRecorderHost } from './simulators/demo-recorder-host.ts';

/**
 * CCTV at the server's start, before it listens and before the first health check: seals older
 * than address binding are bound to where their recorders are now (dvr-password.ts), and with
 * RECORDER_SIMULATOR=on the demo recorders of every branch answer on loopback until it stops.
 */
export async function startCctv(
  services: AppServices,
  log: FastifyBaseLogger,
): Promise<ModuleStop | void> {
  const bound = await resealUnboundPasswords(services.db, dvrPasswords(services.signingSecret));
  if (bound > 0) log.info({ bound }, 'recorder passwords bound to their addresses');

  const { simulator } = cctvSettings.of(services.config).recorders;
  if (!simulator.enabled) return;
  const rows = await services.db.select({ id: branches.id }).from(branches);
  const host = await startDemoRecorderHost({
    branchIds: rows.map((row) => row.id),
    port: simulator.port,
    log: log.child({ component: 'recorders' }),
  });
  return () => host.stop();
}
