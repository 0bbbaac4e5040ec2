import type { VoiceMessageView } from '../../policies/voice-message.policy.ts';
import type { User } from '../users/user.entity.ts';
import type { VoiceMessageRow } from './voice-message.repository.ts';

/** A voice message as the viewer reads it. */
export interface VoiceMessageModel {
  id: string;
  title: string;
  description: string | null;
  transcript: string | null;
  isStory: boolean;
  sender: User;
  circleId: string | null;
  fileKey: string;
  contentType: string;
  durationSeconds: number;
  peaks: number[];
  /** When the viewer, as a recipient, first heard it. */
  heardAt: Date | null;
  recipientCount: number;
  createdAt: Date;
  view: VoiceMessageView;
}

/** A recipient as the sender sees them. */
export interface RecipientModel {
  user: User;
  heardAt: Date | null;
}

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The model of a read row, its sender given. */
export const presentVoiceMessage = (row: VoiceMessageRow, sender: User): VoiceMessageModel => ({
  id: row.id,
  title: row.title,
  description: row.description,
  transcript: row.transcript,
  isStory: row.is_story,
  sender,
  circleId: row.circle_id,
  fileKey: row.key,
  contentType: row.mime_type,
  durationSeconds: Number(row.duration_seconds),
  peaks: row.peaks ?? [],
  heardAt: date(row.heard_at),
  recipientCount: row.recipient_count,
  createdAt: new Date(row.created_at),
  view: { senderId: row.sender_id, isRecipient: row.is_recipient },
});

/** A message as the personal-data export writes it. */
export const exportedVoiceMessage = (message: VoiceMessageModel, file: string | null) => ({
  id: message.id,
  title: message.title,
  description: message.description,
  transcript: message.transcript,
  isStory: message.isStory,
  senderId: message.sender.id,
  duration: message.durationSeconds,
  contentType: message.contentType,
  file,
  createdAt: message.createdAt,
  heardAt: message.heardAt,
});
