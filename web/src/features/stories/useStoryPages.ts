import type { ApolloCache } from '@apollo/client';
import type { StoryFieldsFragment } from '../../gql/graphql';
import { useCursorPages } from '../../lib/useCursorPages';
import { StoriesDocument } from './storyQueries';

export const PAGE_SIZE = 20;

/** Puts a story just shared at the top of the list shown. */
export function prependStory(cache: ApolloCache, story: StoryFieldsFragment & { __typename?: 'Story' }) {
  cache.updateQuery({ query: StoriesDocument, variables: { first: PAGE_SIZE } }, (data) =>
    data ? { stories: { ...data.stories, nodes: [{ __typename: 'Story' as const, ...story }, ...data.stories.nodes.filter((s) => s.id !== story.id)] } } : data,
  );
}

/** Stories newest first, page after page along the server's cursor. */
export function useStoryPages() {
  const { items, ...pages } = useCursorPages(StoriesDocument, { first: PAGE_SIZE }, 'stories');
  return { stories: items, ...pages };
}
