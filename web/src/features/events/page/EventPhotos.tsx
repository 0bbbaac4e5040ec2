import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { memoryGrid, MemorySquare } from '../../../components/memory-choices/MemorySquare';
import type { EventDetailsFieldsFragment } from '../../../gql/graphql';

/** Photos from the organizer's memories (those the viewer may see), each opening the memory. */
export function EventPhotos({ photos }: { photos: EventDetailsFieldsFragment['photos'] }) {
  const { t } = useTranslation('events');
  if (photos.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="event-photos-title">
      <Typography id="event-photos-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('page.photos')}
      </Typography>
      <Box component="ul" aria-label={t('page.photos')} sx={memoryGrid(4)}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <ButtonBase
              component={RouterLink}
              to={`/memories?memory=${encodeURIComponent(photo.id)}`}
              aria-label={photo.title}
              sx={{ width: '100%', borderRadius: 2, '&.Mui-focusVisible': { outline: 3, outlineColor: 'secondary.main' } }}
            >
              <MemorySquare memory={photo} />
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
