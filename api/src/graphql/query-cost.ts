import { getNullableType, isListType, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_GENERATIONS } from '../modules/family/index.ts';

/**
 * What a field costs beyond the one unit every field costs, for root fields whose resolver does
 * more than read a few rows by key. A mutation costs 10 unless named here.
 */
const FIELD_COSTS: Record<string, number> = {
  'Query.searchUsers': 20, // trigram similarity over every user
  'Query.search': 20, // names by trigram similarity, texts by words, four kinds
  'Query.connectionSuggestions': 50, // name and birth-date matches, then connections of connections
  'Query.relationshipBetween': 50, // the ancestor walk of two people and their partners
  'Query.familyTree': 20,
  // A whole tree at once: every generation it may reach, as one JSON value.
  'Query.familyTreeColumns': 1000,
  // A whole tree's history at once (people, links, up to 5,000 dated items), as one JSON value.
  'Query.animatedTimeline': 1000,
  'Query.familyStats': 10,
  'Query.accounts': 10,
  'Query.timelineYears': 20, // counts every entry the viewer may see
  'DnaMatch.treeCheck': 50, // the ancestor walk of the two kits' people
  'Query.dnaTriangulation': 20, // a kit's matches, their segments intersected
  'Query.faceSuggestions': 20, // a tree's face profiles made again where needed, each face compared with them
};

/** Types whose lists are counted by the field that returns them (its page size or window). */
const SIZED_BY_PARENT = new Set(['FamilyMemberPage', 'ConnectionSuggestionPage', 'TreeWindow', 'MemoryPage', 'StoryPage', 'SearchResults', 'FamilyEventPage', 'TimelinePage', 'TimelineEntry', 'NotificationPage', 'AchievementPage', 'HeirloomPage', 'DailyMomentPage', 'VoiceMessagePage', 'TimeCapsulePage', 'ChallengeLeaderboard', 'FamilyInsightPage']);

/** Page sizes a resolver refuses above: a larger one asked for costs what the resolver would read. */
const PAGE_LIMITS: Record<string, number> = { 'Query.memories': 100, 'Query.search': 20, 'Query.stories': 50, 'Query.familyEvents': 100, 'Query.timeline': 200, 'Query.notifications': 100, 'Query.achievements': 50, 'Query.heirlooms': 50, 'Query.dailyMoments': 20, 'Query.voiceInbox': 50, 'Query.sentVoiceMessages': 50, 'Query.voiceStories': 50, 'Query.sentTimeCapsules': 50, 'Query.timeCapsulesForMe': 50, 'Query.challengeLeaderboard': 100, 'Query.familyInsights': 50 };

/** How many items a list without a page size is taken to hold (a member's relationships, a user's tokens …). */
const UNPAGED_LIST_ITEMS = 10;

/** Members a tree window is taken to hold per generation asked for. */
const WINDOW_MEMBERS_PER_GENERATION = 2;

const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : fallback);

/** How many items a field's answer holds: its page size, a tree window's generations, or a list's usual length. */
function itemsOf(key: string, typeName: string, isList: boolean, args: Record<string, unknown>): number {
  if (key === 'Query.familyTree') {
    // More generations than a window may have are refused by the resolver, with a message that says so.
    const generations = (value: unknown) => Math.min(count(value, 0), MAX_GENERATIONS);
    return WINDOW_MEMBERS_PER_GENERATION * (1 + generations(args.generationsUp) + generations(args.generationsDown));
  }
  if ('first' in args || 'limit' in args) return Math.min(count(args.first ?? args.limit, 1), PAGE_LIMITS[key] ?? Infinity);
  return isList && !SIZED_BY_PARENT.has(typeName) ? UNPAGED_LIST_ITEMS : 1;
}

/**
 * A field costs its own units plus its selection once per item it returns, so 50 search results
 * cost 50 times their selection. Introspection costs one unit a field: graphql-js already bounds
 * how deeply it may nest.
 */
const estimate: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (type.name.startsWith('__') || field.name.startsWith('__')) return 1 + childComplexity;
  const key = `${type.name}.${field.name}`;
  const own = FIELD_COSTS[key] ?? (type.name === 'Mutation' ? 10 : 1);
  return own + itemsOf(key, type.name, isListType(getNullableType(field.type)), args) * childComplexity;
};

/** Fields (with fragments spread out) the cost walk visits before it gives up on a document. */
const MAX_NODES = 5000;
const TOO_MANY_NODES = 'Query exceeds the maximum allowed number of nodes.';

/**
 * The cost of the operation a request runs, with its variables (page sizes often come from them):
 * Infinity when the document is too large to walk; 0 when its arguments or variables do not fit
 * their types, which validation or execution refuses before any resolver runs.
 */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined): number {
  try {
    return getComplexity({ schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined, estimators: [estimate], maxQueryNodes: MAX_NODES });
  } catch (error) {
    if ((error as GraphQLError).message === TOO_MANY_NODES) return Infinity;
    return 0;
  }
}
