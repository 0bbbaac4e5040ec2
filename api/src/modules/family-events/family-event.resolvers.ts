import type { ResolversParentTypes, ResolversTypes, Resolvers } from '../../generated/graphql.ts';
import { can } from '../../policies/authorize.ts';
import { calendarFeed, createCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.ts';
import { cancelFamilyEvent, createFamilyEvent, updateFamilyEvent } from './family-event-changes.service.ts';
import { inviteToFamilyEvent, rsvpFamilyEvent } from './family-event-invites.service.ts';
import { icsPath, type FamilyEventModel } from './family-event.presenter.ts';
import { eventInvitees, eventPhotos, getFamilyEvent, listFamilyEvents, upcomingEventCount, upcomingEvents } from './family-event.service.ts';

// The schema maps no model to FamilyEvent: its resolvers hand on, and receive, the services' model.
const asEvent = (model: FamilyEventModel) => model as unknown as ResolversTypes['FamilyEvent'];
const asEvents = (models: FamilyEventModel[]) => models.map(asEvent);
const modelOf = (parent: ResolversParentTypes['FamilyEvent']) => parent as unknown as FamilyEventModel;

export const familyEventResolvers: Resolvers = {
  Query: {
    familyEvents: async (_parent, { when, after, first }, ctx) => {
      const page = await listFamilyEvents(ctx, { when, after, first: first ?? 20 });
      return { ...page, nodes: asEvents(page.nodes) };
    },
    familyEvent: async (_parent, { id }, ctx) => asEvent(await getFamilyEvent(ctx, id)),
    upcomingEvents: async (_parent, { first }, ctx) => asEvents(await upcomingEvents(ctx, first ?? 5)),
    calendarFeed: (_parent, _args, ctx) => calendarFeed(ctx),
  },
  Mutation: {
    createFamilyEvent: async (_parent, { input }, ctx) => asEvent(await createFamilyEvent(ctx, input)),
    updateFamilyEvent: async (_parent, { id, input }, ctx) => asEvent(await updateFamilyEvent(ctx, id, input)),
    cancelFamilyEvent: async (_parent, { id }, ctx) => asEvent(await cancelFamilyEvent(ctx, id)),
    inviteToFamilyEvent: async (_parent, { id, input }, ctx) => asEvent(await inviteToFamilyEvent(ctx, id, input)),
    rsvpFamilyEvent: async (_parent, { id, response }, ctx) => asEvent(await rsvpFamilyEvent(ctx, id, response)),
    createCalendarFeed: (_parent, _args, ctx) => createCalendarFeed(ctx),
    revokeCalendarFeed: (_parent, _args, ctx) => revokeCalendarFeed(ctx),
  },
  FamilyEvent: {
    organizer: (parent) => modelOf(parent).organizer,
    // The invitees and photos of a page's events are read together.
    invitees: (parent, _args, ctx) => eventInvitees(ctx, modelOf(parent).id),
    photos: (parent, _args, ctx) => eventPhotos(ctx, modelOf(parent).id),
    rsvpCounts: (parent) => modelOf(parent).rsvpCounts,
    viewerResponse: (parent) => modelOf(parent).viewerResponse,
    viewerCan: (parent, _args, ctx) => {
      const { view } = modelOf(parent);
      return {
        update: can(ctx, 'update', 'FamilyEvent', view),
        cancel: can(ctx, 'cancel', 'FamilyEvent', view),
        invite: can(ctx, 'invite', 'FamilyEvent', view),
        rsvp: can(ctx, 'rsvp', 'FamilyEvent', view),
      };
    },
    icsUrl: (parent) => icsPath(modelOf(parent).id),
  },
  FamilyStats: {
    upcomingEventCount: (_stats, _args, ctx) => upcomingEventCount(ctx),
  },
};
