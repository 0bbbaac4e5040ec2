// What other modules use of the notifications module.
export { notifyUsers, type NewNotification } from './notify.service.ts';
