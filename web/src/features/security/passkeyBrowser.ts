import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { passkeySupport } from '../../components/passkeySupport';
import { i18n } from '../../lib/i18n';

/** The browser's side of adding a passkey, in one object so tests can stand in for it. */
export const passkeyBrowser = {
  support: () => passkeySupport(),
  register(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
    return startRegistration({ optionsJSON });
  },
};

/** Why passkeys cannot be used when Kinfolk is opened by an IP address. */
export function passkeysNeedAName(): string {
  return i18n.t('security:passkeys.needAName');
}

/** Why the browser did not create a passkey, in words for the person at it. */
export function passkeyRefusal(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return i18n.t('security:refusal.alreadyRegistered');
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return passkeysNeedAName();
  if (name === 'NotAllowedError' || name === 'AbortError') return i18n.t('security:refusal.cancelled');
  return i18n.t('security:refusal.failed');
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
  if (browser && system) return i18n.t('security:passkeyName.browserOnSystem', { browser, system });
  return browser ?? system ?? i18n.t('security:passkeyName.fallback');
}
