import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { forgetTreeAnswers } from '../refresh';
import { RELATIONSHIP_QUERIES } from './LinkRelativeDialog';
import { RemoveRelationshipDocument } from './removeRelationship';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface RemoveRelationshipDialogProps {
  relationship: { id: string; sentence: string };
  memberName: string;
  open: boolean;
  onClose: () => void;
}

/** Asks before removing a recorded relationship; the members themselves stay. */
export function RemoveRelationshipDialog({ relationship, memberName, open, onClose }: RemoveRelationshipDialogProps) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(RemoveRelationshipDocument, {
    refetchQueries: RELATIONSHIP_QUERIES,
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Relationship', id: data.removeRelationship }) });
      forgetTreeAnswers(cache);
    },
  });

  const confirm = async () => {
    setProblem(null);
    try {
      await remove({ variables: { id: relationship.id } });
      toast({ title: t('removeRelationship.done'), variant: 'success' });
      onClose();
    } catch (error) {
      setProblem(errorMessageOf(error, t('removeRelationship.failed')));
    }
  };

  return (
    <ConfirmDialog open={open} title={t('removeRelationship.title')} confirmLabel={t('removeRelationship.confirm')} busy={loading} problem={problem} onConfirm={() => void confirm()} onClose={onClose}>
      {t('removeRelationship.text', { name: memberName, sentence: relationship.sentence })}
    </ConfirmDialog>
  );
}
