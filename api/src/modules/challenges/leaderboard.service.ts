import { requireViewer } from '../../policies/authorize.ts';
import { leaderboardPeopleScope } from '../../policies/challenge.policy.ts';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { check } from '../../input/validation.ts';
import type { ServiceContext } from '../service-context.ts';
import { seasonOf, seasonRange } from './challenge-rules.ts';
import { leaderboardRules } from './challenge.input.ts';
import { findUsersByIds, type User } from '../users/index.ts';

export interface SeasonModel {
  id: string;
  startsOn: string;
  endsOn: string;
  current: boolean;
}

export interface LeaderboardEntryModel {
  rank: number;
  userId: string;
  user: User;
  score: number;
  challengesCompleted: number;
  completionSeconds: number;
  reachedAt: string;
  isViewer: boolean;
}

export interface LeaderboardModel {
  season: SeasonModel;
  entries: LeaderboardEntryModel[];
  viewerEntry: LeaderboardEntryModel | null;
}

function season(id: string, current: string): SeasonModel {
  return { id, ...seasonRange(id)!, current: id === current };
}

/** The seasons with scores among the viewer's family, and the current one, the latest first. */
export async function challengeSeasons(sc: ServiceContext): Promise<SeasonModel[]> {
  const viewer = requireViewer(sc.viewer);
  const people = leaderboardPeopleScope('l.user_id', { id: viewer.id });
  const rows = await sc.em.execute<{ season_id: string }[]>(`select distinct l.season_id from challenge_leaderboard l where ${people.text}`, [...people.params]);
  const current = seasonOf(new Date());
  return [...new Set([current, ...rows.map((r) => r.season_id)])].sort().reverse().map((id) => season(id, current));
}

interface PlaceRow {
  user_id: string;
  score: number;
  completed: number;
  seconds: number;
  reached: Date;
  place: string;
}

/**
 * A season's leaderboard among the people who share a tree with the viewer (and the viewer): each
 * one's points, challenges completed and the time they took; ties go to whoever got there first.
 * Who left the leaderboard is shown to nobody (the scope leaves them out). A season that is not one (or has not begun) is a
 * clear error.
 */
export async function challengeLeaderboard(sc: ServiceContext, args: { seasonId?: string | null; first: number }): Promise<LeaderboardModel> {
  const viewer = requireViewer(sc.viewer);
  const { seasonId, first } = await check(leaderboardRules, args);
  const current = seasonOf(new Date());
  const id = seasonId ?? current;
  if (!seasonRange(id) || id > current) throw invalid(t('challenges:seasonNotFound'), { seasonId: t('challenges:seasonNotFound') });
  const people = leaderboardPeopleScope('l.user_id', { id: viewer.id });
  const rows = await sc.em.execute<PlaceRow[]>(
    `with places as (
       select l.user_id, sum(l.score)::int as score, count(*)::int as completed, sum(l.completion_time)::int as seconds, max(l.completed_at) as reached
       from challenge_leaderboard l
       where l.season_id = ? and ${people.text}
       group by l.user_id),
     ranked as (select p.*, row_number() over (order by p.score desc, p.reached, p.user_id) as place from places p)
     select * from ranked where place <= ? or user_id = ? order by place`,
    [id, ...people.params, first, viewer.id],
  );
  const users = new Map((await findUsersByIds(sc.em, rows.map((r) => r.user_id))).map((u) => [u.id, u]));
  const entries = rows.filter((r) => users.has(r.user_id)).map((r) => ({
    rank: Number(r.place),
    userId: r.user_id,
    user: users.get(r.user_id)!,
    score: r.score,
    challengesCompleted: r.completed,
    completionSeconds: r.seconds,
    reachedAt: new Date(r.reached).toISOString(),
    isViewer: r.user_id === viewer.id,
  }));
  return { season: season(id, current), entries: entries.filter((e) => e.rank <= first), viewerEntry: entries.find((e) => e.isViewer) ?? null };
}
