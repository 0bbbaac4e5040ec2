import { graphql } from '../../../gql';

/** What a list of the tree's people shows of each: name, years and photo. */
export const ListedPersonFieldsFragment = graphql(`
  fragment ListedPersonFields on FamilyMember {
    id
    firstName
    lastName
    dateOfBirth
    dateOfDeath
    birth {
      value
    }
    death {
      value
    }
    isAlive
    isSelf
    profilePictureUrl
  }
`);

/** One page of the people of a tree, searched by name and ordered by name or birth, for the list beside the chart. */
export const TreePeopleDocument = graphql(`
  query TreePeople($treeId: ID, $search: String, $first: Int!, $offset: Int!, $orderBy: MemberOrder) {
    familyMembers(treeId: $treeId, search: $search, first: $first, offset: $offset, orderBy: $orderBy) {
      totalCount
      nodes {
        ...ListedPersonFields
      }
    }
  }
`);

/** The people of a tree the chart draws nowhere (related to no one yet). */
export const UnplacedMembersDocument = graphql(`
  query UnplacedMembers($treeId: ID!) {
    unplacedMembers(treeId: $treeId) {
      ...ListedPersonFields
    }
  }
`);
