import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { inLanguage } from '../../test/inLanguage';
import { FamilyTreePage } from './FamilyTreePage';
import { FamilyMemberDetailsDocument } from './member/familyMemberQuery';
import { MemberRelationshipsDocument } from './member/relationshipsQuery';
import { RelativeNameDocument } from './member/relativeNameQuery';
import { FamilyTreeColumnsDocument, FamilyTreeDocument } from './familyTreeQuery';
import { emptySidebarMocks, isPeopleMock, statsMock, treeDetailsMock, treeMock } from './test/pageMocks';
import { riveraFamily, treeNode, treeWindow } from './test/treeFixtures';

/** The same request, as a slow connection answers it. */
const slow = (mock: MockLink.MockedResponse): MockLink.MockedResponse => ({ ...mock, delay: 60_000 });
/** The same request, failing as fetch() does when the browser is offline. */
const offline = (mock: MockLink.MockedResponse): MockLink.MockedResponse => ({ request: mock.request, error: new TypeError('Failed to fetch') });

const personCard = (id: string) => document.querySelector<SVGGElement>(`[data-person-id="${id}"]`);

function details(id: string, fullName: string, extra: object = {}) {
  const [firstName, lastName] = fullName.split(' ');
  return {
    request: { query: FamilyMemberDetailsDocument, variables: { id } },
    result: {
      data: {
        familyMember: {
          __typename: 'FamilyMember',
          id,
          firstName,
          lastName,
          fullName,
          dateOfBirth: '1950-01-01',
          dateOfDeath: null,
          profilePictureUrl: null,
          bio: 'Keeps bees.',
          gender: 'other',
          isAlive: true,
          isSelf: false,
          otherNames: [],
          linkedUserId: null,
          viewerCan: { __typename: 'MemberPermissions', update: true, delete: true },
          ...extra,
        },
      },
    },
  };
}

/** The details panel lists the member's relationships, naming the member at the other end. */
function relationships(memberId: string, edges: object[], names: Record<string, [string, boolean]>) {
  return [
    { request: { query: MemberRelationshipsDocument, variables: { memberId } }, result: { data: { relationships: edges } } },
    ...Object.entries(names).map(([id, [fullName, isSelf]]) => ({
      request: { query: RelativeNameDocument, variables: { id } },
      result: { data: { familyMember: { __typename: 'FamilyMember', id, fullName, isSelf } } },
    })),
  ];
}

describe('FamilyTreePage', () => {
  it('offers a viewer no way to add people, and says what they are', async () => {
    renderWithProviders(<FamilyTreePage />, {
      route: '/family-tree',
      mocks: [treeMock(riveraFamily()), statsMock(14, 13, 2), ...treeDetailsMock('viewer'), ...emptySidebarMocks],
    });
    expect(await screen.findByText('Viewer')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Family tree' });
    expect(screen.queryByRole('button', { name: 'Add Family Member' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('marks a living person whose details are private', async () => {
    const window = riveraFamily();
    window.nodes[0] = { ...window.nodes[0], detailsHidden: true, dateOfBirth: null };
    renderWithProviders(<FamilyTreePage />, { route: '/family-tree', mocks: [treeMock(window), statsMock(14), ...emptySidebarMocks] });
    await screen.findByRole('group', { name: 'Family tree' });
    const card = personCard(window.nodes[0].id)!;
    expect(card.getAttribute('aria-label')).toMatch(/living, details private/);
    expect(card.querySelector('.tree-private-mark')).not.toBeNull();
  });

  it('invites the user to start a tree while they are its only member', async () => {
    const { user } = renderWithProviders(<FamilyTreePage />, {
      route: '/family-tree',
      mocks: [treeMock(treeWindow('me', [treeNode('me', 0, { isSelf: true })], [])), statsMock(1), ...emptySidebarMocks],
    });

    expect(await screen.findByText('Start Building Your Family Tree')).toBeInTheDocument();
    expect(screen.getByText('Add your first family member to begin connecting')).toBeInTheDocument();
    expect(screen.getByText('No connection suggestions')).toBeInTheDocument();
    expect(screen.getByText('Add more family members to get suggestions')).toBeInTheDocument();

    const buttons = screen.getAllByRole('button', { name: 'Add Family Member' });
    await user.click(buttons[buttons.length - 1]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
    expect(within(dialog).getByRole('combobox', { name: 'Related to' })).toHaveValue('You');
  });

  it('shows the figures and each generation in its own row, with "You" for the viewer', async () => {
    renderWithProviders(<FamilyTreePage />, {
      route: '/family-tree',
      mocks: [treeMock(riveraFamily()), statsMock(14, 13, 2), ...emptySidebarMocks],
    });

    const tree = await screen.findByRole('group', { name: 'Family tree' });
    const figures = await screen.findByRole('list', { name: 'Family figures' });
    expect(figures).toHaveTextContent('14family members');
    expect(figures).toHaveTextContent('13relationships');
    expect(figures).toHaveTextContent('2connections');

    const me = personCard('me');
    expect(me).toHaveTextContent('You');
    expect(me).toHaveAttribute('aria-label', 'You (Me Rivera), Born Jun 1, 1980');
    expect(me).toHaveAttribute('aria-current', 'true');
    const rows = {
      grandpaRivera: ['-2', 'grandparents'],
      grandmaLee: ['-2', 'grandparents'],
      dad: ['-1', 'parents'],
      aunt: ['-1', 'parents'],
      me: ['0', 'focus'],
      sister: ['0', 'focus'],
      spouse: ['0', 'focus'],
      kid: ['1', 'children'],
      grandkid: ['2', 'grandchildren'],
    };
    for (const [id, [generation, row]] of Object.entries(rows)) {
      expect(personCard(id)).toHaveAttribute('data-generation', generation);
      expect(personCard(id)).toHaveAttribute('data-row', row);
    }
    expect(personCard('dad')).toHaveTextContent('Dad Rivera');
    expect(personCard('grandpaRivera')).toHaveTextContent('1921 – 2003');
    expect(tree).toHaveAttribute('data-node-count', '14');
    expect(tree.querySelectorAll('[data-edge-style="partner"]').length).toBeGreaterThan(0);
  });

  it('centres on a chosen person and shows their details', async () => {
    const dadsWindow = treeWindow(
      'dad',
      [treeNode('dad', 0), treeNode('me', 1, { isSelf: true })],
      [{ __typename: 'Relationship', id: 'p1', kind: 'parent', fromId: 'dad', toId: 'me', partnerKind: null }],
    );
    const { user } = renderWithProviders(<FamilyTreePage />, {
      route: '/family-tree',
      mocks: [treeMock(riveraFamily()), treeMock(dadsWindow, 'dad'), statsMock(14), ...emptySidebarMocks, details('dad', 'Dad Rivera', {
          otherNames: ['Papi'],
          occupation: 'Beekeeper',
          christening: { __typename: 'LifeEvent', date: { __typename: 'GenealogyDate', value: 'ABT 1950', text: 'about 1950' }, place: 'Lima' },
          burial: null,
        }),
        ...relationships(
          'dad',
          [
            { __typename: 'Relationship', id: 'p1', kind: 'parent', fromId: 'dad', toId: 'me', partnerKind: null, pedigree: 'adopted' },
            { __typename: 'Relationship', id: 'c1', kind: 'cousin', fromId: 'ana', toId: 'dad', partnerKind: null },
          ],
          { me: ['Rosa Rivera', true], ana: ['Ana Rivera', false] },
        ),
      ],
    });

    await screen.findByRole('group', { name: 'Family tree' });
    // d3-zoom's pointer handling needs a real window; the keyboard takes the same path as a click.
    (personCard('dad') as SVGGElement).focus();
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('complementary', { name: 'Details' });
    expect(await within(panel).findByText('Keeps bees.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'How are we related?' })).toBeInTheDocument();
    const recorded = await within(panel).findByRole('list', { name: 'Relationships of Dad Rivera' });
    expect(await within(recorded).findByText('Your parent')).toBeInTheDocument();
    expect(within(recorded).getByText('Adopted')).toBeInTheDocument();
    expect(within(panel).getByText('Beekeeper')).toBeInTheDocument();
    expect(within(panel).getByText('Papi')).toBeInTheDocument();
    expect(within(panel).getByText('about 1950, Lima')).toBeInTheDocument();
    expect(within(panel).queryByText('Buried')).not.toBeInTheDocument();
    expect(await within(recorded).findByText('Cousin of Ana Rivera — people in between unknown')).toBeInTheDocument();
    expect(within(recorded).getByRole('button', { name: 'Remove relationship: Your parent' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Link to a relative…' })).toBeInTheDocument();
    await waitFor(() => expect(personCard('dad')).toHaveAttribute('aria-current', 'true'));
    expect(personCard('me')).toHaveAttribute('data-row', 'children');
  });

  it('shows a skeleton of the page at once on a slow connection', async () => {
    renderWithProviders(<FamilyTreePage />, {
      route: '/family-tree',
      mocks: [treeMock(riveraFamily()), statsMock(14), ...emptySidebarMocks].map(slow),
    });

    // Every answer is a minute away: whatever shows before it is drawn without the data.
    expect(await screen.findByLabelText('Loading the family tree', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Tree' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading figures')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'People and connections' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows one error with a Retry button when offline, and the tree once Retry gets through', async () => {
    const { user } = renderWithProviders(<FamilyTreePage />, {
      route: '/family-tree',
      mocks: [
        ...[treeMock(riveraFamily()), statsMock(14), ...emptySidebarMocks.filter((m) => !isPeopleMock(m))].map(offline),
        treeMock(riveraFamily()),
        statsMock(14, 13, 2),
        ...emptySidebarMocks,
      ],
    });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(/could not reach Kinfolk/i);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await user.click(retry);
    expect(await screen.findByRole('group', { name: 'Family tree' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Family figures' })).toHaveTextContent('14family members');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws the near generations first, then the whole window in columns joins them', async () => {
    const near = treeWindow('me', [treeNode('dad', -1), treeNode('me', 0, { isSelf: true })], [
      { __typename: 'Relationship', id: 'p1', kind: 'parent', fromId: 'dad', toId: 'me', partnerKind: null },
    ]);
    const columns = {
      people: {
        ids: ['great', 'grandpa', 'dad', 'me'],
        generations: [-3, -2, -1, 0],
        firstNames: ['Great', 'Grandpa', 'Dad', 'Me'],
        lastNames: ['Rivera', 'Rivera', 'Rivera', 'Rivera'],
        births: ['ABT 1850', null, null, null],
        birthEarliest: ['1845-01-01', null, null, null],
        deaths: ['1920', null, null, null],
        genders: ['male', 'male', 'male', null],
        isAlive: [false, true, true, true],
        isLiving: [false, true, true, true],
        detailsHidden: [false, false, false, false],
        isSelf: [false, false, false, true],
        photoUrls: [null, null, null, null],
      },
      relationships: { from: [0, 1, 2], to: [1, 2, 3], kinds: ['parent', 'parent', 'parent'], partnerKinds: [null, null, null] },
    };
    renderWithProviders(<FamilyTreePage />, {
      route: '/family-tree?up=3',
      mocks: [
        { ...treeMock(near), request: { query: FamilyTreeDocument, variables: { treeId: undefined, focusId: undefined, generationsUp: 2, generationsDown: 2 } } },
        {
          request: { query: FamilyTreeColumnsDocument, variables: { treeId: undefined, focusId: undefined, generationsUp: 3, generationsDown: 2 } },
          delay: 300,
          result: { data: { familyTreeColumns: { __typename: 'TreeColumns', treeId: 'tree-1', focusId: 'me', size: 4, hasMoreAbove: false, hasMoreBelow: false, columns } } },
        },
        statsMock(4),
        ...emptySidebarMocks,
      ],
    });

    await screen.findByRole('group', { name: 'Family tree' });
    await waitFor(() => expect(personCard('dad')).not.toBeNull());
    expect(personCard('great')).toBeNull();
    await waitFor(() => expect(personCard('great')).not.toBeNull());
    expect(personCard('great')?.textContent).toContain('c. 1850');
    expect(personCard('me')).not.toBeNull();
  });

  it('speaks Spanish to a Spanish reader, in the words of each person\'s gender', async () => {
    await inLanguage('es');
    const dadsWindow = treeWindow(
      'dad',
      [treeNode('dad', 0), treeNode('me', 1, { isSelf: true })],
      [{ __typename: 'Relationship', id: 'p1', kind: 'parent', fromId: 'dad', toId: 'me', partnerKind: null }],
    );
    const { user } = renderWithProviders(<FamilyTreePage />, {
      route: '/family-tree',
      mocks: [
        treeMock(riveraFamily()),
        treeMock(dadsWindow, 'dad'),
        statsMock(14, 13, 2),
        ...emptySidebarMocks,
        details('dad', 'Dad Rivera', { gender: 'male', otherNames: [], christening: null, burial: null }),
        ...relationships(
          'dad',
          [
            { __typename: 'Relationship', id: 'p1', kind: 'parent', fromId: 'dad', toId: 'me', partnerKind: null, pedigree: 'adopted' },
            { __typename: 'Relationship', id: 'c1', kind: 'cousin', fromId: 'ana', toId: 'dad', partnerKind: null },
          ],
          { me: ['Rosa Rivera', true], ana: ['Ana Rivera', false] },
        ),
      ],
    });

    await screen.findByRole('group', { name: 'Árbol familiar' });
    expect(screen.getByRole('heading', { name: 'Árbol genealógico' })).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: 'Cifras de la familia' });
    expect(figures).toHaveTextContent('14familiares');
    expect(figures).toHaveTextContent('13parentescos');
    expect(figures).toHaveTextContent('2conexiones');
    expect(await screen.findByRole('button', { name: 'Agregar familiar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir o guardar' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Zoom' })).toContainElement(screen.getByRole('button', { name: 'Acercar' }));
    expect(personCard('me')).toHaveTextContent('Tú');
    expect(personCard('me')?.getAttribute('aria-label')).toMatch(/^Tú \(Me Rivera\), Nació: /);
    expect(await screen.findByText('No hay sugerencias de conexión')).toBeInTheDocument();

    (personCard('dad') as SVGGElement).focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('complementary', { name: 'Detalles' });
    expect(await within(panel).findByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '¿Qué parentesco tenemos?' })).toBeInTheDocument();
    expect(within(panel).getByText('Masculino')).toBeInTheDocument();
    const recorded = await within(panel).findByRole('list', { name: 'Parentescos de Dad Rivera' });
    expect(await within(recorded).findByText('Tu padre')).toBeInTheDocument();
    expect(within(recorded).getByText('Por adopción')).toBeInTheDocument();
    expect(await within(recorded).findByText('Primo de Ana Rivera — no se sabe quiénes hay entre medio')).toBeInTheDocument();
  });
});
