import { useFormikContext } from 'formik';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import type { OnboardingValues } from './onboardingForm';
import { fieldProps } from '../../lib/fieldProps';

export function LocationStep() {
  const formik = useFormikContext<OnboardingValues>();
  const props = fieldProps(formik, 'location');
  return (
    <TextField
      label="Location"
      required
      autoFocus
      autoComplete="address-level2"
      placeholder="e.g. Lisbon, Portugal"
      {...props}
      helperText={props.helperText ?? 'Where you live, as your relatives will see it.'}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <PlaceRoundedIcon color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
