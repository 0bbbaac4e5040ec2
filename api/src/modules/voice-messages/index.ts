// What other modules and the app use of the voice-messages module.

export { voiceMessagesForExport, deleteVoiceMessagesOf } from './voice-message-export.ts';
