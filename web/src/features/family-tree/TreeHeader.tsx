import type { ReactNode } from 'react';
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
import { FamilyTreeStatsDocument } from './familyStatsQuery';
import { TreeSwitcher } from './sharing/TreeSwitcher';

function Figure({ value, one, many }: { value: number; one: string; many: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
      <Typography component="span" variant="h6" color="primary" sx={{ lineHeight: 1 }}>
        {value.toLocaleString()}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {value === 1 ? one : many}
      </Typography>
    </Box>
  );
}

function Figures({ treeId }: { treeId?: string }) {
  const { data, loading, error, refetch } = useQuery(FamilyTreeStatsDocument, { variables: { treeId } });
  if (loading && !data) {
    return (
      <Box aria-label="Loading figures" aria-busy="true" sx={{ display: 'flex', gap: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" width={110} />
        ))}
      </Box>
    );
  }
  if (!data) return <QueryErrorAlert message={error ? 'The figures could not be loaded.' : 'No figures yet.'} onRetry={() => void refetch()} />;
  const stats = data.familyStats;
  return (
    <Box component="ul" aria-label="Family figures" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      <Figure value={stats.memberCount} one="family member" many="family members" />
      <Figure value={stats.memoryCount} one="memory" many="memories" />
      <Figure value={stats.relationshipCount} one="relationship" many="relationships" />
      <Figure value={stats.connectionCount} one="connection" many="connections" />
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
          Family Tree
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
            Print or save
          </Button>
        )}
        {onShare && (
          <Button variant="outlined" startIcon={<ShareRoundedIcon />} onClick={onShare}>
            Share
          </Button>
        )}
        {onFind && (
          <Button variant="outlined" startIcon={<PersonSearchRoundedIcon />} onClick={onFind}>
            Find Family
          </Button>
        )}
        {onAdd && (
          <Button variant="contained" startIcon={<PersonAddRoundedIcon />} onClick={onAdd}>
            Add Family Member
          </Button>
        )}
      </Box>
    </Box>
  );
}
