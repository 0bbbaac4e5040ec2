import { graphql } from '../../gql';

/**
 * The viewer's rewards, as the page's header, the dashboard's card and the profile show them. One
 * selection for all three: `myRewards` has no id, so two different selections of it would replace
 * each other in the cache.
 */
export const UserRewardsFieldsFragment = graphql(`
  fragment UserRewardsFields on UserRewards {
    totalPoints
    level
    experience
    levelStartsAt
    nextLevelAt
    badges {
      badge {
        key
        name
        imageUrl
      }
      earnedAt
    }
    currentStreak
    longestStreak
    unlockedFeatures
    onLeaderboard
    challengesCompleted
  }
`);

export const MyRewardsDocument = graphql(`
  query MyRewards {
    myRewards {
      ...UserRewardsFields
    }
  }
`);

export const SetLeaderboardVisibilityDocument = graphql(`
  mutation SetLeaderboardVisibility($visible: Boolean!) {
    setLeaderboardVisibility(visible: $visible) {
      ...UserRewardsFields
    }
  }
`);
