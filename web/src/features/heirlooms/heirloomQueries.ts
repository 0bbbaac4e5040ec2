import { graphql } from '../../gql';

/** One owner of an heirloom's journey, as the pages show them. */
export const HeirloomOwnerFieldsFragment = graphql(`
  fragment HeirloomOwnerFields on HeirloomOwner {
    id
    how
    datesHidden
    member {
      id
      fullName
    }
    from {
      value
      text
    }
    to {
      value
      text
    }
  }
`);

/** What a list's card shows of an heirloom (a page of 50 of them stays within the query-cost limit: no earlier owners). */
export const HeirloomCardFieldsFragment = graphql(`
  fragment HeirloomCardFields on Heirloom {
    id
    treeId
    name
    assetType
    acquisitionDate {
      value
      text
    }
    value {
      amount
      currency
    }
    currentOwner {
      ...HeirloomOwnerFields
    }
    intendedOwner {
      id
      fullName
    }
    photos {
      id
      url
    }
    viewerCan {
      update
      delete
      passOn
      seeValue
    }
  }
`);

/** Everything an heirloom's page shows. */
export const HeirloomDetailsFieldsFragment = graphql(`
  fragment HeirloomDetailsFields on Heirloom {
    ...HeirloomCardFields
    previousOwners {
      ...HeirloomOwnerFields
    }
    description
    story
    documents {
      id
      name
      size
      url
    }
  }
`);

/** The viewer's trees, and whether they may add heirlooms to each. */
export const HeirloomTreesDocument = graphql(`
  query HeirloomTrees {
    trees {
      id
      name
      viewerRole
    }
  }
`);

/** A page of the family's heirlooms by name, of one kind or all. */
export const HeirloomsDocument = graphql(`
  query Heirlooms($assetType: HeirloomType, $first: Int, $after: String) {
    heirlooms(assetType: $assetType, first: $first, after: $after) {
      nodes {
        ...HeirloomCardFields
      }
      endCursor
      hasMore
    }
  }
`);

/** One heirloom, for its page. */
export const HeirloomDocument = graphql(`
  query Heirloom($id: ID!) {
    heirloom(id: $id) {
      ...HeirloomDetailsFields
    }
  }
`);

/** The heirlooms a person has, had or is meant to have, and whether the viewer may add one for them. */
export const MemberHeirloomsDocument = graphql(`
  query MemberHeirlooms($memberId: ID!) {
    familyMember(id: $memberId) {
      id
      treeId
      fullName
      viewerCan {
        update
      }
    }
    memberHeirlooms(memberId: $memberId) {
      ...HeirloomCardFields
      previousOwners {
        ...HeirloomOwnerFields
      }
    }
  }
`);

/** People of one tree whose name holds the text, for the owner fields. */
export const HeirloomPeopleDocument = graphql(`
  query HeirloomPeople($treeId: ID!, $search: String, $first: Int!) {
    familyMembers(treeId: $treeId, search: $search, first: $first) {
      nodes {
        id
        fullName
      }
    }
  }
`);

export const CreateHeirloomDocument = graphql(`
  mutation CreateHeirloom($input: CreateHeirloomInput!) {
    createHeirloom(input: $input) {
      ...HeirloomDetailsFields
    }
  }
`);

export const UpdateHeirloomDocument = graphql(`
  mutation UpdateHeirloom($id: ID!, $input: UpdateHeirloomInput!) {
    updateHeirloom(id: $id, input: $input) {
      ...HeirloomDetailsFields
    }
  }
`);

export const PassOnHeirloomDocument = graphql(`
  mutation PassOnHeirloom($id: ID!, $input: PassOnHeirloomInput!) {
    passOnHeirloom(id: $id, input: $input) {
      ...HeirloomDetailsFields
    }
  }
`);

export const DeleteHeirloomDocument = graphql(`
  mutation DeleteHeirloom($id: ID!) {
    deleteHeirloom(id: $id)
  }
`);

export const AddHeirloomPhotoDocument = graphql(`
  mutation AddHeirloomPhoto($id: ID!, $photo: Upload!) {
    addHeirloomPhoto(id: $id, photo: $photo) {
      ...HeirloomDetailsFields
    }
  }
`);

export const RemoveHeirloomPhotoDocument = graphql(`
  mutation RemoveHeirloomPhoto($id: ID!, $photoId: ID!) {
    removeHeirloomPhoto(id: $id, photoId: $photoId) {
      ...HeirloomDetailsFields
    }
  }
`);

export const AddHeirloomDocumentDocument = graphql(`
  mutation AddHeirloomDocument($id: ID!, $document: Upload!) {
    addHeirloomDocument(id: $id, document: $document) {
      ...HeirloomDetailsFields
    }
  }
`);

export const RemoveHeirloomDocumentDocument = graphql(`
  mutation RemoveHeirloomDocument($id: ID!, $documentId: ID!) {
    removeHeirloomDocument(id: $id, documentId: $documentId) {
      ...HeirloomDetailsFields
    }
  }
`);
