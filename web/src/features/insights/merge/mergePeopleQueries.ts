import { graphql } from '../../../gql';

/** What a merge would do: both people, their details side by side, what moves, or why it cannot be done. */
export const PeopleMergePreviewDocument = graphql(`
  query PeopleMergePreview($keepId: ID!, $mergeId: ID!) {
    peopleMergePreview(keepId: $keepId, mergeId: $mergeId) {
      keep {
        ...MergePersonFields
      }
      merged {
        ...MergePersonFields
      }
      fields {
        field
        keep
        merged
        result
        source
      }
      relationships {
        relation
        alreadyShared
        person {
          id
          fullName
        }
      }
      moves {
        holding
        count
      }
      blocker
    }
  }
`);

/** What the dialog shows of each of the two people at its top. */
export const MergePersonFieldsFragment = graphql(`
  fragment MergePersonFields on FamilyMember {
    id
    firstName
    lastName
    fullName
    profilePictureUrl
    birth {
      text
    }
    death {
      text
    }
  }
`);

export const MergePeopleDocument = graphql(`
  mutation MergePeople($keepId: ID!, $mergeId: ID!) {
    mergePeople(keepId: $keepId, mergeId: $mergeId) {
      mergeId
      person {
        id
        fullName
      }
    }
  }
`);

export const UndoPeopleMergeDocument = graphql(`
  mutation UndoPeopleMerge($mergeId: ID!) {
    undoPeopleMerge(mergeId: $mergeId) {
      mergeId
      person {
        id
        fullName
      }
      restored {
        id
        fullName
      }
    }
  }
`);
