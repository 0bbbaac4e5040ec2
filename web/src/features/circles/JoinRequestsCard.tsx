import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import HowToRegRoundedIcon from '@mui/icons-material/HowToRegRounded';
import { errorMessageOf } from '../../apollo/errors';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/i18n';
import { forgetRecentCircles } from './circleCache';
import { CirclePanel } from './CirclePanel';
import { FamilyCircleJoinRequestsDocument } from './circleQueries';
import { RespondToFamilyCircleJoinRequestDocument } from './memberMutations';
import { PeopleList, PersonRow } from './PersonRow';

/** Requests to join the circle, each with Accept and Decline (its owner). Nothing when none wait. */
export function JoinRequestsCard({ circleId }: { circleId: string }) {
  const { t } = useTranslation('circles');
  const toast = useToast();
  const variables = { circleId };
  const { data, error, refetch } = useQuery(FamilyCircleJoinRequestsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [respond, { loading }] = useMutation(RespondToFamilyCircleJoinRequestDocument, {
    update(cache, _result, { variables: answered }) {
      forgetRecentCircles(cache);
      cache.updateQuery({ query: FamilyCircleJoinRequestsDocument, variables }, (existing) =>
        existing ? { circleJoinRequests: existing.circleJoinRequests.filter((r) => r.id !== answered?.id) } : existing,
      );
    },
  });

  if (error && !data) {
    return (
      <CirclePanel id="join-requests-title" title={t('requests.title')} icon={<HowToRegRoundedIcon color="primary" />}>
        <QueryErrorAlert message={t('requests.loadError')} onRetry={() => void refetch()} />
      </CirclePanel>
    );
  }
  const requests = data?.circleJoinRequests ?? [];
  if (requests.length === 0) return null;

  const answer = async (id: string, name: string, accept: boolean) => {
    try {
      await respond({ variables: { id, accept } });
      toast(
        accept
          ? { title: t('requests.accepted'), text: t('requests.acceptedText', { name }), variant: 'success' }
          : { title: t('requests.declined'), text: t('requests.declinedText', { name }), variant: 'success' },
      );
    } catch (e) {
      toast({ title: t('requests.notSaved'), text: errorMessageOf(e, t('tryAgain')), variant: 'error' });
    }
  };

  return (
    <CirclePanel id="join-requests-title" title={t('requests.titleCount', { shown: formatNumber(requests.length) })} icon={<HowToRegRoundedIcon color="primary" />}>
      <PeopleList label={t('requests.title')}>
        {requests.map((request) => {
          const name = request.user.displayName;
          return (
            <PersonRow
              key={request.id}
              person={request.user}
              details={t('requests.asked', { date: formatDate(request.requestedAt) })}
              actions={
                <>
                  <Button size="small" variant="contained" disabled={loading} onClick={() => void answer(request.id, name, true)} aria-label={t('requests.acceptLabel', { name })}>
                    {t('requests.accept')}
                  </Button>
                  <Button size="small" disabled={loading} onClick={() => void answer(request.id, name, false)} aria-label={t('requests.declineLabel', { name })}>
                    {t('requests.decline')}
                  </Button>
                </>
              }
            />
          );
        })}
      </PeopleList>
    </CirclePanel>
  );
}
