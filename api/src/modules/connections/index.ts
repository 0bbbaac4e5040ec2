// What other modules use of the connections module.
export { areConnected } from './connection.service.ts';
