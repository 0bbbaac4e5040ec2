import { graphql } from '../../gql';

export const CreateFamilyEventDocument = graphql(`
  mutation CreateFamilyEvent($input: CreateFamilyEventInput!) {
    createFamilyEvent(input: $input) {
      ...EventDetailsFields
    }
  }
`);

export const UpdateFamilyEventDocument = graphql(`
  mutation UpdateFamilyEvent($id: ID!, $input: UpdateFamilyEventInput!) {
    updateFamilyEvent(id: $id, input: $input) {
      ...EventDetailsFields
    }
  }
`);

export const CancelFamilyEventDocument = graphql(`
  mutation CancelFamilyEvent($id: ID!) {
    cancelFamilyEvent(id: $id) {
      ...EventDetailsFields
    }
  }
`);

export const InviteToFamilyEventDocument = graphql(`
  mutation InviteToFamilyEvent($id: ID!, $input: InviteToFamilyEventInput!) {
    inviteToFamilyEvent(id: $id, input: $input) {
      ...EventDetailsFields
    }
  }
`);

export const RsvpFamilyEventDocument = graphql(`
  mutation RsvpFamilyEvent($id: ID!, $response: RsvpResponse!) {
    rsvpFamilyEvent(id: $id, response: $response) {
      ...EventDetailsFields
    }
  }
`);

export const CreateCalendarFeedDocument = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      url
      createdAt
    }
  }
`);

export const RevokeCalendarFeedDocument = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);
