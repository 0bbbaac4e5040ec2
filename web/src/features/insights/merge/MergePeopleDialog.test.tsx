import { jest } from '@jest/globals';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MergePeopleDialog } from './MergePeopleDialog';
import { MergePeopleDocument, PeopleMergePreviewDocument, UndoPeopleMergeDocument } from './mergePeopleQueries';

const person = (id: string, firstName: string, birth: string | null) => ({
  __typename: 'FamilyMember',
  id,
  firstName,
  lastName: 'Rivera',
  fullName: `${firstName} Rivera`,
  profilePictureUrl: null,
  birth: birth ? { __typename: 'GenealogyDate', text: birth } : null,
  death: null,
});

const preview = (keep: ReturnType<typeof person>, merged: ReturnType<typeof person>, blocker: string | null = null) => ({
  __typename: 'PeopleMergePreview',
  keep,
  merged,
  fields: [
    { __typename: 'PeopleMergeField', field: 'name', keep: keep.fullName, merged: merged.fullName, result: keep.fullName, source: 'keep' },
    { __typename: 'PeopleMergeField', field: 'birth', keep: null, merged: '3 February 1990', result: '3 February 1990', source: 'merged' },
    { __typename: 'PeopleMergeField', field: 'gender', keep: 'male', merged: 'male', result: 'male', source: 'same' },
  ],
  relationships: [
    { __typename: 'PeopleMergeRelationship', relation: 'child', alreadyShared: false, person: { __typename: 'FamilyMember', id: 'lily', fullName: 'Lily Rivera' } },
    { __typename: 'PeopleMergeRelationship', relation: 'parent', alreadyShared: true, person: { __typename: 'FamilyMember', id: 'ada', fullName: 'Ada Rivera' } },
  ],
  moves: [
    { __typename: 'PeopleMergeCount', holding: 'photoTags', count: 2 },
    { __typename: 'PeopleMergeCount', holding: 'stories', count: 1 },
  ],
  blocker,
});

const tom = person('tom', 'Tom', null);
const tommy = person('tommy', 'Tommy', '3 February 1990');

const previewMock = (keepId: string, mergeId: string, data: object): MockLink.MockedResponse => ({
  request: { query: PeopleMergePreviewDocument, variables: { keepId, mergeId } },
  result: { data: { peopleMergePreview: data } },
});
const mergeMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: MergePeopleDocument, variables: { keepId: 'tom', mergeId: 'tommy' } },
  result,
});
const undoMock: MockLink.MockedResponse = {
  request: { query: UndoPeopleMergeDocument, variables: { mergeId: 'merge-1' } },
  result: {
    data: {
      undoPeopleMerge: {
        __typename: 'UndoPeopleMergePayload',
        mergeId: 'merge-1',
        person: { __typename: 'FamilyMember', id: 'tom', fullName: 'Tom Rivera' },
        restored: { __typename: 'FamilyMember', id: 'tommy', fullName: 'Tommy Rivera' },
      },
    },
  },
};
const merged = { data: { mergePeople: { __typename: 'MergePeoplePayload', mergeId: 'merge-1', person: { __typename: 'FamilyMember', id: 'tom', fullName: 'Tom Rivera' } } } };

/** The dialog as a page holds it: closed when it says so. */
function Opened({ onMerged }: { onMerged: (id: string) => void }) {
  const [open, setOpen] = useState(true);
  return open ? <MergePeopleDialog open keepId="tom" mergeId="tommy" onClose={() => setOpen(false)} onMerged={onMerged} /> : null;
}

describe('MergePeopleDialog', () => {
  it('shows the two side by side, which value is kept and what moves, in plain words', async () => {
    renderWithProviders(<MergePeopleDialog open keepId="tom" mergeId="tommy" onClose={() => {}} />, { mocks: [previewMock('tom', 'tommy', preview(tom, tommy))] });
    const dialog = await screen.findByRole('dialog', { name: 'Merge two records of one person' });
    expect(await within(dialog).findByRole('region', { name: 'Kept: Tom Rivera' })).toHaveTextContent('No dates');
    expect(within(dialog).getByRole('region', { name: 'Merged away: Tommy Rivera' })).toHaveTextContent('3 February 1990');
    const table = within(dialog).getByRole('table', { name: "The two people's details, and what is kept" });
    const born = within(table).getByRole('row', { name: /Born/ });
    const [keepCell, mergedCell] = within(born).getAllByRole('cell');
    expect(keepCell).toHaveTextContent('—');
    expect(within(mergedCell).getByLabelText('Kept')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Gender/ })).toHaveTextContent('Male');
    const moves = within(dialog).getByRole('list', { name: 'What moves' });
    expect(within(moves).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Lily Rivera, their child, becomes Tom Rivera's child",
      "Ada Rivera, their parent, is Tom Rivera's already: kept once",
      '2 photo tags',
      'A story about them',
    ]);
    expect(dialog).toHaveTextContent('Tommy Rivera is then removed from the tree.');
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeEnabled();
  });

  it('says why a merge cannot be done, and keeps Merge off', async () => {
    renderWithProviders(<MergePeopleDialog open keepId="tom" mergeId="tommy" onClose={() => {}} />, {
      mocks: [previewMock('tom', 'tommy', preview(tom, tommy, "Tom Rivera and Tommy Rivera are recorded as each other's partner."))],
    });
    expect(await screen.findByText("Tom Rivera and Tommy Rivera are recorded as each other's partner.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Merge' })).toBeDisabled();
  });

  it('keeps the other one instead when asked', async () => {
    const { user } = renderWithProviders(<MergePeopleDialog open keepId="tom" mergeId="tommy" onClose={() => {}} />, {
      mocks: [previewMock('tom', 'tommy', preview(tom, tommy)), previewMock('tommy', 'tom', preview(tommy, tom))],
    });
    await user.click(await screen.findByRole('button', { name: 'Keep Tommy Rivera instead' }));
    expect(await screen.findByRole('region', { name: 'Kept: Tommy Rivera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep Tom Rivera instead' })).toBeInTheDocument();
  });

  it('merges with the keyboard, then offers Undo in a toast, which undoes it', async () => {
    const onMerged = jest.fn();
    const { user } = renderWithProviders(<Opened onMerged={onMerged} />, {
      mocks: [previewMock('tom', 'tommy', preview(tom, tommy)), mergeMock(merged), undoMock],
    });
    const merge = await screen.findByRole('button', { name: 'Merge' });
    merge.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onMerged).toHaveBeenCalledWith('tom');
    expect(await screen.findByText('Tommy Rivera is now part of Tom Rivera.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Tommy Rivera is back in the tree as before.')).toBeInTheDocument();
  });

  it("shows the server's refusal in words and stays open", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<MergePeopleDialog open keepId="tom" mergeId="tommy" onClose={onClose} />, {
      mocks: [previewMock('tom', 'tommy', preview(tom, tommy)), mergeMock({ errors: [{ message: 'Together Tom Rivera and Tommy Rivera have more than two parents.', extensions: { code: 'BAD_USER_INPUT' } }] })],
    });
    await user.click(await screen.findByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Together Tom Rivera and Tommy Rivera have more than two parents.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when the preview cannot be loaded', async () => {
    renderWithProviders(<MergePeopleDialog open keepId="tom" mergeId="gone" onClose={() => {}} />, {
      mocks: [{ request: { query: PeopleMergePreviewDocument, variables: { keepId: 'tom', mergeId: 'gone' } }, result: { errors: [{ message: 'Family member not found.', extensions: { code: 'NOT_FOUND' } }] } }],
    });
    expect(await screen.findByText('Family member not found.')).toBeInTheDocument();
  });
});
