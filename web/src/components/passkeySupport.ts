import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/**
 * Whether passkeys can work on this page, and if not why: the browser lacks WebAuthn, or the page
 * was opened by an IP address, which browsers refuse as a passkey's site (it needs a name such as
 * localhost or kinfolk.example.com).
 */
export function passkeySupport(hostname = window.location.hostname): 'yes' | 'no-browser-support' | 'ip-address' {
  if (!browserSupportsWebAuthn()) return 'no-browser-support';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[')) return 'ip-address';
  return 'yes';
}
