import { graphql } from '../../../gql';

export const FaceSuggestionTreesDocument = graphql(`
  query FaceSuggestionTrees {
    trees {
      id
      name
      faceSuggestions
    }
  }
`);

export const FaceSuggestionsDocument = graphql(`
  query FaceSuggestions($input: FaceSuggestionsInput!) {
    faceSuggestions(input: $input) {
      index
      candidates {
        score
        member {
          id
          fullName
        }
      }
    }
  }
`);

export const ConfirmFaceDocument = graphql(`
  mutation ConfirmFace($input: ConfirmFaceInput!) {
    confirmFace(input: $input) {
      ...PhotoTagFields
    }
  }
`);

export const RejectFaceSuggestionDocument = graphql(`
  mutation RejectFaceSuggestion($input: RejectFaceInput!) {
    rejectFaceSuggestion(input: $input)
  }
`);
