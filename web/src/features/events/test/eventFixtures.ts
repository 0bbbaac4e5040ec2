import type { EventCardFieldsFragment, EventDetailsFieldsFragment, RsvpResponse } from '../../../gql/graphql';

export const person = (id: string, displayName: string) => {
  const [firstName, lastName = null] = displayName.split(' ');
  return { __typename: 'PublicUser' as const, id, displayName, firstName, lastName, profileImageUrl: null };
};

export const rosa = person('u1', 'Rosa Rivera');
export const ann = person('u2', 'Ann Rivera');
export const bob = person('u3', 'Bob Rivera');

export const counts = (going = 0, maybe = 0, notGoing = 0, noAnswer = 0) => ({
  __typename: 'RsvpCounts' as const,
  going,
  maybe,
  notGoing,
  noAnswer,
});

/** An event as the lists answer it: a picnic in Madrid, 3 pm to 6 pm there. */
export function cardEvent(overrides: Partial<EventCardFieldsFragment> = {}): EventCardFieldsFragment & { __typename: 'FamilyEvent' } {
  return {
    __typename: 'FamilyEvent',
    id: 'e1',
    title: 'Summer picnic',
    eventType: 'gathering',
    startsAt: '2027-06-14T13:00:00.000Z',
    endsAt: '2027-06-14T16:00:00.000Z',
    timeZone: 'Europe/Madrid',
    allDay: false,
    location: 'Grandma’s garden',
    isPrivate: false,
    cancelledAt: null,
    viewerResponse: null,
    rsvpCounts: counts(1, 0, 0, 1),
    ...overrides,
  };
}

const invitee = (user: ReturnType<typeof person>, response: RsvpResponse | null) => ({
  __typename: 'EventInvitee' as const,
  user,
  response,
  respondedAt: response ? '2027-06-01T10:00:00.000Z' : null,
});

export const permissions = (organizer: boolean, invited: boolean) => ({
  __typename: 'FamilyEventPermissions' as const,
  update: organizer,
  cancel: organizer,
  invite: organizer,
  rsvp: invited,
});

/** The same event as its page answers it, seen by Ann (invited, no answer yet) unless told otherwise. */
export function detailsEvent(overrides: Partial<EventDetailsFieldsFragment> = {}): EventDetailsFieldsFragment & { __typename: 'FamilyEvent' } {
  return {
    ...cardEvent(),
    address: 'Calle Mayor 1, Madrid',
    description: 'Bring a dish to share.',
    icsUrl: '/api/family-events/e1.ics',
    createdAt: '2027-05-01T09:00:00.000Z',
    organizer: rosa,
    photos: [],
    invitees: [invitee(ann, null), invitee(bob, 'going')],
    viewerCan: permissions(false, true),
    ...overrides,
  };
}

export { invitee };
