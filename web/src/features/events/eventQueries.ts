import { graphql } from '../../gql';

/** One page of the events the viewer may see: upcoming soonest first, or past latest first. */
export const FamilyEventsDocument = graphql(`
  query FamilyEvents($when: FamilyEventWhen!, $after: String, $first: Int!) {
    familyEvents(when: $when, after: $after, first: $first) {
      nodes {
        ...EventCardFields
      }
      endCursor
      hasMore
    }
  }
`);

/** One event, for its page. */
export const FamilyEventDocument = graphql(`
  query FamilyEvent($id: ID!) {
    familyEvent(id: $id) {
      ...EventDetailsFields
    }
  }
`);

/** The next events the viewer organizes or is invited to (the sidebar card). */
export const UpcomingFamilyEventsDocument = graphql(`
  query UpcomingFamilyEvents($first: Int!) {
    upcomingEvents(first: $first) {
      ...EventCardFields
    }
  }
`);

/** Whether the viewer has a calendar feed (its address is shown in full only when made). */
export const CalendarFeedDocument = graphql(`
  query CalendarFeed {
    calendarFeed {
      url
      createdAt
    }
  }
`);

/** Whom the organizer may invite: their connections, their circles and the trees they may read. */
export const EventInviteChoicesDocument = graphql(`
  query EventInviteChoices {
    connections {
      user {
        ...EventPersonFields
      }
    }
    circles {
      id
      name
      memberCount
    }
    trees {
      id
      name
    }
  }
`);

/** The viewer's memories, newest first, to show with an event. */
export const EventPhotoChoicesDocument = graphql(`
  query EventPhotoChoices($after: String, $first: Int!) {
    memories(after: $after, first: $first) {
      nodes {
        id
        title
        kind
        thumbnailUrl
      }
      endCursor
      hasMore
    }
  }
`);
