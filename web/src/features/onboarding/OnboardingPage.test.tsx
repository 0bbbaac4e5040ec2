import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompleteOnboardingMutationVariables } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CompleteOnboardingDocument } from './completeOnboarding';
import { OnboardingPage } from './OnboardingPage';

const savedUser = {
  __typename: 'User' as const,
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  dateOfBirth: null,
  bio: 'Mathematician',
  location: 'London',
  profileImageUrl: null,
  isOnboarded: true,
};

function completeOnboardingMock(onVariables: (v: CompleteOnboardingMutationVariables) => void, fail = false) {
  return {
    request: {
      query: CompleteOnboardingDocument,
      variables: (variables: CompleteOnboardingMutationVariables) => {
        onVariables(variables);
        return true;
      },
    },
    result: fail
      ? {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: { code: 'BAD_USER_INPUT', fields: { location: 'Location is not a place we know' } },
            }),
          ],
        }
      : { data: { completeOnboarding: savedUser } },
  };
}

describe('OnboardingPage', () => {
  it('keeps the user on step 1 until both names are filled in', async () => {
    const { user } = renderWithProviders(<OnboardingPage user={{}} />);

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Bio/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/First name/), '   ');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Bio/)).not.toBeInTheDocument();
  });

  it('walks through the three steps and sends what was entered', async () => {
    const sent: CompleteOnboardingMutationVariables[] = [];
    const { user } = renderWithProviders(<OnboardingPage user={{ firstName: 'Ada', lastName: 'Lovelace' }} />, {
      mocks: [completeOnboardingMock((v) => sent.push(v))],
      route: '/somewhere',
    });

    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Lovelace');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Bio/), '  Mathematician  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByLabelText(/Location/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/Bio/)).toHaveValue('  Mathematician  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText(/Location/), 'London');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been set up successfully.')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { firstName: 'Ada', lastName: 'Lovelace', bio: 'Mathematician', location: 'London' } },
    ]);
    // The router navigates in a transition, which may commit after the toast has shown.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends a chosen photo and refuses files that are not images', async () => {
    const sent: CompleteOnboardingMutationVariables[] = [];
    const { user } = renderWithProviders(<OnboardingPage user={{ firstName: 'Ada', lastName: 'Lovelace' }} />, {
      mocks: [completeOnboardingMock((v) => sent.push(v))],
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Bio/), 'Mathematician');

    const picker = screen.getByLabelText('Profile photo (optional)');
    expect(picker).toHaveAttribute('accept', 'image/*');
    // As with a browser's "All files" option, the accept filter does not stop the user choosing any file.
    const anyFile = userEvent.setup({ applyAccept: false });
    const notes = new File(['notes'], 'notes.pdf', { type: 'application/pdf' });
    await anyFile.upload(picker, notes);
    expect(screen.getByText('Please choose an image file (JPEG, PNG, GIF or WebP).')).toBeInTheDocument();

    const photo = new File(['photo'], 'ada.png', { type: 'image/png' });
    await user.upload(picker, photo);
    expect(screen.getByText('ada.png')).toBeInTheDocument();
    expect(screen.queryByText('Please choose an image file (JPEG, PNG, GIF or WebP).')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Location/), 'London');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(sent[0].input.profileImage).toBe(photo);
  });

  it('explains a failed setup and shows the server message on its field', async () => {
    const { user } = renderWithProviders(<OnboardingPage user={{ firstName: 'Ada', lastName: 'Lovelace' }} />, {
      mocks: [completeOnboardingMock(() => {}, true)],
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Bio/), 'Mathematician');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Location/), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    const toast = (await screen.findByText('Setup failed')).closest('#notistack-snackbar') ?? document.body;
    expect(within(toast as HTMLElement).getByText('There was an error setting up your profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Location is not a place we know')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
