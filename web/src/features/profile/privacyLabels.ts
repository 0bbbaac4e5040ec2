import { tKey } from '../../lib/i18n';
import type { Privacy } from './profileForm';

/** The catalogue keys of each privacy switch's label and help, read with `t(...)`. */
export const privacyLabels: Record<keyof Privacy, { label: string; help: string }> = {
  showEmail: { label: tKey('profile:privacy.showEmail.label'), help: tKey('profile:privacy.showEmail.help') },
  showPhone: { label: tKey('profile:privacy.showPhone.label'), help: tKey('profile:privacy.showPhone.help') },
  showAddress: { label: tKey('profile:privacy.showAddress.label'), help: tKey('profile:privacy.showAddress.help') },
  showBirthday: { label: tKey('profile:privacy.showBirthday.label'), help: tKey('profile:privacy.showBirthday.help') },
  allowFamilyConnections: {
    label: tKey('profile:privacy.allowFamilyConnections.label'),
    help: tKey('profile:privacy.allowFamilyConnections.help'),
  },
};
