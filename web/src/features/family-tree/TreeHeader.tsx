import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import PersonSearchRoundedIcon from '@mui/icons-material/PersonSearchRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { formatNumber } from '../../lib/i18n';
import { FamilyTreeStatsDocument } from './familyStatsQuery';
import { TreeSwitcher } from './sharing/TreeSwitcher';

/** A figure and what it counts: the word is the count's plural form, without the number. */
function Figure({ value, word }: { value: number; word: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
      <Typography component="span" variant="h6" color="primary" sx={{ lineHeight: 1 }}>
        {formatNumber(value)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {word}
      </Typography>
    </Box>
  );
}

function Figures({ treeId }: { treeId?: string }) {
  const { t } = useTranslation('familyTree');
  const { data, loading, error, refetch } = useQuery(FamilyTreeStatsDocument, { variables: { treeId } });
  if (loading && !data) {
    return (
      <Box role="status" aria-label={t('figures.loading')} aria-busy="true" sx={{ display: 'flex', gap: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" width={110} />
        ))}
      </Box>
    );
  }
  if (!data) return <QueryErrorAlert message={error ? t('figures.failed') : t('figures.none')} onRetry={() => void refetch()} />;
  const stats = data.familyStats;
  return (
    <Box component="ul" aria-label={t('figures.label')} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      <Figure value={stats.memberCount} word={t('figures.members', { count: stats.memberCount })} />
      <Figure value={stats.memoryCount} word={t('figures.memories', { count: stats.memoryCount })} />
      <Figure value={stats.relationshipCount} word={t('figures.relationships', { count: stats.relationshipCount })} />
      <Figure value={stats.connectionCount} word={t('figures.connections', { count: stats.connectionCount })} />
    </Box>
  );
}

interface TreeHeaderProps {
  treeId?: string;
  onSwitch: (id: string) => void;
  /** Absent for viewers, who cannot add anyone. */
  onAdd?: () => void;
  onFind?: () => void;
  onShare?: () => void;
  /** Print or save the chart (PDF, PNG, SVG); absent until there is a chart. */
  onExport?: () => void;
  /** The viewer's role and branch when they are not the owner, e.g. "Editor · only Grace Hopper's branch". */
  access?: string | null;
  /** Actions from other features (GEDCOM import and export), before the screen's own. */
  moreActions?: ReactNode;
}

/** The screen's title with the tree switcher and the tree's figures, and its main actions. */
export function TreeHeader({ treeId, onSwitch, onAdd, onFind, onShare, onExport, access, moreActions }: TreeHeaderProps) {
  const { t } = useTranslation('familyTree');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 2,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          {t('page.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <TreeSwitcher treeId={treeId} onSwitch={onSwitch} />
          {access && <Chip label={access} variant="outlined" size="small" sx={{ maxWidth: '100%' }} />}
        </Box>
        <Figures treeId={treeId} />
      </Box>
      {/* Buttons keep their words on one line; when the row is short of room, buttons move to a second row. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: { sm: 'wrap' },
          justifyContent: { sm: 'flex-end' },
          gap: 1,
          minWidth: 0,
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        {moreActions}
        {onExport && (
          <Button variant="outlined" startIcon={<PrintRoundedIcon />} onClick={onExport}>
            {t('header.export')}
          </Button>
        )}
        {onShare && (
          <Button variant="outlined" startIcon={<ShareRoundedIcon />} onClick={onShare}>
            {t('header.share')}
          </Button>
        )}
        {onFind && (
          <Button variant="outlined" startIcon={<PersonSearchRoundedIcon />} onClick={onFind}>
            {t('header.find')}
          </Button>
        )}
        {onAdd && (
          <Button variant="contained" startIcon={<PersonAddRoundedIcon />} onClick={onAdd}>
            {t('addMember.title')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
