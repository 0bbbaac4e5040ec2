// What other modules use of the events module.
export { recordEvent, recentEvents, type NewEvent } from './event.service.ts';
export type { EventObjectType } from './event.entity.ts';
