import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import { forgetTreeAnswers, TREE_QUERIES } from '../refresh';
import { DeleteFamilyMemberDocument } from './deleteFamilyMember';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface DeleteMemberDialogProps {
  member: { id: string; fullName: string };
  open: boolean;
  /** Whether the tree is centred on this member: its window is gone with them, so it is not refetched. */
  isFocus: boolean;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

export function DeleteMemberDialog({ member, open, isFocus, onClose, onDeleted }: DeleteMemberDialogProps) {
  const { t } = useTranslation('familyTree');
  const toast = useToast();
  const [remove, { loading }] = useMutation(DeleteFamilyMemberDocument, {
    refetchQueries: isFocus ? TREE_QUERIES.filter((name) => name !== 'FamilyTree') : TREE_QUERIES,
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'FamilyMember', id: data.deleteFamilyMember }) });
      forgetTreeAnswers(cache);
    },
  });

  const confirm = async () => {
    try {
      await remove({ variables: { id: member.id } });
      toast({ title: t('deleteMember.done.title'), text: t('deleteMember.done.text', { name: member.fullName }), variant: 'success' });
      onDeleted(member.id);
    } catch (error) {
      toast({ title: t('toast.error'), text: errorMessageOf(error, t('deleteMember.failed')), variant: 'error' });
      onClose();
    }
  };

  return (
    <ConfirmDialog open={open} title={t('deleteMember.title', { name: member.fullName })} confirmLabel={t('common:action.delete')} busy={loading} onConfirm={() => void confirm()} onClose={onClose}>
      {t('deleteMember.text', { name: member.fullName })}
    </ConfirmDialog>
  );
}
