// What other modules use of the connections module.
export { areConnected, connectedAmong, connectedUserIds } from './connection.service.ts';
export { connectionsForExport } from './connection-export.ts';
