import type { ApolloCache } from '@apollo/client';
import { forgetRecentActivity } from '../../apollo/cache';

/** Active queries whose answers change when members or relationships do. */
export const TREE_QUERIES = ['FamilyTree', 'FamilyTreeStats', 'MemberOptions', 'ConnectionSuggestions', 'TreePeople', 'UnplacedMembers'];

/** Active queries whose answers change when a connection request is sent, answered or withdrawn. */
export const CONNECTION_QUERIES = ['ConnectionRequests', 'Connections', 'ConnectionSuggestions', 'FamilyTreeStats', 'FamilyTree'];

/**
 * After members or relationships changed: cached answers to "how are we related?" may be wrong
 * now, and the dashboard's activity list has a new entry.
 */
export function forgetTreeAnswers(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'relationshipBetween' });
  forgetRecentActivity(cache);
}
