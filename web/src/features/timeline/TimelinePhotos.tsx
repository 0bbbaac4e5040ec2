import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import type { TimelineEntryFieldsFragment } from '../../gql/graphql';
import { formatNumber } from '../../lib/i18n';

const SIZE = { xs: 56, sm: 72 };

/** Up to three of an entry's photos, then how many more it has ("+2"). */
export function TimelinePhotos({ photos, photoCount }: Pick<TimelineEntryFieldsFragment, 'photos' | 'photoCount'>) {
  const { t } = useTranslation('timeline');
  const more = photoCount - photos.length;
  if (!photos.length && more <= 0) return null;
  return (
    <Box component="ul" aria-label={t('photos.label')} sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
      {photos.map((photo) => (
        <Box component="li" key={photo.memoryId}>
          <Box
            component={RouterLink}
            to={`/memories?memory=${photo.memoryId}`}
            aria-label={photo.title}
            sx={{ display: 'grid', placeItems: 'center', width: SIZE, height: SIZE, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'action.hover', color: 'text.secondary' }}
          >
            {photo.thumbnailUrl ? (
              <Box component="img" src={photo.thumbnailUrl} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <ImageRoundedIcon />
            )}
          </Box>
        </Box>
      ))}
      {more > 0 && (
        <Box
          component="li"
          aria-label={t('photos.more', { count: more, shown: formatNumber(more) })}
          sx={{ display: 'grid', placeItems: 'center', width: SIZE, height: SIZE, borderRadius: 1.5, bgcolor: 'action.selected', fontWeight: 600 }}
        >
          +{formatNumber(more)}
        </Box>
      )}
    </Box>
  );
}
