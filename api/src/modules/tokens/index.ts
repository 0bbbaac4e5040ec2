// What sign-in uses of the tokens module.
export { userForToken } from './token.service.ts';
