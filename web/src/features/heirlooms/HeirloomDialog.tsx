import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { FormikHelpers } from 'formik';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/toast';
import { errorMessageOf, fieldErrorsOf } from '../../apollo/errors';
import type { HeirloomDetailsFieldsFragment } from '../../gql/graphql';
import { changesOf, createInputOf, formFieldOf, heirloomRules, initialHeirloomValues, type HeirloomValues } from './heirloomForm';
import { CreateHeirloomDocument, UpdateHeirloomDocument } from './heirloomQueries';
import { HeirloomFormFields } from './HeirloomFormFields';
import type { TreePerson } from './TreePersonPicker';

interface HeirloomDialogProps {
  open: boolean;
  onClose: () => void;
  /** The trees the viewer may add heirlooms to (the first is chosen at first). */
  trees?: { id: string; name: string }[];
  /** Who has it, when added from a person's details (the tree is theirs). */
  owner?: TreePerson & { treeId: string };
  /** Called with the new heirloom's id once saved. */
  onAdded?: (id: string) => void;
  /** An heirloom to change instead of adding one: the form starts with what it says. */
  heirloom?: HeirloomDetailsFieldsFragment;
}

/** Shows the server's refusals beside their fields (the journey's together); answers the messages the form has no place for. */
function showServerProblems(helpers: FormikHelpers<HeirloomValues>, error: unknown): string[] {
  const others: string[] = [];
  const journey: string[] = [];
  for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
    const field = formFieldOf(name);
    if (field === 'journey') journey.push(message);
    else if (field) helpers.setFieldError(field, message);
    else others.push(message);
  }
  helpers.setStatus({ journey: journey[0] });
  return others;
}

/**
 * Adds an heirloom to one of the viewer's trees — what it is, its story, who has it and who had it,
 * who it is meant for, its value and photos — or, given `heirloom`, changes one (the same form,
 * starting with what it says; its photos and documents are changed on its page).
 */
export function HeirloomDialog({ open, onClose, trees = [], owner, onAdded, heirloom }: HeirloomDialogProps) {
  const { t } = useTranslation('heirlooms');
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [create] = useMutation(CreateHeirloomDocument, { refetchQueries: ['Heirlooms', 'MemberHeirlooms'] });
  const [update] = useMutation(UpdateHeirloomDocument, { refetchQueries: ['Heirlooms', 'MemberHeirlooms'] });
  const initialValues = initialHeirloomValues(owner?.treeId ?? trees[0]?.id ?? '', heirloom, owner ?? null);

  const onSubmit = async (values: HeirloomValues, helpers: FormikHelpers<HeirloomValues>) => {
    helpers.setStatus({});
    try {
      if (heirloom) {
        await update({ variables: { id: heirloom.id, input: changesOf(values, initialValues) } });
        toast({ title: t('edit.done', { name: values.name.trim() }), variant: 'success' });
      } else {
        const { data } = await create({ variables: { input: createInputOf(values) } });
        toast({ title: t('form.done', { name: values.name.trim() }), variant: 'success' });
        if (data) onAdded?.(data.createHeirloom.id);
      }
      onClose();
    } catch (error) {
      const others = showServerProblems(helpers, error);
      if (others.length || !Object.keys(fieldErrorsOf(error)).length) toast({ title: t('form.failed'), text: others.join(' ') || errorMessageOf(error, t('form.failedText')), variant: 'error' });
    }
  };

  return (
    <FormDialog<HeirloomValues>
      open={open}
      onClose={onClose}
      titleId={heirloom ? `edit-heirloom-${heirloom.id}-title` : 'add-heirloom-title'}
      title={heirloom ? t('edit.title') : t('form.title')}
      submitLabel={t('form.save')}
      initialValues={initialValues}
      validationSchema={heirloomRules()}
      fullScreen={phone}
      onSubmit={onSubmit}
    >
      {(formik) => <HeirloomFormFields formik={formik} trees={trees} editing={Boolean(heirloom)} />}
    </FormDialog>
  );
}
