import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ChallengeProgressChangedDocument, CreateFamilyChallengeDocument, JoinChallengeDocument, LeaveChallengeDocument } from './challengeQueries';
import { DiscoveryChallengesPage } from './DiscoveryChallengesPage';
import { badge, challenge, challengesMock, entry, leaderboardMock, myRewards, progress, rewards, rewardsMock, seasonsMock, treesMock } from './test/challengeFixtures';

/** The live feed, quiet unless a test sends something on it. */
const quietFeed: MockLink.MockedResponse = { request: { query: ChallengeProgressChangedDocument }, delay: Infinity, maxUsageCount: Number.POSITIVE_INFINITY };

const render = (mocks: MockLink.MockedResponse[], route = '/discovery-challenges') =>
  renderWithProviders(<DiscoveryChallengesPage />, { mocks: [...mocks, rewardsMock(), treesMock(), seasonsMock, quietFeed], route });

const joined = () => challenge({ viewerProgress: progress(), viewerCan: { leave: true } });

describe('DiscoveryChallengesPage', () => {
  it('shows the viewer’s level, points, the way to the next level, streaks and badges', async () => {
    render([challengesMock([])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Discovery Challenges' })).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: 'Level 3' });
    expect(header).toHaveTextContent('1,250 points');
    expect(header).toHaveTextContent('5 challenges completed');
    const bar = within(header).getByRole('progressbar', { name: 'Progress to level 4' });
    expect(bar).toHaveAttribute('aria-valuenow', '48');
    expect(bar).toHaveAttribute('aria-valuetext', '640 of 900 experience');
    expect(header).toHaveTextContent('260 more experience points to level 4');
    expect(header).toHaveTextContent('4-day streak');
    expect(header).toHaveTextContent('Longest: 12 days');
    expect(within(header).getByRole('img', { name: 'Storyteller' })).toHaveAttribute('src', '/badges/storyteller.svg');
  });

  it('shows a joined challenge’s bar out of 100 with what is left, and opens on it', async () => {
    render([challengesMock([joined(), challenge({ id: 'c2', title: 'First photo tag', viewerCan: { join: true } })])]);
    const card = await screen.findByRole('article', { name: 'Five ancestors' });
    expect(screen.getByRole('tab', { name: 'In progress (1)' })).toHaveAttribute('aria-selected', 'true');
    const bar = within(card).getByRole('progressbar', { name: 'Progress on “Five ancestors”' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 (60%)');
    expect(card).toHaveTextContent('2 more ancestors with a birth date');
    expect(card).toHaveTextContent('Goal: Add 5 ancestors with a birth date');
    expect(within(card).getByRole('button', { name: 'Leave “Five ancestors”' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'First photo tag' })).not.toBeInTheDocument();
  });

  it('lists what may be joined by category with its rewards, and joining asks the server and moves it to In progress', async () => {
    let sent: unknown = null;
    const open = challenge({ timeLimitDays: 14, viewerCan: { join: true } });
    const { user } = render([
      challengesMock([open, challenge({ id: 'c3', title: 'Switched off', isActive: false })]),
      {
        request: { query: JoinChallengeDocument, variables: (v: unknown) => ((sent = v), true) },
        result: { data: { joinChallenge: challenge({ viewerProgress: progress({ count: 0, percent: 0, remainingText: '5 more ancestors with a birth date' }), viewerCan: { leave: true } }) } },
      },
    ]);
    expect(await screen.findByRole('tab', { name: 'Available (1)' })).toHaveAttribute('aria-selected', 'true');
    const group = screen.getByRole('region', { name: 'Tree building' });
    const card = within(group).getByRole('article', { name: 'Five ancestors' });
    expect(card).toHaveTextContent('Medium');
    expect(card).toHaveTextContent('50 points');
    expect(card).toHaveTextContent('100 XP');
    expect(card).toHaveTextContent('Badge: Root seeker');
    expect(card).toHaveTextContent('14 days to finish');
    expect(screen.queryByRole('article', { name: 'Switched off' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(sent).toEqual({ id: 'c1' }));
    expect(await screen.findByText('You joined “Five ancestors”. It counts from now on.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In progress (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'In progress (1)' }));
    expect(within(await screen.findByRole('article', { name: 'Five ancestors' })).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('leaves a challenge only after asking, and shows the server’s refusal as it is worded', async () => {
    const { user } = render([
      challengesMock([joined()]),
      { request: { query: LeaveChallengeDocument, variables: { id: 'c1' } }, result: { errors: [{ message: 'A completed challenge stays completed.', extensions: { code: 'BAD_USER_INPUT' } }] } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Leave “Five ancestors”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave “Five ancestors”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('A completed challenge stays completed.')).toBeInTheDocument();
  });

  it('shows a family challenge’s claim, and Confirm to a relative who may confirm it', async () => {
    const claimed = challenge({
      id: 'f1',
      key: null,
      title: "Find great-grandmother Rosa's birth record",
      challengeType: 'family',
      requirement: null,
      treeId: 'tree-1',
      treeName: 'The Rivera family',
      rewards: rewards({ points: 200, experience: 0 }),
      claim: { __typename: 'FamilyChallengeClaim', claimedBy: { __typename: 'PublicUser', id: 'u2', displayName: 'Tomas Rivera' }, claimedAt: '2026-11-21T10:00:00Z', confirmedBy: null, confirmedAt: null },
      viewerCan: { confirm: true },
    });
    render([challengesMock([claimed])]);
    const section = await screen.findByRole('region', { name: 'Waiting for you to confirm' });
    const card = within(section).getByRole('article', { name: "Find great-grandmother Rosa's birth record" });
    expect(card).toHaveTextContent('Family challenge · The Rivera family');
    expect(card).toHaveTextContent('Done when a relative confirms it');
    expect(card).toHaveTextContent('Tomas Rivera said it is done on');
    expect(card).toHaveTextContent('Waiting for a relative to confirm.');
    expect(within(card).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: "Say it's done" })).not.toBeInTheDocument();
  });

  it('lets a tree’s owner add a family challenge, checked first, which joins the list', async () => {
    let sent: unknown = null;
    const created = challenge({ id: 'f9', key: null, title: 'Scan the wedding album', challengeType: 'family', requirement: null, category: 'memories', treeId: 'tree-1', treeName: 'The Rivera family', viewerCan: { join: true } });
    const { user } = renderWithProviders(<DiscoveryChallengesPage />, {
      mocks: [
        challengesMock([]),
        rewardsMock(),
        treesMock('owner'),
        quietFeed,
        { request: { query: CreateFamilyChallengeDocument, variables: (v: unknown) => ((sent = v), true) }, result: { data: { createFamilyChallenge: created } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add a family challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a family challenge' });
    const points = within(dialog).getByRole('textbox', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '900');
    await user.click(within(dialog).getByRole('button', { name: 'Add challenge' }));
    expect(await within(dialog).findByText('Say what the challenge is')).toBeInTheDocument();
    expect(within(dialog).getByText('From 0 to 500 points')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: 'What to do' }), 'Scan the wedding album');
    await user.clear(points);
    await user.type(points, '120');
    await user.type(within(dialog).getByRole('textbox', { name: 'Time limit (optional)' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add challenge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ input: { treeId: 'tree-1', title: 'Scan the wedding album', description: null, difficulty: 'medium', category: 'heritage', points: 120, timeLimitDays: 30 } });
    expect(await screen.findByRole('article', { name: 'Scan the wedding album' })).toBeInTheDocument();
  });

  it('opens the tab that lists the challenge a notice links to', async () => {
    const done = challenge({ id: 'c7', title: 'First story', viewerProgress: progress({ id: 'p7', challengeId: 'c7', status: 'completed', percent: 100, completedAt: '2026-11-22T10:00:00Z', rewardsEarned: rewards() }) });
    render([challengesMock([joined(), done])], '/discovery-challenges#c7');
    expect(await screen.findByRole('tab', { name: 'Completed (1)' })).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: 'First story' });
    expect(card).toHaveTextContent('Completed on Nov 22, 2026');
    expect(card).toHaveTextContent('50 points');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no family challenge to someone who owns no tree', async () => {
    render([challengesMock([])]);
    await screen.findByRole('region', { name: 'Level 3' });
    expect(screen.queryByRole('button', { name: 'Add a family challenge' })).not.toBeInTheDocument();
  });

  const liveFeed = (sent: ReturnType<typeof progress>): MockLink.MockedResponse => ({ request: { query: ChallengeProgressChangedDocument }, delay: 50, result: { data: { challengeProgressChanged: sent } } });

  it('moves the bar when the live feed reports progress, without reading the page again', async () => {
    renderWithProviders(<DiscoveryChallengesPage />, {
      mocks: [challengesMock([joined()]), rewardsMock(), treesMock(), liveFeed(progress({ percent: 80, count: 4, remainingText: '1 more ancestor with a birth date' }))],
    });
    const card = await screen.findByRole('article', { name: 'Five ancestors' });
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await waitFor(() => expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'));
    expect(card).toHaveTextContent('1 more ancestor with a birth date');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('celebrates a challenge completed while the page is open, and says so to screen readers', async () => {
    const done = progress({ status: 'completed', percent: 100, count: 5, remainingText: '', completedAt: '2026-11-22T10:00:00Z', rewardsEarned: rewards({ badge: badge('root-seeker', 'Root seeker') }) });
    renderWithProviders(<DiscoveryChallengesPage />, {
      mocks: [challengesMock([joined()]), rewardsMock(), treesMock(), liveFeed(done)],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Challenge complete!' });
    expect(dialog).toHaveTextContent('You finished “Five ancestors”.');
    expect(dialog).toHaveTextContent('+50 points · +100 XP');
    expect(within(dialog).getByRole('img', { name: 'Root seeker' })).toBeInTheDocument();
    const said = screen.getByText('Challenge complete: Five ancestors. You earned 50 points.');
    expect(said).toHaveAttribute('role', 'status');
    expect(said).toHaveAttribute('aria-live', 'polite');
  });

  it('ranks the family on the leaderboard with the viewer’s row marked, and their own place under the list', async () => {
    const { user } = render([challengesMock([]), leaderboardMock([entry(1, 'Lucia'), entry(2, 'Tomas')], entry(34, 'Ada', { isViewer: true, score: 20, challengesCompleted: 1, completionSeconds: 7_200 }))]);
    await user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    const table = await screen.findByRole('table', { name: 'Family leaderboard, Q4 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, null, null, null, 'true']);
    const mine = rows[4];
    expect(mine).toHaveClass('Mui-selected');
    expect(within(mine).getByRole('rowheader')).toHaveTextContent('AdaYou');
    expect(mine).toHaveTextContent('34');
    expect(mine).toHaveTextContent('2 hours');
    expect(rows[1]).toHaveTextContent('Lucia');
    expect(rows[1]).toHaveTextContent('3 days');
    expect(screen.getByRole('switch', { name: /Show me on the leaderboard/ })).toBeChecked();
    expect(screen.getByText('Your relatives see your place when this is on. You keep earning either way.')).toBeInTheDocument();
  });

  it('marks the viewer within the list when they are among the first places', async () => {
    const { user } = render([challengesMock([]), leaderboardMock([entry(1, 'Ada', { isViewer: true }), entry(2, 'Tomas')], entry(1, 'Ada', { isViewer: true }))]);
    await user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveClass('Mui-selected');
    expect(rows[2]).not.toHaveClass('Mui-selected');
    expect(within(table).queryByText('Your place')).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    render([challengesMock([joined()])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Retos de descubrimiento' })).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: 'Nivel 3' });
    expect(header).toHaveTextContent('Racha de 4 días');
    const card = await screen.findByRole('article', { name: 'Five ancestors' });
    expect(within(card).getByRole('progressbar', { name: 'Progreso en «Five ancestors»' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Clasificación' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Dejar «Five ancestors»' })).toBeInTheDocument();
  });

  it('offers a retry when the challenges cannot be loaded', async () => {
    render([{ request: { query: challengesMock([]).request.query }, error: new Error('offline') }]);
    expect(await screen.findByText('The challenges could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Rewards not earned yet', () => {
  it('say there is no streak and no badge yet', async () => {
    renderWithProviders(<DiscoveryChallengesPage />, { mocks: [challengesMock([]), rewardsMock(myRewards({ currentStreak: 0, badges: [] })), treesMock(), quietFeed] });
    const header = await screen.findByRole('region', { name: 'Level 3' });
    expect(header).toHaveTextContent('No streak yet');
    expect(header).toHaveTextContent('No badges yet.');
  });
});
