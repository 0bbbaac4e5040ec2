import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeySupport } from '../../components/passkeySupport';

/**
 * What the sign-in page asks of the browser beyond the DOM: leaving for the next step and passkeys.
 * One object, so tests can stand in for the parts jsdom does not have.
 */
export const browser = {
  go(url: string) {
    window.location.assign(url);
  },
  supportsPasskeys(): boolean {
    return passkeySupport() === 'yes';
  },
  authenticateWithPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
    return startAuthentication({ optionsJSON });
  },
};

/** The browser's passkey prompt was closed, timed out or found no passkey for this server. */
export function passkeyPromptDismissed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
