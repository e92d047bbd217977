import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createSmsSender, type SmsSender } from './platform/adapters/sms/sms-sender.ts';
import { createPushSender, type PushSender } from './platform/adapters/push/push-sender.ts';
import { pushOutboxRoutes } from './platform/adapters/push/push-outbox.routes.ts';
import { jobsRoutes } from './platform/jobs/jobs.routes.ts';
import { registerRouteAccess } from './platform/access/route-access.ts';
import { loadSigningSecret } from './platform/auth/signing-secret.ts';
import { enableNamedStatements } from './platform/auth/session-lookup.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import {
  jsonSerializerCompiler,
  openApiTransform,
  zodValidatorCompiler,
} from './platform/http/zod-schemas.ts';
import type { AppServices } from './platform/services.ts';
import { registerWebConsole } from './platform/http/web-console.ts';
import { authRoutes } from './platform/auth/auth.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { endSessionsRoutes } from './platform/access/end-sessions.routes.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import { feedbackRoutes, helpFeedbackAttachments } from './modules/feedback/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { portalsRoutes } from './modules/portals/index.ts';
import { assetRoutes } from './modules/asset/asset.routes.ts';
import { userFilterRoutes } from './modules/user-filter/user-filter.routes.ts';
import { presetFilterRoutes } from './modules/preset-filter/preset-filter.routes.ts';
import { analyticRoutes } from './modules/analytic/analytic.routes.ts';
import { smsOutboxRoutes } from './platform/adapters/sms/sms-outbox.routes.ts';
import { announcementAttachments, announcementRoutes } from './modules/announcement/index.ts';
import { wellnessAttachments, wellnessRoutes } from './modules/wellness/index.ts';
import { marketingAttachments, marketingRoutes } from './modules/marketing/index.ts';
import { notificationAttachments, notificationRoutes } from './modules/notification/index.ts';
import { smsAttachments, smsRoutes } from './modules/sms/index.ts';
import { gatePassAttachments, gatePassRoutes } from './modules/gate-pass/index.ts';
import { eventGalleryAttachments, eventGalleryRoutes } from './modules/event-gallery/index.ts';
import { callingRoutes } from './modules/calling/index.ts';
import { requestLogOptions } from './platform/http/request-log.ts';

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
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false ? false : requestLogOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const services: AppServices = {
    config,
    database,
    db: database.db,
    signingSecret: await loadSigningSecret(database.db, config.authSecret),
    sms: options.sms ?? createSmsSender(config, database.db),
    push: options.push ?? createPushSender(config),
  };
  app.decorate('services', services);
  await enableNamedStatements(database);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [config.frameAncestors],
      },
    },
    // The API's JSON is never a page; the console's pages share the same headers.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  registerErrorHandling(app);
  registerRouteAccess(app, services);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Education group console API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs routes are public (route-access PUBLIC_PREFIXES): they describe the API.
    uiConfig: { deepLinking: false },
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(meRoutes);
      await api.register(endSessionsRoutes);
      await api.register(feedbackRoutes);
      await api.register(mediaRoutes, {
        attachmentReaders: [
          helpFeedbackAttachments,
          announcementAttachments,
          wellnessAttachments,
          marketingAttachments,
          notificationAttachments,
          smsAttachments,
          gatePassAttachments,
          eventGalleryAttachments,
        ],
      });
      await api.register(portalsRoutes);
      await api.register(assetRoutes);
      await api.register(userFilterRoutes);
      await api.register(presetFilterRoutes);
      await api.register(analyticRoutes);
      await api.register(smsOutboxRoutes);
      await api.register(pushOutboxRoutes);
      await api.register(jobsRoutes);
      await api.register(announcementRoutes);
      await api.register(wellnessRoutes);
      await api.register(marketingRoutes);
      await api.register(notificationRoutes);
      await api.register(smsRoutes);
      await api.register(gatePassRoutes);
      await api.register(eventGalleryRoutes);
      await api.register(callingRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebConsole(app, config);
  return app;
}
