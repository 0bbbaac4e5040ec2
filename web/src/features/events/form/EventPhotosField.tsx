import { useTranslation } from 'react-i18next';
import { MemoryChoiceField } from '../../../components/memory-choices/MemoryChoiceField';
import { EventPhotoChoicesDocument } from '../eventQueries';
import { PHOTOS_MAX, type PhotoChoice } from './eventForm';

interface EventPhotosFieldProps {
  value: PhotoChoice[];
  onChange: (photos: PhotoChoice[]) => void;
  error?: string;
}

/** Photos from the viewer's memories to show with the event; the list of memories loads when asked for. */
export function EventPhotosField(props: EventPhotosFieldProps) {
  const { t } = useTranslation('events');
  const labels = {
    legend: t('photos.legend'),
    chosen: t('photos.chosen'),
    choose: t('photos.choose'),
    helper: t('photos.helper', { max: PHOTOS_MAX }),
  };
  return (
    <MemoryChoiceField
      {...props}
      document={EventPhotoChoicesDocument}
      smColumns={4}
      labels={labels}
      emptyText={t('photos.empty')}
      moreLabel={t('loadMore')}
    />
  );
}
