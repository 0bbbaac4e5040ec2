import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const swatch = (sx: object) => <Box aria-hidden="true" sx={{ width: 12, height: 12, flexShrink: 0, ...sx }} />;

/** What the marks on the canvas mean. */
export function TimelineLegend() {
  const { t } = useTranslation('animated-timeline');
  const rows = [
    { mark: swatch({ borderRadius: '50%', bgcolor: 'primary.main' }), text: t('legend.person') },
    { mark: swatch({ borderRadius: '50%', bgcolor: 'grey.600', '@media (prefers-color-scheme: dark)': { bgcolor: 'grey.500' } }), text: t('legend.estimated') },
    { mark: swatch({ height: 3, bgcolor: 'secondary.main' }), text: t('legend.partners') },
    { mark: swatch({ bgcolor: 'warning.main', transform: 'rotate(45deg) scale(0.75)' }), text: t('legend.item') },
  ];
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 240 }}>
      {rows.map((row) => (
        <Box component="li" key={row.text} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {row.mark}
          <Typography variant="body2" color="text.secondary">
            {row.text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
