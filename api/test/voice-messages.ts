import type { Person } from './factories.ts';

export const VOICE_FIELDS = `id title description transcript isStory durationSeconds peaks contentType audioUrl heard heardAt recipientCount createdAt
  sender { id } circle { id } recipients { user { id } heardAt } viewerCan { update delete markHeard }`;

export const SEND_VOICE = `mutation($input: SendVoiceMessageInput!) { sendVoiceMessage(input: $input) { ${VOICE_FIELDS} } }`;

export interface VoiceMessageBody {
  id: string;
  title: string;
  isStory: boolean;
  durationSeconds: number;
  peaks: number[];
  contentType: string;
  audioUrl: string;
  heard: boolean;
  heardAt: string | null;
  recipientCount: number;
  recipients: { user: { id: string }; heardAt: string | null }[];
  viewerCan: { update: boolean; delete: boolean; markHeard: boolean };
}

/** Sends a voice message through GraphQL multipart, as the web app does; answers the raw GraphQL body. */
export function sendVoice(person: Person, input: Record<string, unknown>, audio: { bytes: Buffer; name?: string; type?: string }) {
  const files = { 'variables.input.audio': { blob: new Blob([new Uint8Array(audio.bytes)], { type: audio.type ?? 'audio/wav' }), name: audio.name ?? 'voice.wav' } };
  return person.client.gqlUpload<{ sendVoiceMessage: VoiceMessageBody }>(SEND_VOICE, { input: { ...input, audio: null } }, files);
}
