import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { HeirloomCardFieldsFragment } from '../../gql/graphql';
import { formatValue, heirloomPath, ownerName } from './heirloomText';
import { TYPE_ICONS, TYPE_LABEL_KEYS } from './heirloomTypes';

/** A photo of the heirloom, or its kind's icon on a tile when it has none. */
export function HeirloomPicture({ heirloom, size }: { heirloom: Pick<HeirloomCardFieldsFragment, 'photos' | 'assetType'>; size: number }) {
  const photo = heirloom.photos[0];
  const box = { width: size, height: size, flexShrink: 0, borderRadius: 2 };
  const icon = TYPE_ICONS[heirloom.assetType]('large');
  if (photo) return <Box component="img" src={photo.url} alt="" loading="lazy" sx={{ ...box, objectFit: 'cover', bgcolor: 'action.hover' }} />;
  return (
    <Box aria-hidden sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'action.selected', color: 'primary.main' }}>
      {icon}
    </Box>
  );
}

/** One heirloom in a list: its picture, name, kind, who has it now, since when it is the family's and (for those allowed) its value; it opens its page. */
export function HeirloomCard({ heirloom, headingLevel = 'h2' }: { heirloom: HeirloomCardFieldsFragment; headingLevel?: 'h2' | 'h4' }) {
  const { t } = useTranslation('heirlooms');
  const titleId = `heirloom-${heirloom.id}-title`;
  const owner = heirloom.currentOwner;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={heirloomPath(heirloom.id)} sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}>
        <HeirloomPicture heirloom={heirloom} size={72} />
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.75 }}>
          <Typography id={titleId} variant="h6" component={headingLevel} sx={{ fontSize: '1.05rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {heirloom.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" variant="outlined" color="primary" icon={TYPE_ICONS[heirloom.assetType]('small')} label={t(TYPE_LABEL_KEYS[heirloom.assetType])} />
            {heirloom.acquisitionDate && (
              <Typography variant="body2" color="text.secondary">
                {t('card.since', { date: heirloom.acquisitionDate.text })}
              </Typography>
            )}
          </Box>
          <Typography variant="body2">{owner ? t('card.heldBy', { name: ownerName(owner) }) : t('card.nobody')}</Typography>
          {heirloom.viewerCan.seeValue && heirloom.value && (
            <Typography variant="body2" color="text.secondary">
              {t('card.value', { value: formatValue(heirloom.value) })}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
