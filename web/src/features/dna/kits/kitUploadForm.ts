import * as yup from 'yup';
import { i18n } from '../../../lib/i18n';
import type { PersonChoice } from '../../../components/people-choices/usePeopleOptions';

/** The upload form: the file, whose DNA it is, and for a relative's kit who they are and their consent. */
export interface KitUploadValues {
  file: File | null;
  whose: 'mine' | 'relative';
  person: PersonChoice | null;
  consent: boolean;
}

export const initialKitUploadValues: KitUploadValues = { file: null, whose: 'mine', person: null, consent: false };

/** What the form needs before sending: a file; for a relative's kit, the person and their consent. */
export const kitUploadRules = () =>
  yup.object({
    file: yup.mixed<File>().nullable().required(() => i18n.t('dna:upload.fileRequired')),
    whose: yup.string().oneOf(['mine', 'relative']).required(),
    person: yup
      .object()
      .nullable()
      .when('whose', {
        is: 'relative',
        then: (rule) => rule.required(() => i18n.t('dna:upload.personRequired')),
      }),
    consent: yup.boolean().when('whose', {
      is: 'relative',
      then: (rule) => rule.oneOf([true], () => i18n.t('dna:upload.consentRequired')),
    }),
  });
