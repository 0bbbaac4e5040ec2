import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { TREE_PATH } from '../../../../shared/tree-address/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/toast';
import type { AchievementFieldsFragment } from '../../gql/graphql';
import { DeleteAchievementDocument } from './achievementQueries';
import { TYPE_ICONS, TYPE_LABEL_KEYS } from './achievementTypes';
import { CelebrateButton } from './CelebrateButton';
import { RecordAchievementDialog } from './RecordAchievementDialog';

const treeLink = (a: { treeId: string; member: { id: string } }) => `${TREE_PATH}?tree=${a.treeId}&focus=${a.member.id}`;

/**
 * One achievement: its kind, title, whose and when, what more is said, its photos, and the
 * celebrations; Edit and Delete for those who may change it.
 */
export function AchievementCard({ achievement, showPerson = true, headingLevel = 'h2' }: { achievement: AchievementFieldsFragment; showPerson?: boolean; headingLevel?: 'h2' | 'h4' }) {
  const { t } = useTranslation('achievements');
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading: removing }] = useMutation(DeleteAchievementDocument);
  const titleId = `achievement-${achievement.id}-title`;

  const onDelete = async () => {
    try {
      await remove({
        variables: { id: achievement.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Achievement', id: achievement.id }) });
          cache.gc();
        },
      });
      toast({ title: t('delete.done'), variant: 'success' });
      setConfirming(false);
    } catch {
      setProblem(t('delete.failed'));
    }
  };

  return (
    <Card variant="outlined" component="article" id={achievement.id} aria-labelledby={titleId} sx={{ scrollMarginTop: 80 }}>
      <CardContent sx={{ display: 'grid', gap: 1.25, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" variant="outlined" icon={TYPE_ICONS[achievement.achievementType]} label={t(TYPE_LABEL_KEYS[achievement.achievementType])} />
          {achievement.date && (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {achievement.date.text}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {achievement.viewerCan.update && (
            <IconButton size="small" aria-label={t('edit.label', { title: achievement.title })} onClick={() => setEditing(true)}>
              <EditRoundedIcon fontSize="small" />
            </IconButton>
          )}
          {achievement.viewerCan.delete && (
            <IconButton size="small" aria-label={t('delete.label', { title: achievement.title })} onClick={() => setConfirming(true)}>
              <DeleteOutlineRoundedIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <Typography id={titleId} variant="h6" component={headingLevel} sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {achievement.title}
        </Typography>
        {showPerson && (
          <Link component={RouterLink} to={treeLink(achievement)} variant="body2" sx={{ justifySelf: 'start' }}>
            {achievement.member.fullName}
          </Link>
        )}
        {achievement.description && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {achievement.description}
          </Typography>
        )}
        {achievement.photos.length > 0 && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
            {achievement.photos.map((photo, i) => (
              <Box
                key={photo.id}
                component="img"
                src={photo.url}
                alt={t('photoAlt', { title: achievement.title, number: i + 1 })}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            ))}
          </Box>
        )}
        <CelebrateButton achievement={achievement} />
      </CardContent>
      {editing && <RecordAchievementDialog open onClose={() => setEditing(false)} achievement={achievement} />}
      {confirming && (
        <ConfirmDialog
          open
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          busy={removing}
          problem={problem}
          onConfirm={() => void onDelete()}
          onClose={() => setConfirming(false)}
        >
          {t('delete.text', { title: achievement.title })}
        </ConfirmDialog>
      )}
    </Card>
  );
}
