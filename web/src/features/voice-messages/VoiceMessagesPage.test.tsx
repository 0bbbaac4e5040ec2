import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { VoiceMessageFieldsFragment } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MarkVoiceMessageHeardDocument, SentVoiceMessagesDocument, VoiceChoicesDocument, VoiceInboxDocument, VoiceStoriesDocument } from './voiceDocuments';
import { VoiceMessagesPage } from './VoiceMessagesPage';

const message = (overrides: Record<string, unknown> = {}) =>
  ({
    __typename: 'VoiceMessage',
    id: 'v1',
    title: 'Happy birthday, Ben',
    description: 'From the kitchen',
    transcript: 'Happy birthday to you',
    isStory: false,
    durationSeconds: 75,
    peaks: [0.1, 0.5, 1, 0.4],
    contentType: 'audio/webm',
    audioUrl: '/uploads/voice-message/abc',
    heard: false,
    recipientCount: 1,
    createdAt: '2026-12-01T10:00:00.000Z',
    sender: {
      __typename: 'PublicUser',
      id: 'u1',
      displayName: 'Ada Lovelace',
      profileImageUrl: null,
    },
    circle: null,
    recipients: [],
    viewerCan: {
      __typename: 'VoiceMessagePermissions',
      markHeard: true,
      delete: false,
    },
    ...overrides,
  }) as unknown as VoiceMessageFieldsFragment;

const inboxMock = (nodes: VoiceMessageFieldsFragment[], unheard: number): MockLink.MockedResponse => ({
  request: { query: VoiceInboxDocument },
  result: {
    data: {
      voiceInbox: {
        __typename: 'VoiceMessagePage',
        nodes,
        endCursor: null,
        hasMore: false,
      },
      unheardVoiceMessageCount: unheard,
    },
  },
});
const sentMock = (nodes: VoiceMessageFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: SentVoiceMessagesDocument },
  result: {
    data: {
      sentVoiceMessages: {
        __typename: 'VoiceMessagePage',
        nodes,
        endCursor: null,
        hasMore: false,
      },
    },
  },
});
const choicesMock: MockLink.MockedResponse = {
  request: { query: VoiceChoicesDocument },
  result: {
    data: {
      voiceRecipientChoices: [
        {
          __typename: 'PublicUser',
          id: 'u2',
          displayName: 'Ben Lovelace',
          profileImageUrl: null,
        },
      ],
      circles: [{ __typename: 'Circle', id: 'c1', name: 'Cousins' }],
      voiceMaxSeconds: 600,
    },
  },
};

describe('VoiceMessagesPage', () => {
  it('shows the inbox with the unheard message marked, its player drawn from the peaks, and marks it heard when played', async () => {
    let marked = false;
    const heard: MockLink.MockedResponse = {
      request: {
        query: MarkVoiceMessageHeardDocument,
        variables: { id: 'v1' },
      },
      result: () => {
        marked = true;
        return {
          data: {
            markVoiceMessageHeard: {
              __typename: 'VoiceMessage',
              id: 'v1',
              heard: true,
            },
          },
        };
      },
    };
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    renderWithProviders(<VoiceMessagesPage />, {
      mocks: [inboxMock([message()], 1), heard],
      route: '/voice-messages',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Voice Messages' })).toBeInTheDocument();
    const card = await screen.findByRole('article', {
      name: 'Happy birthday, Ben',
    });
    // The outline goes h1 → h2: a message's title is the first level under the page's.
    expect(within(card).getByRole('heading', { level: 2, name: 'Happy birthday, Ben' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: /Inbox/ })).toContainElement(card);
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(card).toHaveTextContent('From Ada Lovelace');
    expect(within(card).getByTestId('voice-waveform')).toBeInTheDocument();
    expect(within(card).getByTestId('voice-player-time')).toHaveTextContent('0:00 / 1:15');
    expect(screen.getByRole('tab', { name: /Inbox/ })).toHaveTextContent('1');

    fireEvent.click(within(card).getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    await waitFor(() => expect(marked).toBe(true));
    const audio = card.querySelector('audio')!;
    Object.defineProperty(audio, 'currentTime', {
      value: 12.4,
      configurable: true,
    });
    fireEvent.timeUpdate(audio);
    expect(within(card).getByTestId('voice-player-time')).toHaveTextContent('0:12 / 1:15');
    play.mockRestore();
  });

  it('lists what the viewer sent with who heard it, and says so when nothing came yet', async () => {
    const { user } = renderWithProviders(<VoiceMessagesPage />, {
      mocks: [
        inboxMock([], 0),
        sentMock([
          message({
            id: 'v2',
            title: 'For the cousins',
            heard: true,
            recipientCount: 2,
            circle: { __typename: 'Circle', id: 'c1', name: 'Cousins' },
            recipients: [
              {
                __typename: 'VoiceMessageRecipient',
                user: {
                  __typename: 'PublicUser',
                  id: 'u2',
                  displayName: 'Ben',
                },
                heardAt: '2026-12-02T10:00:00.000Z',
              },
              {
                __typename: 'VoiceMessageRecipient',
                user: {
                  __typename: 'PublicUser',
                  id: 'u3',
                  displayName: 'Cleo',
                },
                heardAt: null,
              },
            ],
          }),
        ]),
      ],
    });
    expect(await screen.findByText('No voice messages yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    const card = await screen.findByRole('article', {
      name: 'For the cousins',
    });
    expect(card).toHaveTextContent('To Cousins (2 people)');
    expect(card).toHaveTextContent('Heard by 1 of 2');
  });

  it('opens a new message with Record, a file to choose, recipients, a circle and "Share as a story"', async () => {
    const { user } = renderWithProviders(<VoiceMessagesPage />, {
      mocks: [inboxMock([], 0), choicesMock],
    });
    await user.click(screen.getByRole('button', { name: 'New voice message' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'New voice message',
    });
    expect(await within(dialog).findByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a file')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Recipients' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Share as a story' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose at least one relative or a circle.')).toBeInTheDocument();
  });

  it('gathers the voice stories the viewer may hear', async () => {
    const storiesMock: MockLink.MockedResponse = {
      request: { query: VoiceStoriesDocument },
      result: { data: { voiceStories: [message({ id: 'v3', title: 'How grandpa met grandma', isStory: true, heard: true })] } },
    };
    const { user } = renderWithProviders(<VoiceMessagesPage />, { mocks: [inboxMock([], 0), storiesMock] });
    await user.click(await screen.findByRole('tab', { name: 'Voice stories' }));
    const card = await screen.findByRole('article', { name: 'How grandpa met grandma' });
    expect(within(card).getByText('Story')).toBeInTheDocument();
    expect(within(card).queryByText('New')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await inLanguage('es');
    renderWithProviders(<VoiceMessagesPage />, {
      mocks: [inboxMock([message()], 1)],
    });
    const card = await screen.findByRole('article', {
      name: 'Happy birthday, Ben',
    });
    expect(within(card).getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Recibidos/ })).toBeInTheDocument();
  });
});
