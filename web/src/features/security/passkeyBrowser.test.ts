import { passkeyRefusal, suggestedPasskeyName } from './passkeyBrowser';

describe('suggestedPasskeyName', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0', 'Edge on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['something else entirely', 'Passkey'],
  ])('names a passkey made in %s “%s”', (userAgent, name) => {
    expect(suggestedPasskeyName(userAgent)).toBe(name);
  });
});

describe('passkeyRefusal', () => {
  it('tells a cancelled prompt from a device that already has a passkey and from other failures', () => {
    expect(passkeyRefusal(Object.assign(new Error(''), { name: 'NotAllowedError' }))).toMatch(/cancelled or timed out/);
    expect(passkeyRefusal(Object.assign(new Error(''), { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }))).toMatch(
      /already holds a passkey/,
    );
    expect(passkeyRefusal(new Error('weird'))).toMatch(/could not create a passkey/);
  });
});
