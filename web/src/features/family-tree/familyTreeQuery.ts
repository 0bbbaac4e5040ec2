import { graphql } from '../../gql';

/** The window of the tree drawn on screen: people with their generation, and the edges between them. */
export const FamilyTreeDocument = graphql(`
  query FamilyTree($focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {
    familyTree(focusId: $focusId, generationsUp: $generationsUp, generationsDown: $generationsDown) {
      focusId
      hasMoreAbove
      hasMoreBelow
      nodes {
        id
        generation
        firstName
        lastName
        dateOfBirth
        dateOfDeath
        gender
        isAlive
        isSelf
        profilePictureUrl
      }
      edges {
        id
        kind
        fromId
        toId
        partnerKind
      }
    }
  }
`);
