import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import type { AchievementFieldsFragment, AchievementsQueryVariables } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { peopleMock, treesMock } from '../../test/peopleChoiceMocks';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AchievementsDocument, CelebrateAchievementDocument, DeleteAchievementDocument, EditAchievementDocument, RecordAchievementDocument } from './achievementQueries';
import { AchievementsPage } from './AchievementsPage';

type Fixture = AchievementFieldsFragment & { __typename: 'Achievement' };

function achievement(overrides: Partial<AchievementFieldsFragment> = {}): Fixture {
  const fields: AchievementFieldsFragment = {
    id: 'a1',
    treeId: 'tree-1',
    title: 'Graduated in nursing',
    description: 'First in the family to go to university.',
    achievementType: 'graduation',
    date: { value: 'JUN 1998', text: 'June 1998' },
    member: { id: 'm-lucia', fullName: 'Lucia Rivera' },
    photos: [],
    celebrationCount: 2,
    celebratedByViewer: false,
    viewerCan: { update: false, delete: false, celebrate: true },
    ...overrides,
  };
  return {
    ...fields,
    __typename: 'Achievement',
    date: fields.date && { __typename: 'GenealogyDate', ...fields.date },
    member: { __typename: 'FamilyMember', ...fields.member },
    photos: fields.photos.map((p) => ({ __typename: 'AchievementPhoto', ...p })),
    viewerCan: { __typename: 'AchievementPermissions', ...fields.viewerCan },
  } as Fixture;
}

function pageMock(nodes: Fixture[], type: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: AchievementsDocument, variables: (v: AchievementsQueryVariables) => (v.achievementType ?? null) === type && !v.after },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { achievements: { __typename: 'AchievementPage', nodes, endCursor: null, hasMore: false } } },
  };
}

const render = (mocks: MockLink.MockedResponse[]) => renderWithProviders(<AchievementsPage />, { mocks: [treesMock, peopleMock, ...mocks], route: '/achievements' });

describe('AchievementsPage', () => {
  it('lists the family’s achievements with whose, when, and a celebrate button that says how many celebrated', async () => {
    render([pageMock([achievement(), achievement({ id: 'a2', title: 'Ran the Lisbon marathon', achievementType: 'sport', date: null, celebrationCount: 1, celebratedByViewer: true, member: { id: 'm-tomas', fullName: 'Tomas Rivera' } })])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Achievements' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading achievements…' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: "The family's achievements" });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByRole('heading', { name: 'Graduated in nursing' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Graduation');
    expect(first).toHaveTextContent('June 1998');
    expect(within(first).getByRole('link', { name: 'Lucia Rivera' })).toHaveAttribute('href', '/family-tree?tree=tree-1&focus=m-lucia');
    const celebrate = within(first).getByRole('button', { name: 'Celebrate' });
    expect(celebrate).toHaveAttribute('aria-pressed', 'false');
    expect(celebrate).toHaveAccessibleDescription('2 celebrations');
    expect(within(second).getByRole('button', { name: 'Celebrate' })).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveTextContent('1 celebration');
    expect(within(first).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('celebrates at once, and counts the viewer in', async () => {
    const user = userEvent.setup({ delay: null });
    render([
      pageMock([achievement()]),
      {
        request: { query: CelebrateAchievementDocument, variables: { id: 'a1', celebrate: true } },
        result: { data: { celebrateAchievement: { __typename: 'Achievement', id: 'a1', celebrationCount: 3, celebratedByViewer: true } } },
      },
    ]);
    const button = await screen.findByRole('button', { name: 'Celebrate' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Celebrate' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('3 celebrations')).toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    render([pageMock([])]);
    expect(await screen.findByText('No achievements yet')).toBeInTheDocument();
  });

  it('offers a retry when the achievements cannot be loaded', async () => {
    render([{ request: { query: AchievementsDocument, variables: () => true }, error: new Error('offline') }]);
    expect(await screen.findByText('The achievements could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('records an achievement with its person, type, title and date, and checks them first', async () => {
    const user = userEvent.setup({ delay: null });
    const recorded = achievement({ id: 'a9', title: 'Won the baking prize', achievementType: 'award', date: { value: '2019', text: '2019' }, member: { id: 'm-tomas', fullName: 'Tomas Rivera' }, celebrationCount: 0 });
    let sent: unknown = null;
    render([
      pageMock([]),
      {
        request: { query: RecordAchievementDocument, variables: (v: unknown) => ((sent = v), true) },
        result: { data: { recordAchievement: recorded } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Record an achievement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an achievement' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose whose achievement it is')).toBeInTheDocument();
    expect(within(dialog).getByText('Say what was achieved')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Tomas Rivera' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Award' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Won the baking prize');
    await user.type(within(dialog).getByRole('textbox', { name: 'Date' }), '2019');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ input: { memberId: 'm-tomas', achievementType: 'award', title: 'Won the baking prize', description: null, date: '2019', photos: null } });
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    render([pageMock([achievement()])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Logros' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar un logro' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Los logros de la familia' });
    expect(within(list).getByRole('button', { name: 'Celebrar' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Graduación');
    expect(list).toHaveTextContent('2 celebraciones');
  });
});

describe('Changing and deleting an achievement', () => {
  const mine = () => achievement({ photos: [{ id: 'p1', url: '/uploads/achievement/p1' }, { id: 'p2', url: '/uploads/achievement/p2' }], viewerCan: { update: true, delete: true, celebrate: true } });

  it('edits it in the recording form, started with what it says, and sends only what changed', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: unknown = null;
    const changed = achievement({ title: 'Graduated in nursing with honours', description: null, photos: [{ id: 'p2', url: '/uploads/achievement/p2' }], viewerCan: { update: true, delete: true, celebrate: true } });
    render([
      pageMock([mine()]),
      {
        request: { query: EditAchievementDocument, variables: (v: unknown) => ((sent = v), true) },
        result: { data: { editAchievement: changed } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit “Graduated in nursing”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit achievement' });
    expect(within(dialog).getByRole('textbox', { name: 'Person' })).toHaveValue('Lucia Rivera');
    expect(within(dialog).getByRole('textbox', { name: 'Person' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Graduation');
    expect(within(dialog).getByRole('textbox', { name: 'Date' })).toHaveValue('JUN 1998');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('First in the family to go to university.');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Graduated in nursing');

    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Say what was achieved')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(sent).toBeNull();

    await user.type(title, 'Graduated in nursing with honours');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ id: 'a1', input: { title: 'Graduated in nursing with honours', description: '', removePhotoIds: ['p1'] } });
    const card = await screen.findByRole('article', { name: 'Graduated in nursing with honours' });
    expect(card).not.toHaveTextContent('First in the family');
    expect(within(card).getAllByRole('img')).toHaveLength(1);
  });

  it('asks for the list again when the kind changes, so a filtered list stays true', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: unknown = null;
    let listed = 0;
    const award = achievement({ achievementType: 'award', viewerCan: { update: true, delete: true, celebrate: true } });
    render([
      {
        request: { query: AchievementsDocument, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: () => ((listed += 1), { data: { achievements: { __typename: 'AchievementPage', nodes: [listed === 1 ? mine() : award], endCursor: null, hasMore: false } } }),
      },
      {
        request: { query: EditAchievementDocument, variables: (v: unknown) => ((sent = v), true) },
        result: { data: { editAchievement: award } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit “Graduated in nursing”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit achievement' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Award' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ id: 'a1', input: { achievementType: 'award' } });
    await waitFor(() => expect(listed).toBe(2));
    expect(await screen.findByRole('article', { name: 'Graduated in nursing' })).toHaveTextContent('Award');
  });

  it('deletes it after asking, and takes it off the list', async () => {
    const user = userEvent.setup({ delay: null });
    let deleted = false;
    render([
      pageMock([mine(), achievement({ id: 'a2', title: 'Ran the Lisbon marathon', achievementType: 'sport' })]),
      {
        request: { query: DeleteAchievementDocument, variables: { id: 'a1' } },
        result: () => ((deleted = true), { data: { deleteAchievement: 'a1' } }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete “Graduated in nursing”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this achievement?' });
    expect(confirm).toHaveTextContent('“Graduated in nursing” will be removed for everyone, with its photos and celebrations.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(false);
    expect(screen.getByRole('article', { name: 'Graduated in nursing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete “Graduated in nursing”' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this achievement?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Graduated in nursing' })).not.toBeInTheDocument());
    expect(deleted).toBe(true);
    expect(screen.getByRole('article', { name: 'Ran the Lisbon marathon' })).toBeInTheDocument();
    expect(await screen.findByText('Achievement deleted')).toBeInTheDocument();
  });
});
