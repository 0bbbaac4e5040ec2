import { graphql } from '../../gql';

/** Invitations to trees and links to people waiting for the viewer's answer. */
export const PendingForMeDocument = graphql(`
  query PendingForMe {
    treeInvitations {
      id
      treeId
      treeName
      role
      branch {
        kind
        rootName
        steps
      }
      invitedBy {
        id
        displayName
        profileImageUrl
      }
    }
    linkRequests {
      memberId
      memberName
      treeId
      treeName
    }
  }
`);

export const RespondToTreeInvitationDocument = graphql(`
  mutation RespondToTreeInvitation($id: ID!, $accept: Boolean!) {
    respondToTreeInvitation(id: $id, accept: $accept) {
      id
      status
    }
  }
`);

export const RespondToLinkDocument = graphql(`
  mutation RespondToLink($memberId: ID!, $accept: Boolean!) {
    respondToLink(memberId: $memberId, accept: $accept)
  }
`);
