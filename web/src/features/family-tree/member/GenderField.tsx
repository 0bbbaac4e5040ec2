import { memo } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSelectInTransition } from '../../../lib/selectInTransition';
import { fieldProps, type FieldBinding } from '../../../lib/fieldProps';
import type { Gender } from '../../../gql/graphql';
import { GENDER_LABEL_KEYS, genders } from '../../../lib/relationshipTypes';

/** The three choices, drawn again only when the field's value or message changes. */
const GenderSelect = memo(function GenderSelect(field: FieldBinding) {
  const { t } = useTranslation('familyTree');
  const select = useSelectInTransition(field);
  return (
    <TextField select label={t('field.gender')} {...select}>
      {genders.map((gender) => (
        <MenuItem key={gender} value={gender}>
          {t(GENDER_LABEL_KEYS[gender])}
        </MenuItem>
      ))}
    </TextField>
  );
});

/** The person's gender as a choice of the three the app knows, for the add and edit forms. */
export function GenderField<V extends { gender: Gender | '' }>({ formik }: { formik: FormikProps<V> }) {
  const field = fieldProps(formik, 'gender');
  return <GenderSelect {...field} />;
}
