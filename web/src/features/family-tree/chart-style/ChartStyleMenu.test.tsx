import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { ChartStyle } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FamilyTreePage } from '../FamilyTreePage';
import { chartStyleMock, emptySidebarMocks, statsMock, treeMock } from '../test/pageMocks';
import { riveraFamily } from '../test/treeFixtures';
import { ChooseTreeChartStyleDocument } from './chooseChartStyle';

/** The answer to choosing a style, recording each style asked for. */
function chooseMock(asked: ChartStyle[], result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: {
      query: ChooseTreeChartStyleDocument,
      variables: ({ style }: { style: ChartStyle }) => {
        asked.push(style);
        return true;
      },
    },
    result,
  };
}

const chosen = (chartStyle: ChartStyle) => ({
  data: { chooseChartStyle: { __typename: 'UserRewards', chartStyle, unlockedFeatures: ['chart_gold_frame'] } },
});

/** The tree page of a viewer who has unlocked the gold frame only, in the classic style. */
function renderTree(extra: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<FamilyTreePage />, {
    route: '/family-tree',
    mocks: [chartStyleMock('classic', ['chart_gold_frame']), ...extra, treeMock(riveraFamily()), statsMock(14), ...emptySidebarMocks],
  });
}

async function openStyles(user: ReturnType<typeof renderTree>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Chart style' }));
  return screen.findByRole('menu', { name: 'Chart style' });
}

const goldFrames = () => document.querySelectorAll('.tree-gold-frame');

describe('the chart style', () => {
  it('lists every style, those not unlocked disabled with the way to unlock them', async () => {
    const asked: ChartStyle[] = [];
    const { user } = renderTree([chooseMock(asked, chosen('heritage'))]);
    const menu = await openStyles(user);

    const classic = within(menu).getByRole('menuitemradio', { name: /Classic/ });
    const heritage = within(menu).getByRole('menuitemradio', { name: /Heritage/ });
    const gold = within(menu).getByRole('menuitemradio', { name: /Gold/ });
    expect(classic).toHaveAttribute('aria-checked', 'true');
    expect(gold).toHaveAttribute('aria-checked', 'false');
    expect(gold).not.toHaveAttribute('aria-disabled');
    expect(heritage).toHaveAttribute('aria-disabled', 'true');
    expect(heritage).toHaveAccessibleDescription('Complete a discovery challenge to unlock');
    expect(within(menu).getByRole('menuitem', { name: 'Complete a discovery challenge to unlock' })).toHaveAttribute('href', '/discovery-challenges');

    // The keyboard reaches a locked style, so that it is heard with its hint, but cannot choose it.
    await waitFor(() => expect(classic).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(heritage).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(asked).toEqual([]);
    expect(menu).toBeInTheDocument();
  });

  it('draws an unlocked style once chosen, the gold frame around the viewer’s own card only', async () => {
    const asked: ChartStyle[] = [];
    const { user } = renderTree([chooseMock(asked, chosen('gold'))]);
    await screen.findByRole('group', { name: 'Family tree' });
    expect(goldFrames()).toHaveLength(0);

    const menu = await openStyles(user);
    await user.click(within(menu).getByRole('menuitemradio', { name: /Gold/ }));

    await waitFor(() => expect(goldFrames()).toHaveLength(1));
    expect(goldFrames()[0]).toHaveAttribute('data-frame-of', 'me');
    expect(asked).toEqual(['gold']);
    expect(document.querySelector('[data-chart-style]')).toHaveAttribute('data-chart-style', 'gold');

    // The cache holds the choice: the menu checks it when opened again.
    const again = await openStyles(user);
    await waitFor(() => expect(within(again).getByRole('menuitemradio', { name: /Gold/ })).toHaveAttribute('aria-checked', 'true'));
  });

  it('says why a style could not be chosen, and keeps the one before', async () => {
    const refused = { errors: [new GraphQLError('Complete the challenge that unlocks this chart style to use it.', { extensions: { code: 'FORBIDDEN' } })] };
    const { user } = renderTree([chooseMock([], refused)]);

    const menu = await openStyles(user);
    await user.click(within(menu).getByRole('menuitemradio', { name: /Gold/ }));

    expect(await screen.findByText('Complete the challenge that unlocks this chart style to use it.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-chart-style]')).toHaveAttribute('data-chart-style', 'classic'));
    expect(goldFrames()).toHaveLength(0);
  });
});
