// The administrator's page: the server's status, its job queue and its backups.
export { backupJobs } from './backup-tasks.ts';
export { adminResolvers } from './admin.resolvers.ts';
export { adminRoutes } from './admin.routes.ts';
