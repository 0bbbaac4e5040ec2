import type { Actor } from './actor.ts';
import type { ConnectionRequest } from '../modules/connections/connection-request.entity.ts';

const isSender = (actor: Actor, request: ConnectionRequest) => request.fromUser.id === actor.user.id;
const isReceiver = (actor: Actor, request: ConnectionRequest) => request.toUser.id === actor.user.id;

export const connectionRequestPolicy = {
  read: (actor: Actor, request: ConnectionRequest) => isSender(actor, request) || isReceiver(actor, request),
  respond: isReceiver,
  cancel: isSender,
} as const;
