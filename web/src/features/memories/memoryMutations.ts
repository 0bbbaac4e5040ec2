import { graphql } from '../../gql';

/** Sent as a multipart request with its file (and a video's poster): see uploadMemoryRequest.ts. */
export const UploadMemoryDocument = graphql(`
  mutation UploadMemory($input: UploadMemoryInput!) {
    uploadMemory(input: $input) {
      ...MemoryFields
    }
  }
`);

export const UpdateMemoryDocument = graphql(`
  mutation UpdateMemory($id: ID!, $input: UpdateMemoryInput!) {
    updateMemory(id: $id, input: $input) {
      ...MemoryFields
    }
  }
`);

export const DeleteMemoryDocument = graphql(`
  mutation DeleteMemory($id: ID!) {
    deleteMemory(id: $id)
  }
`);

export const TagPhotoDocument = graphql(`
  mutation TagPhoto($input: TagPhotoInput!) {
    tagPhoto(input: $input) {
      ...PhotoTagFields
    }
  }
`);

export const MovePhotoTagDocument = graphql(`
  mutation MovePhotoTag($id: ID!, $box: PhotoBoxInput) {
    movePhotoTag(id: $id, box: $box) {
      ...PhotoTagFields
    }
  }
`);

export const RemovePhotoTagDocument = graphql(`
  mutation RemovePhotoTag($id: ID!) {
    removePhotoTag(id: $id)
  }
`);
