import { useSubscription } from '@apollo/client/react';
import type { ChallengeProgressFieldsFragment } from '../../gql/graphql';
import type { Celebration } from './CelebrationDialog';
import { ChallengeProgressChangedDocument, ChallengeViewerProgressFragment, DiscoveryChallengesDocument } from './challengeQueries';
import { MyRewardsDocument } from './rewardsQueries';

/**
 * Hears the viewer's progress as the server works it out (on whichever server) and writes it into
 * the challenge it belongs to, so the bar moves without a reload. A change of status (completed,
 * taken back, expired) also changes what the viewer may do with the challenge, so the list is read
 * again; a completion reads the rewards and leaderboard again, and a first completion is celebrated.
 */
export function useChallengeProgressFeed(onCompleted: (celebration: Celebration) => void): void {
  useSubscription(ChallengeProgressChangedDocument, {
    // Written to the cache here, into its challenge.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ client, data }) => {
      const progress: ChallengeProgressFieldsFragment | undefined = data.data?.challengeProgressChanged;
      if (!progress) return;
      const id = client.cache.identify({ __typename: 'DiscoveryChallenge', id: progress.challengeId });
      const before = id ? client.cache.readFragment({ id, fragment: ChallengeViewerProgressFragment, fragmentName: 'ChallengeViewerProgress' }) : null;
      if (!id || !before) {
        // A challenge this page has not listed yet (joined in another tab): read the list again.
        void client.refetchQueries({ include: [DiscoveryChallengesDocument] });
        return;
      }
      client.cache.writeFragment({
        id,
        fragment: ChallengeViewerProgressFragment,
        fragmentName: 'ChallengeViewerProgress',
        data: { ...before, viewerProgress: progress },
      });
      const previous = before.viewerProgress;
      if (previous?.status !== progress.status) void client.refetchQueries({ include: [DiscoveryChallengesDocument] });
      if (progress.status !== 'completed' || previous?.status === 'completed') return;
      void client.refetchQueries({ include: [MyRewardsDocument, 'ChallengeLeaderboard'] });
      // Reaching the target again after the credit was taken back is not a new completion.
      if (!previous?.completedAt) onCompleted({ challengeId: progress.challengeId, title: before.title, rewards: progress.rewardsEarned ?? before.rewards });
    },
  });
}
