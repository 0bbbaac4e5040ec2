import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { gridLayout } from './gridLayout';
import { MemoryCard } from './MemoryCard';
import { MemoryGridSkeleton } from './MemoryGridSkeleton';
import { MemoryViewer } from './viewer/MemoryViewer';
import { useMemoryPages } from './useMemoryPages';

export interface MemoryGridProps {
  /** Only this circle's memories. */
  circleId?: string;
  /** Only memories in which this person is tagged. */
  memberId?: string;
  /** Show only the newest this many, without more pages (a compact "recent memories" list). */
  limit?: number;
  /** Shown under the empty state, e.g. an upload button. */
  emptyAction?: ReactNode;
}

/** Memories as cards, newest first, more loading as the viewer scrolls; a card opens the viewer. */
export function MemoryGrid({ circleId, memberId, limit, emptyAction }: MemoryGridProps) {
  const { t } = useTranslation('memories');
  const pages = useMemoryPages({ circleId, memberId }, limit);
  const [openId, setOpenId] = useState<string | null>(null);
  const compact = Boolean(limit);

  if (!pages.loaded && pages.error) {
    return <QueryErrorAlert message={t('grid.loadFailed')} onRetry={pages.retry} />;
  }
  if (!pages.loaded) return <MemoryGridSkeleton count={limit ?? 6} compact={compact} />;
  if (pages.memories.length === 0) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', pb: 2 }}>
        <EmptyState icon={<PhotoLibraryRoundedIcon />} title={t('grid.emptyTitle')} text={t('grid.emptyText')} />
        {emptyAction}
      </Box>
    );
  }

  const openIndex = pages.memories.findIndex((m) => m.id === openId);
  return (
    <>
      <Box component="ul" aria-label={t('grid.label')} sx={{ ...gridLayout(compact), m: 0, p: 0, listStyle: 'none' }}>
        {pages.memories.map((memory) => (
          <Box component="li" key={memory.id} sx={{ minWidth: 0 }}>
            <MemoryCard memory={memory} onOpen={() => setOpenId(memory.id)} />
          </Box>
        ))}
      </Box>
      {pages.hasMore && <LoadMoreFooter failedMessage={t('grid.moreFailed')} loading={pages.loadingMore} failed={pages.moreFailed} onLoadMore={() => void pages.loadMore()} />}
      {openId && (
        <MemoryViewer
          memories={pages.memories}
          memoryId={openId}
          onNavigate={setOpenId}
          onClose={() => setOpenId(null)}
          onNearEnd={pages.hasMore && openIndex >= pages.memories.length - 2 ? () => void pages.loadMore() : undefined}
        />
      )}
    </>
  );
}
