import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { DetailsSection } from '../../components/DetailsSection';
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
  return (
    <>
      <DetailsSection
        headingId={`member-achievements-${memberId}`}
        heading={t('member.heading')}
        action={
          data?.familyMember.viewerCan.update && (
            <Button size="small" startIcon={<AddRoundedIcon />} onClick={() => setRecording(true)}>
              {t('page.record')}
            </Button>
          )
        }
        loading={loading && !data}
        loadingLabel={t('list.loading')}
        failed={data ? null : { message: error ? t('member.failed') : t('list.loadFailed'), onRetry: () => void refetch() }}
        empty={data?.memberAchievements.length === 0 ? t('member.none', { name: data.familyMember.fullName }) : null}
      >
        <Stack spacing={1.5}>
          {data?.memberAchievements.map((achievement) => (
            <AchievementCard key={achievement.id} achievement={achievement} showPerson={false} headingLevel="h4" />
          ))}
        </Stack>
      </DetailsSection>
      {recording && data && <RecordAchievementDialog open onClose={() => setRecording(false)} person={{ id: data.familyMember.id, name: data.familyMember.fullName }} />}
    </>
  );
}
