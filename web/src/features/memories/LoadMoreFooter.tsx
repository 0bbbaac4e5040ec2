import { useEffect, useEffectEvent, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';

interface LoadMoreFooterProps {
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * Below the last card: the next page loads as this comes into view, and the button does the same
 * for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMoreFooter({ loading, failed, onLoadMore }: LoadMoreFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const reachedEnd = useEffectEvent(() => onLoadMore());

  useEffect(() => {
    const element = sentinel.current;
    // Observing anew after each page reports at once whether the end is still in sight.
    if (!element || failed || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reachedEnd();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [failed, loading]);

  return (
    <Box sx={{ mt: 3, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <div ref={sentinel} aria-hidden="true" />
      {failed && <QueryErrorAlert message="More memories could not be loaded." onRetry={onLoadMore} />}
      <Button
        variant="outlined"
        onClick={onLoadMore}
        disabled={loading}
        startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </Box>
  );
}
