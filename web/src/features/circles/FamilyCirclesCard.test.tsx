import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RecentFamilyCirclesDocument } from './circleQueries';
import { FamilyCirclesCard } from './FamilyCirclesCard';
import { ann } from './test/circleFixtures';
import { connectionsMock } from './test/connectionsMock';

const summary = (id: string, name: string, memberCount: number, unreadCount: number) => ({
  __typename: 'CircleSummary' as const,
  id,
  name,
  memberCount,
  unreadCount,
});

const recentMock = (recentCircles: ReturnType<typeof summary>[]) => ({
  request: { query: RecentFamilyCirclesDocument, variables: { first: 5 } },
  result: { data: { recentCircles } },
});

describe('FamilyCirclesCard', () => {
  it('says there are no circles yet, and opens the create dialog', async () => {
    const { user } = renderWithProviders(<FamilyCirclesCard />, { mocks: [recentMock([]), connectionsMock([ann])] });

    const card = screen.getByRole('region', { name: 'Family Circles' });
    expect(await within(card).findByText('No family circles yet')).toBeInTheDocument();
    expect(within(card).getByText('Create circles to organize your family')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Create New Circle' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Circle' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Members' })).toBeInTheDocument();
  });

  it('lists recent circles with their member count and an unread badge, each opening its page', async () => {
    renderWithProviders(<FamilyCirclesCard />, {
      mocks: [recentMock([summary('c1', 'Rivera cousins', 4, 2), summary('c2', 'Lake summers', 1, 0)])],
    });

    const list = await screen.findByRole('list', { name: 'Your recent circles' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/circles/c1');
    expect(first).toHaveTextContent('Rivera cousins');
    expect(first).toHaveTextContent('4 members');
    expect(within(first).getByLabelText('2 new memories')).toHaveTextContent('2 new');
    expect(second).toHaveTextContent('1 member');
    expect(within(second).queryByText(/new/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all circles' })).toHaveAttribute('href', '/circles');
  });
});
