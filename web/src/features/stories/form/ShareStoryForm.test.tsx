import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { CreateStoryMutationVariables } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CreateStoryDocument } from '../storyMutations';
import { peopleMock } from '../../../test/peopleChoiceMocks';
import { circlesMock, story, treesMock } from '../test/storyFixtures';
import { ShareStoryForm } from './ShareStoryForm';

/** Answers the create mutation with `answer`, remembering what was sent. */
function createMock(answer: Partial<MockLink.MockedResponse>, sent: CreateStoryMutationVariables[] = []): MockLink.MockedResponse {
  return {
    request: { query: CreateStoryDocument, variables: (v: CreateStoryMutationVariables) => (sent.push(v), true) },
    ...answer,
  } as MockLink.MockedResponse;
}

const created = { result: { data: { createStory: story({ id: 's9', title: 'Summer', content: 'We swam.', storyType: 'milestone' }) } } };

/** Types into a field at once (typing key by key is slow and tells nothing more here). */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderForm(mocks: MockLink.MockedResponse[]) {
  const setup = renderWithProviders(<ShareStoryForm />, { mocks: [circlesMock, treesMock, peopleMock, ...mocks] });
  return { ...setup, form: screen.getByRole('form', { name: 'Share a story' }) };
}

describe('ShareStoryForm', () => {
  it('starts as a memory and requires a title and the story before asking the server', async () => {
    const sent: CreateStoryMutationVariables[] = [];
    const { user, form } = renderForm([createMock(created, sent)]);
    expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Memory');

    await fill(user, within(form).getByLabelText(/Title/), '   ');
    await user.click(within(form).getByRole('button', { name: 'Share Story' }));

    expect(await within(form).findAllByText('Required')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('sends the story with its type, circle and people, says so and starts again', async () => {
    const sent: CreateStoryMutationVariables[] = [];
    const { user, form } = renderForm([createMock(created, sent)]);

    await fill(user, within(form).getByLabelText(/Title/), '  Summer ');
    await fill(user, within(form).getByLabelText(/Your story/), 'We swam.');
    await user.click(within(form).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Milestone' }));
    await user.click(within(form).getByRole('combobox', { name: /Circle/ }));
    await user.click(await screen.findByRole('option', { name: 'Rivera cousins' }));
    await user.click(within(form).getByRole('combobox', { name: /Tag people/ }));
    await user.click(await screen.findByRole('option', { name: 'Tomas Rivera' }));
    await user.click(within(form).getByRole('button', { name: 'Share Story' }));

    expect(await screen.findByText('Story Created')).toBeInTheDocument();
    expect(screen.getByText('Your family story has been shared successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { title: 'Summer', content: 'We swam.', storyType: 'milestone', isPublic: true, circleId: 'c1', taggedMemberIds: ['m-tomas'] } }]);
    await waitFor(() => expect(within(form).getByLabelText(/Title/)).toHaveValue(''));
    expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Memory');
  });

  it('says why the server refused, next to the field at fault', async () => {
    const refused = {
      result: { errors: [{ message: 'That circle is not one of yours.', extensions: { code: 'BAD_USER_INPUT', fields: { circleId: 'Choose one of your circles' } } }] },
    };
    const { user, form } = renderForm([createMock(refused)]);
    await fill(user, within(form).getByLabelText(/Title/), 'Summer');
    await fill(user, within(form).getByLabelText(/Your story/), 'We swam.');
    await user.click(within(form).getByRole('button', { name: 'Share Story' }));

    expect(await screen.findByText('Story not shared')).toBeInTheDocument();
    expect(screen.getByText('That circle is not one of yours.')).toBeInTheDocument();
    expect(await within(form).findByText('Choose one of your circles')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Summer');
  });

  it('asks to try again when the server cannot be reached', async () => {
    const { user, form } = renderForm([createMock({ error: new Error('offline') })]);
    await fill(user, within(form).getByLabelText(/Title/), 'Summer');
    await fill(user, within(form).getByLabelText(/Your story/), 'We swam.');
    await user.click(within(form).getByRole('button', { name: 'Share Story' }));

    expect(await screen.findByText('Story not shared')).toBeInTheDocument();
    expect(screen.getByText('There was an error sharing your story. Please try again.')).toBeInTheDocument();
  });
});
