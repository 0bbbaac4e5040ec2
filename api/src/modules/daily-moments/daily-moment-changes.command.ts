import { randomUUID } from 'node:crypto';
import { forbidden, invalid, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { authorize, can, requireViewer } from '../../policies/authorize.ts';
import { check, isUuid } from '../../input/validation.ts';
import { discardFile, discardMedia, markReady, receiveAudio, removeStoredFile, storeImage, type IncomingFile, type MediaSource } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { getTree, loadGrant, requireGrant } from '../trees/index.ts';
import type { AnswerModel, MomentModel, PromptModel } from './daily-moment.presenter.ts';
import { promptOf } from './daily-moment.presenter.ts';
import { familyPrompt, setLike, skipMoment } from './daily-moment.repository.ts';
import { answerRules, familyPromptRules } from './daily-moment.input.ts';
import { answersOf, getAnswer, getMoment } from './daily-moment.service.ts';
import { DailyPrompt, type PromptType } from './daily-prompt.entity.ts';
import { PromptResponse } from './prompt-response.entity.ts';
import { tellOfAnswer } from './moment-notices.ts';

/** What an answer brings besides its text: a photo read in full (see files' upload()), a recording as it streams in (asked for once the photo is read). */
export interface AnswerFiles {
  photo?: IncomingFile | null;
  audio?: () => Promise<MediaSource | null>;
}

/**
 * Answers the family's prompt of today, or changes the viewer's answer of today: one answer per
 * person and day (the unique key of day and person, so two tabs sending at once keep one). A photo
 * is checked and stored first; the answer, its photo's row, the activity and the notifications are
 * written in one transaction, and a photo that is not kept is removed again. The family is told
 * of a first answer only.
 */
export async function answerMoment(sc: ServiceContext, input: unknown, files: AnswerFiles = {}): Promise<AnswerModel> {
  const viewer = requireViewer(sc.viewer);
  const fields = await check(answerRules, input);
  const moment = await getMoment(sc, fields.momentId);
  authorize(sc, 'answer', 'DailyMoment', moment.view, t('daily-moments:onlyToday'));
  const own = (await answersOf(sc, moment.id)).find((a) => a.userId === viewer.id) ?? null;
  const tree = await getTree(sc, moment.treeId);
  // A recording is received (measured, its silence refused) before anything is written.
  const source = files.audio ? await files.audio() : null;
  const audio = source ? await receiveAudio(sc, viewer, source, { purpose: 'moment', field: 'audio' }) : null;
  let newKey: string | null = null;
  let first = false;
  const dropped: string[] = [];
  try {
    await sc.em.transactional(async (em) => {
      const tx = { ...sc, em };
      const photo = files.photo ? await storeImage(tx, viewer, files.photo, 'moment', 'photo') : null;
      newKey = photo?.key ?? null;
      if ((photo || fields.removePhoto) && own?.photoKey) {
        await removeStoredFile(tx, own.photoKey);
        dropped.push(own.photoKey);
      }
      if ((audio || fields.removeAudio) && own?.audioKey) {
        await removeStoredFile(tx, own.audioKey);
        dropped.push(own.audioKey);
      }
      if (audio) await markReady(em, audio.file);
      await em.flush();
      const keepPhoto = !fields.removePhoto;
      const keepAudio = !fields.removeAudio;
      const [row] = await em.execute<{ id: string; inserted: boolean }[]>(
        `insert into prompt_responses (id, created_at, updated_at, moment_id, prompt_id, user_id, response, photo_id, audio_id, likes)
         values (?::uuid, now(), now(), ?::uuid, ?::uuid, ?::uuid, ?, ?::uuid, ?::uuid, 0)
         on conflict (moment_id, user_id) do update set response = excluded.response, updated_at = now(),
           photo_id = case when excluded.photo_id is not null then excluded.photo_id when ? then prompt_responses.photo_id else null end,
           audio_id = case when excluded.audio_id is not null then excluded.audio_id when ? then prompt_responses.audio_id else null end
         returning id, (xmax = 0) as inserted`,
        [randomUUID(), moment.id, moment.prompt.id, viewer.id, fields.response, photo?.id ?? null, audio?.file.id ?? null, keepPhoto, keepAudio],
      );
      first = row.inserted;
      if (first) await tellOfAnswer(em, viewer, { id: row.id, treeId: moment.treeId, treeName: tree.name });
    });
  } catch (error) {
    if (newKey) await discardFile(sc, newKey);
    if (audio) await discardMedia(sc, audio.file);
    throw error;
  }
  for (const key of dropped) await discardFile(sc, key);
  const answers = await freshAnswers(sc, moment.id);
  const mine = answers.find((a) => a.userId === viewer.id);
  if (!mine) throw notFound('Answer');
  return mine;
}

/** The answers of a day read again after a change (the request's loader has the earlier ones). */
async function freshAnswers(sc: ServiceContext, momentId: string) {
  sc.memo?.delete('daily-moments:answers');
  return answersOf(sc, momentId);
}

/** Deletes one of the viewer's answers (its photo and recording go too); answers its id. */
export async function deleteAnswer(sc: ServiceContext, id: string): Promise<string> {
  const answer = await getAnswer(sc, id);
  authorize(sc, 'delete', 'PromptResponse', answer.view, t('daily-moments:onlyAuthorDeletes'));
  const keys = [answer.photoKey, answer.audioKey].filter((k): k is string => Boolean(k));
  await sc.em.transactional(async (em) => {
    const tx = { ...sc, em };
    await em.nativeDelete(PromptResponse, { id: answer.id });
    for (const key of keys) await removeStoredFile(tx, key);
    await em.flush();
  });
  for (const key of keys) await discardFile(sc, key);
  return answer.id;
}

/** Likes an answer once (again: nothing changes), or takes the like back. */
export async function likeAnswer(sc: ServiceContext, id: string, like: boolean): Promise<AnswerModel> {
  const viewer = requireViewer(sc.viewer);
  const answer = await getAnswer(sc, id);
  authorize(sc, 'like', 'PromptResponse', answer.view, t('daily-moments:notYourOwn'));
  await setLike(sc.em, answer.id, viewer.id, like);
  return getAnswer(sc, answer.id);
}

/** Asks for another prompt today, for the whole family (once a day, before anyone answered). */
export async function skipToday(sc: ServiceContext, id: string): Promise<MomentModel> {
  const viewer = requireViewer(sc.viewer);
  const moment = await getMoment(sc, id);
  if (!moment.isToday) throw forbidden(t('daily-moments:onlyToday'));
  if (moment.view.skipped) throw invalid(t('daily-moments:skippedAlready'), { id: t('daily-moments:field.skippedAlready') });
  if (moment.view.answered) throw invalid(t('daily-moments:answeredAlready'), { id: t('daily-moments:field.answeredAlready') });
  authorize(sc, 'skip', 'DailyMoment', moment.view);
  // Someone else may have skipped or answered meanwhile: the statement checks again.
  if (!(await skipMoment(sc.em, moment.id, viewer.id))) throw invalid(t('daily-moments:skippedAlready'), { id: t('daily-moments:field.skippedAlready') });
  return getMoment(sc, moment.id);
}

/** Adds a prompt to the family's queue. */
export async function addFamilyPrompt(sc: ServiceContext, input: unknown): Promise<PromptModel> {
  const viewer = requireViewer(sc.viewer);
  const fields = await check(familyPromptRules, input);
  await requireGrant(sc, fields.treeId);
  authorize(sc, 'add', 'FamilyPrompt', { treeId: fields.treeId });
  const prompt = sc.em.create(DailyPrompt, { promptText: fields.text, promptType: fields.promptType as PromptType, tree: fields.treeId, author: viewer, isActive: true });
  await sc.em.flush();
  return promptOf({ p_id: prompt.id, p_text: prompt.promptText, p_text_es: null, p_type: prompt.promptType, p_tree_id: fields.treeId, p_author_id: viewer.id }, false);
}

/** Takes a prompt the viewer added back out of the queue before it is asked (it stays, inactive). */
export async function withdrawFamilyPrompt(sc: ServiceContext, id: string): Promise<string> {
  requireViewer(sc.viewer);
  const row = isUuid(id) ? await familyPrompt(sc.em, id) : null;
  if (!row || !(await loadGrant(sc, row.p_tree_id!))) throw notFound('Resource');
  authorize(sc, 'withdraw', 'FamilyPrompt', { treeId: row.p_tree_id!, authorId: row.p_author_id, asked: row.asked }, t('daily-moments:onlyAuthorWithdraws'));
  await sc.em.nativeUpdate(DailyPrompt, { id }, { isActive: false });
  return id;
}

/** Whether the viewer may withdraw a prompt of the queue (for viewerCan). */
export const mayWithdraw = (sc: ServiceContext, prompt: PromptModel) =>
  prompt.treeId !== null && can(sc, 'withdraw', 'FamilyPrompt', { treeId: prompt.treeId, authorId: prompt.authorId, asked: prompt.asked });
