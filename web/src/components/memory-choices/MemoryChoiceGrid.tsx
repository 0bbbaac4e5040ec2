import type { TypedDocumentNode } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { QueryErrorAlert } from '../QueryErrorAlert';
import { memoryGrid, MemorySquare, type MemoryChoice } from './MemorySquare';

const PAGE = 24;

/** A query for the viewer's memories, newest first, along the server's cursor. */
export type MemoryChoicesDocument = TypedDocumentNode<
  { memories: { nodes: MemoryChoice[]; endCursor?: string | null; hasMore: boolean } },
  { first: number; after?: string | null }
>;

export interface MemoryChoiceGridProps {
  document: MemoryChoicesDocument;
  chosen: MemoryChoice[];
  onToggle: (memory: MemoryChoice) => void;
  smColumns: number;
  /** Shown when the viewer has no memories at all. */
  emptyText: string;
  moreLabel: string;
}

/** The viewer's memories, newest first: pressing one chooses it or takes it away. */
export function MemoryChoiceGrid({ document, chosen, onToggle, smColumns, emptyText, moreLabel }: MemoryChoiceGridProps) {
  const { t } = useTranslation('common');
  const { data, loading, error, refetch, fetchMore } = useQuery(document, { variables: { first: PAGE } });
  const page = data?.memories;
  if (!page && error) return <QueryErrorAlert message={t('memoryChoice.loadFailed')} onRetry={() => void refetch()} />;
  if (!page) return <CircularProgress size={24} aria-label={t('memoryChoice.loading')} />;
  if (page.nodes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }

  const chosenIds = new Set(chosen.map((m) => m.id));
  const more = () =>
    void fetchMore({
      variables: { after: page.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        memories: { ...fetchMoreResult.memories, nodes: [...previous.memories.nodes, ...fetchMoreResult.memories.nodes] },
      }),
    }).catch(() => undefined);

  return (
    <Box>
      <Box component="ul" aria-label={t('memoryChoice.list')} sx={memoryGrid(smColumns)}>
        {page.nodes.map((memory) => {
          const selected = chosenIds.has(memory.id);
          return (
            <li key={memory.id}>
              <ButtonBase
                aria-pressed={selected}
                aria-label={memory.title}
                onClick={() => onToggle(memory)}
                sx={{
                  width: '100%',
                  borderRadius: 2,
                  outline: selected ? 3 : 0,
                  outlineColor: 'primary.main',
                  '&.Mui-focusVisible': { outline: 3, outlineColor: 'secondary.main' },
                }}
              >
                <MemorySquare memory={memory} />
                {selected && (
                  <CheckCircleRoundedIcon color="primary" sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: '50%' }} />
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      {page.hasMore && page.endCursor && (
        <Button size="small" onClick={more} disabled={loading} sx={{ mt: 1 }}>
          {moreLabel}
        </Button>
      )}
    </Box>
  );
}
