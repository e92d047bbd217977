import {
  cctvEndpoints as endpoints,
  CctvMessages,
  type CameraRow,
  type DvrHealthHistoryRow,
  type DvrRow,
} from '@console/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/core/http/http-error.ts';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { cctvCaller } from './cctv-access.ts';
import { cctvBranches } from './cctv-branches.ts';
import { cctvStreamRoutes } from './cctv-stream.routes.ts';
import { createTag, deleteTag, listTags, updateTag } from './cctv-tags.ts';
import { cameraIds, cameraListSpec } from './camera.repo.ts';
import { changeCamera, createCamera, deleteCamera } from './camera.service.ts';
import { healthBoard } from './cctv-health-board.ts';
import { dvrCountSpec, dvrListSpec } from './dvr.repo.ts';
import { dvrStorage, dvrTime, scanDvr } from './dvr-scan.service.ts';
import { healthHistorySpec } from './health.repo.ts';
import { recorderReach } from './recorder-reach.ts';
import {
  changeDvr,
  changeDvrTags,
  createDvr,
  deleteDvr,
  readDvr,
  removeDvr,
  restoreDvr,
} from './dvr.service.ts';

/** The most ids one ids_only answer holds (a grid pages through a few hundred cameras). */
const CAMERA_IDS_CAP = 10_000;

/**
 * CCTV (001 §7), HTTP only: reads need cctv_read, changes cctv_create, changes to the group's
 * tags a superuser; every call also needs the caller among the CCTV users of the server
 * settings, and reaches only their branches.
 */
export const cctvRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;
  const reach = recorderReach(app.services);
  const caller = (request: FastifyRequest) => cctvCaller(requestContext(db, request));
  await app.register(cctvStreamRoutes(reach));

  routeEndpoint(app, endpoints.tags, {
    access: 'cctv_read',
    handler: async (request) => listTags(await caller(request), request.query.for_dvr),
  });
  // Tags are the group's, one list for every branch: only superusers change the list (issue 23);
  // a branch's writer puts existing tags on its own recorders and cameras.
  routeEndpoint(app, endpoints.createTag, {
    access: 'superuser',
    handler: async (request) => createTag(await caller(request), request.body),
  });
  routeEndpoint(app, endpoints.updateTag, {
    access: 'superuser',
    handler: async (request) => updateTag(await caller(request), request.params.id, request.body),
  });
  routeEndpoint(app, endpoints.deleteTag, {
    access: 'superuser',
    handler: async (request) => deleteTag(await caller(request), request.params.id),
  });

  routeEndpoint(app, endpoints.branches, {
    access: 'cctv_read',
    handler: async (request) => cctvBranches(await caller(request)),
  });

  routeEndpoint(app, endpoints.dvrList, {
    access: 'cctv_read',
    handler: async (request, reply) => {
      const { scope } = await caller(request);
      const query = request.query;
      const spec =
        query.export && query.exportDvrCount
          ? dvrCountSpec(scope, query)
          : dvrListSpec(scope, query);
      return sendList<DvrRow>(reply, database, query, spec);
    },
  });
  routeEndpoint(app, endpoints.createDvr, {
    access: 'cctv_create',
    handler: async (request) => createDvr(await caller(request), reach, request.body),
  });
  routeEndpoint(app, endpoints.updateDvr, {
    access: 'cctv_create',
    handler: async (request) =>
      changeDvr(await caller(request), reach, request.params.id, request.body),
  });
  routeEndpoint(app, endpoints.updateDvrWithoutId, {
    access: 'cctv_create',
    handler: async (request) => {
      const { id } = request.body;
      if (id === undefined) throw badRequest(CctvMessages.noIdToUpdate);
      return changeDvr(await caller(request), reach, id, request.body);
    },
  });
  routeEndpoint(app, endpoints.deleteDvr, {
    access: 'cctv_create',
    handler: async (request) => deleteDvr(await caller(request), request.params.id),
  });
  routeEndpoint(app, endpoints.deleteDvrWithoutId, {
    access: 'cctv_create',
    handler: async (request) => {
      const { id } = request.query;
      if (id === undefined) throw badRequest(CctvMessages.noIdToDelete);
      return deleteDvr(await caller(request), id);
    },
  });
  routeEndpoint(app, endpoints.restoreDvr, {
    access: 'cctv_create',
    handler: async (request) => restoreDvr(await caller(request), request.params.id),
  });
  routeEndpoint(app, endpoints.removeDvr, {
    access: 'cctv_create',
    handler: async (request) => removeDvr(await caller(request), request.params.id),
  });
  routeEndpoint(app, endpoints.dvrTags, {
    access: 'cctv_create',
    handler: async (request) =>
      changeDvrTags(await caller(request), request.params.id, request.body.tag_ids),
  });

  // What the recorder itself says: a scan changes cameras (cctv_create), reading its disks
  // or clock changes nothing (cctv_read).
  routeEndpoint(app, endpoints.scanDvr, {
    access: 'cctv_create',
    handler: async (request) => {
      const { id } = request.body;
      if (id === undefined) throw badRequest(CctvMessages.noIdToUpdate);
      return scanDvr(await caller(request), reach, id, request.log);
    },
  });
  routeEndpoint(app, endpoints.dvrStorage, {
    access: 'cctv_read',
    handler: async (request) =>
      dvrStorage(await caller(request), reach, request.params.id, request.log),
  });
  routeEndpoint(app, endpoints.dvrTime, {
    access: 'cctv_read',
    handler: async (request) =>
      dvrTime(await caller(request), reach, request.params.id, request.log),
  });

  // Health: a recorder's checks, and the board across the caller's branches.
  routeEndpoint(app, endpoints.dvrHealthHistory, {
    access: 'cctv_read',
    handler: async (request, reply) => {
      const dvr = await readDvr(await caller(request), request.params.id);
      return sendList<DvrHealthHistoryRow>(
        reply,
        database,
        request.query,
        healthHistorySpec(dvr.id),
      );
    },
  });
  routeEndpoint(app, endpoints.healthBoard, {
    access: 'cctv_read',
    handler: async (request) => healthBoard(await caller(request), request.query),
  });

  routeEndpoint(app, endpoints.cameraList, {
    access: 'cctv_read',
    handler: async (request, reply) => {
      const { scope } = await caller(request);
      const query = request.query;
      if (query.ids_only && !query.export) {
        // Every matching id, not a page: the answer is cctvCameraIdsAnswer, sent as it is.
        const ids = await cameraIds(db, scope, query, CAMERA_IDS_CAP);
        return reply.header('x-total-count', String(ids.length)).send(ids);
      }
      return sendList<CameraRow>(reply, database, query, cameraListSpec(scope, query));
    },
  });
  routeEndpoint(app, endpoints.createCamera, {
    access: 'cctv_create',
    handler: async (request) => createCamera(await caller(request), request.body),
  });
  routeEndpoint(app, endpoints.updateCamera, {
    access: 'cctv_create',
    handler: async (request) =>
      changeCamera(await caller(request), request.params.id, request.body),
  });
  routeEndpoint(app, endpoints.deleteCamera, {
    access: 'cctv_create',
    handler: async (request) => deleteCamera(await caller(request), request.params.id),
  });
};
