import { authorize, requireViewer } from '../../policies/authorize.ts';
import { check, sentFields } from '../../input/validation.ts';
import { t } from '../../i18n.ts';
import { removeStoredFile, discardFile } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { VoiceMessage, VoiceMessageRecipient } from './voice-message.entity.ts';
import { voiceMessageChangesRules } from './voice-message.input.ts';
import type { VoiceMessageModel } from './voice-message.presenter.ts';
import { getVoiceMessage } from './voice-message.service.ts';

/** Marks a message the viewer received as heard; the first time is kept. */
export async function markVoiceMessageHeard(sc: ServiceContext, id: string): Promise<VoiceMessageModel> {
  const viewer = requireViewer(sc.viewer);
  const message = await getVoiceMessage(sc, id);
  authorize(sc, 'markHeard', 'VoiceMessage', message.view, t('voice-messages:onlyRecipientsHear'));
  await sc.em.nativeUpdate(VoiceMessageRecipient, { message: message.id, user: viewer.id, heardAt: null }, { heardAt: new Date() });
  return getVoiceMessage(sc, id);
}

/** Changes what the sender said about a message (only what is sent). */
export async function updateVoiceMessage(sc: ServiceContext, id: string, input: unknown): Promise<VoiceMessageModel> {
  const message = await getVoiceMessage(sc, id);
  authorize(sc, 'update', 'VoiceMessage', message.view, t('voice-messages:onlySender'));
  const changes = sentFields(await check(voiceMessageChangesRules, input));
  if (Object.keys(changes).length) await sc.em.nativeUpdate(VoiceMessage, { id: message.id }, changes);
  return getVoiceMessage(sc, id);
}

/** Deletes a message the viewer sent, for everyone, with its recording (the row in one transaction, then the object). */
export async function deleteVoiceMessage(sc: ServiceContext, id: string): Promise<string> {
  const message = await getVoiceMessage(sc, id);
  authorize(sc, 'delete', 'VoiceMessage', message.view, t('voice-messages:onlySender'));
  await sc.em.transactional(async (em) => {
    await em.nativeDelete(VoiceMessage, { id: message.id });
    await removeStoredFile({ ...sc, em }, message.fileKey);
    await em.flush();
  });
  await discardFile(sc, message.fileKey);
  return message.id;
}
