import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { errorMessageOf } from '../../apollo/errors';
import { CancelGedcomJobDocument } from './gedcomQueries';

/** Asks the server to stop a job; an import then writes nothing. */
export function useCancelJob(id: string) {
  const { t } = useTranslation('gedcom');
  const [cancel, { loading, error }] = useMutation(CancelGedcomJobDocument, { variables: { id } });
  return {
    cancel: () => void cancel().catch(() => undefined),
    cancelling: loading,
    cancelError: error ? errorMessageOf(error, t('cancelFailed')) : null,
  };
}
