import { graphql } from '../../gql';

/** A person as events show them: a name and an avatar. */
export const EventPersonFieldsFragment = graphql(`
  fragment EventPersonFields on PublicUser {
    id
    displayName
    firstName
    lastName
    profileImageUrl
  }
`);

/** What a card of the list shows of an event, and how its invitees answered. */
export const EventCardFieldsFragment = graphql(`
  fragment EventCardFields on FamilyEvent {
    id
    title
    eventType
    startsAt
    endsAt
    timeZone
    allDay
    location
    isPrivate
    cancelledAt
    viewerResponse
    rsvpCounts {
      going
      maybe
      notGoing
      noAnswer
    }
  }
`);

/** Everything the event's page shows; every change answers it, so the cache stays whole. */
export const EventDetailsFieldsFragment = graphql(`
  fragment EventDetailsFields on FamilyEvent {
    ...EventCardFields
    address
    description
    icsUrl
    createdAt
    organizer {
      ...EventPersonFields
    }
    photos {
      id
      title
      kind
      thumbnailUrl
    }
    invitees {
      response
      respondedAt
      user {
        ...EventPersonFields
      }
    }
    viewerCan {
      update
      cancel
      invite
      rsvp
    }
  }
`);
