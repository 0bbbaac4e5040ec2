import type { FormikProps } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/toast';
import type { ChallengeCategory, ChallengeDifficulty } from '../../gql/graphql';
import { fieldProps } from '../../lib/fieldProps';
import { i18n } from '../../lib/i18n';
import { showServerFieldErrors } from '../../lib/serverFieldErrors';
import { CATEGORIES, CATEGORY_LABEL_KEYS, DIFFICULTIES, DIFFICULTY_LABEL_KEYS } from './challengeLabels';
import { CreateFamilyChallengeDocument, DiscoveryChallengesDocument } from './challengeQueries';

const MAX_POINTS = 500;
const MAX_DAYS = 365;

interface Values {
  treeId: string;
  title: string;
  description: string;
  difficulty: ChallengeDifficulty;
  category: ChallengeCategory;
  /** Numbers as typed: the fields are text until they are checked. */
  points: string;
  timeLimitDays: string;
}

const FIELDS = new Set(['treeId', 'title', 'description', 'difficulty', 'category', 'points', 'timeLimitDays']);

/** A whole number typed into a field, or nothing when it is empty. */
const wholeNumber = () =>
  yup
    .number()
    .transform((value: number, typed: unknown) => (typeof typed === 'string' && typed.trim() === '' ? undefined : value))
    .typeError(i18n.t('challenges:form.wholeNumber'))
    .integer(i18n.t('challenges:form.wholeNumber'));

const rules = () =>
  yup.object({
    treeId: yup.string().required(i18n.t('challenges:form.treeRequired')),
    title: yup.string().trim().required(i18n.t('challenges:form.titleRequired')).max(120, i18n.t('challenges:form.titleTooLong')),
    description: yup.string().max(2000, i18n.t('challenges:form.descriptionTooLong')),
    difficulty: yup.string().required(),
    category: yup.string().required(),
    points: wholeNumber()
      .required(i18n.t('challenges:form.pointsRequired'))
      .min(0, i18n.t('challenges:form.pointsRange', { max: MAX_POINTS }))
      .max(MAX_POINTS, i18n.t('challenges:form.pointsRange', { max: MAX_POINTS })),
    timeLimitDays: wholeNumber()
      .min(1, i18n.t('challenges:form.daysRange', { max: MAX_DAYS }))
      .max(MAX_DAYS, i18n.t('challenges:form.daysRange', { max: MAX_DAYS })),
  });

interface FamilyChallengeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The trees the viewer owns: a family challenge belongs to one of them. */
  trees: { id: string; name: string }[];
  /** Called with the new challenge's id once it is added. */
  onCreated: (id: string) => void;
}

/**
 * "Add a family challenge" to a tree the viewer owns: what to do, how hard, what about, how many
 * points and, if it should have one, a time limit. It joins the tree's list at once.
 */
export function FamilyChallengeDialog({ open, onClose, trees, onCreated }: FamilyChallengeDialogProps) {
  const { t } = useTranslation('challenges');
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [create] = useMutation(CreateFamilyChallengeDocument, {
    update: (cache, { data }) => {
      const created = data?.createFamilyChallenge;
      if (created) cache.updateQuery({ query: DiscoveryChallengesDocument }, (list) => list && { discoveryChallenges: [...list.discoveryChallenges, created] });
    },
  });
  const initialValues: Values = { treeId: trees.length === 1 ? trees[0].id : '', title: '', description: '', difficulty: 'medium', category: 'heritage', points: '50', timeLimitDays: '' };

  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      titleId="family-challenge-title"
      title={t('form.title')}
      submitLabel={t('form.save')}
      initialValues={initialValues}
      validationSchema={rules()}
      fullScreen={phone}
      onSubmit={async (values, helpers) => {
        try {
          const { data } = await create({
            variables: {
              input: {
                treeId: values.treeId,
                title: values.title.trim(),
                description: values.description.trim() || null,
                difficulty: values.difficulty,
                category: values.category,
                points: Number(values.points),
                timeLimitDays: values.timeLimitDays.trim() ? Number(values.timeLimitDays) : null,
              },
            },
          });
          toast({ title: t('form.done', { title: values.title.trim() }), variant: 'success' });
          onClose();
          if (data) onCreated(data.createFamilyChallenge.id);
        } catch (error) {
          const others = showServerFieldErrors(helpers, error, {}, FIELDS);
          if (others.length || !Object.keys(fieldErrorsOf(error)).length) toast({ title: t('form.failed'), text: others.join(' ') || errorMessageOf(error, t('actions.failedText')), variant: 'error' });
        }
      }}
    >
      {(formik) => <FamilyChallengeFields formik={formik} trees={trees} />}
    </FormDialog>
  );
}

function FamilyChallengeFields({ formik, trees }: { formik: FormikProps<Values>; trees: { id: string; name: string }[] }) {
  const { t } = useTranslation('challenges');
  const tree = fieldProps(formik, 'treeId');
  const title = fieldProps(formik, 'title');
  const description = fieldProps(formik, 'description');
  const difficulty = fieldProps(formik, 'difficulty');
  const category = fieldProps(formik, 'category');
  const points = fieldProps(formik, 'points');
  const days = fieldProps(formik, 'timeLimitDays');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField select label={t('form.tree')} fullWidth {...tree}>
        {trees.map((tree) => (
          <MenuItem key={tree.id} value={tree.id}>
            {tree.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('form.titleField')} placeholder={t('form.titlePlaceholder')} fullWidth required {...title} />
      <TextField label={t('form.description')} fullWidth multiline minRows={3} {...description} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField select label={t('form.difficulty')} fullWidth {...difficulty}>
          {DIFFICULTIES.map((difficulty) => (
            <MenuItem key={difficulty} value={difficulty}>
              {t(DIFFICULTY_LABEL_KEYS[difficulty])}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('form.category')} fullWidth {...category}>
          {CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {t(CATEGORY_LABEL_KEYS[category])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('form.points')}
          fullWidth
          required
          {...points}
          helperText={points.helperText ?? t('form.pointsHelp', { max: MAX_POINTS })}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: MAX_POINTS } }}
        />
        <TextField
          label={t('form.timeLimit')}
          fullWidth
          {...days}
          helperText={days.helperText ?? t('form.timeLimitHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: MAX_DAYS }, input: { endAdornment: <InputAdornment position="end">{t('form.days')}</InputAdornment> } }}
        />
      </Box>
    </Box>
  );
}
