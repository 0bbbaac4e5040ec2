import type { FormikProps } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../lib/fieldProps';
import { DESCRIPTION_MAX, type CircleBasics } from './circleForm';

/** Name, description and the Private switch, for creating a circle and for changing one. */
export function CircleBasicsFields<V extends CircleBasics>({ formik }: { formik: FormikProps<V> }) {
  const description = fieldProps(formik, 'description');
  return (
    <Stack spacing={2.5}>
      <TextField label="Name" required autoFocus placeholder="e.g. The Rivera cousins" {...fieldProps(formik, 'name')} />
      <TextField
        label="Description"
        multiline
        minRows={2}
        {...description}
        helperText={description.helperText ?? `Optional. What the circle is for (up to ${DESCRIPTION_MAX.toLocaleString('en-US')} characters).`}
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              name="isPrivate"
              checked={formik.values.isPrivate}
              onChange={(event) => void formik.setFieldValue('isPrivate', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'circle-private-help' } }}
            />
          }
          label="Private"
        />
        <FormHelperText id="circle-private-help" sx={{ mt: 0 }}>
          {formik.values.isPrivate
            ? 'Only its members know the circle exists.'
            : 'Your connections can see the circle exists and ask to join. Only members see its memories.'}
        </FormHelperText>
      </div>
    </Stack>
  );
}
