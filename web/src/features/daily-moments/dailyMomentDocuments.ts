import { graphql } from '../../gql';

/** What an answer shows: its words, its photo and recording, who gave it, and its likes. */
export const MomentAnswerFieldsFragment = graphql(`
  fragment MomentAnswerFields on PromptResponse {
    id
    day
    response
    photoUrl
    audioUrl
    likes
    likedByViewer
    createdAt
    updatedAt
    author {
      id
      displayName
      profileImageUrl
    }
    viewerCan {
      update
      delete
      like
    }
  }
`);

/** A family's day with its prompt and answers. */
export const MomentFieldsFragment = graphql(`
  fragment MomentFields on DailyMoment {
    id
    treeId
    day
    isToday
    skipped
    answerCount
    prompt {
      id
      text
      promptType
      fromFamily
      author {
        id
        displayName
      }
    }
    answers {
      ...MomentAnswerFields
    }
    viewerAnswer {
      id
      response
      photoUrl
      audioUrl
    }
    viewerCan {
      answer
      skip
    }
  }
`);

/** Today's prompt of a family, the viewer's trees (to choose the family) and their streak there. */
export const TodaysMomentDocument = graphql(`
  query TodaysMoment($treeId: ID) {
    dailyMoment(treeId: $treeId) {
      ...MomentFields
    }
    trees {
      id
      name
    }
  }
`);

/** The viewer's streak in a family. */
export const MomentStreakDocument = graphql(`
  query MomentStreak($treeId: ID!) {
    momentStreak(treeId: $treeId)
  }
`);

/** A page of a family's earlier days, newest first. */
export const EarlierMomentsDocument = graphql(`
  query EarlierMoments($treeId: ID!, $after: String, $first: Int) {
    dailyMoments(treeId: $treeId, after: $after, first: $first) {
      nodes {
        ...MomentFields
      }
      endCursor
      hasMore
    }
  }
`);

/** The family's queue of prompts. */
export const FamilyPromptQueueDocument = graphql(`
  query FamilyPromptQueue($treeId: ID!) {
    familyPromptQueue(treeId: $treeId) {
      id
      text
      promptType
      author {
        id
        displayName
      }
      viewerCan {
        withdraw
      }
    }
  }
`);

export const AnswerDailyMomentDocument = graphql(`
  mutation AnswerDailyMoment($input: AnswerDailyMomentInput!) {
    answerDailyMoment(input: $input) {
      ...MomentAnswerFields
    }
  }
`);

export const LikeMomentAnswerDocument = graphql(`
  mutation LikeMomentAnswer($id: ID!, $like: Boolean) {
    likeMomentAnswer(id: $id, like: $like) {
      id
      likes
      likedByViewer
    }
  }
`);

export const DeleteMomentAnswerDocument = graphql(`
  mutation DeleteMomentAnswer($id: ID!) {
    deleteMomentAnswer(id: $id)
  }
`);

export const SkipDailyMomentDocument = graphql(`
  mutation SkipDailyMoment($id: ID!) {
    skipDailyMoment(id: $id) {
      ...MomentFields
    }
  }
`);

export const AddFamilyPromptDocument = graphql(`
  mutation AddFamilyPrompt($input: AddFamilyPromptInput!) {
    addFamilyPrompt(input: $input) {
      id
    }
  }
`);

export const WithdrawFamilyPromptDocument = graphql(`
  mutation WithdrawFamilyPrompt($id: ID!) {
    withdrawFamilyPrompt(id: $id)
  }
`);

/** One person's answers in a family, for the printable book. */
export const MomentBookDocument = graphql(`
  query MomentBook($treeId: ID!, $userId: ID!) {
    momentBook(treeId: $treeId, userId: $userId) {
      treeName
      author {
        id
        displayName
      }
      answers {
        id
        day
        response
        photoUrl
        prompt {
          id
          text
        }
      }
    }
  }
`);
