import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import { dropCircleFromLists } from './circleCache';
import { DeleteFamilyCircleDocument, LeaveFamilyCircleDocument } from './circleMutations';
import { CIRCLES_PATH } from './circleText';

/** Deleting a circle (its owner) or leaving it (a member): either way, back to the list of circles. */
export function useCircleExit(circle: { id: string; name: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [remove, removing] = useMutation(DeleteFamilyCircleDocument, {
    variables: { id: circle.id },
    update: (cache) => dropCircleFromLists(cache, circle.id),
  });
  const [leave, leaving] = useMutation(LeaveFamilyCircleDocument, {
    variables: { circleId: circle.id },
    update: (cache) => dropCircleFromLists(cache, circle.id),
  });

  const run = async (action: () => Promise<unknown>, done: { title: string; text: string }, failed: string) => {
    try {
      await action();
      toast({ ...done, variant: 'success' });
      void navigate(CIRCLES_PATH);
    } catch (e) {
      toast({ title: failed, text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
    }
  };

  return {
    busy: removing.loading || leaving.loading,
    deleteCircle: () => run(remove, { title: 'Circle deleted', text: `${circle.name} and its memories are gone.` }, 'Circle not deleted'),
    leaveCircle: () => run(leave, { title: 'You left the circle', text: `You are no longer in ${circle.name}.` }, 'Could not leave the circle'),
  };
}
