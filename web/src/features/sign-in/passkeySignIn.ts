import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { browser, passkeyPromptDismissed } from './browser';
import { finishStep, InteractionError, postStep } from './interaction';

const PASSKEY_DISMISSED = 'No passkey was used: the request was cancelled or timed out. Try again, or sign in with your password.';
const PASSKEY_FAILED = 'This browser could not use a passkey here. Sign in with your password instead.';

/** Asks the server for a challenge, lets the browser sign it with a passkey and hands the answer back. */
export async function signInWithPasskey(uid: string): Promise<void> {
  const optionsJSON = (await postStep(uid, 'passkey-options', {})) as PublicKeyCredentialRequestOptionsJSON;
  let response;
  try {
    response = await browser.authenticateWithPasskey(optionsJSON);
  } catch (error) {
    throw new InteractionError(passkeyPromptDismissed(error) ? PASSKEY_DISMISSED : PASSKEY_FAILED);
  }
  await finishStep(uid, 'passkey', { response });
}
