import { requireViewer } from '../../policies/authorize.ts';
import { forbidden } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requestMemo, type ServiceContext } from '../service-context.ts';
import { EVERY_FACT, factsOf } from './challenge-facts.ts';
import { levelOf, streaksOf } from './challenge-rules.ts';
import { presentBadge, type BadgeModel } from './challenge.presenter.ts';
import type { UnlockableFeature } from './challenge-texts.ts';
import type { EarnedBadgeRow, Streaks } from './user-rewards.entity.ts';

export interface UserRewardsModel {
  totalPoints: number;
  level: number;
  experience: number;
  levelStartsAt: number;
  nextLevelAt: number;
  badges: { badge: BadgeModel; earnedAt: string }[];
  /** The longest run kept by the progress job (the streak itself is read when asked: streakOf). */
  keptLongestStreak: number;
  unlockedFeatures: UnlockableFeature[];
  onLeaderboard: boolean;
  challengesCompleted: number;
  chartStyle: ChartStyle;
}

export type ChartStyle = 'classic' | 'heritage' | 'gold';

/** The feature each chart style besides the classic one needs. */
const STYLE_NEEDS: Record<Exclude<ChartStyle, 'classic'>, UnlockableFeature> = { heritage: 'chart_heritage_style', gold: 'chart_gold_frame' };

interface RewardsRow {
  total_points: number;
  experience: number;
  badges: EarnedBadgeRow[];
  achievements: string[];
  streaks: Streaks;
  unlocked_features: UnlockableFeature[];
  on_leaderboard: boolean;
  chart_style: ChartStyle;
  completed: number;
}

/** How far back the days of a streak are read. */
const STREAK_DAYS = 400;

/**
 * The viewer's rewards: points, experience, badges and unlocked features as the progress job last
 * added them up from their completed challenges; the streak of days with a real contribution is
 * read from the records now, so it is right even for someone who joined no challenge.
 */
export async function myRewards(sc: ServiceContext): Promise<UserRewardsModel> {
  const viewer = requireViewer(sc.viewer);
  const [row] = await sc.em.execute<RewardsRow[]>(
    `select r.total_points, r.experience, r.badges, r.achievements, r.streaks, r.unlocked_features, r.on_leaderboard, r.chart_style,
       (select count(*)::int from user_challenge_progress p where p.user_id = ?::uuid and p.status = 'completed') as completed
     from (select 1) one left join user_rewards r on r.user_id = ?::uuid`,
    [viewer.id, viewer.id],
  );
  const experience = row?.experience ?? 0;
  const level = levelOf(experience);
  return {
    totalPoints: row?.total_points ?? 0,
    level: level.level,
    experience,
    levelStartsAt: level.startsAt,
    nextLevelAt: level.nextAt,
    badges: (row?.badges ?? []).map((b) => ({ badge: presentBadge(b.badge), earnedAt: new Date(b.earnedAt).toISOString() })),
    keptLongestStreak: row?.streaks?.longest ?? 0,
    unlockedFeatures: row?.unlocked_features ?? [],
    onLeaderboard: row?.on_leaderboard ?? true,
    challengesCompleted: row?.completed ?? 0,
    chartStyle: usable(row?.chart_style ?? 'classic', row?.unlocked_features ?? []),
  };
}

/**
 * The viewer's streaks of days with a real contribution, read from the records now (so right even
 * for someone who joined no challenge), once per request and only when a field asks for them: the
 * tree page's chart style does not pay for them.
 */
export function streakOf(sc: ServiceContext): Promise<{ current: number; longest: number; lastActivityDate: string | null }> {
  const viewer = requireViewer(sc.viewer);
  return requestMemo(sc, 'challenge-streak', async () => {
    const now = new Date();
    const facts = await factsOf(sc.em, viewer.id, EVERY_FACT.map((fact) => ({ fact, dated: false })), new Date(now.getTime() - STREAK_DAYS * 86_400_000));
    const streaks = streaksOf(facts.map((f) => f.at), now);
    return { current: streaks.current, longest: streaks.longest, lastActivityDate: streaks.last ? streaks.last.toISOString().slice(0, 10) : null };
  });
}

/** Shows or hides the viewer on leaderboards; they keep earning either way. */
export async function setLeaderboardVisibility(sc: ServiceContext, visible: boolean): Promise<UserRewardsModel> {
  const viewer = requireViewer(sc.viewer);
  await sc.em.execute(
    `insert into user_rewards (user_id, on_leaderboard, updated_at) values (?, ?, now())
     on conflict (user_id) do update set on_leaderboard = excluded.on_leaderboard, updated_at = now()`,
    [viewer.id, visible],
  );
  return myRewards(sc);
}

/** A chosen style while it is unlocked (a credit taken back takes its style with it), else the classic one. */
const usable = (style: ChartStyle, unlocked: readonly UnlockableFeature[]): ChartStyle => (style === 'classic' || unlocked.includes(STYLE_NEEDS[style]) ? style : 'classic');

/** Chooses the viewer's tree chart style; one whose challenge they have not completed is refused. */
export async function chooseChartStyle(sc: ServiceContext, style: ChartStyle): Promise<UserRewardsModel> {
  const viewer = requireViewer(sc.viewer);
  const current = await myRewards(sc);
  if (style !== 'classic' && !current.unlockedFeatures.includes(STYLE_NEEDS[style])) throw forbidden(t('challenges:styleLocked'));
  await sc.em.execute(
    `insert into user_rewards (user_id, chart_style, updated_at) values (?, ?, now())
     on conflict (user_id) do update set chart_style = excluded.chart_style, updated_at = now()`,
    [viewer.id, style],
  );
  return myRewards(sc);
}
