import { MemoryChoiceField } from '../../../components/memory-choices/MemoryChoiceField';
import { EventPhotoChoicesDocument } from '../eventQueries';
import { PHOTOS_MAX, type PhotoChoice } from './eventForm';

const LABELS = {
  legend: 'Photos',
  chosen: 'Chosen photos',
  choose: 'Choose from your memories',
  helper: `Optional. Up to ${PHOTOS_MAX} photos.`,
};

interface EventPhotosFieldProps {
  value: PhotoChoice[];
  onChange: (photos: PhotoChoice[]) => void;
  error?: string;
}

/** Photos from the viewer's memories to show with the event; the list of memories loads when asked for. */
export function EventPhotosField(props: EventPhotosFieldProps) {
  return (
    <MemoryChoiceField
      {...props}
      document={EventPhotoChoicesDocument}
      smColumns={4}
      labels={LABELS}
      emptyText="You have no memories yet: upload photos to your circles to show them with your events."
      moreLabel="Load more"
    />
  );
}
