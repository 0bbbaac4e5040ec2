import type { MockLink } from '@apollo/client/testing';
import type { StoriesQueryVariables, StoryFieldsFragment } from '../../../gql/graphql';
import { StoriesDocument, StoryCirclesDocument } from '../storyQueries';
export { treesMock } from '../../../test/peopleChoiceMocks';

export type StoryFixture = StoryFieldsFragment & { __typename: 'Story' };

/**
 * A story as the list reads it (written by someone else unless the overrides say otherwise), with
 * the type names the cache reads added to it and its parts.
 */
export function story(overrides: Partial<StoryFieldsFragment> = {}): StoryFixture {
  const fields: StoryFieldsFragment = {
    id: 's1',
    title: 'Grandma’s bread',
    content: 'Every Sunday she baked two loaves.',
    storyType: 'tradition',
    eventDate: '1972-03-05',
    isPublic: true,
    authorName: 'Lucia Rivera',
    createdAt: '2026-11-20T09:00:00.000Z',
    circle: null,
    taggedMembers: [],
    attachments: [],
    viewerCan: { update: false, delete: false },
    ...overrides,
  };
  return {
    ...fields,
    __typename: 'Story',
    circle: fields.circle && { __typename: 'Circle', ...fields.circle },
    taggedMembers: fields.taggedMembers.map((m) => ({ __typename: 'FamilyMember', ...m })),
    attachments: fields.attachments.map((m) => ({ __typename: 'Memory', ...m })),
    viewerCan: { __typename: 'StoryPermissions', ...fields.viewerCan },
  } as StoryFixture;
}

/** One page of stories, answered to a request for that page (the first when `after` is left out). */
export function storiesPage(nodes: StoryFixture[], { after, endCursor = null }: { after?: string; endCursor?: string | null } = {}): MockLink.MockedResponse {
  return {
    request: { query: StoriesDocument, variables: (v: StoriesQueryVariables) => v.after === after && v.first === 20 },
    result: { data: { stories: { __typename: 'StoryPage', nodes, endCursor, hasMore: Boolean(endCursor) } } },
  };
}

export const circlesMock: MockLink.MockedResponse = {
  request: { query: StoryCirclesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { circles: [{ __typename: 'Circle', id: 'c1', name: 'Rivera cousins' }] } },
};

