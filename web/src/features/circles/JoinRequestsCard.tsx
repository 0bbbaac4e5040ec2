import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import HowToRegRoundedIcon from '@mui/icons-material/HowToRegRounded';
import { errorMessageOf } from '../../apollo/errors';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useToast } from '../../components/toast';
import { formatDate } from '../../lib/dates';
import { forgetRecentCircles } from './circleCache';
import { CirclePanel } from './CirclePanel';
import { FamilyCircleJoinRequestsDocument } from './circleQueries';
import { RespondToFamilyCircleJoinRequestDocument } from './memberMutations';
import { PeopleList, PersonRow } from './PersonRow';

/** Requests to join the circle, each with Accept and Decline (its owner). Nothing when none wait. */
export function JoinRequestsCard({ circleId }: { circleId: string }) {
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
      <CirclePanel id="join-requests-title" title="Requests to join" icon={<HowToRegRoundedIcon color="primary" />}>
        <QueryErrorAlert message="Requests to join could not be loaded." onRetry={() => void refetch()} />
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
          ? { title: 'Request accepted', text: `${name} is now in the circle.`, variant: 'success' }
          : { title: 'Request declined', text: `${name} was not added.`, variant: 'success' },
      );
    } catch (e) {
      toast({ title: 'Your answer was not saved', text: errorMessageOf(e, 'Please try again.'), variant: 'error' });
    }
  };

  return (
    <CirclePanel id="join-requests-title" title={`Requests to join (${requests.length})`} icon={<HowToRegRoundedIcon color="primary" />}>
      <PeopleList label="Requests to join">
        {requests.map((request) => {
          const name = request.user.displayName;
          return (
            <PersonRow
              key={request.id}
              person={request.user}
              details={`Asked ${formatDate(request.requestedAt)}`}
              actions={
                <>
                  <Button size="small" variant="contained" disabled={loading} onClick={() => void answer(request.id, name, true)} aria-label={`Accept ${name}`}>
                    Accept
                  </Button>
                  <Button size="small" disabled={loading} onClick={() => void answer(request.id, name, false)} aria-label={`Decline ${name}`}>
                    Decline
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
