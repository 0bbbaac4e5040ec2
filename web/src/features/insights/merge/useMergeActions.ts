import { useApolloClient } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../apollo/errors';
import { forgetRecentActivity } from '../../../apollo/cache';
import { useToast } from '../../../components/toast';
import { MergePeopleDocument, UndoPeopleMergeDocument } from './mergePeopleQueries';

/** The two people of a merge, by id and name. */
export interface MergeNames {
  keepId: string;
  mergeId: string;
  keepName: string;
  mergedName: string;
}

/** After a merge or its undo: the people, the tree and the activity on screen are asked again. */
function forgetMerged(cache: ApolloCache, goneId: string | null) {
  if (goneId) cache.evict({ id: cache.identify({ __typename: 'FamilyMember', id: goneId }) });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'relationshipBetween' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'familyTreeColumns' });
  forgetRecentActivity(cache);
  cache.gc();
}

/** Every query on screen is asked again, but the preview of a merge done (its person is gone). */
const refetchOnScreen = { refetchQueries: 'active' as const, onQueryUpdated: (query: { queryName?: string }) => query.queryName !== 'PeopleMergePreview' };

/**
 * Merging two people, then a toast "Merged" with Undo (which outlives the dialog, so it asks
 * through the client itself); what failed is said in words.
 */
export function useMergeActions() {
  const { t } = useTranslation('merge-people');
  const client = useApolloClient();
  const toast = useToast();

  const undo = async (mergeId: string, names: MergeNames) => {
    try {
      await client.mutate({ mutation: UndoPeopleMergeDocument, variables: { mergeId }, update: (cache) => forgetMerged(cache, null), ...refetchOnScreen });
      toast({ title: t('undone.title'), text: t('undone.text', { merged: names.mergedName }), variant: 'success' });
    } catch (error) {
      toast({ title: t('undone.failedTitle'), text: errorMessageOf(error, t('undone.failed')), variant: 'error' });
    }
  };

  /** Merges; answers whether it was done (a refusal is thrown back for the dialog to show). */
  const merge = async (names: MergeNames) => {
    const { data } = await client.mutate({
      mutation: MergePeopleDocument,
      variables: { keepId: names.keepId, mergeId: names.mergeId },
      update: (cache) => forgetMerged(cache, names.mergeId),
      ...refetchOnScreen,
    });
    const mergeId = data?.mergePeople.mergeId;
    if (!mergeId) return false;
    toast({
      title: t('merged.title'),
      text: t('merged.text', { merged: names.mergedName, keep: names.keepName }),
      variant: 'success',
      action: { label: t('merged.undo'), onClick: () => void undo(mergeId, names) },
    });
    return true;
  };

  return { merge };
}
