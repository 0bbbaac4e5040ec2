import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { i18n } from '../../lib/i18n';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { PeopleChoicesDocument, PeopleChoiceTreesDocument } from './peopleQueries';

/** A person of one of the viewer's trees, as the pickers show them. */
export interface PersonChoice {
  id: string;
  name: string;
}

const PAGE = 20;

/**
 * The viewer's trees and the people of the chosen one (the tree opened last at first) whose name
 * contains what was typed, asked for once the list is opened.
 */
export function usePeopleOptions(open: boolean) {
  const trees = useQuery(PeopleChoiceTreesDocument);
  const [chosenTreeId, setTreeId] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 250);
  const treeList = trees.data?.trees ?? [];
  const treeId = chosenTreeId ?? treeList[0]?.id ?? null;
  const people = useQuery(PeopleChoicesDocument, {
    variables: { treeId, search: search || undefined, first: PAGE },
    skip: !open || !treeId,
  });
  // While the next answer loads (a letter typed, a tree chosen), the last one stays in the list: it
  // never turns into "Loading…" under the pointer of someone about to choose.
  const shown = people.data ?? people.previousData;
  const options: PersonChoice[] = (shown?.familyMembers.nodes ?? []).map((m) => ({ id: m.id, name: m.fullName }));
  return {
    trees: treeList,
    treesLoaded: Boolean(trees.data),
    treeId,
    setTreeId,
    options,
    loading: people.loading || trees.loading,
    search,
    setTyped,
  };
}

export type PeopleOptions = ReturnType<typeof usePeopleOptions>;

export function noPeopleText(people: PeopleOptions): string {
  if (people.treesLoaded && people.trees.length === 0) return i18n.t('common:people.noTrees');
  return people.search ? i18n.t('common:people.noMatch') : i18n.t('common:people.noneYet');
}
