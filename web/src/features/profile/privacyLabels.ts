import type { Privacy } from './profileForm';

export const privacyLabels: Record<keyof Privacy, { label: string; help: string }> = {
  showEmail: { label: 'Show email', help: 'Relatives can see your email address.' },
  showPhone: { label: 'Show phone', help: 'Relatives can see your phone number.' },
  showAddress: { label: 'Show address', help: 'Relatives can see your postal address.' },
  showBirthday: { label: 'Show birthday', help: 'Relatives can see your date of birth.' },
  allowFamilyConnections: {
    label: 'Allow family connections',
    help: 'Relatives can find you and send you connection requests.',
  },
};
