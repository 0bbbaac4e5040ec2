import { memo, useCallback } from 'react';
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

// Each part is drawn again only when what it shows changes: a form redraws on every key and click.
const DateField = memo(GenealogyDateField);
const PlaceField = memo(TextField) as typeof TextField;

/** Living or deceased, as two toggle buttons. */
const LifeStatus = memo(function LifeStatus({ deceased, onChange }: { deceased: boolean; onChange: (deceased: boolean) => void }) {
  const { t } = useTranslation('familyTree');
  return (
    <Box>
      <Typography id="life-status" variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {t('life.status')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby="life-status"
        value={deceased ? 'deceased' : 'living'}
        onChange={(_e, next: 'living' | 'deceased' | null) => next && onChange(next === 'deceased')}
      >
        <ToggleButton value="living">{t('living')}</ToggleButton>
        <ToggleButton value="deceased">{t('deceased')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
});

/**
 * When and where a person was born, whether they are living, and when and where they died: dates
 * as genealogists write them ("abt 1850"), read as they are typed.
 */
export function LifeFields<V extends LifeValues>({ formik, disabledBirth }: { formik: FormikProps<V>; disabledBirth?: boolean }) {
  const { t } = useTranslation('familyTree');
  const { setFieldValue, handleBlur } = formik;
  const setBirth = useCallback((text: string) => void setFieldValue('birth', text), [setFieldValue]);
  const setDeath = useCallback((text: string) => void setFieldValue('death', text), [setFieldValue]);
  const setDeceased = useCallback((deceased: boolean) => void setFieldValue('deceased', deceased), [setFieldValue]);
  const touched = (name: keyof LifeValues) => Boolean((formik.touched as Record<string, unknown>)[name]);
  const errorOf = (name: keyof LifeValues) => {
    const error = (formik.errors as Record<string, unknown>)[name];
    return touched(name) && typeof error === 'string' ? error : undefined;
  };
  const dateField = (name: 'birth' | 'death', label: string, onChange: (text: string) => void) => (
    <DateField
      label={label}
      name={name}
      id={name}
      value={formik.values[name]}
      onChange={onChange}
      onBlur={handleBlur}
      error={errorOf(name)}
      touched={touched(name)}
      disabled={name === 'birth' && disabledBirth}
      fullWidth
    />
  );
  const born = dateField('birth', t('life.born'), setBirth);
  const died = dateField('death', t('life.died'), setDeath);
  const birthPlace = fieldProps(formik, 'birthPlace');
  const deathPlace = fieldProps(formik, 'deathPlace');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        {born}
        <PlaceField label={t('life.birthPlace')} {...birthPlace} />
      </Box>
      <LifeStatus deceased={formik.values.deceased} onChange={setDeceased} />
      {formik.values.deceased && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
          {died}
          <PlaceField label={t('life.deathPlace')} {...deathPlace} />
        </Box>
      )}
    </Box>
  );
}
