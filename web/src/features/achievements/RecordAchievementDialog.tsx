import { useId, type ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddPhotoAlternateRoundedIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import { FormDialog } from '../../components/FormDialog';
import { GenealogyDateField } from '../../components/GenealogyDateField';
import { PersonPicker } from '../../components/people-choices/PersonPicker';
import type { PersonChoice } from '../../components/people-choices/usePeopleOptions';
import { useToast } from '../../components/toast';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import type { AchievementFieldsFragment, AchievementType, EditAchievementInput } from '../../gql/graphql';
import { genealogyDateSchema } from '../../lib/genealogyDateSchema';
import { IMAGE_ACCEPT, imageFileProblem } from '../../lib/images';
import { showServerFieldErrors } from '../../lib/serverFieldErrors';
import { i18n } from '../../lib/i18n';
import { EditAchievementDocument, RecordAchievementDocument } from './achievementQueries';
import { ACHIEVEMENT_TYPES, TYPE_LABEL_KEYS } from './achievementTypes';

/** Photos sent with a new achievement (the server takes two in one request). */
export const MAX_NEW_PHOTOS = 2;
/** Photos an achievement may have in all. */
const MAX_PHOTOS = 6;

const PHOTOS = 'photos';

interface Values {
  person: PersonChoice | null;
  achievementType: AchievementType | '';
  title: string;
  description: string;
  date: string;
  photos: File[];
  /** An existing achievement's photos that stay (those removed in the form are left out). */
  keptPhotos: { id: string; url: string }[];
}

const rules = () =>
  yup.object({
    person: yup.object().nullable().required(i18n.t('achievements:form.personRequired')),
    achievementType: yup.string().required(i18n.t('achievements:form.typeRequired')),
    title: yup.string().trim().required(i18n.t('achievements:form.titleRequired')).max(200, i18n.t('achievements:form.titleTooLong')),
    description: yup.string().max(5000, i18n.t('achievements:form.descriptionTooLong')),
    date: genealogyDateSchema(),
  });

interface RecordAchievementDialogProps {
  open: boolean;
  onClose: () => void;
  /** The person it is for, when recorded from their details (the picker starts with them). */
  person?: PersonChoice | null;
  /** Called with the new achievement's id once saved. */
  onRecorded?: (id: string) => void;
  /** An achievement to change instead of recording a new one: the form starts with what it says (its person stays). */
  achievement?: AchievementFieldsFragment;
}

/** The form's values for a new achievement, or those of an existing one. */
function initialValuesOf(person: PersonChoice | null, achievement: AchievementFieldsFragment | undefined): Values {
  if (!achievement) return { person, achievementType: '', title: '', description: '', date: '', photos: [], keptPhotos: [] };
  return {
    person: { id: achievement.member.id, name: achievement.member.fullName },
    achievementType: achievement.achievementType,
    title: achievement.title,
    description: achievement.description ?? '',
    date: achievement.date?.value ?? '',
    photos: [],
    keptPhotos: achievement.photos,
  };
}

/** What changed of an existing achievement, as the server takes it (an emptied description or date removes it). */
function changesOf(values: Values, before: Values): EditAchievementInput {
  const input: EditAchievementInput = {};
  if (values.achievementType !== before.achievementType) input.achievementType = values.achievementType as AchievementType;
  if (values.title.trim() !== before.title) input.title = values.title.trim();
  if (values.description.trim() !== before.description) input.description = values.description.trim();
  if (values.date.trim() !== before.date) input.date = values.date.trim();
  if (values.photos.length) input.addPhotos = values.photos;
  const kept = new Set(values.keptPhotos.map((photo) => photo.id));
  const removed = before.keptPhotos.filter((photo) => !kept.has(photo.id)).map((photo) => photo.id);
  if (removed.length) input.removePhotoIds = removed;
  return input;
}

/**
 * Records an achievement of a person of the viewer's trees: who, what kind, what, when, more, photos;
 * or, given `achievement`, changes one (the same form, starting with what it says).
 */
export function RecordAchievementDialog({ open, onClose, person = null, onRecorded, achievement }: RecordAchievementDialogProps) {
  const { t } = useTranslation('achievements');
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const photoInputId = useId();
  const [record] = useMutation(RecordAchievementDocument, {
    refetchQueries: ['Achievements', 'MemberAchievements'],
  });
  // The changed achievement comes back whole, so every card showing it is up to date from the cache.
  const [edit] = useMutation(EditAchievementDocument);
  const initialValues = initialValuesOf(person, achievement);

  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      titleId={achievement ? `edit-achievement-${achievement.id}-title` : 'record-achievement-title'}
      title={achievement ? t('edit.title') : t('form.title')}
      submitLabel={t('form.save')}
      initialValues={initialValues}
      validationSchema={rules()}
      fullScreen={phone}
      onSubmit={async (values, helpers) => {
        try {
          if (achievement) {
            const input = changesOf(values, initialValues);
            // A new kind or date may move it within a list (or out of one filtered by kind).
            const moved = input.achievementType !== undefined || input.date !== undefined;
            await edit({ variables: { id: achievement.id, input }, refetchQueries: moved ? ['Achievements', 'MemberAchievements'] : [] });
            toast({ title: t('edit.done', { title: values.title.trim() }), variant: 'success' });
            onClose();
            return;
          }
          const { data } = await record({
            variables: {
              input: {
                memberId: values.person!.id,
                achievementType: values.achievementType as AchievementType,
                title: values.title.trim(),
                description: values.description.trim() || null,
                date: values.date.trim() || null,
                photos: values.photos.length ? values.photos : null,
              },
            },
          });
          toast({ title: t('form.done', { title: values.title.trim() }), variant: 'success' });
          if (data) onRecorded?.(data.recordAchievement.id);
          onClose();
        } catch (error) {
          const others = showServerFieldErrors(helpers, error, { memberId: 'person', addPhotos: 'photos' }, new Set(['person', 'achievementType', 'title', 'description', 'date', 'photos']));
          if (others.length || !Object.keys(fieldErrorsOf(error)).length) toast({ title: t('form.failed'), text: others.join(' ') || errorMessageOf(error, t('form.failedText')), variant: 'error' });
        }
      }}
    >
      {(formik) => <AchievementFields formik={formik} photoInputId={photoInputId} editing={Boolean(achievement)} />}
    </FormDialog>
  );
}

/** The dialog's fields: who (fixed once recorded), what kind, what, when, more, and photos. */
function AchievementFields({ formik, photoInputId, editing }: { formik: FormikProps<Values>; photoInputId: string; editing: boolean }) {
  const { t } = useTranslation('achievements');
    const touchedError = (name: keyof Values) => (formik.touched[name] && typeof formik.errors[name] === 'string' ? (formik.errors[name] as string) : undefined);
    const errors = { person: touchedError('person'), achievementType: touchedError('achievementType'), title: touchedError('title'), date: touchedError('date'), description: touchedError('description') };
    // Two new photos in one request, six in all with those kept.
    const newPhotosAllowed = Math.min(MAX_NEW_PHOTOS, MAX_PHOTOS - formik.values.keptPhotos.length);
    const onPhotos = (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = [...(event.target.files ?? [])];
      event.target.value = '';
      const problem = chosen.map(imageFileProblem).find(Boolean);
      if (problem) {
        formik.setFieldError(PHOTOS, problem);
        return;
      }
      void formik.setFieldValue(PHOTOS, [...formik.values.photos, ...chosen].slice(0, newPhotosAllowed));
    };
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {editing ? (
          <TextField id="achievement-person" label={t('form.person')} value={formik.values.person?.name ?? ''} helperText={t('edit.personFixed')} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
        ) : (
          <Box>
            <PersonPicker id="achievement-person" label={t('form.person')} value={formik.values.person} onChange={(value) => void formik.setFieldValue('person', value)} />
            {errors.person && <FormHelperText error>{errors.person}</FormHelperText>}
          </Box>
        )}
        <TextField
          select
          id="achievement-type"
          name="achievementType"
          label={t('form.type')}
          value={formik.values.achievementType}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(errors.achievementType)}
          helperText={errors.achievementType}
          fullWidth
        >
          {ACHIEVEMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(TYPE_LABEL_KEYS[type])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="achievement-title"
          name="title"
          label={t('form.titleField')}
          value={formik.values.title}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(errors.title)}
          helperText={errors.title ?? t('form.titleHint')}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <GenealogyDateField
          label={t('form.date')}
          name="date"
          id="achievement-date"
          value={formik.values.date}
          onChange={(text) => void formik.setFieldValue('date', text)}
          onBlur={formik.handleBlur}
          error={errors.date}
          touched={Boolean(formik.touched.date)}
          fullWidth
        />
        <TextField
          id="achievement-description"
          name="description"
          label={t('form.description')}
          value={formik.values.description}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(errors.description)}
          helperText={errors.description}
          multiline
          minRows={3}
          fullWidth
        />
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {newPhotosAllowed > 0 ? t('form.photosHint', { count: newPhotosAllowed }) : t('edit.photosFull', { max: MAX_PHOTOS })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {formik.values.keptPhotos.map((photo, i) => (
              <Button
                key={photo.id}
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => void formik.setFieldValue('keptPhotos', formik.values.keptPhotos.filter((kept) => kept.id !== photo.id))}
                aria-label={t('edit.removePhoto', { number: i + 1 })}
                startIcon={<Box component="img" src={photo.url} alt="" sx={{ width: 24, height: 24, objectFit: 'cover', borderRadius: 0.5 }} />}
              >
                {t('edit.photo', { number: i + 1 })}
              </Button>
            ))}
            {formik.values.photos.map((file, i) => (
              <Button key={`${file.name}-${i}`} size="small" variant="outlined" color="inherit" onClick={() => void formik.setFieldValue('photos', formik.values.photos.filter((_, j) => j !== i))} aria-label={t('form.removePhoto', { name: file.name })}>
                {file.name}
              </Button>
            ))}
            {formik.values.photos.length < newPhotosAllowed && (
              <Button component="label" htmlFor={photoInputId} variant="outlined" startIcon={<AddPhotoAlternateRoundedIcon />}>
                {t('form.addPhotos')}
                <input id={photoInputId} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={onPhotos} />
              </Button>
            )}
          </Box>
          {typeof formik.errors.photos === 'string' && <FormHelperText error>{formik.errors.photos}</FormHelperText>}
        </Box>
      </Box>
    );
}
