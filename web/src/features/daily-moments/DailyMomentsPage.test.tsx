import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { VoiceCapDocument } from '../../components/recording/voiceCap';
import {
  AnswerDailyMomentDocument,
  EarlierMomentsDocument,
  FamilyPromptQueueDocument,
  LikeMomentAnswerDocument,
  MomentStreakDocument,
  TodaysMomentDocument,
} from './dailyMomentDocuments';
import { DailyMomentsPage } from './DailyMomentsPage';

const answer = (id: string, response: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'PromptResponse' as const,
  id,
  day: '2026-12-03',
  response,
  photoUrl: null,
  audioUrl: null,
  likes: 0,
  likedByViewer: false,
  createdAt: '2026-12-03T09:00:00.000Z',
  updatedAt: '2026-12-03T09:00:00.000Z',
  author: { __typename: 'PublicUser' as const, id: `u-${id}`, displayName: name, profileImageUrl: null },
  viewerCan: { __typename: 'PromptResponsePermissions' as const, update: false, delete: false, like: true },
  ...extra,
});

const moment = (answers: ReturnType<typeof answer>[], viewerAnswer: { id: string; response: string } | null = null) => ({
  __typename: 'DailyMoment' as const,
  id: 'm1',
  treeId: 't1',
  day: '2026-12-03',
  isToday: true,
  skipped: false,
  answerCount: answers.length,
  prompt: { __typename: 'DailyPrompt' as const, id: 'p1', text: 'What is the first home you remember?', promptType: 'memory' as const, fromFamily: false, author: null },
  answers,
  viewerAnswer: viewerAnswer && { __typename: 'PromptResponse' as const, photoUrl: null, audioUrl: null, ...viewerAnswer },
  viewerCan: { __typename: 'DailyMomentPermissions' as const, answer: true, skip: answers.length === 0 },
});

const trees = [{ __typename: 'Tree' as const, id: 't1', name: 'The Rivera family' }];
const today = (m: ReturnType<typeof moment>): MockLink.MockedResponse => ({ request: { query: TodaysMomentDocument, variables: { treeId: null } }, result: { data: { dailyMoment: m, trees } } });
const others: MockLink.MockedResponse[] = [
  { request: { query: MomentStreakDocument, variables: { treeId: 't1' } }, result: { data: { momentStreak: 3 } }, maxUsageCount: 5 },
  { request: { query: FamilyPromptQueueDocument, variables: { treeId: 't1' } }, result: { data: { familyPromptQueue: [] } }, maxUsageCount: 5 },
  { request: { query: EarlierMomentsDocument, variables: { treeId: 't1', first: 7 } }, result: { data: { dailyMoments: { __typename: 'DailyMomentPage', nodes: [], endCursor: null, hasMore: false } } }, maxUsageCount: 5 },
  // The server's cap on a recording (VOICE_MAX_SECONDS), here 5 minutes.
  { request: { query: VoiceCapDocument }, result: { data: { voiceMaxSeconds: 300 } }, maxUsageCount: 5 },
];
const page = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Routes>
      <Route path="/daily-prompts" element={<DailyMomentsPage />} />
    </Routes>,
    { mocks: [...mocks, ...others], route: '/daily-prompts' },
  );

describe('DailyMomentsPage', () => {
  it('shows today’s prompt, the streak and the family’s answers with their likes', async () => {
    page([today(moment([answer('a1', 'The blue house by the river.', 'Ben Rivera', { likes: 2 })]))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Moments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What is the first home you remember?' })).toBeInTheDocument();
    expect(await screen.findByText('3 days in a row')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Answer by Ben Rivera' });
    expect(card).toHaveTextContent('The blue house by the river.');
    const like = within(card).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(card).toHaveTextContent('2 likes');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    // A voice answer is recorded with the same recorder as a voice message, under the server's cap.
    const recorder = screen.getByRole('region', { name: 'Recording' });
    expect(within(recorder).getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(within(recorder).getByText('Choose a file')).toBeInTheDocument();
    expect(await within(recorder).findByText('Up to 5 minutes')).toBeInTheDocument();
  });

  it('likes an answer once and shows the count', async () => {
    const user = userEvent.setup({ delay: null });
    page([
      today(moment([answer('a1', 'The blue house by the river.', 'Ben Rivera')])),
      { request: { query: LikeMomentAnswerDocument, variables: { id: 'a1', like: true } }, result: { data: { likeMomentAnswer: { __typename: 'PromptResponse', id: 'a1', likes: 1, likedByViewer: true } } } },
    ]);
    const like = within(await screen.findByRole('article', { name: 'Answer by Ben Rivera' })).getByRole('button', { name: 'Like' });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('article', { name: 'Answer by Ben Rivera' })).toHaveTextContent('1 like');
  });

  it('shares an answer and refuses an empty one', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = answer('a2', 'Our flat above the bakery.', 'Ada Rivera');
    page([
      today(moment([])),
      { request: { query: AnswerDailyMomentDocument, variables: { input: { momentId: 'm1', response: 'Our flat above the bakery.', photo: null, audio: null } } }, result: { data: { answerDailyMoment: saved } } },
      today(moment([saved], { id: 'a2', response: 'Our flat above the bakery.' })),
    ]);
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.click(screen.getByRole('button', { name: 'Share answer' }));
    expect(await screen.findByText('Write a few words first.')).toBeInTheDocument();
    await user.type(box, 'Our flat above the bakery.');
    await user.click(screen.getByRole('button', { name: 'Share answer' }));
    expect(await screen.findByRole('article', { name: 'Answer by Ada Rivera' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await inLanguage('es');
    page([today(moment([]))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Momentos diarios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir respuesta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toBeInTheDocument();
  });
});
