import { FieldArray, getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { GenealogyDateField } from '../../components/GenealogyDateField';
import type { HeirloomValues } from './heirloomForm';
import { PASSINGS, PASSING_LABEL_KEYS } from './heirloomTypes';
import { TreePersonPicker } from './TreePersonPicker';

/** The most earlier owners the form lists (the server keeps 40). */
const MAX_EARLIER = 40;

/**
 * Who had the heirloom before whoever has it now, the first known first: each a person of the tree,
 * how it came to them, and from when until when. A problem the server finds with their order shows
 * beneath them (the form's status `journey`).
 */
export function EarlierOwnersField({ formik }: { formik: FormikProps<HeirloomValues> }) {
  const { t } = useTranslation('heirlooms');
  const journeyProblem = (formik.status as { journey?: string } | undefined)?.journey;
  const errorAt = (path: string) => (getIn(formik.touched, path) || formik.submitCount > 0 ? (getIn(formik.errors, path) as string | undefined) : undefined);
  return (
    <FieldArray name="previous">
      {(rows) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('form.earlierOwners')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.earlierOwnersHint')}
          </Typography>
          {formik.values.previous.map((owner, i) => (
            <Paper key={i} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} role="group" aria-label={t('form.earlierOwner', { number: i + 1 })}>
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flexGrow: 1 }}>
                  <TreePersonPicker
                    id={`heirloom-previous-${i}-person`}
                    label={t('form.earlierOwnerPerson', { number: i + 1 })}
                    treeId={formik.values.treeId || null}
                    value={owner.person}
                    onChange={(person) => void formik.setFieldValue(`previous.${i}.person`, person)}
                    error={errorAt(`previous.${i}.person`)}
                    required
                  />
                </Box>
                <IconButton aria-label={t('form.removeEarlierOwner', { number: i + 1 })} onClick={() => rows.remove(i)} sx={{ mt: 1 }}>
                  <DeleteOutlineRoundedIcon />
                </IconButton>
              </Box>
              <GenealogyDateField
                id={`heirloom-previous-${i}-from`}
                name={`previous.${i}.from`}
                label={t('form.from')}
                value={owner.from}
                onChange={(value) => void formik.setFieldValue(`previous.${i}.from`, value)}
                onBlur={formik.handleBlur}
                error={errorAt(`previous.${i}.from`)}
                touched={Boolean(getIn(formik.touched, `previous.${i}.from`))}
              />
              <GenealogyDateField
                id={`heirloom-previous-${i}-to`}
                name={`previous.${i}.to`}
                label={t('form.to')}
                value={owner.to}
                onChange={(value) => void formik.setFieldValue(`previous.${i}.to`, value)}
                onBlur={formik.handleBlur}
                error={errorAt(`previous.${i}.to`)}
                touched={Boolean(getIn(formik.touched, `previous.${i}.to`))}
              />
              <TextField select id={`heirloom-previous-${i}-how`} name={`previous.${i}.how`} label={t('form.howItCame')} value={owner.how} onChange={formik.handleChange} sx={{ gridColumn: '1 / -1' }}>
                <MenuItem value="">{t('form.howUnknown')}</MenuItem>
                {PASSINGS.map((how) => (
                  <MenuItem key={how} value={how}>
                    {t(PASSING_LABEL_KEYS[how])}
                  </MenuItem>
                ))}
              </TextField>
            </Paper>
          ))}
          {journeyProblem && <FormHelperText error>{journeyProblem}</FormHelperText>}
          {formik.values.previous.length < MAX_EARLIER && (
            <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => rows.push({ person: null, how: '', from: '', to: '' })} sx={{ justifySelf: 'start' }}>
              {t('form.addEarlierOwner')}
            </Button>
          )}
        </Box>
      )}
    </FieldArray>
  );
}
