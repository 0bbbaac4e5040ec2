import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import PlaceRoundedIcon from '@mui/icons-material/PlaceRounded';
import type { OnboardingValues } from './onboardingForm';
import { fieldProps } from '../../lib/fieldProps';

export function LocationStep() {
  const { t } = useTranslation('onboarding');
  const formik = useFormikContext<OnboardingValues>();
  const props = fieldProps(formik, 'location');
  return (
    <TextField
      label={t('location.label')}
      required
      autoFocus
      autoComplete="address-level2"
      placeholder={t('location.placeholder')}
      {...props}
      helperText={props.helperText ?? t('location.hint')}
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
