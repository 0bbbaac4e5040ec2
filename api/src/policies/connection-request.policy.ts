import type { User } from '../modules/users/user.entity.ts';
import type { ConnectionRequest } from '../modules/connections/connection-request.entity.ts';

const isSender = (viewer: User, request: ConnectionRequest) => request.fromUser.id === viewer.id;
const isReceiver = (viewer: User, request: ConnectionRequest) => request.toUser.id === viewer.id;

export const connectionRequestPolicy = {
  read: (viewer: User, request: ConnectionRequest) => isSender(viewer, request) || isReceiver(viewer, request),
  respond: isReceiver,
  cancel: isSender,
};
