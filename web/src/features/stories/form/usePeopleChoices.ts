import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { StoryPeopleDocument, StoryTreesDocument } from '../storyQueries';
import type { PersonChoice } from './storyForm';

const PAGE = 20;

/**
 * The viewer's trees and the people of the chosen one (the tree opened last at first) whose name
 * contains what was typed, asked for once the list is opened.
 */
export function usePeopleChoices(open: boolean) {
  const trees = useQuery(StoryTreesDocument);
  const [chosenTreeId, setTreeId] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 250);
  const treeList = trees.data?.trees ?? [];
  const treeId = chosenTreeId ?? treeList[0]?.id ?? null;
  const people = useQuery(StoryPeopleDocument, { variables: { treeId, search: search || undefined, first: PAGE }, skip: !open || !treeId });
  const options: PersonChoice[] = (people.data?.familyMembers.nodes ?? []).map((m) => ({ id: m.id, name: m.fullName }));
  const none = trees.data && treeList.length === 0 ? 'Add people to a family tree to tag them' : search ? 'No one in this tree has that name' : 'No people in this tree yet';
  return { trees: treeList, treeId, setTreeId, options, loading: people.loading || trees.loading, setTyped, noOptionsText: none };
}
