export { OfflineBanner } from './OfflineBanner';
export { UpdatePrompt } from './UpdatePrompt';
