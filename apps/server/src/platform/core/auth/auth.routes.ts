import type { FastifyPluginAsync } from 'fastify';
import { autoLoginRoutes } from './auto-login.routes.ts';
import { otpLoginRoutes } from './otp-login.routes.ts';
import { passwordLoginRoutes } from './password-login.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { sessionRoutes } from './session.routes.ts';

/** Every sign-in flow of 000 §7. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(passwordLoginRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(otpLoginRoutes);
  await app.register(autoLoginRoutes);
};
