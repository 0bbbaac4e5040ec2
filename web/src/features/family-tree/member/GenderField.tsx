import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../../lib/fieldProps';
import type { Gender } from '../../../gql/graphql';
import { GENDER_LABEL_KEYS, genders } from '../../../lib/relationshipTypes';

/** The person's gender as a choice of the three the app knows, for the add and edit forms. */
export function GenderField<V extends { gender: Gender | '' }>({ formik }: { formik: FormikProps<V> }) {
  const { t } = useTranslation('familyTree');
  const field = fieldProps(formik, 'gender');
  return (
    <TextField select label={t('field.gender')} {...field}>
      {genders.map((gender) => (
        <MenuItem key={gender} value={gender}>
          {t(GENDER_LABEL_KEYS[gender])}
        </MenuItem>
      ))}
    </TextField>
  );
}
