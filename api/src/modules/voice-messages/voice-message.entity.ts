import { defineEntity, p } from '@mikro-orm/postgresql';
import { baseProperties } from '../../db/base-properties.ts';
import { User } from '../users/user.entity.ts';
import { Circle } from '../circles/circle.entity.ts';
import { StoredFile } from '../files/stored-file.entity.ts';

/**
 * A recorded voice sent to relatives (and/or a circle's members, who become its recipients when it
 * is sent): read by its sender and its recipients only. Its recording is a stored file whose row
 * keeps the measured length and waveform. A sender's messages go with their account.
 */
const VoiceMessageSchema = defineEntity({
  name: 'VoiceMessage',
  tableName: 'voice_messages',
  properties: {
    ...baseProperties,
    sender: () => p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(200),
    description: p.text().nullable(),
    /** A typed transcript or note by the sender (no speech recognition runs). */
    transcript: p.text().nullable(),
    /** Also one of the family's stories: listed among the stories, on the timeline and with the sender's person. */
    isStory: p.boolean().default(false),
    /** The circle it was sent to, if one (its members then were made recipients). */
    circle: () => p.manyToOne(Circle).nullable().deleteRule('set null'),
    file: () => p.oneToOne(StoredFile).owner().unique().deleteRule('cascade'),
    /** Seconds, as measured from the recording's frames on upload. */
    durationSeconds: p.double(),
  },
  indexes: [
    { name: 'voice_messages_sender_time_index', properties: ['sender', 'createdAt', 'id'] },
    { name: 'voice_messages_title_search_index', expression: `create index "voice_messages_title_search_index" on "voice_messages" using gin (to_tsvector('simple', "title"))` },
  ],
});

export class VoiceMessage extends VoiceMessageSchema.class {}
VoiceMessageSchema.setClass(VoiceMessage);

/** One recipient of a voice message, and when they first heard it (null: unheard). */
const VoiceMessageRecipientSchema = defineEntity({
  name: 'VoiceMessageRecipient',
  tableName: 'voice_message_recipients',
  properties: {
    ...baseProperties,
    message: () => p.manyToOne(VoiceMessage).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    heardAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'voice_message_recipients_message_user_unique', properties: ['message', 'user'] }],
  indexes: [{ name: 'voice_message_recipients_inbox_index', properties: ['user', 'createdAt', 'id'] }],
});

export class VoiceMessageRecipient extends VoiceMessageRecipientSchema.class {}
VoiceMessageRecipientSchema.setClass(VoiceMessageRecipient);
