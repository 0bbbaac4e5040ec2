// What the registry uses of the notifications feature.
export { NotificationBell } from './NotificationBell';
export { NotificationSettingsSection } from './NotificationSettingsSection';
