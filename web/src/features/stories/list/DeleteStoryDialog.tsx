import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { errorMessageOf } from '../../../apollo/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
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
  const toast = useToast();
  const client = useApolloClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteStory, { loading }] = useMutation(DeleteStoryDocument);

  const confirm = async () => {
    setProblem(null);
    try {
      await deleteStory({ variables: { id: story.id } });
      toast({ title: 'Story deleted', text: `“${story.title}” is gone for everyone.`, variant: 'success' });
      onClose();
      client.cache.evict({ id: client.cache.identify({ __typename: 'Story', id: story.id }) });
      client.cache.gc();
    } catch (error) {
      setProblem(errorMessageOf(error, 'The story could not be deleted. Please try again.'));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={`Delete “${story.title}”?`}
      confirmLabel="Delete"
      busy={loading}
      problem={problem}
      onConfirm={() => void confirm()}
      onClose={() => {
        setProblem(null);
        onClose();
      }}
    >
      The story is deleted for everyone who can read it. Its attached memories stay. This cannot be undone.
    </ConfirmDialog>
  );
}
