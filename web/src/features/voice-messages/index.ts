// What the rest of the app uses of voice messages: the page, and a person's voice stories for their details.
export { VoiceMessagesPage } from './VoiceMessagesPage';
export { MemberVoiceStories } from './MemberVoiceStories';
