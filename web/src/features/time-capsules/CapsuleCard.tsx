import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import DraftsRoundedIcon from '@mui/icons-material/DraftsRounded';
import type { CapsuleFieldsFragment } from '../../gql/graphql';
import { currentLanguage } from '../../lib/i18n';
import { openingText } from './capsuleTime';
import { Countdown } from './Countdown';

interface CapsuleCardProps {
  capsule: CapsuleFieldsFragment;
  /** The viewer made it: it is listed among those sent. */
  sent?: boolean;
  onEdit?: (capsule: CapsuleFieldsFragment) => void;
  onSeal?: (capsule: CapsuleFieldsFragment) => void;
  onCancel?: (capsule: CapsuleFieldsFragment) => void;
}

/**
 * One capsule. Sealed and not yet for the viewer to read, it is a closed card: from whom, when it
 * opens (in the time zone it was chosen in) and how long until then — nothing of its content, which
 * the server does not send. Readable (opened, or the viewer's own), its words and files.
 */
export function CapsuleCard({ capsule, sent, onEdit, onSeal, onCancel }: CapsuleCardProps) {
  const { t } = useTranslation('time-capsules');
  const from = capsule.from?.displayName ?? t('someone');
  const when = openingText(capsule.opensAt, capsule.timeZone, currentLanguage());
  const titleId = `capsule-title-${capsule.id}`;
  const closed = !capsule.viewerCan.readContent;
  const statusLabel = {
    draft: t('status.draft'),
    sealed: t('status.sealed'),
    opened: t('status.opened'),
    cancelled: t('status.cancelled'),
  }[capsule.status];
  const recipients = capsule.recipients?.map((r) => r.displayName).join(', ');
  const audience =
    capsule.recipientKind === 'circle'
      ? t('audience.circle')
      : capsule.recipientKind === 'tree'
        ? t('audience.tree')
        : recipients
          ? t('audience.people', { names: recipients })
          : t('audience.nobodyYet');

  return (
    <Card
      component="article"
      id={capsule.id}
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        scrollMarginTop: 96,
        ...(closed ? { bgcolor: 'action.hover' } : {}),
      }}
    >
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ color: closed ? 'text.secondary' : 'primary.main', pt: 0.25 }} aria-hidden>
            {closed ? <LockRoundedIcon /> : <DraftsRoundedIcon />}
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="h6" component="h3" id={titleId} sx={{ overflowWrap: 'anywhere' }}>
              {closed ? t('closedTitle', { name: from }) : capsule.title}
            </Typography>
            {(sent || !closed) && (
              <Typography variant="body2" color="text.secondary">
                {sent ? audience : t('from', { name: from })}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {capsule.status === 'opened' ? t('openedOn', { when }) : t('opensOn', { when })}
            </Typography>
            {capsule.status === 'sealed' && <Countdown opensAt={capsule.opensAt} />}
          </Box>
          {sent && <Chip size="small" label={statusLabel} color={capsule.status === 'opened' ? 'success' : capsule.status === 'sealed' ? 'primary' : 'default'} />}
        </Stack>
        {!closed && capsule.message && <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{capsule.message}</Typography>}
        {!closed && capsule.attachments && capsule.attachments.length > 0 && (
          <Box
            component="ul"
            aria-label={t('attachments')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 2,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            }}
          >
            {capsule.attachments.map((a, i) => (
              <Box
                component="li"
                key={a.id}
                sx={{
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'action.selected',
                  aspectRatio: '4 / 3',
                }}
              >
                {a.kind === 'video' ? (
                  <Box component="video" controls preload="metadata" src={a.file.url} aria-label={t('videoN', { n: i + 1 })} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : a.kind === 'audio' ? (
                  <Box component="audio" controls preload="metadata" src={a.file.url} aria-label={t('recordingN', { n: i + 1 })} sx={{ width: '100%', mt: 4 }} />
                ) : (
                  <Box
                    component="img"
                    src={a.file.url}
                    alt={t('photoN', { n: i + 1 })}
                    loading="lazy"
                    sx={{
                      width: '100%',
                      height: '100%',
                      objectFit: 'cover',
                      display: 'block',
                    }}
                  />
                )}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      {(capsule.viewerCan.update || capsule.viewerCan.cancel) && (
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {capsule.viewerCan.update && onEdit && (
            <Button onClick={() => onEdit(capsule)} aria-label={t('editNamed', { title: capsule.title })}>
              {t('edit')}
            </Button>
          )}
          {capsule.viewerCan.seal && onSeal && (
            <Button variant="contained" onClick={() => onSeal(capsule)} aria-label={t('sealNamed', { title: capsule.title })}>
              {t('seal')}
            </Button>
          )}
          {capsule.viewerCan.cancel && onCancel && (
            <Button color="inherit" onClick={() => onCancel(capsule)} aria-label={t('cancelNamed', { title: capsule.title })}>
              {t('cancelDraft')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
