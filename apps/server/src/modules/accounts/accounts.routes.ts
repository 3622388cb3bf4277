import type { FastifyInstance } from 'fastify';
import { passwordRoutes } from './password.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registrationRoutes } from './registration.routes.ts';

/** The account calls of spec section 7, by subject. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await registrationRoutes(app);
  await passwordRoutes(app);
  await profileRoutes(app);
}
