import type { MockLink } from '@apollo/client/testing';
import type { TimelineEntryFieldsFragment, TimelineFilter, TimelineQueryVariables } from '../../../gql/graphql';
import { TimelineDocument, TimelineYearsDocument } from '../timelineQueries';
import { PAGE_SIZE } from '../useTimelinePages';

/** An entry of the timeline: Walter's birth unless told otherwise. */
export function entry(overrides: Partial<TimelineEntryFieldsFragment> = {}): TimelineEntryFieldsFragment {
  return {
    __typename: 'TimelineEntry',
    id: 'birth:m1',
    date: '1850-03-12',
    dateText: '12 March 1850',
    type: 'birth',
    title: 'Walter Rivera was born',
    description: 'Born in London',
    photos: [],
    photoCount: 0,
    involvedMembers: [{ __typename: 'TimelinePerson', id: 'm1', treeId: 't1', name: 'Walter Rivera' }],
    link: '/family-tree?tree=t1&focus=m1',
    ...overrides,
  } as TimelineEntryFieldsFragment;
}

interface PageOptions {
  filter?: TimelineFilter;
  fromYear?: number | null;
  after?: string;
  endCursor?: string | null;
  delay?: number;
}

/** A page of the timeline, answered to the request for exactly that page. */
export function timelinePage(nodes: TimelineEntryFieldsFragment[], { filter = 'all', fromYear = null, after, endCursor = null, delay }: PageOptions = {}): MockLink.MockedResponse {
  return {
    request: {
      query: TimelineDocument,
      variables: (v: TimelineQueryVariables) => v.filter === filter && (v.fromYear ?? null) === fromYear && v.after === after && v.first === PAGE_SIZE,
    },
    delay,
    result: { data: { timeline: { __typename: 'TimelinePage', nodes, endCursor, hasMore: Boolean(endCursor) } } },
  };
}

/** A page request that fails. */
export function failingPage(filter: TimelineFilter = 'all'): MockLink.MockedResponse {
  return { request: { query: TimelineDocument, variables: (v: TimelineQueryVariables) => v.filter === filter }, error: new Error('Network down') };
}

/** The years of the dropdown under a filter, as often as asked. */
export function yearsMock(years: { year: number; count: number }[], filter: TimelineFilter = 'all'): MockLink.MockedResponse {
  return {
    request: { query: TimelineYearsDocument, variables: { filter } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { timelineYears: years.map((y) => ({ __typename: 'TimelineYear', ...y })) } },
  };
}
