import { graphql } from '../../../gql';

/** The relationships recorded for one member, for the details panel. */
export const MemberRelationshipsDocument = graphql(`
  query MemberRelationships($memberId: ID!) {
    relationships(memberId: $memberId) {
      id
      kind
      fromId
      toId
      partnerKind
      start {
        value
        text
      }
      startPlace
      end {
        value
        text
      }
      pedigree
    }
  }
`);
