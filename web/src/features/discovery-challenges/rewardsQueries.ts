import { graphql } from '../../gql';

/**
 * The viewer's rewards, as the page's header and the profile show them. `myRewards` has no id, so
 * every selection of it keeps to these fields: the dashboard's card asks for some of them only
 * (RewardsCard.tsx), and a fuller answer written over its own loses nothing it shows.
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
