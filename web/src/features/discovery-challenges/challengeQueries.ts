import { graphql } from '../../gql';

/** What a challenge gives: shown on its card, in a completed one's "earned" line and in the celebration. */
export const ChallengeRewardsFieldsFragment = graphql(`
  fragment ChallengeRewardsFields on ChallengeRewards {
    points
    experience
    badge {
      key
      name
      imageUrl
    }
    unlocks
  }
`);

/** Where the viewer is with a challenge they joined; the live feed sends the same fields. */
export const ChallengeProgressFieldsFragment = graphql(`
  fragment ChallengeProgressFields on ChallengeProgress {
    id
    challengeId
    status
    percent
    count
    target
    remainingText
    startedAt
    deadline
    completedAt
    rewardsEarned {
      ...ChallengeRewardsFields
    }
  }
`);

/** What a challenge's card shows. */
export const DiscoveryChallengeFieldsFragment = graphql(`
  fragment DiscoveryChallengeFields on DiscoveryChallenge {
    id
    key
    title
    description
    challengeType
    difficulty
    category
    requirement {
      text
    }
    rewards {
      ...ChallengeRewardsFields
    }
    isActive
    timeLimitDays
    treeId
    treeName
    viewerProgress {
      ...ChallengeProgressFields
    }
    claim {
      claimedBy {
        id
        displayName
      }
      claimedAt
      confirmedBy {
        id
        displayName
      }
      confirmedAt
    }
    viewerCan {
      join
      leave
      claim
      confirm
      setActive
    }
  }
`);

/** The challenges the viewer may join and those they joined. */
export const DiscoveryChallengesDocument = graphql(`
  query DiscoveryChallenges {
    discoveryChallenges {
      ...DiscoveryChallengeFields
    }
  }
`);

/**
 * The trees of the viewer with their role: an owner may add family challenges to theirs. (Tree is
 * normalized by id, so asking for the role here changes nothing for the other lists of trees.)
 */
export const ChallengeTreesDocument = graphql(`
  query ChallengeTrees {
    trees {
      id
      name
      viewerRole
    }
  }
`);

/** The seasons there are scores in, the latest first. */
export const ChallengeSeasonsDocument = graphql(`
  query ChallengeSeasons {
    challengeSeasons {
      id
      startsOn
      endsOn
      current
    }
  }
`);

/** One place on a leaderboard. */
export const LeaderboardEntryFieldsFragment = graphql(`
  fragment LeaderboardEntryFields on LeaderboardEntry {
    rank
    user {
      id
      displayName
      firstName
      lastName
      profileImageUrl
    }
    score
    challengesCompleted
    completionSeconds
    reachedAt
    isViewer
  }
`);

/** A season's leaderboard among the viewer's family (the current season without `seasonId`). */
export const ChallengeLeaderboardDocument = graphql(`
  query ChallengeLeaderboard($seasonId: String, $first: Int) {
    challengeLeaderboard(seasonId: $seasonId, first: $first) {
      season {
        id
        startsOn
        endsOn
        current
      }
      entries {
        ...LeaderboardEntryFields
      }
      viewerEntry {
        ...LeaderboardEntryFields
      }
    }
  }
`);

export const JoinChallengeDocument = graphql(`
  mutation JoinChallenge($id: ID!) {
    joinChallenge(id: $id) {
      ...DiscoveryChallengeFields
    }
  }
`);

export const LeaveChallengeDocument = graphql(`
  mutation LeaveChallenge($id: ID!) {
    leaveChallenge(id: $id) {
      ...DiscoveryChallengeFields
    }
  }
`);

export const ClaimFamilyChallengeDocument = graphql(`
  mutation ClaimFamilyChallenge($id: ID!) {
    claimFamilyChallenge(id: $id) {
      ...DiscoveryChallengeFields
    }
  }
`);

export const ConfirmFamilyChallengeDocument = graphql(`
  mutation ConfirmFamilyChallenge($id: ID!) {
    confirmFamilyChallenge(id: $id) {
      ...DiscoveryChallengeFields
    }
  }
`);

export const CreateFamilyChallengeDocument = graphql(`
  mutation CreateFamilyChallenge($input: CreateFamilyChallengeInput!) {
    createFamilyChallenge(input: $input) {
      ...DiscoveryChallengeFields
    }
  }
`);

/** A challenge's progress, with what a celebration of it says: what the live feed reads and writes in the cache. */
export const ChallengeViewerProgressFragment = graphql(`
  fragment ChallengeViewerProgress on DiscoveryChallenge {
    id
    title
    rewards {
      ...ChallengeRewardsFields
    }
    viewerProgress {
      ...ChallengeProgressFields
    }
  }
`);

/** The viewer's progress with a challenge, each time the server works it out anew. */
export const ChallengeProgressChangedDocument = graphql(`
  subscription ChallengeProgressChanged {
    challengeProgressChanged {
      ...ChallengeProgressFields
    }
  }
`);
