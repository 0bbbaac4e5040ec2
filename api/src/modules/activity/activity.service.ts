import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ActivityKind } from '../../generated/graphql.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/user.entity.ts';
import { Activity } from './activity.entity.ts';

/** Stages an activity entry; it is saved with the change it describes. */
export function recordActivity(em: EntityManager, user: User, kind: ActivityKind, summary: string) {
  return em.create(Activity, { user, kind, summary });
}

/** The viewer's newest activity entries. */
export async function recentActivity(sc: ServiceContext, first: number) {
  const viewer = requireViewer(sc.viewer);
  if (!Number.isInteger(first) || first < 1 || first > 50) {
    throw invalid('first must be between 1 and 50.', { first: 'Must be between 1 and 50' });
  }
  return sc.em.find(Activity, { user: viewer }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first });
}
