// What other modules use of the activity record.
export { recordActivity, recentActivity, removeActivityAbout, type NewActivity } from './activity.service.ts';
export type { ActivityObjectType } from './activity.entity.ts';
export { ACTIVITY_KINDS, type ActivityKind } from './activity-kinds.ts';
