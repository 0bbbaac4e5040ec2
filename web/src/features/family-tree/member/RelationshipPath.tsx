import { Fragment } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { UserAvatar } from '../../../components/UserAvatar';
import { useSelfMemberId } from '../selfMemberQuery';
import { RelationshipBetweenDocument } from './relationshipBetweenQuery';

/** How a member is related to the viewer: a sentence spoken to them ("Judith is your grandmother."), then the people in between, step by step. */
export function RelationshipPath({ toId, treeId }: { toId: string; treeId: string }) {
  const { t } = useTranslation('familyTree');
  const selfId = useSelfMemberId(treeId);
  const { data, loading, error, refetch } = useQuery(RelationshipBetweenDocument, {
    variables: { fromId: toId, toId: selfId ?? '' },
    skip: !selfId,
  });

  // Not in this tree themself: there is nobody to relate them to.
  if (selfId === null) return null;
  if (!data && (loading || !selfId) && !error) {
    return (
      <Box role="status" aria-label={t('path.loading')} aria-busy="true">
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="rounded" height={32} sx={{ mt: 1, borderRadius: 4 }} />
      </Box>
    );
  }
  if (!data) return <QueryErrorAlert message={t('path.failed')} onRetry={() => void refetch()} />;

  const result = data.relationshipBetween;
  return (
    <Box>
      <Typography sx={{ mb: 1.5 }}>{result.description}</Typography>
      {result.path.length > 0 && (
        <Box component="ol" aria-label={t('path.steps')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
          {result.path.map((step, i) => (
            <Fragment key={`${step.member.id}-${i}`}>
              {i > 0 && (
                <Box component="li" aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}>
                  {step.via && (
                    <Typography variant="caption" sx={{ fontStyle: 'italic' }}>
                      {step.via}
                    </Typography>
                  )}
                  <ArrowForwardRoundedIcon fontSize="small" />
                </Box>
              )}
              <Box component="li" aria-label={i > 0 && step.via ? t('path.step', { via: step.via, name: step.member.isSelf ? t('you') : step.member.fullName }) : undefined}>
                <Chip
                  avatar={
                    <UserAvatar
                      name={step.member.fullName}
                      firstName={step.member.firstName}
                      lastName={step.member.lastName}
                      imageUrl={step.member.profilePictureUrl}
                      size={24}
                    />
                  }
                  label={step.member.isSelf ? t('you') : step.member.fullName}
                  variant="outlined"
                  sx={{ '& .MuiChip-avatar': { color: 'secondary.contrastText', fontSize: 10 } }}
                />
              </Box>
            </Fragment>
          ))}
        </Box>
      )}
    </Box>
  );
}
