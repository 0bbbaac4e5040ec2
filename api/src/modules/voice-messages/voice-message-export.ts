import type { EntityManager } from '@mikro-orm/postgresql';

/** A message the user sent, as their export writes it (its recording's key and type, for the archive's file). */
export interface ExportedVoiceMessage {
  id: string;
  title: string;
  description: string | null;
  transcript: string | null;
  isStory: boolean;
  duration: number;
  createdAt: Date;
  recipients: { userId: string; heardAt: Date | null }[];
  fileKey: string;
  contentType: string;
}

/** A message the user received, as listed in their export (the recording is its sender's). */
export interface ReceivedVoiceMessage {
  id: string;
  title: string;
  senderId: string;
  duration: number;
  createdAt: Date;
  heardAt: Date | null;
}

/** The user's sent messages (with their recordings' keys) and the list of those they received. */
export async function voiceMessagesForExport(em: EntityManager, userId: string): Promise<{ sent: ExportedVoiceMessage[]; received: ReceivedVoiceMessage[] }> {
  const sent = await em.execute<{ id: string; title: string; description: string | null; transcript: string | null; is_story: boolean; duration_seconds: number; created_at: Date; key: string; mime_type: string; recipients: { userId: string; heardAt: Date | null }[] }[]>(
    `select vm.id, vm.title, vm.description, vm.transcript, vm.is_story, vm.duration_seconds, vm.created_at, sf.key, sf.mime_type,
       coalesce((select json_agg(json_build_object('userId', r.user_id, 'heardAt', r.heard_at) order by r.created_at) from voice_message_recipients r where r.message_id = vm.id), '[]') as recipients
     from voice_messages vm join stored_files sf on sf.id = vm.file_id where vm.sender_id = ?::uuid order by vm.created_at`,
    [userId],
  );
  const received = await em.execute<{ id: string; title: string; sender_id: string; duration_seconds: number; created_at: Date; heard_at: Date | null }[]>(
    `select vm.id, vm.title, vm.sender_id, vm.duration_seconds, vm.created_at, r.heard_at
     from voice_message_recipients r join voice_messages vm on vm.id = r.message_id where r.user_id = ?::uuid order by vm.created_at`,
    [userId],
  );
  return {
    sent: sent.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      transcript: row.transcript,
      isStory: row.is_story,
      duration: Number(row.duration_seconds),
      createdAt: new Date(row.created_at),
      recipients: row.recipients,
      fileKey: row.key,
      contentType: row.mime_type,
    })),
    received: received.map((row) => ({ id: row.id, title: row.title, senderId: row.sender_id, duration: Number(row.duration_seconds), createdAt: new Date(row.created_at), heardAt: row.heard_at })),
  };
}

/**
 * A leaving user's voice messages go with them, for their recipients too (a recording of someone's
 * voice is theirs); their recordings are left to the clean-up job, which removes the objects and
 * rows. What they received goes with their recipient rows.
 */
export async function deleteVoiceMessagesOf(em: EntityManager, userId: string) {
  await em.execute(`update stored_files set status = 'deleting', updated_at = now() where id in (select file_id from voice_messages where sender_id = ?::uuid)`, [userId]);
  await em.execute(`delete from voice_messages where sender_id = ?::uuid`, [userId]);
  await em.execute(`delete from voice_message_recipients where user_id = ?::uuid`, [userId]);
}
