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

/**
 * Both lists of the page: the capsules for the viewer, and those they made, the 15 latest of each
 * (with their recipients, attachments and the web client's type names, 20 of each would cost more than a document may).
 */
export const TimeCapsulesDocument = graphql(`
  query TimeCapsules {
    timeCapsulesForMe(first: 15) {
      ...CapsuleFields
    }
    sentTimeCapsules(first: 15) {
      ...CapsuleFields
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
