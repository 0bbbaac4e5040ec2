import { isFirstVisit } from './firstVisit';

const now = Date.parse('2026-11-25T12:00:00.000Z');
const entry = (kind: string, createdAt: string) => ({ kind, createdAt });

describe('isFirstVisit', () => {
  it('is true within an hour of finishing onboarding, even after a few other entries', () => {
    expect(isFirstVisit([entry('onboarded', '2026-11-25T11:58:00.000Z'), entry('joined', '2026-11-25T11:55:00.000Z')], now)).toBe(true);
    expect(isFirstVisit([entry('member_added', '2026-11-25T11:59:00.000Z'), entry('onboarded', '2026-11-25T11:30:00.000Z')], now)).toBe(true);
  });

  it('forgives a browser clock a little behind the server', () => {
    expect(isFirstVisit([entry('onboarded', '2026-11-25T12:02:00.000Z')], now)).toBe(true);
  });

  it('is false once onboarding is an hour old, or out of sight', () => {
    expect(isFirstVisit([entry('onboarded', '2026-11-25T10:59:00.000Z')], now)).toBe(false);
    expect(isFirstVisit([entry('profile_updated', '2026-11-25T11:59:00.000Z')], now)).toBe(false);
    expect(isFirstVisit([], now)).toBe(false);
  });
});
