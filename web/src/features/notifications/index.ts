// What the registry uses of the notifications feature (the bell, loaded by itself, comes from its own file).
export { NotificationBell } from './NotificationBell';
export { NotificationSettingsSection } from './NotificationSettingsSection';
