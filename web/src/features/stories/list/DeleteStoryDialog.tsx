import { useApolloClient, useMutation } from '@apollo/client/react';
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
  const toast = useToast();
  const client = useApolloClient();
  const [deleteStory, { loading }] = useMutation(DeleteStoryDocument);

  return (
    <DeleteDialog
      open={open}
      name={story.title}
      busy={loading}
      remove={() => deleteStory({ variables: { id: story.id } })}
      failure="The story could not be deleted. Please try again."
      onDeleted={() => {
        toast({ title: 'Story deleted', text: `“${story.title}” is gone for everyone.`, variant: 'success' });
        onClose();
        client.cache.evict({ id: client.cache.identify({ __typename: 'Story', id: story.id }) });
        client.cache.gc();
      }}
      onClose={onClose}
    >
      The story is deleted for everyone who can read it. Its attached memories stay. This cannot be undone.
    </DeleteDialog>
  );
}
