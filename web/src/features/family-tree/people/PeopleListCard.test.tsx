import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PeopleListCard } from './PeopleListCard';
import { UnplacedRelativesCard } from './UnplacedRelativesCard';
import { TreePeopleDocument, UnplacedMembersDocument } from './peopleQueries';

const person = (id: string, firstName: string, lastName: string, dateOfBirth: string | null = null) => ({
  __typename: 'FamilyMember' as const,
  id,
  firstName,
  lastName,
  dateOfBirth,
  dateOfDeath: null,
  birth: null,
  death: null,
  isAlive: true,
  isSelf: false,
  profilePictureUrl: null,
});

const page = (vars: { search?: string | null; orderBy: 'name' | 'birth'; offset?: number }, nodes: ReturnType<typeof person>[], totalCount = nodes.length) => ({
  request: { query: TreePeopleDocument, variables: { treeId: 't1', search: vars.search ?? null, first: 12, offset: vars.offset ?? 0, orderBy: vars.orderBy } },
  result: { data: { familyMembers: { __typename: 'FamilyMemberPage' as const, totalCount, nodes } } },
});

describe('PeopleListCard', () => {
  it('lists the people of the tree, sorts them by birth and shows the chosen one on the chart', async () => {
    const onChoose = jest.fn();
    const ada = person('a', 'Ada', 'Byron', '1815-12-10');
    const anne = person('b', 'Anne', 'Milbanke', '1792-05-17');
    const { user } = renderWithProviders(<PeopleListCard treeId="t1" focusId="a" onChoose={onChoose} />, {
      mocks: [page({ orderBy: 'name' }, [ada, anne]), page({ orderBy: 'birth' }, [anne, ada])],
    });
    const list = await screen.findByRole('list', { name: 'People in this tree' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringContaining('Ada Byron'), expect.stringContaining('Anne Milbanke')]);
    expect(screen.getByText('2 people')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Birth' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'People in this tree' })).getAllByRole('button')[0]).toHaveTextContent('Anne Milbanke'),
    );

    await user.click(within(screen.getByRole('list', { name: 'People in this tree' })).getByRole('button', { name: /Ada Byron/ }));
    expect(onChoose).toHaveBeenCalledWith('a');
  });

  it('searches by name and says when nobody matches', async () => {
    const { user } = renderWithProviders(<PeopleListCard treeId="t1" focusId={null} onChoose={() => {}} />, {
      mocks: [page({ orderBy: 'name' }, [person('a', 'Ada', 'Byron')]), page({ orderBy: 'name', search: 'zed' }, [])],
    });
    await screen.findByRole('list', { name: 'People in this tree' });
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'zed');
    expect(await screen.findByText('Nobody in this tree is called “zed”.')).toBeInTheDocument();
  });
});

describe('UnplacedRelativesCard', () => {
  it('lists people related to no one and opens them', async () => {
    const onChoose = jest.fn();
    const { user } = renderWithProviders(<UnplacedRelativesCard treeId="t1" onChoose={onChoose} />, {
      mocks: [{ request: { query: UnplacedMembersDocument, variables: { treeId: 't1' } }, result: { data: { unplacedMembers: [person('s', 'Stray', 'Cat')] } } }],
    });
    expect(await screen.findByText(/This person is not connected to anyone in the tree yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Stray Cat/ }));
    expect(onChoose).toHaveBeenCalledWith('s');
  });

  it('shows nothing when everyone is placed', async () => {
    const { container } = renderWithProviders(<UnplacedRelativesCard treeId="t1" onChoose={() => {}} />, {
      mocks: [{ request: { query: UnplacedMembersDocument, variables: { treeId: 't1' } }, result: { data: { unplacedMembers: [] } } }],
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('[aria-labelledby="unplaced-relatives"]')).toBeNull();
  });
});
