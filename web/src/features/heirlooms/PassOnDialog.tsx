import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormDialog } from '../../components/FormDialog';
import { GenealogyDateField } from '../../components/GenealogyDateField';
import { useToast } from '../../components/toast';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import type { HeirloomCardFieldsFragment, HeirloomPassing } from '../../gql/graphql';
import { genealogyDateSchema } from '../../lib/genealogyDateSchema';
import { i18n } from '../../lib/i18n';
import { showServerFieldErrors } from '../../lib/serverFieldErrors';
import { PassOnHeirloomDocument } from './heirloomQueries';
import { ownerName } from './heirloomText';
import { PASSINGS, PASSING_LABEL_KEYS } from './heirloomTypes';
import { TreePersonPicker, type TreePerson } from './TreePersonPicker';

interface Values {
  person: TreePerson | null;
  how: HeirloomPassing;
  date: string;
}

const rules = () =>
  yup.object({
    person: yup.object().nullable().required(() => i18n.t('heirlooms:passOn.personRequired')),
    how: yup.string().required(),
    date: genealogyDateSchema(),
  });

/**
 * "Pass it on": whom an heirloom passed to, how and when, in one step — whoever has it now joins
 * the earlier owners. The one it is meant for is offered first.
 */
export function PassOnDialog({ heirloom, onClose }: { heirloom: HeirloomCardFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation('heirlooms');
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [passOn] = useMutation(PassOnHeirloomDocument, { refetchQueries: ['Heirlooms', 'MemberHeirlooms'] });
  const intended = heirloom.intendedOwner;
  const initialValues: Values = { person: intended ? { id: intended.id, name: intended.fullName } : null, how: 'inherited', date: '' };

  return (
    <FormDialog<Values>
      open
      onClose={onClose}
      titleId={`pass-on-${heirloom.id}-title`}
      title={t('passOn.title', { name: heirloom.name })}
      submitLabel={t('passOn.save')}
      initialValues={initialValues}
      validationSchema={rules()}
      fullScreen={phone}
      onSubmit={async (values, helpers) => {
        try {
          await passOn({ variables: { id: heirloom.id, input: { toMemberId: values.person!.id, how: values.how, date: values.date.trim() || null } } });
          toast({ title: t('passOn.done', { name: heirloom.name, person: values.person!.name }), variant: 'success' });
          onClose();
        } catch (error) {
          const others = showServerFieldErrors(helpers, error, { toMemberId: 'person' }, new Set(['person', 'how', 'date']));
          if (others.length || !Object.keys(fieldErrorsOf(error)).length) toast({ title: t('passOn.failed'), text: others.join(' ') || errorMessageOf(error, t('form.failedText')), variant: 'error' });
        }
      }}
    >
      {(formik) => <PassOnFields formik={formik} heirloom={heirloom} />}
    </FormDialog>
  );
}

/** The dialog's fields: the new owner (not the one who has it), how it passed and when. */
function PassOnFields({ formik, heirloom }: { formik: FormikProps<Values>; heirloom: HeirloomCardFieldsFragment }) {
  const { t } = useTranslation('heirlooms');
  const current = heirloom.currentOwner;
  const shown = (name: keyof Values) => ((formik.touched[name] || formik.submitCount > 0) && typeof formik.errors[name] === 'string' ? (formik.errors[name] as string) : undefined);
  const errors = { person: shown('person'), how: shown('how'), date: shown('date') };
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="text.secondary">{current ? t('passOn.intro', { name: heirloom.name, from: ownerName(current) }) : t('passOn.introNobody', { name: heirloom.name })}</Typography>
      <TreePersonPicker
        id="pass-on-person"
        label={t('passOn.person')}
        treeId={heirloom.treeId}
        value={formik.values.person}
        onChange={(person) => void formik.setFieldValue('person', person)}
        error={errors.person}
        excludeIds={current?.member ? [current.member.id] : []}
        required
        autoFocus
      />
      <TextField select id="pass-on-how" name="how" label={t('passOn.how')} value={formik.values.how} onChange={formik.handleChange} error={Boolean(errors.how)} helperText={errors.how} required fullWidth>
        {PASSINGS.map((how) => (
          <MenuItem key={how} value={how}>
            {t(PASSING_LABEL_KEYS[how])}
          </MenuItem>
        ))}
      </TextField>
      <GenealogyDateField id="pass-on-date" name="date" label={t('passOn.date')} value={formik.values.date} onChange={(text) => void formik.setFieldValue('date', text)} onBlur={formik.handleBlur} error={errors.date} touched={Boolean(formik.touched.date)} />
    </Box>
  );
}
