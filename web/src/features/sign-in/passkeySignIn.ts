import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { i18n } from '../../lib/i18n';
import { browser, passkeyPromptDismissed } from './browser';
import { finishStep, InteractionError, postStep } from './interaction';

/** Asks the server for a challenge, lets the browser sign it with a passkey and hands the answer back. */
export async function signInWithPasskey(uid: string): Promise<void> {
  const optionsJSON = (await postStep(uid, 'passkey-options', {})) as PublicKeyCredentialRequestOptionsJSON;
  let response;
  try {
    response = await browser.authenticateWithPasskey(optionsJSON);
  } catch (error) {
    throw new InteractionError(
      passkeyPromptDismissed(error) ? i18n.t('signIn:problem.passkeyDismissed') : i18n.t('signIn:problem.passkeyFailed'),
    );
  }
  await finishStep(uid, 'passkey', { response });
}
