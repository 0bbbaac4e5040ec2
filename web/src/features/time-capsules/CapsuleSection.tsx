import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreFooter } from '../../components/LoadMoreFooter';
import type { CapsuleFieldsFragment } from '../../gql/graphql';

interface CapsuleSectionProps {
  kind: 'forMe' | 'sent';
  page: { nodes: CapsuleFieldsFragment[]; endCursor?: string | null; hasMore: boolean };
  /** Fetches the page after this cursor and adds it to the list. */
  onMore: (after: string) => Promise<unknown>;
  card: (capsule: CapsuleFieldsFragment) => ReactNode;
}

/**
 * One list of the page (For me, or Sent) under its heading: its capsules, a page at a time, with a
 * "Show more" button (named for its list, as the page has two) while the server has more.
 */
export function CapsuleSection({ kind, page, onMore, card }: CapsuleSectionProps) {
  const { t } = useTranslation('time-capsules');
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const more = () => {
    if (!page.endCursor || loadingMore) return;
    setFailed(false);
    setLoadingMore(true);
    onMore(page.endCursor)
      .catch(() => setFailed(true))
      .finally(() => setLoadingMore(false));
  };
  return (
    <Box component="section" aria-labelledby={`capsules-${kind}`}>
      <Typography variant="h5" component="h2" id={`capsules-${kind}`} sx={{ mb: 2 }}>
        {kind === 'forMe' ? t('forMe.heading') : t('sent.heading')}
      </Typography>
      {page.nodes.length === 0 ? (
        <EmptyState icon={<HourglassEmptyRoundedIcon />} title={kind === 'forMe' ? t('forMe.empty') : t('sent.empty')} text={kind === 'forMe' ? t('forMe.emptyText') : t('sent.emptyText')} />
      ) : (
        <Stack spacing={2}>{page.nodes.map(card)}</Stack>
      )}
      {page.hasMore && page.endCursor && (
        <LoadMoreFooter loading={loadingMore} failed={failed} failedMessage={t('moreFailed')} loadsOnScroll={false} label={kind === 'forMe' ? t('forMe.more') : t('sent.more')} onLoadMore={more} />
      )}
    </Box>
  );
}
