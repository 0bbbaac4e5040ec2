import type { ApolloCache } from '@apollo/client';
import { forgetRecentActivity } from '../../apollo/cache';

/** Active queries whose answers change when members or relationships do. */
export const TREE_QUERIES = ['FamilyTree', 'FamilyTreeColumns', 'FamilyTreeStats', 'MemberOptions', 'ConnectionSuggestions', 'TreePeople', 'UnplacedMembers'];

/** Active queries whose answers change when a connection request is sent, answered or withdrawn. */
export const CONNECTION_QUERIES = ['ConnectionRequests', 'Connections', 'ConnectionSuggestions', 'FamilyTreeStats', 'FamilyTree'];

/**
 * After members or relationships changed: cached answers to "how are we related?" and cached whole
 * windows may be wrong now, and the dashboard's activity list has a new entry.
 */
export function forgetTreeAnswers(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'relationshipBetween' });
  // Windows not on screen now would be out of date when shown again.
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'familyTreeColumns' });
  forgetRecentActivity(cache);
}
