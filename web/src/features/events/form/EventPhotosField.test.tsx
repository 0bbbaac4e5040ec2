import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { EventPhotoChoicesDocument } from '../eventQueries';
import type { PhotoChoice } from './eventForm';
import { EventPhotosField } from './EventPhotosField';

const memory = (id: string, title: string) => ({ __typename: 'Memory' as const, id, title, kind: 'image' as const, thumbnailUrl: `/thumbs/${id}.jpg` });
const choicesMock = {
  request: { query: EventPhotoChoicesDocument, variables: { first: 24 } },
  result: { data: { memories: { __typename: 'MemoryPage' as const, nodes: [memory('m1', 'Sunday lunch'), memory('m2', 'At the lake')], endCursor: null, hasMore: false } } },
};

function Field() {
  const [photos, setPhotos] = useState<PhotoChoice[]>([]);
  return <EventPhotosField value={photos} onChange={setPhotos} />;
}

describe('EventPhotosField', () => {
  it('loads the viewer’s memories when asked, and adds and removes photos', async () => {
    const { user } = renderWithProviders(<Field />, { mocks: [choicesMock] });

    await user.click(screen.getByRole('button', { name: 'Choose from your memories' }));
    const lunch = await within(screen.getByRole('list', { name: 'Your memories' })).findByRole('button', { name: 'Sunday lunch' });
    await user.click(lunch);

    expect(lunch).toHaveAttribute('aria-pressed', 'true');
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(chosen).getByRole('button', { name: 'Remove Sunday lunch' }));
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    expect(lunch).toHaveAttribute('aria-pressed', 'false');
  });
});
