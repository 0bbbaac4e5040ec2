import { passkeySupport } from './passkeySupport';

describe('passkeySupport', () => {
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });

  it('says no when the browser has no WebAuthn', () => {
    expect(passkeySupport('kin.example')).toBe('no-browser-support');
  });

  it('says yes on a named host and no on an IP address, which browsers refuse for passkeys', () => {
    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });

    expect(passkeySupport('localhost')).toBe('yes');
    expect(passkeySupport('kinfolk.example.com')).toBe('yes');
    expect(passkeySupport('192.168.1.20')).toBe('ip-address');
    expect(passkeySupport('127.0.0.1')).toBe('ip-address');
    expect(passkeySupport('[::1]')).toBe('ip-address');
  });
});
