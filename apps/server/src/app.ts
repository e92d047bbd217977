import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
} from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createSmsSender, type SmsSender } from './platform/core/sms/sms-sender.ts';
import { createPushSender } from './platform/kit/push/create-push-sender.ts';
import type { PushSender } from './platform/kit/push/push-sender.ts';
import { pushOutboxRoutes } from './platform/kit/outboxes/push-outbox.routes.ts';
import { jobsRoutes } from './platform/kit/job-list/jobs.routes.ts';
import { registerRouteAccess } from './platform/core/access/route-access.ts';
import { loadSigningSecret } from './platform/core/auth/signing-secret.ts';
import { consoleCspDirectives } from './platform/core/http/content-security-policy.ts';
import { registerAddressLimits } from './platform/core/http/address-limit.ts';
import { registerSecurityHeaders } from './platform/core/http/security-headers.ts';
import { registerErrorHandling } from './platform/core/http/error-handler.ts';
import { registerJsonBodyParser } from './platform/core/http/json-depth.ts';
import { jsonSerializerCompiler, zodValidatorCompiler } from './platform/core/http/zod-schemas.ts';
import {
  AUTH_TAG,
  PLATFORM_TAG,
  API_DOCS_PATH,
  apiDocumentTransform,
  documentTag,
} from './platform/core/http/api-document.ts';
import type { AppServices } from './platform/modules/services.ts';
import { registerWebConsole } from './platform/core/http/web-console.ts';
import { authRoutes } from './platform/core/auth/auth.routes.ts';
import { endSessionsRoutes } from './platform/core/access/end-sessions.routes.ts';
import { healthRoutes } from './platform/core/http/health.routes.ts';
import { effectiveSettingsRoutes } from './platform/core/config/effective-settings.routes.ts';
import { smsOutboxRoutes } from './platform/kit/outboxes/sms-outbox.routes.ts';
import { SERVER_MODULES } from './modules/registry.ts';
import { requestLogOptions } from './platform/core/http/request-log.ts';
import { checkAnswers, type AnswerDrift } from './platform/core/http/answer-check.ts';
import { nameActorsOnConnections, registerAuditActor } from './platform/core/audit/audit-actor.ts';
import { auditRoutes } from './platform/kit/audit-log/audit-log.routes.ts';
import { searchRoutes } from './platform/kit/search/search.routes.ts';
import { importRoutes } from './platform/kit/import/import.routes.ts';
import { auditedTables } from './platform/modules/audit-registry.ts';
import { importersOf } from './platform/modules/importers.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Replace the configured SMS driver (tests use the outbox or a loopback gateway). */
  sms?: SmsSender;
  /** Replace the configured push driver (tests use the outbox or a loopback FCM). */
  push?: PushSender;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The process's logger (main.ts logs start-up and shutdown through the same one). */
  loggerInstance?: FastifyBaseLogger;
  /** Tests: told of every JSON answer that leaves its route's answer schema. */
  onAnswerDrift?: (drift: AnswerDrift) => void;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : {
          logger:
            options.logger === false
              ? false
              : requestLogOptions(config.logLevel, options.logStream),
        }),
    bodyLimit: config.bodyLimit,
    // Slow clients hold a connection each: a body trickled a byte every few seconds was never
    // cut. Headers and the whole request have deadlines (408), silent sockets are closed.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      // Node checks the deadlines every 30 s by default: a 15 s deadline could wait 45 s.
      connectionsCheckingInterval: 1000,
    },
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // While stopping, a request that arrives on a connection already open is still answered
    // (with Connection: close), not refused with 503: the database stays up until every
    // request in flight has its answer (server-process.ts).
    return503OnClosing: false,
  });
  // Past this many open connections Node drops new ones on arrival, before they cost anything.
  app.server.maxConnections = config.http.maxConnections;
  // First of the hooks: the audit log names the user behind every change the request makes.
  registerAuditActor(app);
  nameActorsOnConnections(database.pool);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.onAnswerDrift) checkAnswers(app, options.onAnswerDrift);

  const services: AppServices = {
    config,
    database,
    db: database.db,
    signingSecret: await loadSigningSecret(database.db, config.authSecret),
    sms: options.sms ?? createSmsSender(config, database.db),
    push: options.push ?? createPushSender(config),
    attachmentReaders: SERVER_MODULES.flatMap((module) => module.attachmentReaders ?? []),
    modules: SERVER_MODULES,
    audited: auditedTables(SERVER_MODULES),
    importers: new Map(),
  };
  // Importers are built from the services they are handed.
  services.importers = importersOf(SERVER_MODULES, services);
  app.decorate('services', services);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: consoleCspDirectives(config.frameAncestors),
    },
    // The API's JSON is never a page; the console's pages share the same headers.
    crossOriginEmbedderPolicy: false,
    // CSP frame-ancestors (FRAME_ANCESTORS) says who may frame the console; X-Frame-Options can
    // only say none or same origin, and would contradict a configured list.
    frameguard: false,
  });
  registerSecurityHeaders(app);
  await app.register(cookie);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerRouteAccess(app, services);
  registerAddressLimits(app, services.db, config.publicLimitPerAddress);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Education group console API', version: '1.0.0' },
      // The paths are absolute (/api/…) on the server that serves the document.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: apiDocumentTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    // The docs routes are public (route-access PUBLIC_PREFIXES): they describe the API.
    uiConfig: { deepLinking: false },
  });

  await app.register(
    async (api) => {
      // Each route is filed in the API document under the part that registers it.
      const platform = (routes: FastifyPluginAsync) => documentTag(PLATFORM_TAG, routes);
      await api.register(platform(healthRoutes));
      await api.register(platform(effectiveSettingsRoutes));
      await api.register(documentTag(AUTH_TAG, authRoutes));
      await api.register(documentTag(AUTH_TAG, endSessionsRoutes));
      await api.register(platform(smsOutboxRoutes));
      await api.register(platform(pushOutboxRoutes));
      await api.register(platform(jobsRoutes));
      await api.register(platform(auditRoutes));
      await api.register(platform(searchRoutes));
      await api.register(platform(importRoutes));
      for (const module of SERVER_MODULES) {
        if (module.routes) await api.register(documentTag(module.id, module.routes));
      }
    },
    { prefix: '/api' },
  );
  await registerWebConsole(app, config);
  return app;
}
