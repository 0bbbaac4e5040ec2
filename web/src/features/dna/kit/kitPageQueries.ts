import { graphql } from '../../../gql';

/** An agreement to match, as the consent settings list it. */
export const DnaConsentFieldsFragment = graphql(`
  fragment DnaConsentFields on DnaMatchConsent {
    id
    createdAt
    withUser {
      id
      displayName
      firstName
      lastName
      profileImageUrl
    }
    tree {
      id
      name
    }
  }
`);

/**
 * One line of a kit's list of matches: of the predictions only what the line shows (the top one's
 * name and probability), so that a kit's whole list stays within the query-cost limit.
 */
export const DnaMatchRowFieldsFragment = graphql(`
  fragment DnaMatchRowFields on DnaMatch {
    id
    matchedUser {
      id
      displayName
    }
    matchedPerson {
      id
      fullName
    }
    matchedProvider
    totalCm
    segmentCount
    largestCm
    endogamy {
      flagged
    }
    predictions {
      probability
      relationships {
        label
      }
    }
    treeCheck {
      fits
      label
    }
  }
`);

/** A kit's page: the kit, its agreements to match and its matches. */
export const DnaKitPageDocument = graphql(`
  query DnaKitPage($id: ID!) {
    dnaKit(id: $id) {
      ...DnaKitFields
      matchConsents {
        ...DnaConsentFields
      }
      matches {
        ...DnaMatchRowFields
      }
    }
  }
`);

/** Whom the viewer may agree to match with, and the trees they read. */
export const DnaConsentChoicesDocument = graphql(`
  query DnaConsentChoices {
    dnaMatchChoices {
      id
      displayName
    }
    trees {
      id
      name
    }
  }
`);

/** Agrees to compare a kit with one relative's kits or a tree's; answers the kit as it is now. */
export const AgreeToDnaMatchDocument = graphql(`
  mutation AgreeToDnaMatch($input: AgreeToDnaMatchInput!) {
    agreeToDnaMatch(input: $input) {
      ...DnaKitFields
      matchConsents {
        ...DnaConsentFields
      }
      matches {
        ...DnaMatchRowFields
      }
    }
  }
`);

/** Withdraws an agreement; the comparisons it allowed go at once. Answers the kit as it is now. */
export const WithdrawDnaMatchConsentDocument = graphql(`
  mutation WithdrawDnaMatchConsent($id: ID!) {
    withdrawDnaMatchConsent(id: $id) {
      ...DnaKitFields
      matchConsents {
        ...DnaConsentFields
      }
      matches {
        ...DnaMatchRowFields
      }
    }
  }
`);
