import { graphql } from '../../gql';

export const CompleteOnboardingDocument = graphql(`
  mutation CompleteOnboarding($input: CompleteOnboardingInput!) {
    completeOnboarding(input: $input) {
      id
      firstName
      lastName
      displayName
      dateOfBirth
      gender
      bio
      location
      profileImageUrl
      isOnboarded
    }
  }
`);
