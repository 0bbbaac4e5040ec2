import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { QueryErrorAlert } from './QueryErrorAlert';

interface LoadMoreFooterProps {
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** Shown with a retry when the next page could not be loaded. */
  failedMessage: string;
  /** Whether the next page also loads as the footer comes into view, not only on the button. */
  loadsOnScroll?: boolean;
  /** The button's words, where a page has more than one list (default: "Load more"). */
  label?: string;
}

/**
 * Below the last item of a paged list: the button loads the next page, and (unless turned off) so does
 * scrolling this into view; the button serves keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMoreFooter({ loading, failed, onLoadMore, failedMessage, loadsOnScroll = true, label }: LoadMoreFooterProps) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLDivElement>(null);
  const reachedEnd = useEffectEvent(() => onLoadMore());

  useEffect(() => {
    const element = sentinel.current;
    // Observing anew after each page reports at once whether the end is still in sight.
    if (!loadsOnScroll || !element || failed || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reachedEnd();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, loading, loadsOnScroll]);

  return (
    <Box sx={{ mt: 3, display: 'grid', justifyItems: 'center', gap: 2 }}>
      {loadsOnScroll && <div ref={sentinel} aria-hidden="true" />}
      {failed && <QueryErrorAlert message={failedMessage} onRetry={onLoadMore} />}
      <Button
        variant="outlined"
        onClick={onLoadMore}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {loading ? t('loadMore.loading') : (label ?? t('loadMore.button'))}
      </Button>
    </Box>
  );
}
