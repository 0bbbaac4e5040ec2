// Each person's own data: its export as a ZIP, and the deletion of their account.
export { personalDataResolvers } from './personal-data.resolvers.ts';
export { personalDataRoutes } from './personal-data.routes.ts';
