import { graphql } from '../../gql';

/** What a card shows of an achievement. */
export const AchievementFieldsFragment = graphql(`
  fragment AchievementFields on Achievement {
    id
    treeId
    title
    description
    achievementType
    date {
      value
      text
    }
    member {
      id
      fullName
    }
    photos {
      id
      url
    }
    celebrationCount
    celebratedByViewer
    viewerCan {
      update
      delete
      celebrate
    }
  }
`);

/** A page of the family's achievements, the latest first, of one kind or all. */
export const AchievementsDocument = graphql(`
  query Achievements($achievementType: AchievementType, $first: Int, $after: String) {
    achievements(achievementType: $achievementType, first: $first, after: $after) {
      nodes {
        ...AchievementFields
      }
      endCursor
      hasMore
    }
  }
`);

/** A person's achievements, and whether the viewer may record more of them. */
export const MemberAchievementsDocument = graphql(`
  query MemberAchievements($memberId: ID!) {
    familyMember(id: $memberId) {
      id
      fullName
      viewerCan {
        update
      }
    }
    memberAchievements(memberId: $memberId) {
      ...AchievementFields
    }
  }
`);

export const RecordAchievementDocument = graphql(`
  mutation RecordAchievement($input: RecordAchievementInput!) {
    recordAchievement(input: $input) {
      ...AchievementFields
    }
  }
`);

export const EditAchievementDocument = graphql(`
  mutation EditAchievement($id: ID!, $input: EditAchievementInput!) {
    editAchievement(id: $id, input: $input) {
      ...AchievementFields
    }
  }
`);

export const CelebrateAchievementDocument = graphql(`
  mutation CelebrateAchievement($id: ID!, $celebrate: Boolean) {
    celebrateAchievement(id: $id, celebrate: $celebrate) {
      id
      celebrationCount
      celebratedByViewer
    }
  }
`);

export const DeleteAchievementDocument = graphql(`
  mutation DeleteAchievement($id: ID!) {
    deleteAchievement(id: $id)
  }
`);
