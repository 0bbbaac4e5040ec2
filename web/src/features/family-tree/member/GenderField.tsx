import type { FormikProps } from 'formik';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../../lib/fieldProps';
import type { Gender } from '../../../gql/graphql';
import { genderLabels, genders } from '../../../lib/relationshipTypes';

/** The person's gender as a choice of the three the app knows, for the add and edit forms. */
export function GenderField<V extends { gender: Gender | '' }>({ formik }: { formik: FormikProps<V> }) {
  return (
    <TextField select label="Gender" {...fieldProps(formik, 'gender')}>
      {genders.map((gender) => (
        <MenuItem key={gender} value={gender}>
          {genderLabels[gender]}
        </MenuItem>
      ))}
    </TextField>
  );
}
