import { graphql } from '../../gql';

/** What a card shows of a capsule: the content fields are null until the viewer may read them. */
export const CapsuleFieldsFragment = graphql(`
  fragment CapsuleFields on TimeCapsule {
    id
    status
    opensAt
    timeZone
    sealedAt
    openedAt
    createdAt
    title
    message
    from {
      id
      displayName
    }
    attachments {
      id
      kind
      file {
        url
        contentType
      }
    }
    recipientKind
    recipients {
      id
      displayName
    }
    circleId
    treeId
    viewerCan {
      readContent
      update
      seal
      cancel
    }
  }
`);

/** How many capsules a page of either list holds (with their recipients, attachments and the web client's type names, a page stays well within what a document may cost). */
export const CAPSULE_PAGE = 15;

/** The capsules for the viewer, a page at a time: sealed ones soonest first, then opened ones. */
export const TimeCapsulesForMeDocument = graphql(`
  query TimeCapsulesForMe($first: Int!, $after: String) {
    timeCapsulesForMe(first: $first, after: $after) {
      nodes {
        ...CapsuleFields
      }
      endCursor
      hasMore
    }
  }
`);

/** The capsules the viewer made, a page at a time, those opening soonest first. */
export const SentTimeCapsulesDocument = graphql(`
  query SentTimeCapsules($first: Int!, $after: String) {
    sentTimeCapsules(first: $first, after: $after) {
      nodes {
        ...CapsuleFields
      }
      endCursor
      hasMore
    }
  }
`);

/** Whom a capsule may be for: the viewer's relatives, circles and trees. */
export const CapsuleRecipientChoicesDocument = graphql(`
  query CapsuleRecipientChoices {
    timeCapsuleRecipientChoices {
      id
      displayName
    }
    circles {
      id
      name
    }
    trees {
      id
      name
    }
  }
`);

export const CreateTimeCapsuleDocument = graphql(`
  mutation CreateTimeCapsule($input: TimeCapsuleInput!) {
    createTimeCapsule(input: $input) {
      ...CapsuleFields
    }
  }
`);

export const UpdateTimeCapsuleDocument = graphql(`
  mutation UpdateTimeCapsule($id: ID!, $input: TimeCapsuleInput!) {
    updateTimeCapsule(id: $id, input: $input) {
      ...CapsuleFields
    }
  }
`);

export const AddTimeCapsuleAttachmentDocument = graphql(`
  mutation AddTimeCapsuleAttachment($id: ID!, $file: Upload!) {
    addTimeCapsuleAttachment(id: $id, file: $file) {
      ...CapsuleFields
    }
  }
`);

export const AddTimeCapsuleRecordingDocument = graphql(`
  mutation AddTimeCapsuleRecording($id: ID!, $file: Upload!) {
    addTimeCapsuleRecording(id: $id, file: $file) {
      ...CapsuleFields
    }
  }
`);

export const RemoveTimeCapsuleAttachmentDocument = graphql(`
  mutation RemoveTimeCapsuleAttachment($id: ID!) {
    removeTimeCapsuleAttachment(id: $id) {
      ...CapsuleFields
    }
  }
`);

export const SealTimeCapsuleDocument = graphql(`
  mutation SealTimeCapsule($id: ID!) {
    sealTimeCapsule(id: $id) {
      ...CapsuleFields
    }
  }
`);

export const CancelTimeCapsuleDocument = graphql(`
  mutation CancelTimeCapsule($id: ID!) {
    cancelTimeCapsule(id: $id) {
      ...CapsuleFields
    }
  }
`);

/** The viewer's new notifications, to see a capsule open while the page is shown. */
export const CapsuleNoticesDocument = graphql(`
  subscription CapsuleNotices {
    notificationAdded {
      id
      kind
    }
  }
`);
