import { invalid } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireViewer } from '../../policies/authorize.ts';
import { check } from '../../input/validation.ts';
import { discardMedia, markReady, receiveAudio, type MediaSource } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { VoiceMessage, VoiceMessageRecipient } from './voice-message.entity.ts';
import { MAX_RECIPIENTS, newVoiceMessageRules } from './voice-message.input.ts';
import { tellOfVoiceMessage } from './voice-message-notices.ts';
import type { VoiceMessageModel } from './voice-message.presenter.ts';
import { circleRecipientIds, relativesAmong } from './voice-message.repository.ts';
import { getVoiceMessage } from './voice-message.service.ts';

/** A new message's fields, checked, and whom it goes to. */
interface PreparedVoiceMessage {
  title: string;
  description: string | null;
  transcript: string | null;
  isStory: boolean;
  circleId: string | null;
  recipientIds: string[];
}

/**
 * Checks what is said about a new message before its recording is received: every named recipient
 * a relative of the sender's (a user who reads a tree they read), the circle one they are in (its
 * other members then receive it), at least one recipient, at most MAX_RECIPIENTS in all.
 */
export async function prepareVoiceMessage(sc: ServiceContext, input: unknown): Promise<PreparedVoiceMessage> {
  const viewer = requireViewer(sc.viewer);
  const fields = await check(newVoiceMessageRules, input);
  const named = [...new Set(fields.recipientIds ?? [])];
  const relatives = await relativesAmong(sc.em, viewer.id, named);
  if (named.some((id) => !relatives.has(id))) {
    throw invalid(t('voice-messages:onlyRelatives'), { recipientIds: t('voice-messages:field.onlyRelatives') });
  }
  const circleId = fields.circleId ?? null;
  const circleMembers = circleId ? await circleRecipientIds(sc.em, viewer.id, circleId) : [];
  if (circleMembers === null) throw invalid(t('voice-messages:notYourCircle'), { circleId: t('voice-messages:field.notYourCircle') });
  const recipientIds = [...new Set([...named, ...circleMembers])];
  if (!recipientIds.length) throw invalid(t('voice-messages:noRecipients'), { recipientIds: t('voice-messages:field.noRecipients') });
  if (recipientIds.length > MAX_RECIPIENTS) {
    throw invalid(t('voice-messages:tooManyRecipients', { count: MAX_RECIPIENTS }), { recipientIds: t('voice-messages:field.tooManyRecipients', { count: MAX_RECIPIENTS }) });
  }
  return { title: fields.title, description: fields.description ?? null, transcript: fields.transcript ?? null, isStory: Boolean(fields.isStory), circleId, recipientIds };
}

/**
 * Sends a voice message: the fields and recipients are checked first, then the recording streams in
 * through the audio intake (checked, measured, its waveform kept), then in one transaction the file
 * is marked ready, the message and its recipients written, the recipients told and the sending
 * recorded — all or nothing; on failure the received recording is removed.
 */
export async function sendVoiceMessage(sc: ServiceContext, input: Record<string, unknown>, audio: MediaSource | null): Promise<VoiceMessageModel> {
  const viewer = requireViewer(sc.viewer);
  const prepared = await prepareVoiceMessage(sc, input);
  if (!audio) throw invalid(t('voice-messages:noRecording'), { audio: t('validation:required') });
  const received = await receiveAudio(sc, viewer, audio, { purpose: 'voice-message', field: 'audio' });
  try {
    const id = await sc.em.transactional(async (em) => {
      await markReady(em, received.file);
      const message = em.create(VoiceMessage, {
        sender: viewer,
        title: prepared.title,
        description: prepared.description,
        transcript: prepared.transcript,
        isStory: prepared.isStory,
        circle: prepared.circleId,
        file: received.file.id,
        durationSeconds: received.durationSeconds,
      });
      for (const userId of prepared.recipientIds) em.create(VoiceMessageRecipient, { message, user: userId });
      await em.flush();
      await tellOfVoiceMessage(em, viewer, { id: message.id, title: message.title }, prepared.recipientIds);
      await em.flush();
      return message.id;
    });
    return await getVoiceMessage(sc, id);
  } catch (error) {
    await discardMedia(sc, received.file);
    throw error;
  }
}
