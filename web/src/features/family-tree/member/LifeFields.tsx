import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { GenealogyDateField } from '../../../components/GenealogyDateField';
import { fieldProps } from '../../../lib/fieldProps';
import type { LifeValues } from './lifeFields';

/**
 * When and where a person was born, whether they are living, and when and where they died: dates
 * as genealogists write them ("abt 1850"), read as they are typed.
 */
export function LifeFields<V extends LifeValues>({ formik, disabledBirth }: { formik: FormikProps<V>; disabledBirth?: boolean }) {
  const { t } = useTranslation('familyTree');
  const errorOf = (name: keyof LifeValues) => {
    const error = (formik.errors as Record<string, unknown>)[name];
    return (formik.touched as Record<string, unknown>)[name] && typeof error === 'string' ? error : undefined;
  };
  const dateField = (name: 'birth' | 'death', label: string) => (
    <GenealogyDateField
      label={label}
      name={name}
      id={name}
      value={formik.values[name]}
      onChange={(text) => void formik.setFieldValue(name, text)}
      onBlur={formik.handleBlur}
      error={errorOf(name)}
      touched={Boolean((formik.touched as Record<string, unknown>)[name])}
      disabled={name === 'birth' && disabledBirth}
      fullWidth
    />
  );
  const born = dateField('birth', t('life.born'));
  const died = dateField('death', t('life.died'));
  const birthPlace = fieldProps(formik, 'birthPlace');
  const deathPlace = fieldProps(formik, 'deathPlace');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        {born}
        <TextField label={t('life.birthPlace')} {...birthPlace} />
      </Box>
      <Box>
        <Typography id="life-status" variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
          {t('life.status')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-labelledby="life-status"
          value={formik.values.deceased ? 'deceased' : 'living'}
          onChange={(_e, next: 'living' | 'deceased' | null) => next && void formik.setFieldValue('deceased', next === 'deceased')}
        >
          <ToggleButton value="living">{t('living')}</ToggleButton>
          <ToggleButton value="deceased">{t('deceased')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {formik.values.deceased && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
          {died}
          <TextField label={t('life.deathPlace')} {...deathPlace} />
        </Box>
      )}
    </Box>
  );
}
