import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { MemberAchievementsDocument } from './achievementQueries';
import { AchievementCard } from './AchievementCard';
import { RecordAchievementDialog } from './RecordAchievementDialog';

/**
 * A person's achievements in their details on the tree screen, each with its celebrate button, and
 * "Record an achievement" for those who may change the person.
 */
export function MemberAchievements({ memberId }: { memberId: string }) {
  const { t } = useTranslation('achievements');
  const { data, loading, error, refetch } = useQuery(MemberAchievementsDocument, { variables: { memberId } });
  const [recording, setRecording] = useState(false);
  const headingId = `member-achievements-${memberId}`;

  let body;
  if (loading && !data) body = <Skeleton variant="rounded" height={72} aria-label={t('list.loading')} />;
  else if (!data) body = <QueryErrorAlert message={error ? t('member.failed') : t('list.loadFailed')} onRetry={() => void refetch()} />;
  else if (data.memberAchievements.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('member.none', { name: data.familyMember.fullName })}
      </Typography>
    );
  else
    body = (
      <Stack spacing={1.5}>
        {data.memberAchievements.map((achievement) => (
          <AchievementCard key={achievement.id} achievement={achievement} showPerson={false} headingLevel="h4" />
        ))}
      </Stack>
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('member.heading')}
        </Typography>
        {data?.familyMember.viewerCan.update && (
          <Button size="small" startIcon={<AddRoundedIcon />} onClick={() => setRecording(true)}>
            {t('page.record')}
          </Button>
        )}
      </Box>
      {body}
      {recording && data && <RecordAchievementDialog open onClose={() => setRecording(false)} person={{ id: data.familyMember.id, name: data.familyMember.fullName }} />}
    </Box>
  );
}
