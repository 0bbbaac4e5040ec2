import { graphql } from '../../../gql';

/** A relationship of a prediction, with The Shared cM Project's figures. */
export const DnaCandidateFieldsFragment = graphql(`
  fragment DnaCandidateFields on DnaRelationshipCandidate {
    key
    label
    probability
    meanCm
    lowCm
    highCm
  }
`);

/** Everything a match's page shows, and the kit's other matches to triangulate with. */
export const DnaMatchPageDocument = graphql(`
  query DnaMatchPage($id: ID!, $kitId: ID) {
    dnaMatch(id: $id, kitId: $kitId) {
      id
      kit {
        id
        provider
        fileVersion
        person {
          id
          fullName
        }
        matches {
          id
          matchedUser {
            id
            displayName
          }
          matchedPerson {
            id
            fullName
          }
          totalCm
        }
      }
      matchedUser {
        id
        displayName
      }
      matchedPerson {
        id
        fullName
      }
      matchedProvider
      overlapMarkers
      totalCm
      segmentCount
      largestCm
      fullyIdenticalCm
      segments {
        chromosome
        startBp
        endBp
        startCm
        endCm
        cM
        markers
        kind
      }
      x {
        totalCm
        segmentCount
        largestCm
      }
      endogamy {
        flagged
        smallSegmentCount
        smallSegmentCm
      }
      thresholds {
        minCm
        minMarkers
      }
      predictions {
        probability
        relationships {
          ...DnaCandidateFields
        }
      }
      treeCheck {
        tree {
          id
          name
        }
        relationship
        label
        expectedCm
        lowCm
        highCm
        fits
        summary
      }
      computedAt
    }
  }
`);

/** The chromosomes as the browser draws them. */
export const DnaChromosomesDocument = graphql(`
  query DnaChromosomes {
    dnaChromosomes {
      number
      name
      lengthBp
      lengthCm
    }
  }
`);

/** What the viewer's kit shares with both of two of its matches. */
export const DnaTriangulationDocument = graphql(`
  query DnaTriangulation($kitId: ID!, $matchIds: [ID!]!) {
    dnaTriangulation(kitId: $kitId, matchIds: $matchIds) {
      comparedWithEachOther
      segments {
        chromosome
        startBp
        endBp
        cM
        confirmed
      }
    }
  }
`);
