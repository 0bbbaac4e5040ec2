import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { errorMessageOf } from '../../apollo/errors';
import { useToast } from '../../components/toast';
import { dropCircleFromLists } from './circleCache';
import { DeleteFamilyCircleDocument, LeaveFamilyCircleDocument } from './circleMutations';
import { CIRCLES_PATH } from './circleText';

/** Deleting a circle (its owner) or leaving it (a member): either way, back to the list of circles. */
export function useCircleExit(circle: { id: string; name: string }) {
  const { t } = useTranslation('circles');
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
      toast({ title: failed, text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
  };

  return {
    busy: removing.loading || leaving.loading,
    deleteCircle: () =>
      run(remove, { title: t('exit.deleted'), text: t('exit.deletedText', { name: circle.name }) }, t('exit.notDeleted')),
    leaveCircle: () => run(leave, { title: t('exit.left'), text: t('exit.leftText', { name: circle.name }) }, t('exit.notLeft')),
  };
}
