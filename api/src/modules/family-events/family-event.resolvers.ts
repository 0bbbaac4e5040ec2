import type { Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { calendarFeed, createCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.ts';
import { cancelFamilyEvent, createFamilyEvent, updateFamilyEvent } from './family-event-changes.command.ts';
import { inviteToFamilyEvent, rsvpFamilyEvent } from './family-event-invites.service.ts';
import { icsPath } from './family-event.presenter.ts';
import { eventInvitees, eventPhotos, getFamilyEvent, listFamilyEvents, upcomingEventCount, upcomingEvents } from './family-event.service.ts';

export const familyEventResolvers: Resolvers = {
  Query: {
    familyEvents: (_parent, { when, after, first }, ctx) => listFamilyEvents(ctx, { when, after, first: first ?? 20 }),
    familyEvent: (_parent, { id }, ctx) => getFamilyEvent(ctx, id),
    upcomingEvents: (_parent, { first }, ctx) => upcomingEvents(ctx, first ?? 5),
    calendarFeed: (_parent, _args, ctx) => calendarFeed(ctx),
  },
  Mutation: {
    createFamilyEvent: (_parent, { input }, ctx) => createFamilyEvent(ctx, input),
    updateFamilyEvent: (_parent, { id, input }, ctx) => updateFamilyEvent(ctx, id, input),
    cancelFamilyEvent: (_parent, { id }, ctx) => cancelFamilyEvent(ctx, id),
    inviteToFamilyEvent: (_parent, { id, input }, ctx) => inviteToFamilyEvent(ctx, id, input),
    rsvpFamilyEvent: (_parent, { id, response }, ctx) => rsvpFamilyEvent(ctx, id, response),
    createCalendarFeed: (_parent, _args, ctx) => createCalendarFeed(ctx),
    revokeCalendarFeed: (_parent, _args, ctx) => revokeCalendarFeed(ctx),
  },
  FamilyEvent: {
    organizer: (parent) => parent.organizer,
    // The invitees and photos of a page's events are read together.
    invitees: (parent, _args, ctx) => eventInvitees(ctx, parent.id),
    photos: (parent, _args, ctx) => eventPhotos(ctx, parent.id),
    rsvpCounts: (parent) => parent.rsvpCounts,
    viewerResponse: (parent) => parent.viewerResponse,
    viewerCan: (parent, _args, ctx) => {
      const { view } = parent;
      return {
        update: can(ctx, 'update', 'FamilyEvent', view),
        cancel: can(ctx, 'cancel', 'FamilyEvent', view),
        invite: can(ctx, 'invite', 'FamilyEvent', view),
        rsvp: can(ctx, 'rsvp', 'FamilyEvent', view),
      };
    },
    icsUrl: (parent) => icsPath(parent.id),
  },
  FamilyStats: {
    upcomingEventCount: (_stats, _args, ctx) => upcomingEventCount(ctx),
  },
};
