import { jest } from '@jest/globals';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LeaveFamilyCircleDocument, MarkFamilyCircleOpenedDocument } from './circleMutations';
import { CirclePage } from './CirclePage';
import { FamilyCircleDocument, FamilyCircleJoinRequestsDocument } from './circleQueries';
import { RemoveFamilyCircleMemberDocument, RespondToFamilyCircleJoinRequestDocument } from './memberMutations';
import { ann, bob, detailsCircle, me, memberCan } from './test/circleFixtures';

const circleMock = (circle: ReturnType<typeof detailsCircle>) => ({
  request: { query: FamilyCircleDocument, variables: { id: circle.id } },
  result: { data: { circle } },
});
const openedMock = (id = 'c1') => {
  const result = jest.fn(() => ({ data: { markCircleOpened: { __typename: 'Circle' as const, id, unreadCount: 0 } } }));
  return { request: { query: MarkFamilyCircleOpenedDocument, variables: { id } }, result };
};
const requestsMock = (requests: object[]) => ({
  request: { query: FamilyCircleJoinRequestsDocument, variables: { circleId: 'c1' } },
  result: { data: { circleJoinRequests: requests } },
});
const bobAsks = { __typename: 'CircleJoinRequest', id: 'r1', circleId: 'c1', requestedAt: '2026-11-20T09:00:00.000Z', user: bob };

function MemoryGrid({ circleId }: { circleId: string }) {
  return <p>Memories of {circleId}</p>;
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/circles/:id" element={<CirclePage MemoryGrid={MemoryGrid} />} />
      <Route path="/circles" element={<p>All circles</p>} />
    </Routes>,
    { route: '/circles/c1', mocks },
  );
}

describe('CirclePage', () => {
  it('shows the circle to its owner, marks it opened once, and accepts a request to join', async () => {
    const opened = openedMock();
    const withBob = detailsCircle({ memberCount: 3, people: [[me, 'owner'], [ann, 'member'], [bob, 'member']] });
    const { user } = renderPage([
      circleMock(detailsCircle({ unreadCount: 2 })),
      opened,
      requestsMock([bobAsks]),
      {
        request: { query: RespondToFamilyCircleJoinRequestDocument, variables: { id: 'r1', accept: true } },
        result: { data: { respondToCircleJoinRequest: withBob } },
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Rivera cousins' })).toBeInTheDocument();
    expect(screen.getByText('2 members · 4 memories · Created Nov 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Memories of c1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave circle' })).not.toBeInTheDocument();
    const members = screen.getByRole('list', { name: '2 members of Rivera cousins' });
    expect(within(members).getAllByRole('listitem')[0]).toHaveTextContent('Rosa RiveraOwner');
    expect(within(members).queryByRole('button', { name: 'Remove Rosa Rivera' })).not.toBeInTheDocument();

    const requests = await screen.findByRole('list', { name: 'Requests to join' });
    await user.click(within(requests).getByRole('button', { name: 'Accept Bob Rivera' }));

    expect(await screen.findByText('Bob Rivera is now in the circle.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '3 members of Rivera cousins' })).getByText('Bob Rivera')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Requests to join' })).not.toBeInTheDocument();
    expect(opened.result).toHaveBeenCalledTimes(1);
  });

  it('lets the owner remove a member after confirmation', async () => {
    const { user } = renderPage([
      circleMock(detailsCircle()),
      openedMock(),
      requestsMock([]),
      {
        request: { query: RemoveFamilyCircleMemberDocument, variables: { circleId: 'c1', userId: 'u2' } },
        result: { data: { removeCircleMember: detailsCircle({ memberCount: 1, people: [[me, 'owner']] }) } },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Remove Ann Rivera' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Ann Rivera from “Rivera cousins”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Ann Rivera is no longer in Rivera cousins.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '1 member of Rivera cousins' })).not.toHaveTextContent('Ann Rivera');
  });

  it('warns the owner that deleting the circle deletes its memories', async () => {
    const { user } = renderPage([circleMock(detailsCircle()), openedMock(), requestsMock([])]);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “Rivera cousins”?' });
    expect(confirm).toHaveTextContent('together with its 4 memories and their photos and videos');
  });

  it('lets a member leave, then goes back to the list of circles', async () => {
    const { user } = renderPage([
      circleMock(detailsCircle({ viewerRole: 'member', viewerCan: memberCan })),
      openedMock(),
      { request: { query: LeaveFamilyCircleDocument, variables: { circleId: 'c1' } }, result: { data: { leaveCircle: 'c1' } } },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Rivera cousins' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave circle' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave “Rivera cousins”?' })).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('You left the circle')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/circles$/));
  });

  it('says a circle it cannot show does not exist or is private, without marking it opened', async () => {
    const opened = openedMock();
    renderPage([
      {
        request: { query: FamilyCircleDocument, variables: { id: 'c1' } },
        result: { errors: [{ message: 'Circle not found', extensions: { code: 'NOT_FOUND' } }] },
      },
      opened,
    ]);

    expect(await screen.findByRole('heading', { name: 'This circle does not exist or is private' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your circles' })).toHaveAttribute('href', '/circles');
    expect(opened.result).not.toHaveBeenCalled();
  });
});
