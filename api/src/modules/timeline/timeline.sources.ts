import type { TimelineFilter } from '../../generated/graphql.ts';
import { circleMemberScope } from '../../policies/circle.policy.ts';
import { familyEventScope } from '../../policies/family-event.policy.ts';
import { branchLimit, branchScope } from '../../policies/family-member.policy.ts';
import { storyScope } from '../../policies/story.policy.ts';
import { achievementPersonScope } from '../../policies/achievement.policy.ts';
import { heirloomScope } from '../../policies/heirloom.policy.ts';
import { capsuleContentScope } from '../../policies/time-capsule.policy.ts';
import { voiceMessageScope } from '../../policies/voice-message.policy.ts';
import { hidesLivingDates, livingDatesShownSql } from '../family/index.ts';
import type { TreeGrant } from '../trees/index.ts';
import { inlined } from '../../policies/sql.ts';
import type { Params } from '../../db/prepared-statements.ts';

// Where timeline entries come from. Nothing is stored for the timeline: each source is a scan of
// the rows the viewer may see, in (day, id) order along an index of the timeline's migration, so a
// page reads only as many rows of each source as it can show. A statement's text depends only on
// the filter (the viewer's trees and circles are its parameters), so it is planned once.

export type SourceName = 'birth' | 'death' | 'marriage' | 'memory' | 'story' | 'event' | 'capsule' | 'achievement' | 'voice' | 'heirloom' | 'passing';

/** What a filter button shows: its sources, and which types of stories. */
export interface Selection {
  sources: readonly SourceName[];
  storyTypes: readonly string[];
}

const ALL_STORIES = ['memory', 'milestone', 'tradition', 'achievement'];

export const SELECTIONS: Record<TimelineFilter, Selection> = {
  all: { sources: ['birth', 'death', 'marriage', 'memory', 'story', 'event', 'capsule', 'achievement', 'voice', 'heirloom', 'passing'], storyTypes: ALL_STORIES },
  memories: { sources: ['memory', 'story', 'voice'], storyTypes: ['memory'] },
  milestones: { sources: ['story'], storyTypes: ['milestone'] },
  achievements: { sources: ['story', 'achievement'], storyTypes: ['achievement'] },
  births: { sources: ['birth'], storyTypes: [] },
  marriages: { sources: ['marriage'], storyTypes: [] },
};

/** Who is asking: the viewer, their grants (read first) and today's date (UTC), which decides who counts as living. */
export interface Viewing {
  viewerId: string;
  grants: readonly TreeGrant[];
  today: string;
}

/**
 * One scan of a source: its rows (`from` and conditions), the day and id it is ordered by, and what
 * an entry needs besides (two people, a kind). A scan `per` tree is read once for each of the
 * viewer's trees (alias `g`: tree_id, access_id of a branch-limited grant, hides, living_years); one
 * `per` circle once for each of their circles (alias `vc`), each newest first by index.
 */
export interface Scan {
  source: SourceName;
  from: string;
  where: string[];
  day: string;
  id: string;
  a?: string;
  b?: string;
  sub?: string;
  per?: 'tree' | 'circle';
}

/** The day a story sorts by: the day it tells of, else the day it was written (as the timeline's index has it). */
const STORY_DAY = `coalesce(s.event_date, (s.created_at at time zone 'UTC')::date)`;
/** The day a family event starts on, where it happens (as the timeline's index has it). */
const EVENT_DAY = `(e.starts_at at time zone e.time_zone)::date`;
/** The day a time capsule opened on, where it was written for (as its timeline index has it). */
const CAPSULE_DAY = `(tc.open_at at time zone tc.time_zone)::date`;
/** The day a voice message was sent (UTC). */
const VOICE_DAY = `(vm.created_at at time zone 'UTC')::date`;

/** The viewer's trees, one row each, from their grants. */
export function viewerTrees(p: Params, v: Viewing) {
  const refs = [
    p.ref('trees', 'uuid[]', v.grants.map((g) => g.treeId)),
    p.ref('limits', 'uuid[]', v.grants.map((g) => branchLimit(g)?.id ?? null)),
    p.ref('hides', 'boolean[]', v.grants.map(hidesLivingDates)),
    p.ref('living_years', 'int[]', v.grants.map((g) => g.livingYears)),
  ];
  return `unnest(${refs.join(', ')}) as g(tree_id, access_id, hides, living_years)`;
}

/** The viewer's circles whose memories they may see (circleMemberScope), found from their memberships. */
export const viewerCircles = (p: Params, v: Viewing) => {
  const viewer = p.ref('viewer', 'uuid', v.viewerId);
  return { from: 'circle_members vc', where: `vc.user_id = ${viewer} and ${inlined(circleMemberScope('vc.circle_id', { sql: viewer }))}` };
};

/** Within a tree of the viewer's: a person (id expression) in their branch, when one limits them (g.access_id, else null). */
const inBranch = (id: string) => inlined(branchScope(id, { sql: 'g.access_id' }));

/** Within a tree of the viewer's whose grant hides living people's dates (g.hides): people (`family_members` rows) whose dates they may still read. */
function datesShown(p: Params, v: Viewing, people: string[]) {
  const sql = { today: p.ref('today', 'date', v.today), livingYears: 'g.living_years', viewer: p.ref('viewer', 'uuid', v.viewerId) };
  return people.map((alias) => livingDatesShownSql(alias, sql)).join(' and ');
}

function lifeScan(p: Params, v: Viewing, source: 'birth' | 'death'): Scan {
  const day = source === 'birth' ? 'fm.birth_earliest' : 'fm.death_earliest';
  // A death is dated only for the dead, whose dates are never hidden.
  const where = ['fm.tree_id = g.tree_id', `${day} is not null`, inBranch('fm.id'), ...(source === 'birth' ? [`(not g.hides or ${datesShown(p, v, ['fm'])})`] : [])];
  return { source, from: 'family_members fm', where, day, id: 'fm.id', per: 'tree' };
}

function marriageScan(p: Params, v: Viewing): Scan {
  // The partners are read only where their dates may be hidden.
  const partners = `exists (select 1 from family_members fa join family_members fb on fb.id = r.to_id where fa.id = r.from_id and ${datesShown(p, v, ['fa', 'fb'])})`;
  return {
    source: 'marriage',
    from: 'family_relationships r',
    where: ['r.tree_id = g.tree_id', `r.kind = 'partner'`, 'r.start_date is not null', inBranch('r.from_id'), inBranch('r.to_id'), `(not g.hides or ${partners})`],
    day: 'r.start_date',
    id: 'r.id',
    a: 'r.from_id',
    b: 'r.to_id',
    sub: 'r.partner_kind',
    per: 'tree',
  };
}

const memoryScan = (): Scan => ({ source: 'memory', from: 'memories m', where: ['m.circle_id = vc.circle_id', 'm.event_date is not null'], day: 'm.event_date', id: 'm.id', per: 'circle' });

function storyScan(p: Params, v: Viewing, types: readonly string[]): Scan {
  const where = [inlined(storyScope('s', { sql: p.ref('viewer', 'uuid', v.viewerId) }))];
  if (types.length < ALL_STORIES.length) where.push(`s.story_type in (${types.map((t) => `'${t}'`).join(', ')})`);
  return { source: 'story', from: 'family_stories s', where, day: STORY_DAY, id: 's.id', sub: 's.story_type' };
}

function eventScan(p: Params, v: Viewing): Scan {
  const where = ['e.cancelled_at is null', inlined(familyEventScope('e', { sql: p.ref('viewer', 'uuid', v.viewerId) }))];
  return { source: 'event', from: 'family_events e', where, day: EVENT_DAY, id: 'e.id', sub: 'e.event_type' };
}

/** Opened time capsules whose content the viewer may read (their own, and those opened for them), on the day they opened; a sealed one never. */
function capsuleScan(p: Params, v: Viewing): Scan {
  const where = [`tc.status = 'opened'`, inlined(capsuleContentScope('tc', { sql: p.ref('viewer', 'uuid', v.viewerId) }))];
  return { source: 'capsule', from: 'time_capsules tc', where, day: CAPSULE_DAY, id: 'tc.id' };
}

/**
 * Achievements, in each of the viewer's trees along its (tree, day, id) index, as the achievement
 * policy's scope reads them (people the viewer sees, with their details), on the day they sort by.
 * The person is joined and judged as each row comes along the index (`is true` keeps PostgreSQL from
 * turning the scope into a join listing every person of the tree), so a page stops after the rows it shows.
 */
function achievementScan(p: Params, v: Viewing): Scan {
  const readable = achievementPersonScope('fam', { sql: p.ref('viewer', 'uuid', v.viewerId) }, { sql: p.ref('today', 'date', v.today) });
  return { source: 'achievement', from: 'family_achievements fa join family_members fam on fam.id = fa.member_id', where: ['fa.tree_id = g.tree_id', `(${inlined(readable)}) is true`], day: 'fa.day', id: 'fa.id', sub: 'fa.achievement_type', per: 'tree' };
}

/** Voice messages shared as stories, for those the voice-message policy's scope lets read them (their sender and recipients), on the day they were sent. */
function voiceStoryScan(p: Params, v: Viewing): Scan {
  const where = ['vm.is_story', inlined(voiceMessageScope('vm', { sql: p.ref('viewer', 'uuid', v.viewerId) }))];
  return { source: 'voice', from: 'voice_messages vm', where, day: VOICE_DAY, id: 'vm.id' };
}

/**
 * Heirlooms on the day they came into the family (those with a date), in each of the viewer's trees
 * along its (tree, acquisition day, id) index, as the heirloom policy's scope reads them.
 */
function heirloomScan(p: Params, v: Viewing): Scan {
  const readable = heirloomScope('fh', { sql: p.ref('viewer', 'uuid', v.viewerId) });
  return { source: 'heirloom', from: 'family_assets fh', where: ['fh.tree_id = g.tree_id', 'fh.acquisition_day is not null', `(${inlined(readable)}) is true`], day: 'fh.acquisition_day', id: 'fh.id', per: 'tree' };
}

/**
 * Heirlooms passing from one owner to the next, on the day the next one had it from, in each of the
 * viewer's trees along its (tree, since day, id) index: of heirlooms the viewer reads, and, where the
 * viewer's grant hides living people's dates, only when neither person's dates are hidden (as a marriage).
 */
function passingScan(p: Params, v: Viewing): Scan {
  const readable = heirloomScope('fph', { sql: p.ref('viewer', 'uuid', v.viewerId) });
  const previous = `(select po.member_id from family_asset_owners po where po.heirloom_id = fo.heirloom_id and po.position < fo.position order by po.position desc limit 1)`;
  const hidden = `exists (select 1 from family_members fpm where fpm.id in (fo.member_id, ${previous}) and not ${datesShown(p, v, ['fpm'])})`;
  return {
    source: 'passing',
    from: 'family_asset_owners fo',
    where: ['fo.tree_id = g.tree_id', 'fo.since_day is not null', 'fo.position > 0', `(exists (select 1 from family_assets fph where fph.id = fo.heirloom_id and ${inlined(readable)})) is true`, `(not g.hides or not ${hidden})`],
    day: 'fo.since_day',
    id: 'fo.id',
    a: previous,
    b: 'fo.member_id',
    sub: 'fo.how',
    per: 'tree',
  };
}

/** The scans a filter needs, their parameters named in `p`. */
export function scansOf(selection: Selection, p: Params, v: Viewing): Scan[] {
  const scans: Scan[] = [];
  for (const source of selection.sources) {
    if (source === 'birth' || source === 'death') scans.push(lifeScan(p, v, source));
    if (source === 'marriage') scans.push(marriageScan(p, v));
    if (source === 'memory') scans.push(memoryScan());
    if (source === 'story' && selection.storyTypes.length) scans.push(storyScan(p, v, selection.storyTypes));
    if (source === 'event') scans.push(eventScan(p, v));
    if (source === 'achievement') scans.push(achievementScan(p, v));
    if (source === 'capsule') scans.push(capsuleScan(p, v));
    if (source === 'voice') scans.push(voiceStoryScan(p, v));
    if (source === 'heirloom') scans.push(heirloomScan(p, v));
    if (source === 'passing') scans.push(passingScan(p, v));
  }
  return scans;
}
