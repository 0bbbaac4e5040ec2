import type { ApolloClient } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';

/** Root fields whose answers change when a memory is added, moved or deleted. */
const AFFECTED_FIELDS = new Set(['memories', 'familyStats', 'circles', 'recentCircles', 'circle']);

function rootFieldsOf(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []))
      : [],
  );
}

/**
 * The names of the queries on screen that show memories, their counts or circles (the memory lists,
 * the family figures, the circles lists), whichever screens are showing them now.
 */
export function affectedQueryNames(client: ApolloClient): string[] {
  const names = new Set<string>();
  for (const query of client.getObservableQueries('active')) {
    if (query.queryName && rootFieldsOf(query.query).some((field) => AFFECTED_FIELDS.has(field))) names.add(query.queryName);
  }
  return [...names];
}

/** Asks again for every list and count on screen that a new, moved or deleted memory changes. */
export async function refreshAfterMemoryChange(client: ApolloClient): Promise<void> {
  const include = affectedQueryNames(client);
  if (include.length > 0) await client.refetchQueries({ include });
}
