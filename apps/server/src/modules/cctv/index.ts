import { CAMERA_STATUSES, DVR_MODELS, DVR_STATUSES, findModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import { titlesById } from '../../platform/core/audit/audit-titles.ts';
import { readableWhen } from '../../platform/core/audit/audited-tables.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { seedCctv } from './cctv.demo-seed.ts';
import { cctvRoutes } from './cctv.routes.ts';
import { cctvSettings } from './cctv.settings.ts';
import { startCctv } from './cctv.start.ts';
import { cameraImporter, dvrImporter } from './cctv-importers.ts';
import { healthCheckJob } from './health-check.job.ts';
import { recorderReach } from './recorder-reach.ts';
import { cctvCaller } from './cctv-access.ts';
import { readTag } from './cctv-tags.ts';
import { findCamera } from './camera.repo.ts';
import { findDvr } from './dvr.repo.ts';
import { cctvCameraTags, cctvCameras, cctvDvrTags, cctvDvrs, cctvTags } from './cctv.table.ts';

/** CCTV (001): recorders, cameras, tags, scans and streams. */
/** A recorder's page: the module's path and the recorder's id. */
const CCTV_PATH = findModule('cctv')!.path;

export const manifest = defineServerModule({
  id: 'cctv',
  routes: cctvRoutes,
  settings: cctvSettings,
  // The recorder passwords bound to their addresses, the demo recorders' simulator.
  start: startCctv,
  importers: (services) => [dvrImporter(recorderReach(services)), cameraImporter],
  demoSeed: { label: 'CCTV recorders', run: seedCctv },
  // Every kept, active recorder read every quarter of an hour: the health board's source.
  recurringJobs: (services) => [healthCheckJob(services.db, recorderReach(services))],
  // Changes through the API go to the audit log; an item's history is for those who may read the
  // item as the CCTV routes decide it: the CCTV rule (the allowed users) first, then a
  // recorder's or camera's branch in their CCTV scope; a tag's for every user CCTV is shown to.
  audited: [
    {
      table: cctvDvrs,
      labels: {
        noun: ['recorder', 'recorders'],
        fields: { model_id: 'Model', created_by: 'Created by', auth_username: 'User name' },
        codes: { status: DVR_STATUSES.labels, model_id: DVR_MODELS.labels },
        people: ['created_by'],
        verbs: { field: 'status', to: { [-1]: 'deleted' } },
        titles: titlesById('cctv_dvrs', sql`t.name`),
        path: `${CCTV_PATH}/:id`,
      },
      // The sealed password is a secret even sealed; the health figures change with every
      // check and have their own history (cctv_health_checks).
      omit: [
        'auth_password_sealed',
        'health_state',
        'health_checked_at',
        'health_message',
        'disk_free_bytes',
        'disk_total_bytes',
        'clock_drift_seconds',
        'channels_offline',
      ],
      readable: readableWhen('cctv_read', async (db, auth, id) =>
        findDvr(db, (await cctvCaller({ db, auth })).scope, id),
      ),
    },
    {
      table: cctvCameras,
      labels: {
        noun: ['camera', 'cameras'],
        codes: { status: CAMERA_STATUSES.labels },
        titles: titlesById('cctv_cameras', sql`t.name`),
      },
      readable: readableWhen('cctv_read', async (db, auth, id) =>
        findCamera(db, (await cctvCaller({ db, auth })).scope, id),
      ),
    },
    {
      table: cctvDvrTags,
      itemType: 'cctv_dvrs',
      idColumn: 'dvr_id',
      labels: { noun: ['tag', 'tags'], actions: { created: 'tagged', deleted: 'untagged' } },
    },
    {
      table: cctvCameraTags,
      itemType: 'cctv_cameras',
      idColumn: 'camera_id',
      labels: { noun: ['tag', 'tags'], actions: { created: 'tagged', deleted: 'untagged' } },
    },
    {
      table: cctvTags,
      labels: { noun: ['tag', 'tags'], titles: titlesById('cctv_tags', sql`t.name`) },
      readable: readableWhen('cctv_read', async (db, auth, id) =>
        readTag(await cctvCaller({ db, auth }), id),
      ),
    },
  ],
});
