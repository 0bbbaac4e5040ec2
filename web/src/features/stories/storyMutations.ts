import { graphql } from '../../gql';

export const CreateStoryDocument = graphql(`
  mutation CreateStory($input: CreateStoryInput!) {
    createStory(input: $input) {
      ...StoryFields
    }
  }
`);

export const UpdateStoryDocument = graphql(`
  mutation UpdateStory($id: ID!, $input: UpdateStoryInput!) {
    updateStory(id: $id, input: $input) {
      ...StoryFields
    }
  }
`);

export const DeleteStoryDocument = graphql(`
  mutation DeleteStory($id: ID!) {
    deleteStory(id: $id)
  }
`);
