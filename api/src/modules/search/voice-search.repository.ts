import type { EntityManager } from '@mikro-orm/postgresql';
import { voiceMessageScope } from '../../policies/voice-message.policy.ts';
import { titleHolds, type TextTerms } from './search-terms.ts';

/** A voice message a search found: its title, its sender and when it was sent. */
export interface VoiceMatchRow {
  id: string;
  title: string;
  sender_id: string;
  created_at: Date;
}

// The expression of the full-text index voice_messages_title_search_index, written exactly so that it is used.
const MATCHES = `to_tsvector('simple', vm.title) @@ (select to_tsquery('simple', ?))`;

/** The voice messages the viewer sent or received whose title holds the words, the newest first. */
export function voiceMessagesMatching(em: EntityManager, viewerId: string, terms: TextTerms, limit: number): Promise<VoiceMatchRow[]> {
  const readable = voiceMessageScope('vm', { id: viewerId });
  return em.execute<VoiceMatchRow[]>(
    `select vm.id, vm.title, vm.sender_id, vm.created_at
     from voice_messages vm
     where ${MATCHES} and ${readable.text}
     order by (${titleHolds('vm.title', terms)}) desc, vm.created_at desc, vm.id desc
     limit ?`,
    [terms.tsQuery, ...readable.params, ...terms.titlePatterns, limit],
  );
}
