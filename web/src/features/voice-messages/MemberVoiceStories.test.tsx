import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MarkVoiceMessageHeardDocument, MemberVoiceStoriesDocument } from './voiceDocuments';
import { MemberVoiceStories } from './MemberVoiceStories';

const story = {
  __typename: 'VoiceMessage',
  id: 'v7',
  title: 'How grandpa met grandma',
  description: 'At the harbour dance',
  transcript: null,
  isStory: true,
  durationSeconds: 95,
  peaks: [0.2, 0.6, 1, 0.3],
  contentType: 'audio/webm',
  audioUrl: '/uploads/voice-message/v7',
  heard: false,
  recipientCount: 3,
  createdAt: '2026-11-20T18:30:00.000Z',
  sender: { __typename: 'PublicUser', id: 'u-ada', displayName: 'Ada Rivera', profileImageUrl: null },
  circle: null,
  recipients: [],
  viewerCan: { __typename: 'VoiceMessagePermissions', markHeard: true, delete: false },
};

const mock = (stories: object[]): MockLink.MockedResponse => ({
  request: { query: MemberVoiceStoriesDocument, variables: { memberId: 'm-ada' } },
  result: {
    data: {
      familyMember: { __typename: 'FamilyMember', id: 'm-ada', fullName: 'Ada Rivera' },
      voiceStories: stories,
    },
  },
});

describe('MemberVoiceStories', () => {
  it('lists a person’s voice stories in their details, each with its player, sender and date, and marks one heard when played', async () => {
    let marked = false;
    const heard: MockLink.MockedResponse = {
      request: { query: MarkVoiceMessageHeardDocument, variables: { id: 'v7' } },
      result: () => {
        marked = true;
        return { data: { markVoiceMessageHeard: { __typename: 'VoiceMessage', id: 'v7', heard: true } } };
      },
    };
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    renderWithProviders(<MemberVoiceStories memberId="m-ada" />, { mocks: [mock([story]), heard] });
    expect(screen.getByLabelText('Loading voice stories…')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Voice stories' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Voice stories' })).toBeInTheDocument();
    const card = await within(section).findByRole('article', { name: 'How grandpa met grandma' });
    expect(within(card).getByRole('heading', { level: 4, name: 'How grandpa met grandma' })).toBeInTheDocument();
    expect(card).toHaveTextContent('From Ada Rivera');
    expect(card).toHaveTextContent('2026');
    expect(card).toHaveTextContent('At the harbour dance');
    expect(within(card).getByTestId('voice-waveform')).toBeInTheDocument();
    expect(within(card).getByTestId('voice-player-time')).toHaveTextContent('0:00 / 1:35');

    fireEvent.click(within(card).getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    await waitFor(() => expect(marked).toBe(true));
    play.mockRestore();
  });

  it('says when the viewer may hear none of the person’s stories', async () => {
    renderWithProviders(<MemberVoiceStories memberId="m-ada" />, { mocks: [mock([])] });
    expect(await screen.findByText('No voice stories of Ada Rivera for you yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when they could not be loaded, and tries again', async () => {
    const failed: MockLink.MockedResponse = { request: { query: MemberVoiceStoriesDocument, variables: { memberId: 'm-ada' } }, error: new Error('offline') };
    const { user } = renderWithProviders(<MemberVoiceStories memberId="m-ada" />, { mocks: [failed, mock([story])] });
    expect(await screen.findByText('The voice stories could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'How grandpa met grandma' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await inLanguage('es');
    renderWithProviders(<MemberVoiceStories memberId="m-ada" />, { mocks: [mock([story])] });
    expect(await screen.findByRole('region', { name: 'Historias de voz' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'How grandpa met grandma' });
    expect(within(card).getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });
});
