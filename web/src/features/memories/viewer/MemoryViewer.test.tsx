import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TagPhotoMutationVariables } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MemoryGrid } from '../MemoryGrid';
import { DeleteMemoryDocument, MovePhotoTagDocument, RemovePhotoTagDocument, TagPhotoDocument, UpdateMemoryDocument } from '../memoryMutations';
import { memory, photoTag } from '../test/memoryFixtures';
import { circlesMock, faceTreesMock, memoriesPage, memoryMock, peopleMock, treesMock } from '../test/memoryMocks';

// jsdom has no PointerEvent; a MouseEvent carries the coordinates the drawing reads.
class TestPointerEvent extends MouseEvent {
  pointerId = 1;
}
beforeAll(() => {
  if (!window.PointerEvent) Object.assign(window, { PointerEvent: TestPointerEvent });
});

const rosa = photoTag({ id: 't1', name: 'Rosa Rivera' });
const beach = memory({ photoTags: [rosa] });
const harvest = memory({ id: 'mem2', title: 'Harvest', description: 'Apples everywhere', eventDate: null, createdAt: '2026-10-02T09:00:00.000Z', photoTags: [] });
const wedding = memory({ id: 'mem3', title: 'Wedding', description: null, photoTags: [], viewerCan: { update: false, delete: false, tag: false } as never });

async function openViewer(mocks: object[] = []) {
  const setup = renderWithProviders(<MemoryGrid />, { mocks: [memoriesPage([beach, harvest, wedding]), memoryMock(beach), memoryMock(harvest), memoryMock(wedding), treesMock, peopleMock, faceTreesMock, ...mocks] as never });
  await setup.user.click(await screen.findByRole('button', { name: 'Open At the beach' }));
  return { ...setup, dialog: await screen.findByRole('dialog', { name: 'At the beach' }) };
}

/** Places the photo's tag layer on screen: 400 × 200 px from (100, 50). */
function layerAt() {
  const layer = screen.getByTestId('photo-tag-layer');
  layer.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) });
  return layer;
}

function drag(layer: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(layer, { clientX: from[0], clientY: from[1], button: 0 });
  fireEvent.pointerMove(layer, { clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(layer, { clientX: to[0], clientY: to[1] });
}

describe('MemoryViewer', () => {
  it('shows the memory with its date, circle and uploader, and walks with the arrow keys; Escape closes', async () => {
    const { user, dialog } = await openViewer();
    expect(within(dialog).getByRole('img', { name: 'At the beach' })).toHaveAttribute('src', '/files/mem1/preview.webp');
    expect(dialog).toHaveTextContent('Jul 14, 2024');
    expect(dialog).toHaveTextContent('Rivera cousins');
    expect(dialog).toHaveTextContent('Added by Ana Rivera');
    expect(within(dialog).queryByRole('button', { name: 'Previous memory' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Harvest' })).toHaveTextContent('Added Oct 2, 2026');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Wedding' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Harvest' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous memory' }));
    expect(await screen.findByRole('dialog', { name: 'At the beach' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the tagged people, draws their boxes on the photo, and offers Edit and Delete only when allowed', async () => {
    const { user, dialog } = await openViewer();
    const list = within(dialog).getByRole('list', { name: 'Tagged people' });
    expect(within(list).getByText('Rosa Rivera')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove Rosa Rivera’s tag' })).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('photo-tag-box')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    // Escape while tagging leaves tagging, not the viewer.
    await user.click(within(dialog).getByRole('button', { name: 'Tag someone' }));
    expect(within(dialog).getByRole('combobox', { name: 'Who is it?' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Tag someone' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'At the beach' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    const wedding = await screen.findByRole('dialog', { name: 'Wedding' });
    expect(within(wedding).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(wedding).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(wedding).queryByRole('button', { name: 'Tag someone' })).not.toBeInTheDocument();
  });

  it('tags someone in a box drawn on the photo, in fractions of its displayed size', async () => {
    const sent: TagPhotoMutationVariables[] = [];
    const tagged = photoTag({ id: 't2', name: 'Tomas Rivera', box: { __typename: 'PhotoBox', x: 0.1, y: 0.1, width: 0.4, height: 0.5 } as never });
    const { user, dialog } = await openViewer([
      {
        request: { query: TagPhotoDocument, variables: (v: TagPhotoMutationVariables) => Boolean(sent.push(v)) },
        result: { data: { tagPhoto: { ...tagged, member: { __typename: 'FamilyMember', id: 'm-tomas', fullName: 'Tomas Rivera' } } } },
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Tag someone' }));
    expect(within(dialog).getByText(/Drag a rectangle around the person/)).toBeInTheDocument();
    drag(layerAt(), [140, 70], [300, 170]);
    expect(within(dialog).getByTestId('draft-box')).toHaveStyle({ left: '10%', top: '10%', width: '40%', height: '50%' });

    await user.click(within(dialog).getByRole('combobox', { name: 'Who is it?' }));
    await user.click(await screen.findByRole('option', { name: 'Tomas Rivera' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));

    expect(await screen.findByText('Tomas Rivera tagged')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { memoryId: 'mem1', memberId: 'm-tomas', box: { x: 0.1, y: 0.1, width: 0.4, height: 0.5 } } }]);
    const list = within(dialog).getByRole('list', { name: 'Tagged people' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rosa Rivera', 'Tomas Rivera']);
  });

  it('moves a tag to a newly drawn box, and removes one', async () => {
    const moved = { ...rosa, box: { __typename: 'PhotoBox', x: 0.5, y: 0, width: 0.25, height: 1 } };
    const { user, dialog } = await openViewer([
      { request: { query: MovePhotoTagDocument, variables: { id: 't1', box: { x: 0.5, y: 0, width: 0.25, height: 1 } } }, result: { data: { movePhotoTag: moved } } },
      { request: { query: RemovePhotoTagDocument, variables: { id: 't1' } }, result: { data: { removePhotoTag: 't1' } } },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Move Rosa Rivera’s tag' }));
    expect(within(dialog).getByText('Draw the new box for Rosa Rivera on the photo.')).toBeInTheDocument();
    drag(layerAt(), [300, 40], [400, 260]);
    expect(await screen.findByText('Rosa Rivera’s tag moved')).toBeInTheDocument();
    expect(within(dialog).getByTestId('photo-tag-box')).toHaveStyle({ left: '50%', top: '0%', width: '25%', height: '100%' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Rosa Rivera’s tag' }));
    expect(await screen.findByText('Rosa Rivera’s tag removed')).toBeInTheDocument();
    expect(within(dialog).getByText('No one is tagged yet.')).toBeInTheDocument();
  });

  it('deletes the memory after confirmation and shows the next one', async () => {
    const { user, dialog } = await openViewer([
      { request: { query: DeleteMemoryDocument, variables: { id: 'mem1' } }, result: { data: { deleteMemory: 'mem1' } } },
      memoriesPage([harvest, wedding]),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “At the beach”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Memory deleted')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Harvest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open At the beach' })).not.toBeInTheDocument();
  });

  it('edits the title and keeps the rest as it was, tags included', async () => {
    const input = { title: 'By the sea', description: beach.description, circleId: 'c1', eventDate: '2024-07-14' };
    const { user, dialog } = await openViewer([
      circlesMock([{ id: 'c1', name: 'Rivera cousins' }]),
      { request: { query: UpdateMemoryDocument, variables: { id: 'mem1', input } }, result: { data: { updateMemory: { ...beach, title: 'By the sea' } } } },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit memory' });
    expect(within(edit).getByRole('button', { name: 'Rosa Rivera' })).toBeInTheDocument();
    const title = within(edit).getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'By the sea');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Memory updated')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'By the sea' })).toBeInTheDocument();
  });
});
