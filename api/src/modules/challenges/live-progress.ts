import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { changedChallenges } from './challenge.repository.ts';
import { presentChallenge, type ProgressModel } from './challenge.presenter.ts';
import type { ProgressFeed } from './progress-feed.ts';

/** The context of an operation over the live connection, with this server's progress feed. */
export interface ChallengeLiveContext extends ServiceContext {
  challengeFeed?: ProgressFeed;
}

/**
 * The viewer's progress with each challenge as it changes: every announcement of their own progress
 * is read afresh through the challenge scope, so only what they may see is sent.
 */
export async function* progressChanges(sc: ChallengeLiveContext): AsyncGenerator<ProgressModel> {
  const viewer = requireViewer(sc.viewer);
  if (!sc.challengeFeed) throw invalid(t('notifications:notLive'));
  for await (const signal of sc.challengeFeed.follow(viewer.id)) {
    if (signal.userId !== viewer.id) continue;
    for (const row of await changedChallenges(sc.em, viewer.id, signal.ids)) {
      const progress = presentChallenge(row).viewerProgress;
      if (progress) yield progress;
    }
  }
}
