import { graphql } from '../../../gql';

/** What every view of a kit shows: the file read, whose it is, and where its comparisons stand. */
export const DnaKitFieldsFragment = graphql(`
  fragment DnaKitFields on DnaKit {
    id
    provider
    fileVersion
    markers
    noCalls
    inferredSex
    ofRelative
    relativeConsentAt
    createdAt
    person {
      id
      fullName
    }
    viewerCan {
      delete
    }
    matchingStatus
    comparedCount
    compareTotal
    lastSynced
  }
`);

/** The viewer's kits, newest first, with how many matches each has. */
export const MyDnaKitsDocument = graphql(`
  query MyDnaKits {
    myDnaKits {
      ...DnaKitFields
      matches {
        id
      }
    }
  }
`);

/** Deletes a kit for good (its genotypes, agreements and comparisons). */
export const DeleteDnaKitDocument = graphql(`
  mutation DeleteDnaKit($id: ID!) {
    deleteDnaKit(id: $id)
  }
`);

/**
 * The viewer's own person in a tree, as heritage names it (the one query that does): an own kit is
 * placed on it, so that its matches can be checked against the tree.
 */
export const DnaOwnPersonDocument = graphql(`
  query DnaOwnPerson {
    heritage(level: country) {
      person {
        id
        fullName
      }
    }
  }
`);
