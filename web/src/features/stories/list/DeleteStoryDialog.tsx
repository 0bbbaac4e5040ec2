import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { useToast } from '../../../components/toast';
import type { StoryFieldsFragment } from '../../../gql/graphql';
import { DeleteStoryDocument } from '../storyMutations';

interface DeleteStoryDialogProps {
  story: StoryFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/** Asks before deleting a story; the list forgets it at once. */
export function DeleteStoryDialog({ story, open, onClose }: DeleteStoryDialogProps) {
  const { t } = useTranslation('stories');
  const toast = useToast();
  const client = useApolloClient();
  const [deleteStory, { loading }] = useMutation(DeleteStoryDocument);

  return (
    <DeleteDialog
      open={open}
      name={story.title}
      busy={loading}
      remove={() => deleteStory({ variables: { id: story.id } })}
      failure={t('delete.failure')}
      onDeleted={() => {
        toast({ title: t('delete.done.title'), text: t('delete.done.text', { title: story.title }), variant: 'success' });
        onClose();
        client.cache.evict({ id: client.cache.identify({ __typename: 'Story', id: story.id }) });
        client.cache.gc();
      }}
      onClose={onClose}
    >
      {t('delete.text')}
    </DeleteDialog>
  );
}
