import type { EntityManager } from '@mikro-orm/postgresql';

/** A user's answer as their own data export holds it: the day, the prompt, the answer, its files' keys. */
export interface ExportedAnswer {
  id: string;
  day: string;
  tree: string;
  prompt: string;
  promptEs: string | null;
  response: string;
  likes: number;
  photoKey: string | null;
  photoType: string | null;
  audioKey: string | null;
  audioType: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The answers a user gave, oldest first, for their own data export. */
export async function answersForExport(em: EntityManager, userId: string): Promise<ExportedAnswer[]> {
  const rows = await em.execute<(Omit<ExportedAnswer, 'createdAt' | 'updatedAt'> & { created_at: Date; updated_at: Date })[]>(
    `select r.id, to_char(m.day, 'YYYY-MM-DD') as day, t.name as tree, p.prompt_text as prompt, p.prompt_text_es as "promptEs", r.response, r.likes,
       pf.key as "photoKey", pf.mime_type as "photoType", af.key as "audioKey", af.mime_type as "audioType", r.created_at, r.updated_at
     from prompt_responses r join daily_moments m on m.id = r.moment_id join trees t on t.id = m.tree_id join daily_prompts p on p.id = r.prompt_id
     left join stored_files pf on pf.id = r.photo_id and pf.status = 'ready'
     left join stored_files af on af.id = r.audio_id and af.status = 'ready'
     where r.user_id = ?::uuid order by m.day, r.id`,
    [userId],
  );
  return rows.map(({ created_at, updated_at, ...row }) => ({ ...row, createdAt: new Date(created_at), updatedAt: new Date(updated_at) }));
}

/**
 * Removes a leaving user's answers and likes: the counts of the answers they liked go down with
 * their likes, their answers' files are marked for removal (the clean-up job takes them out of
 * storage), and the prompts they added to a family's queue stay with the family, by nobody.
 */
export async function deleteAnswersOf(em: EntityManager, userId: string): Promise<void> {
  await em.execute(
    `update prompt_responses r set likes = r.likes - 1
     where exists (select 1 from prompt_response_likes l where l.response_id = r.id and l.user_id = ?::uuid)`,
    [userId],
  );
  await em.execute(`delete from prompt_response_likes where user_id = ?::uuid`, [userId]);
  await em.execute(
    `update stored_files set status = 'deleting', updated_at = now()
     where id in (select photo_id from prompt_responses where user_id = ?::uuid union select audio_id from prompt_responses where user_id = ?::uuid)`,
    [userId, userId],
  );
  await em.execute(`delete from prompt_responses where user_id = ?::uuid`, [userId]);
}
