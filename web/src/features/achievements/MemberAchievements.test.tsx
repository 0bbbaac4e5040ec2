import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MemberAchievementsDocument } from './achievementQueries';
import { MemberAchievements } from './MemberAchievements';

const medal = {
  __typename: 'Achievement',
  id: 'a1',
  treeId: 'tree-1',
  title: 'Nursing medal',
  description: null,
  achievementType: 'award',
  date: { __typename: 'GenealogyDate', value: 'ABT 1960', text: 'about 1960' },
  member: { __typename: 'FamilyMember', id: 'm-grace', fullName: 'Grace Rivera' },
  photos: [],
  celebrationCount: 0,
  celebratedByViewer: false,
  viewerCan: { __typename: 'AchievementPermissions', update: false, delete: false, celebrate: true },
};

const mock = (achievements: object[], canEdit: boolean): MockLink.MockedResponse => ({
  request: { query: MemberAchievementsDocument, variables: { memberId: 'm-grace' } },
  result: {
    data: {
      familyMember: { __typename: 'FamilyMember', id: 'm-grace', fullName: 'Grace Rivera', viewerCan: { __typename: 'MemberPermissions', update: canEdit } },
      memberAchievements: achievements,
    },
  },
});

describe('MemberAchievements', () => {
  it('lists a person’s achievements in their details, each with its Celebrate button', async () => {
    renderWithProviders(<MemberAchievements memberId="m-grace" />, { mocks: [mock([medal], false)] });
    const section = await screen.findByRole('region', { name: 'Achievements' });
    const card = await within(section).findByRole('article', { name: 'Nursing medal' });
    expect(card).toHaveTextContent('Award');
    expect(card).toHaveTextContent('about 1960');
    expect(within(card).getByRole('button', { name: 'Celebrate' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(section).queryByRole('button', { name: 'Record an achievement' })).not.toBeInTheDocument();
  });

  it('offers to record one to those who may change the person, and says when there are none', async () => {
    renderWithProviders(<MemberAchievements memberId="m-grace" />, { mocks: [mock([], true)] });
    expect(await screen.findByText('No achievements of Grace Rivera yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record an achievement' })).toBeInTheDocument();
  });
});
