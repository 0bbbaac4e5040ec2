import { notFound } from '../../errors.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { requestMemo, type ServiceContext } from '../service-context.ts';
import { loadGrant, requireGrant, viewerGrants } from '../trees/index.ts';
import { membersByIds } from '../family/index.ts';
import { findUsersByIds, type User } from '../users/index.ts';
import { check, isUuid } from '../../input/validation.ts';
import { cursorOf, type AchievementModel } from './achievement.presenter.ts';
import { achievementPage, achievementRow, celebrationFacts, celebratorRows, memberAchievementRows, photoRows, type AchievementRow } from './achievement.repository.ts';
import { pageRules } from './achievement.input.ts';
import type { AchievementType } from './achievement.entity.ts';

const group = <T, K>(items: readonly T[], keyOf: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
};

/**
 * Models of rows found through the achievement scope: their people, recorders, photos and
 * celebrations read together (a constant number of statements however many rows), and the viewer's
 * grants in their trees, which the rules read.
 */
async function modelsOf(sc: ServiceContext, rows: AchievementRow[]): Promise<AchievementModel[]> {
  const viewer = requireViewer(sc.viewer);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  for (const treeId of new Set(rows.map((r) => r.tree_id))) await loadGrant(sc, treeId);
  const recorderIds = [...new Set(rows.map((r) => r.recorded_by_id).filter((id): id is string => Boolean(id) && id !== viewer.id))];
  const [members, recorders, photos, facts] = [
    await membersByIds(sc, rows.map((r) => r.member_id)),
    recorderIds.length ? await findUsersByIds(sc.em, recorderIds) : [],
    await photoRows(sc.em, ids),
    await celebrationFacts(sc.em, viewer.id, ids),
  ];
  const memberById = new Map(members.map((m) => [m.id, m]));
  const users = new Map<string, User>([...recorders.map((u) => [u.id, u] as const), [viewer.id, viewer]]);
  const photosOf = group(photos, (p) => p.achievement_id);
  const factsOf = new Map(facts.map((f) => [f.achievement_id, f]));
  return rows.flatMap((row) => {
    const member = memberById.get(row.member_id);
    if (!member) return [];
    return [
      {
        id: row.id,
        treeId: row.tree_id,
        member,
        achievementType: row.achievement_type,
        title: row.title,
        description: row.description,
        date: { value: row.date, earliest: row.date_earliest, latest: row.date_latest },
        day: row.day,
        recordedBy: row.recorded_by_id ? (users.get(row.recorded_by_id) ?? null) : null,
        photos: (photosOf.get(row.id) ?? []).map((p) => ({ id: p.id, key: p.key, position: p.position })),
        celebrationCount: factsOf.get(row.id)?.count ?? 0,
        celebratedByViewer: factsOf.get(row.id)?.mine ?? false,
        batch: ids,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
        view: { member },
      },
    ];
  });
}

export interface AchievementPageModel {
  nodes: AchievementModel[];
  endCursor: string | null;
  hasMore: boolean;
}

/** A page of the achievements the viewer may read, in one tree of theirs (NOT_FOUND for another) or all, the latest first. */
export async function listAchievements(sc: ServiceContext, args: { treeId?: string | null; achievementType?: AchievementType | null; after?: string | null; first: number }): Promise<AchievementPageModel> {
  const viewer = requireViewer(sc.viewer);
  const { treeId, achievementType, first, after } = await check(pageRules, args);
  const treeIds = treeId ? [(await requireGrant(sc, treeId)).treeId] : (await viewerGrants(sc)).map((g) => g.treeId);
  const [day, id] = after ? after.split('|') : [];
  const rows = await achievementPage(sc.em, { viewerId: viewer.id, treeIds, type: (achievementType as AchievementType | null) ?? null, after: after ? { day, id } : null, limit: first + 1 });
  const page = rows.slice(0, first);
  const nodes = await modelsOf(sc, page);
  const hasMore = rows.length > first;
  return { nodes, endCursor: hasMore ? cursorOf(page[page.length - 1]) : null, hasMore };
}

/** A person's achievements the viewer may read (none for a person they do not see, or whose details are hidden from them). */
export async function memberAchievements(sc: ServiceContext, memberId: string): Promise<AchievementModel[]> {
  const viewer = requireViewer(sc.viewer);
  if (!isUuid(memberId)) return [];
  return modelsOf(sc, await memberAchievementRows(sc.em, viewer.id, memberId));
}

/** One achievement the viewer may read: NOT_FOUND otherwise, as for one that does not exist. */
export async function getAchievement(sc: ServiceContext, id: string): Promise<AchievementModel> {
  const viewer = requireViewer(sc.viewer);
  const row = isUuid(id) ? await achievementRow(sc.em, viewer.id, id) : null;
  const [model] = row ? await modelsOf(sc, [row]) : [];
  if (!model) throw notFound('Achievement');
  return model;
}

/** Who celebrated an achievement, the latest first: read once for all the achievements read with it. */
export async function celebratorsOf(sc: ServiceContext, model: Pick<AchievementModel, 'id' | 'batch'>): Promise<User[]> {
  const byAchievement = await requestMemo(sc, `achievement-celebrators:${model.batch.join(',')}`, async () => {
    const rows = await celebratorRows(sc.em, model.batch);
    const users = new Map((await findUsersByIds(sc.em, [...new Set(rows.map((r) => r.user_id))])).map((u) => [u.id, u]));
    return group(
      rows.flatMap((r) => (users.has(r.user_id) ? [{ achievementId: r.achievement_id, user: users.get(r.user_id)! }] : [])),
      (x) => x.achievementId,
    );
  });
  return (byAchievement.get(model.id) ?? []).map((x) => x.user);
}
