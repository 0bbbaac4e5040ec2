// What the rest of the app uses of voice messages: the page.
export { VoiceMessagesPage } from './VoiceMessagesPage';
