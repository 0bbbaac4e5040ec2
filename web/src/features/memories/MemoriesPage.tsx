import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { PageHeader } from '../../components/PageHeader';
import { CircleFilter } from './CircleFilter';
import { useMemoryCircles } from './form/useMemoryCircles';
import { MemoryGrid } from './MemoryGrid';
import { UploadMemoryButton } from './UploadMemoryButton';
import { MemoryViewer } from './viewer/MemoryViewer';

/**
 * The photos and videos of the viewer's circles, one circle's or all of them, newest first. A link
 * to one memory (`?memory=<id>`, from a notification, search or the timeline) opens it in the viewer.
 */
export function MemoriesPage() {
  const { t } = useTranslation('memories');
  const [params, setParams] = useSearchParams();
  const circles = useMemoryCircles();
  const requested = params.get('circle');
  // A circle the viewer is no longer in (an old link) shows everything instead.
  const circleId = requested && (!circles.list || circles.list.some((c) => c.id === requested)) ? requested : undefined;

  const chooseCircle = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('circle', id);
      else next.delete('circle');
      return next;
    });

  const linkedMemoryId = params.get('memory');
  const closeLinkedMemory = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('memory');
      return next;
    });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title={t('page.title')}
        intro={t('page.intro')}
        action={<UploadMemoryButton circleId={circleId} />}
      />
      <Box sx={{ mb: 2.5, display: 'flex' }}>
        <CircleFilter circles={circles.list} value={circleId ?? null} onChange={chooseCircle} />
      </Box>
      <MemoryGrid key={circleId ?? 'all'} circleId={circleId} emptyAction={<UploadMemoryButton circleId={circleId} variant="outlined" />} />
      {linkedMemoryId && <MemoryViewer memories={[]} memoryId={linkedMemoryId} onNavigate={() => undefined} onClose={closeLinkedMemory} />}
    </Box>
  );
}
