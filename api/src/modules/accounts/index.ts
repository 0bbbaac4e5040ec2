// What sign-in uses of the accounts module.
export { registerWithPassword, signInWithClaims, signInWithPassword, accountDisabled } from './account.service.ts';
export { passkeySignInOptions, signInWithPasskey } from './passkey.service.ts';
