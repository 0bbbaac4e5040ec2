import type { SearchResult, SearchResults } from '../../generated/graphql.ts';
import { requireViewer } from '../../policies/authorize.ts';
import type { ServiceContext } from '../service-context.ts';
import { viewerGrants } from '../trees/index.ts';
import { findUsersByIds, publicName } from '../users/index.ts';
import { check } from '../../input/validation.ts';
import { memoriesMatching } from './memory-search.repository.ts';
import { peopleMatching } from './people-search.repository.ts';
import { achievementResult, capsuleResult, eventResult, heirloomResult, memoryResult, momentAnswerResult, personResult, storyResult, voiceMessageResult } from './search.presenter.ts';
import { achievementsMatching } from './achievement-search.repository.ts';
import { heirloomsMatching } from './heirloom-search.repository.ts';
import { eventsMatching } from './event-search.repository.ts';
import { searchRules } from './search.input.ts';
import { textTerms } from './search-terms.ts';
import { storiesMatching, type StoryMatchRow } from './story-search.repository.ts';
import { capsulesMatching, type CapsuleMatchRow } from './capsule-search.repository.ts';
import { momentAnswersMatching, type MomentAnswerMatchRow } from './moment-search.repository.ts';
import { voiceMessagesMatching, type VoiceMatchRow } from './voice-search.repository.ts';

/**
 * People, memories, stories, family events, opened time capsules, achievements and heirlooms the viewer may see that match the words, the best
 * first, at most `first` of each. Each kind is one statement, read side by side; each is limited
 * by its policy's scope in SQL, so nothing the viewer may not see is ever read.
 */
export async function search(sc: ServiceContext, args: { query: string; first: number }): Promise<SearchResults> {
  const viewer = requireViewer(sc.viewer);
  const { query, first } = await check(searchRules, args);
  const terms = textTerms(query);
  const [people, memories, stories, events, timeCapsules, achievements, momentAnswers, voiceMessages, heirlooms] = await Promise.all([
    findPeople(sc, viewer.id, query, first),
    terms ? memoriesMatching(sc.em, viewer.id, terms, first).then((rows) => rows.map(memoryResult)) : [],
    terms ? storiesMatching(sc.em, viewer.id, terms, first).then((rows) => presentStories(sc, rows)) : [],
    terms ? eventsMatching(sc.em, viewer.id, terms, first).then((rows) => rows.map(eventResult)) : [],
    terms ? capsulesMatching(sc.em, viewer.id, terms, first).then((rows) => presentCapsules(sc, rows)) : [],
    terms ? achievementsMatching(sc.em, viewer.id, terms, first).then((rows) => rows.map(achievementResult)) : [],
    terms ? momentAnswersMatching(sc.em, viewer.id, terms, first).then((rows) => presentMomentAnswers(sc, rows)) : [],
    terms ? voiceMessagesMatching(sc.em, viewer.id, terms, first).then((rows) => presentVoiceMessages(sc, rows)) : [],
    terms ? heirloomsMatching(sc.em, viewer.id, terms, first).then((rows) => rows.map(heirloomResult)) : [],
  ]);
  return { people, memories, stories, events, timeCapsules, achievements, momentAnswers, voiceMessages, heirlooms };
}

async function findPeople(sc: ServiceContext, viewerId: string, query: string, first: number): Promise<SearchResult[]> {
  const [rows, grants] = await Promise.all([peopleMatching(sc.em, viewerId, query, first), viewerGrants(sc)]);
  const grantOf = new Map(grants.map((g) => [g.treeId, g]));
  // A person is found only through an active grant, so theirs is among the viewer's.
  return rows.filter((row) => grantOf.has(row.tree_id)).map((row) => personResult(row, grantOf.get(row.tree_id)!, viewerId, grants.length > 1));
}

/** Stories with their authors' names, read in one statement. */
async function presentStories(sc: ServiceContext, rows: StoryMatchRow[]): Promise<SearchResult[]> {
  const authorIds = [...new Set(rows.map((r) => r.author_id).filter((id): id is string => Boolean(id)))];
  const authors = new Map((authorIds.length ? await findUsersByIds(sc.em, authorIds) : []).map((u) => [u.id, publicName(u)]));
  return rows.map((row) => storyResult(row, row.author_id ? (authors.get(row.author_id) ?? null) : null));
}

/** Opened time capsules with their creators' names, read in one statement. */
async function presentCapsules(sc: ServiceContext, rows: CapsuleMatchRow[]): Promise<SearchResult[]> {
  const creatorIds = [...new Set(rows.map((r) => r.creator_id))];
  const creators = new Map((creatorIds.length ? await findUsersByIds(sc.em, creatorIds) : []).map((u) => [u.id, publicName(u)]));
  return rows.map((row) => capsuleResult(row, creators.get(row.creator_id) ?? null));
}

/** Answers to daily prompts with their authors' names, read in one statement. */
async function presentMomentAnswers(sc: ServiceContext, rows: MomentAnswerMatchRow[]): Promise<SearchResult[]> {
  const authorIds = [...new Set(rows.map((r) => r.user_id))];
  const authors = new Map((authorIds.length ? await findUsersByIds(sc.em, authorIds) : []).map((u) => [u.id, publicName(u)]));
  return rows.map((row) => momentAnswerResult(row, authors.get(row.user_id) ?? null));
}

/** Voice messages with their senders' names, read in one statement. */
async function presentVoiceMessages(sc: ServiceContext, rows: VoiceMatchRow[]): Promise<SearchResult[]> {
  const senderIds = [...new Set(rows.map((r) => r.sender_id))];
  const senders = new Map((senderIds.length ? await findUsersByIds(sc.em, senderIds) : []).map((u) => [u.id, publicName(u)]));
  return rows.map((row) => voiceMessageResult(row, senders.get(row.sender_id) ?? null));
}
