import { graphql } from '../../gql';

/** What a message card shows, and what its player draws at once (the waveform's peaks and length). */
export const VoiceMessageFieldsFragment = graphql(`
  fragment VoiceMessageFields on VoiceMessage {
    id
    title
    description
    transcript
    isStory
    durationSeconds
    peaks
    contentType
    audioUrl
    heard
    recipientCount
    createdAt
    sender {
      id
      displayName
      profileImageUrl
    }
    circle {
      id
      name
    }
    recipients {
      user {
        id
        displayName
      }
      heardAt
    }
    viewerCan {
      markHeard
      delete
    }
  }
`);

/** The messages sent to the viewer, newest first, and how many are unheard. */
export const VoiceInboxDocument = graphql(`
  query VoiceInbox($after: String) {
    voiceInbox(after: $after, first: 20) {
      nodes {
        ...VoiceMessageFields
      }
      endCursor
      hasMore
    }
    unheardVoiceMessageCount
  }
`);

/** The messages the viewer sent, newest first. */
export const SentVoiceMessagesDocument = graphql(`
  query SentVoiceMessages($after: String) {
    sentVoiceMessages(after: $after, first: 20) {
      nodes {
        ...VoiceMessageFields
      }
      endCursor
      hasMore
    }
  }
`);

/** Voice messages shared as stories that the viewer may hear, newest first. */
export const VoiceStoriesDocument = graphql(`
  query VoiceStories {
    voiceStories(first: 50) {
      ...VoiceMessageFields
    }
  }
`);

/** A person's voice stories the viewer may hear (those of the user they are), newest first, with the person's name. */
export const MemberVoiceStoriesDocument = graphql(`
  query MemberVoiceStories($memberId: ID!) {
    familyMember(id: $memberId) {
      id
      fullName
    }
    voiceStories(memberId: $memberId, first: 20) {
      ...VoiceMessageFields
    }
  }
`);

/** Whom the viewer may send to (relatives and their circles), and the longest recording taken. */
export const VoiceChoicesDocument = graphql(`
  query VoiceChoices {
    voiceRecipientChoices {
      id
      displayName
      profileImageUrl
    }
    circles {
      id
      name
    }
    voiceMaxSeconds
  }
`);

export const SendVoiceMessageDocument = graphql(`
  mutation SendVoiceMessage($input: SendVoiceMessageInput!) {
    sendVoiceMessage(input: $input) {
      ...VoiceMessageFields
    }
  }
`);

export const MarkVoiceMessageHeardDocument = graphql(`
  mutation MarkVoiceMessageHeard($id: ID!) {
    markVoiceMessageHeard(id: $id) {
      id
      heard
    }
  }
`);

export const DeleteVoiceMessageDocument = graphql(`
  mutation DeleteVoiceMessage($id: ID!) {
    deleteVoiceMessage(id: $id)
  }
`);
