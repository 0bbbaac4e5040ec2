import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { privacyLabels } from './privacyLabels';
import { privacyKeys, type ProfileFormValues } from './profileForm';

export function PrivacySwitches() {
  const { t } = useTranslation('profile');
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  return (
    <FormGroup sx={{ gap: 1 }}>
      {privacyKeys.map((key) => (
        <FormControlLabel
          key={key}
          sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
          control={
            <Switch
              name={`privacy.${key}`}
              checked={values.privacy[key]}
              onChange={(event) => void setFieldValue(`privacy.${key}`, event.target.checked)}
            />
          }
          label={
            <span>
              <Typography component="span" variant="body1" sx={{ display: 'block', fontWeight: 500, pt: 1 }}>
                {t(privacyLabels[key].label)}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {t(privacyLabels[key].help)}
              </Typography>
            </span>
          }
        />
      ))}
    </FormGroup>
  );
}
