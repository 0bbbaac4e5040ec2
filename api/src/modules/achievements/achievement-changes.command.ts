import { randomUUID } from 'node:crypto';
import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, requireViewer } from '../../policies/authorize.ts';
import { withTreeLock } from '../../db/tree-lock.ts';
import { blanksToNull, check, sentFields } from '../../input/validation.ts';
import { discardFile, removeStoredFile, storeImage, type IncomingFile } from '../files/index.ts';
import { getMember, storedFrom } from '../family/index.ts';
import type { ServiceContext } from '../service-context.ts';
import type { User } from '../users/index.ts';
import { Achievement } from './achievement.entity.ts';
import { AchievementPhoto } from './achievement-photo.entity.ts';
import { tellOfAchievement, tellOfCelebration } from './achievement-notices.ts';
import { achievementChangesRules, MAX_PHOTOS, newAchievementRules, tooManyPhotos } from './achievement.input.ts';
import type { AchievementModel } from './achievement.presenter.ts';
import { addCelebration, photoKeysOf, removeCelebration } from './achievement.repository.ts';
import { getAchievement } from './achievement.service.ts';
import type { GenealogyDate } from '../../../../shared/dates/index.ts';

export interface NewAchievement {
  memberId: string;
  achievementType: string;
  title: string;
  description?: string | null;
  date?: string | null;
  photos?: IncomingFile[];
}

export interface AchievementChanges {
  achievementType?: string | null;
  title?: string | null;
  description?: string | null;
  date?: string | null;
  addPhotos?: IncomingFile[];
  removePhotoIds?: string[] | null;
}

/** The day an achievement sorts by: its date's first day, else its last, else today (the day it is recorded). */
const dayOf = (date: { earliest: string | null; latest: string | null }, recordedOn: Date) => date.earliest ?? date.latest ?? recordedOn.toISOString().slice(0, 10);

/** The row fields of a date as sent (or none). */
function dateFields(date: GenealogyDate | null | undefined, recordedOn: Date) {
  const stored = storedFrom(date ?? null);
  return { date: stored.value, dateEarliest: stored.earliest, dateLatest: stored.latest, day: dayOf(stored, recordedOn) };
}

/**
 * Stores photos for an achievement in the transaction's EntityManager; their keys go into `stored`
 * at once, so the caller removes them from storage if the transaction fails. A photo that is not an
 * image is refused before anything of it is kept.
 */
async function storePhotos(tx: ServiceContext, owner: User, achievement: Achievement, photos: IncomingFile[], from: number, stored: string[]) {
  for (const [i, photo] of photos.entries()) {
    const file = await storeImage(tx, owner, photo, 'achievement-photo', 'photos');
    stored.push(file.key);
    tx.em.create(AchievementPhoto, { achievement, file, position: from + i });
  }
}

/** Runs a write holding the tree's lock; files stored by it are removed again when it fails. */
async function writing<T>(sc: ServiceContext, treeId: string, work: (tx: ServiceContext, stored: string[]) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    return await withTreeLock(sc.em, treeId, (em) => work({ ...sc, em }, stored));
  } catch (error) {
    for (const key of stored) await discardFile(sc, key);
    throw error;
  }
}

/** A person of the viewer's trees for a new achievement: anyone else (another tree, outside their branch) is a bad input. */
async function personFor(sc: ServiceContext, memberId: string) {
  try {
    return await getMember(sc, memberId);
  } catch (error) {
    if ((error as { code?: string }).code !== 'NOT_FOUND') throw error;
    throw invalid(t('achievements:personNotFound'), { memberId: t('achievements:field.choosePerson') });
  }
}

/**
 * Records an achievement of a person (the owner or an editor of their tree). Everything is checked
 * before anything is written; the achievement, its photos, the activity and the notices are saved
 * together, holding the tree's lock (so the person cannot be removed meanwhile).
 */
export async function recordAchievement(sc: ServiceContext, input: NewAchievement): Promise<AchievementModel> {
  const viewer = requireViewer(sc.viewer);
  const { photos = [], ...fields } = input;
  const clean = await check(newAchievementRules, blanksToNull(fields as unknown as Record<string, unknown>));
  if (photos.length > MAX_PHOTOS) throw invalid(tooManyPhotos(), { photos: tooManyPhotos() });
  const found = await personFor(sc, clean.memberId);
  authorize(sc, 'record', 'Achievement', { member: found }, t('achievements:onlyEditors'));
  const id = randomUUID();
  await writing(sc, found.tree.id, async (tx, stored) => {
    const member = await personFor(tx, found.id);
    authorize(tx, 'record', 'Achievement', { member }, t('achievements:onlyEditors'));
    const now = new Date();
    const achievement = tx.em.create(Achievement, {
      id,
      tree: member.tree.id,
      member,
      recordedBy: viewer,
      achievementType: clean.achievementType as Achievement['achievementType'],
      title: clean.title,
      description: clean.description ?? null,
      ...dateFields(clean.date, now),
    });
    await storePhotos(tx, viewer, achievement, photos, 0, stored);
    await tx.em.flush();
    await tellOfAchievement(tx.em, viewer, { id, title: clean.title, treeId: member.tree.id, member });
    await tx.em.flush();
  });
  return getAchievement(sc, id);
}

/** Changes an achievement (the owner or an editor of the person's tree): only what is sent. */
export async function editAchievement(sc: ServiceContext, id: string, input: AchievementChanges): Promise<AchievementModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getAchievement(sc, id);
  authorize(sc, 'update', 'Achievement', model.view, t('achievements:onlyEditors'));
  const { addPhotos = [], ...fields } = input;
  const changes = await check(achievementChangesRules, blanksToNull(sentFields(fields as Record<string, unknown>)));
  const removing = new Set(changes.removePhotoIds ?? []);
  if (model.photos.length - model.photos.filter((p) => removing.has(p.id)).length + addPhotos.length > MAX_PHOTOS) {
    throw invalid(tooManyPhotos(), { addPhotos: tooManyPhotos() });
  }
  const removedKeys: string[] = [];
  await writing(sc, model.treeId, async (tx, stored) => {
    const fresh = await getAchievement(tx, id);
    authorize(tx, 'update', 'Achievement', fresh.view, t('achievements:onlyEditors'));
    const achievement = await tx.em.findOneOrFail(Achievement, { id });
    if (changes.achievementType !== undefined) achievement.achievementType = changes.achievementType as Achievement['achievementType'];
    if (changes.title !== undefined) achievement.title = changes.title;
    if (changes.description !== undefined) achievement.description = changes.description ?? null;
    if (changes.date !== undefined) Object.assign(achievement, dateFields(changes.date, achievement.createdAt));
    achievement.updatedAt = new Date();
    for (const photo of fresh.photos.filter((p) => removing.has(p.id))) {
      await removeStoredFile(tx, photo.key);
      removedKeys.push(photo.key);
    }
    const next = Math.max(-1, ...fresh.photos.map((p) => p.position)) + 1;
    await storePhotos(tx, viewer, achievement, addPhotos, next, stored);
    await tx.em.flush();
  });
  for (const key of removedKeys) await discardFile(sc, key);
  return getAchievement(sc, id);
}

/** Deletes an achievement with its photos and celebrations (the owner or an editor of the person's tree). */
export async function deleteAchievement(sc: ServiceContext, id: string): Promise<string> {
  const model = await getAchievement(sc, id);
  authorize(sc, 'delete', 'Achievement', model.view, t('achievements:onlyEditors'));
  const keys = await writing(sc, model.treeId, async (tx) => {
    const fresh = await getAchievement(tx, id);
    authorize(tx, 'delete', 'Achievement', fresh.view, t('achievements:onlyEditors'));
    const photoKeys = await photoKeysOf(tx.em, [id]);
    for (const key of photoKeys) await removeStoredFile(tx, key);
    await tx.em.flush();
    await tx.em.nativeDelete(Achievement, { id });
    return photoKeys;
  });
  for (const key of keys) await discardFile(sc, key);
  return id;
}

/**
 * Celebrates an achievement once (every reader may), or takes the celebration back. Celebrating
 * again, also at the same moment from two tabs, changes nothing and tells nobody twice: only the
 * statement that added the row tells the recorder and the person's user.
 */
export async function celebrateAchievement(sc: ServiceContext, id: string, celebrate: boolean): Promise<AchievementModel> {
  const viewer = requireViewer(sc.viewer);
  const model = await getAchievement(sc, id);
  authorize(sc, 'celebrate', 'Achievement', model.view);
  if (!celebrate) {
    await removeCelebration(sc.em, id, viewer.id);
    return getAchievement(sc, id);
  }
  await sc.em.transactional(async (em) => {
    if (!(await addCelebration(em, id, viewer.id))) return;
    await tellOfCelebration(em, viewer, { id, title: model.title, treeId: model.treeId, member: model.member, recorderId: model.recordedBy?.id ?? null });
  });
  return getAchievement(sc, id);
}
