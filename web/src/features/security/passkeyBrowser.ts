import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { passkeySupport } from '../../components/passkeySupport';

/** The browser's side of adding a passkey, in one object so tests can stand in for it. */
export const passkeyBrowser = {
  support: () => passkeySupport(),
  register(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
    return startRegistration({ optionsJSON });
  },
};

export const PASSKEYS_NEED_A_NAME =
  'Passkeys work only when Kinfolk is opened by its name (such as localhost or kinfolk.example.com), not by an IP address.';

/** Why the browser did not create a passkey, in words for the person at it. */
export function passkeyRefusal(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds a passkey for your account.';
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return PASSKEYS_NEED_A_NAME;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey was not added: the request was cancelled or timed out.';
  return 'This browser or device could not create a passkey. Try another device, or keep using your password.';
}

/** A name to recognise the passkey by: the browser and system it was made on, e.g. "Firefox on Windows". */
export function suggestedPasskeyName(userAgent = navigator.userAgent): string {
  const browsers: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/OPR\//, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Windows/, 'Windows'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Passkey';
}
