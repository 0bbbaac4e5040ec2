// What other modules use of the family-events module.
export { getFamilyEvent, upcomingEventCount } from './family-event.service.ts';
export { eventOver } from './family-event.repository.ts';
export type { FamilyEventModel } from './family-event.presenter.ts';
export { familyEventsForExport } from './family-event-export.ts';
