import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, importEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import path from 'node:path';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
import { requestContext } from '../../core/http/request-context.ts';
import { secretBox } from '../../core/secrets/secret-box.ts';
import { importTemplate } from './import-template.ts';
import {
  commitImport,
  fixImportRows,
  importerFor,
  readOwnImport,
  startImport,
} from './import.service.ts';
import { IMPORT_SECRET_PURPOSE, type ImportServices } from './import-passes.ts';

export function importServices(app: Parameters<FastifyPluginAsync>[0]): ImportServices {
  const { db, config, signingSecret } = app.services;
  return {
    db,
    dir: path.join(config.dataDir, 'imports'),
    importers: app.services.importers,
    secrets: secretBox(signingSecret, IMPORT_SECRET_PURPOSE),
  };
}

/**
 * The import calls, HTTP only. Each is open to any signed-in user at the route; the importer's
 * permission, its module's rule for callers and its context decide (an importer is a module's,
 * the routes the platform's).
 */
export const importRoutes: FastifyPluginAsync = async (app) => {
  const services = importServices(app);
  await app.register(multipart, {
    // The size limit ends the file (truncated); the service answers 413 after removing it.
    throwFileSizeLimit: false,
    limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 4, parts: 6 },
  });

  routeEndpoint(app, endpoints.start, {
    access: 'signed-in',
    handler: (request) =>
      startImport(
        services,
        requestContext(services.db, request),
        request.params.kind,
        request.query,
        request,
      ),
  });
  routeEndpoint(app, endpoints.template, {
    access: 'signed-in',
    handler: async (request, reply) => {
      const importer = await importerFor(
        services,
        requestContext(services.db, request),
        request.params.kind,
      );
      const file = await importTemplate(importer);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${importer.kind}-template.xlsx"`)
        .send(file);
    },
  });
  routeEndpoint(app, endpoints.read, {
    access: 'signed-in',
    handler: (request) =>
      readOwnImport(services, requestContext(services.db, request), request.params.id),
  });
  routeEndpoint(app, endpoints.fix, {
    access: 'signed-in',
    handler: (request) =>
      fixImportRows(
        services,
        requestContext(services.db, request),
        request.params.id,
        request.body,
      ),
  });
  routeEndpoint(app, endpoints.commit, {
    access: 'signed-in',
    handler: (request) =>
      commitImport(services, requestContext(services.db, request), request.params.id),
  });
};
