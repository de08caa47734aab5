// The sessions and their guards are the auth module's (src/server/modules/auth/session.ts). The
// notifications module's routes still import these two guards by this path.
export { registerAdminRoutes, requireSubscriber } from '../modules/auth/auth-module.ts';
