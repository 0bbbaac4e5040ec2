import type { EntityManager } from '@mikro-orm/postgresql';
import { FamilyEvent } from './family-event.entity.ts';
import { FamilyEventInvitation } from './family-event-invitation.entity.ts';

/** The family events a user organizes and their answers to invitations, for their own data export. */
export async function familyEventsForExport(em: EntityManager, userId: string) {
  const [organized, answers] = await Promise.all([
    em.find(FamilyEvent, { organizer: userId }, { orderBy: { startsAt: 'asc', id: 'asc' } }),
    em.find(FamilyEventInvitation, { user: userId }, { populate: ['event'], orderBy: { invitedAt: 'asc' } }),
  ]);
  return {
    organized: organized.map((e) => ({
      id: e.id,
      title: e.title,
      eventType: e.eventType,
      startsAt: e.startsAt,
      endsAt: e.endsAt ?? null,
      timeZone: e.timeZone,
      allDay: e.allDay,
      location: e.location ?? null,
      address: e.address ?? null,
      description: e.description ?? null,
      isPrivate: e.isPrivate,
      cancelledAt: e.cancelledAt ?? null,
    })),
    invitations: answers.map((i) => ({ event: i.event.title, startsAt: i.event.startsAt, response: i.response ?? null, respondedAt: i.respondedAt ?? null })),
  };
}
