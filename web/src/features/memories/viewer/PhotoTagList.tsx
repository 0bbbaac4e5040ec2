import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import OpenWithRoundedIcon from '@mui/icons-material/OpenWithRounded';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import type { PhotoTagFieldsFragment } from '../../../gql/graphql';

interface PhotoTagListProps {
  tags: PhotoTagFieldsFragment[];
  /** Tags have boxes that can be moved (photos, not videos). */
  movable: boolean;
  busy: boolean;
  onMove: (tag: PhotoTagFieldsFragment) => void;
  onRemove: (tag: PhotoTagFieldsFragment) => void;
}

/** Who is tagged, with Move and Remove for the tags the viewer may change. */
export function PhotoTagList({ tags, movable, busy, onMove, onRemove }: PhotoTagListProps) {
  const { t } = useTranslation('memories');
  if (tags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('tags.none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t('tags.label')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {tags.map((tag) => {
        const name = tag.member.fullName;
        return (
          <Box component="li" key={tag.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25, minHeight: 40 }}>
            <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {name}
              {tag.isVerified && (
                <Tooltip title={t('tags.confirmed')}>
                  <VerifiedRoundedIcon color="secondary" aria-label={t('tags.confirmed')} sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'text-bottom' }} />
                </Tooltip>
              )}
            </Typography>
            {tag.viewerCanChange && movable && (
              <Tooltip title={tag.box ? t('tags.moveBox') : t('tags.markWhere')}>
                <IconButton size="small" onClick={() => onMove(tag)} disabled={busy} aria-label={t('tags.move', { name })}>
                  <OpenWithRoundedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {tag.viewerCanChange && (
              <Tooltip title={t('tags.removeTooltip')}>
                <IconButton size="small" onClick={() => onRemove(tag)} disabled={busy} aria-label={t('tags.remove', { name })}>
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
