import { useTranslation } from 'react-i18next';
import { useQuery, useMutation } from '@apollo/client/react';
import { useId } from 'react';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormDialog } from '../../components/FormDialog';
import { errorMessageOf } from '../../apollo/errors';
import { fieldProps } from '../../lib/fieldProps';
import { AccountDeletionChoicesDocument, DeleteMyAccountDocument } from './yourDataQueries';
import { leave } from './leave';

const DELETE_TREE = 'delete';
/** The form's field for the typed email (a field name, not a text). */
const EMAIL_FIELD = 'email';

interface Values {
  email: string;
  /** For each tree the person owns: DELETE_TREE, or the id of who takes it over. */
  trees: Record<string, string>;
}

/**
 * Deleting one's account: a choice for every tree they own (hand it to someone with access, or
 * delete it), what happens to the rest said plainly, and their email typed to confirm. Once done,
 * the whole app reloads signed out.
 */
export function DeleteAccountDialog({ open, onClose, email }: { open: boolean; onClose: () => void; email: string }) {
  const { t } = useTranslation('yourData');
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { data, loading, error } = useQuery(AccountDeletionChoicesDocument, { skip: !open, fetchPolicy: 'network-only' });
  const [deleteAccount] = useMutation(DeleteMyAccountDocument);
  const choices = data?.accountDeletionChoices ?? [];
  const schema = yup.object({
    email: yup
      .string()
      .trim()
      .required(() => t('delete.emailRequired'))
      .test('same', () => t('delete.emailWrong'), (value) => (value ?? '').trim().toLowerCase() === email.toLowerCase()),
  });

  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      titleId={titleId}
      title={t('delete.title')}
      submitLabel={t('delete.submit')}
      fullScreen={phone}
      initialValues={{ email: '', trees: {} }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          const trees = choices.map(({ tree, candidates }) => {
            const choice = values.trees[tree.id] ?? (candidates[0]?.id ?? DELETE_TREE);
            return choice === DELETE_TREE ? { treeId: tree.id } : { treeId: tree.id, transferTo: choice };
          });
          await deleteAccount({ variables: { input: { email: values.email.trim(), trees } } });
          leave.to('/?account_deleted=1');
        } catch (e) {
          helpers.setStatus(errorMessageOf(e, t('delete.failed')));
        }
      }}
    >
      {(formik) => (
        <Stack spacing={2.5}>
          {typeof formik.status === 'string' && <Alert severity="error">{formik.status}</Alert>}
          <Typography>
            {t('delete.intro')}
          </Typography>
          {loading ? (
            <CircularProgress size={24} aria-label={t('delete.loadingTrees')} />
          ) : error ? (
            <Alert severity="error">{t('delete.treesError')}</Alert>
          ) : (
            choices.map(({ tree, candidates }) => (
              <TextField
                key={tree.id}
                select
                label={t('delete.treeLabel', { name: tree.name })}
                value={formik.values.trees[tree.id] ?? candidates[0]?.id ?? DELETE_TREE}
                onChange={(e) => void formik.setFieldValue(`trees.${tree.id}`, e.target.value)}
                helperText={candidates.length ? t('delete.handOverOrDelete') : t('delete.nobodyElse')}
              >
                {candidates.map((person) => (
                  <MenuItem key={person.id} value={person.id}>
                    {t('delete.handOverTo', { name: person.displayName })}
                  </MenuItem>
                ))}
                <MenuItem value={DELETE_TREE}>{t('delete.deleteTree')}</MenuItem>
              </TextField>
            ))
          )}
          <TextField {...fieldProps(formik, EMAIL_FIELD)} label={t('delete.emailLabel')} autoComplete="off" inputMode="email" />
        </Stack>
      )}
    </FormDialog>
  );
}
