import dayjs from 'dayjs';
import { API_DATE } from '../../lib/dates';
import { genderChoices, type GenderChoice, type OnboardingValues } from './onboardingForm';

// What the user typed in the wizard, kept in this tab's sessionStorage so that a reload (or a
// visit elsewhere and back) loses nothing. Keyed by user, so someone else signing in on the same
// tab never sees it. The photo is not kept: a file cannot be stored, and it is quickly chosen again.

type Draft = Partial<Omit<OnboardingValues, 'profileImage'>>;

const keyOf = (userId: string) => `kinfolk.onboarding.${userId}`;
const TEXT_FIELDS = ['firstName', 'lastName', 'bio', 'location'] as const;

/** The values saved for this user, as far as they still make sense; nothing when there are none. */
export function loadDraft(userId: string): Draft {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(keyOf(userId)) ?? 'null');
  } catch {
    return {};
  }
  if (!saved || typeof saved !== 'object') return {};
  const record = saved as Record<string, unknown>;
  const draft: Draft = {};
  for (const field of TEXT_FIELDS) if (typeof record[field] === 'string') draft[field] = record[field];
  if (genderChoices.some((choice) => choice.value === record.gender)) draft.gender = record.gender as GenderChoice;
  if (typeof record.dateOfBirth === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(record.dateOfBirth)) {
    const date = dayjs(record.dateOfBirth);
    if (date.isValid()) draft.dateOfBirth = date;
  }
  return draft;
}

export function saveDraft(userId: string, values: OnboardingValues) {
  const { profileImage: _photo, dateOfBirth, ...rest } = values;
  const draft = { ...rest, dateOfBirth: dateOfBirth?.isValid() ? dateOfBirth.format(API_DATE) : null };
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or turned off: the wizard works on, it only forgets on reload.
  }
}

export function clearDraft(userId: string) {
  try {
    sessionStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing was kept.
  }
}
