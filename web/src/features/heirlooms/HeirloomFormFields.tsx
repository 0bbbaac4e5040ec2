import { useId, type ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import { GenealogyDateField } from '../../components/GenealogyDateField';
import { IMAGE_ACCEPT, imageFileProblem } from '../../lib/images';
import { EarlierOwnersField } from './EarlierOwnersField';
import { MAX_NEW_PHOTOS, type HeirloomValues } from './heirloomForm';
import { HEIRLOOM_TYPES, PASSINGS, PASSING_LABEL_KEYS, TYPE_LABEL_KEYS } from './heirloomTypes';
import { TreePersonPicker } from './TreePersonPicker';

interface HeirloomFormFieldsProps {
  formik: FormikProps<HeirloomValues>;
  /** The trees it may be added to (only when adding, and only shown when there are several). */
  trees: { id: string; name: string }[];
  editing: boolean;
}

/** A heading inside the form. */
function Part({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** The add and edit form's fields: what it is, who has it and who had it, who it is meant for, its value and (adding) photos. */
export function HeirloomFormFields({ formik, trees, editing }: HeirloomFormFieldsProps) {
  const { t } = useTranslation('heirlooms');
  const photoInputId = useId();
  const shown = (name: keyof HeirloomValues) => (formik.touched[name] || formik.submitCount > 0) && typeof formik.errors[name] === 'string' ? (formik.errors[name] as string) : undefined;
  const v = formik.values;
  const errors = {
    treeId: shown('treeId'),
    name: shown('name'),
    assetType: shown('assetType'),
    acquisitionDate: shown('acquisitionDate'),
    description: shown('description'),
    story: shown('story'),
    currentPerson: shown('currentPerson'),
    currentFrom: shown('currentFrom'),
    intended: shown('intended'),
    amount: shown('amount'),
    currency: shown('currency'),
  };
  const textField = (name: 'name' | 'description' | 'story', label: string, extra: object = {}) => (
    <TextField id={`heirloom-${name}`} name={name} label={label} value={v[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} error={Boolean(shown(name))} helperText={shown(name)} fullWidth {...extra} />
  );
  const nameField = textField('name', t('form.nameField'), { required: true, slotProps: { htmlInput: { maxLength: 200 } }, helperText: errors.name ?? t('form.nameHint') });
  const descriptionField = textField('description', t('form.descriptionField'), { multiline: true, minRows: 2 });
  const storyField = textField('story', t('form.storyField'), { multiline: true, minRows: 3, helperText: errors.story ?? t('form.storyHint') });
  const onTree = (event: ChangeEvent<HTMLInputElement>) => {
    // People belong to one tree: those chosen in another are let go.
    void formik.setValues({ ...v, treeId: event.target.value, currentPerson: null, intended: null, previous: [] });
  };
  const onPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const problem = chosen.map(imageFileProblem).find(Boolean);
    if (problem) return formik.setFieldError('photos', problem);
    void formik.setFieldValue('photos', [...v.photos, ...chosen].slice(0, MAX_NEW_PHOTOS));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {!editing && trees.length > 1 && (
        <TextField select id="heirloom-tree" name="treeId" label={t('form.tree')} value={v.treeId} onChange={onTree} error={Boolean(errors.treeId)} helperText={errors.treeId} fullWidth>
          {trees.map((tree) => (
            <MenuItem key={tree.id} value={tree.id}>
              {tree.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {nameField}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField select id="heirloom-type" name="assetType" label={t('form.type')} value={v.assetType} onChange={formik.handleChange} onBlur={formik.handleBlur} error={Boolean(errors.assetType)} helperText={errors.assetType} required fullWidth>
          {HEIRLOOM_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(TYPE_LABEL_KEYS[type])}
            </MenuItem>
          ))}
        </TextField>
        <GenealogyDateField id="heirloom-acquired" name="acquisitionDate" label={t('form.acquired')} value={v.acquisitionDate} onChange={(text) => void formik.setFieldValue('acquisitionDate', text)} onBlur={formik.handleBlur} error={errors.acquisitionDate} touched={Boolean(formik.touched.acquisitionDate)} />
      </Box>
      {descriptionField}
      {storyField}

      <Divider />
      <Part>{t('form.whoHasIt')}</Part>
      <TreePersonPicker id="heirloom-current" label={t('form.currentOwner')} treeId={v.treeId || null} value={v.currentPerson} onChange={(person) => void formik.setFieldValue('currentPerson', person)} error={errors.currentPerson} helperText={t('form.currentOwnerHint')} />
      {v.currentPerson && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <GenealogyDateField id="heirloom-current-from" name="currentFrom" label={t('form.since')} value={v.currentFrom} onChange={(text) => void formik.setFieldValue('currentFrom', text)} onBlur={formik.handleBlur} error={errors.currentFrom} touched={Boolean(formik.touched.currentFrom)} />
          <TextField select id="heirloom-current-how" name="currentHow" label={t('form.howItCame')} value={v.currentHow} onChange={formik.handleChange} fullWidth>
            <MenuItem value="">{t('form.howUnknown')}</MenuItem>
            {PASSINGS.map((how) => (
              <MenuItem key={how} value={how}>
                {t(PASSING_LABEL_KEYS[how])}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      <EarlierOwnersField formik={formik} />
      <TreePersonPicker id="heirloom-intended" label={t('form.intended')} treeId={v.treeId || null} value={v.intended} onChange={(person) => void formik.setFieldValue('intended', person)} error={errors.intended} helperText={t('form.intendedHint')} />

      <Divider />
      <Part>{t('form.valuePart')}</Part>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 7rem', sm: '1fr 9rem' } }}>
        <TextField id="heirloom-amount" name="amount" label={t('form.amount')} value={v.amount} onChange={formik.handleChange} onBlur={formik.handleBlur} error={Boolean(errors.amount)} helperText={errors.amount ?? t('form.valueHint')} slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }} />
        <TextField id="heirloom-currency" name="currency" label={t('form.currency')} value={v.currency} onChange={formik.handleChange} onBlur={formik.handleBlur} error={Boolean(errors.currency)} helperText={errors.currency} slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters', style: { textTransform: 'uppercase' } } }} />
      </Box>

      {!editing && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('form.photosHint', { count: MAX_NEW_PHOTOS })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {v.photos.map((file, i) => (
              <Button key={`${file.name}-${i}`} size="small" variant="outlined" color="inherit" onClick={() => void formik.setFieldValue('photos', v.photos.filter((_, j) => j !== i))} aria-label={t('form.removePhoto', { name: file.name })}>
                {file.name}
              </Button>
            ))}
            {v.photos.length < MAX_NEW_PHOTOS && (
              <Button component="label" htmlFor={photoInputId} variant="outlined" startIcon={<AddPhotoAlternateRoundedIcon />}>
                {t('form.addPhotos')}
                <input id={photoInputId} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={onPhotos} />
              </Button>
            )}
          </Box>
          {typeof formik.errors.photos === 'string' && <FormHelperText error>{formik.errors.photos}</FormHelperText>}
        </Box>
      )}
    </Box>
  );
}
