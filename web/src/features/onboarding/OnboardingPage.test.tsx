import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompleteOnboardingMutationVariables } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { CompleteOnboardingDocument } from './completeOnboarding';
import { renderOnboarding } from './test/renderOnboarding';

const ada = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace' };

const savedUser = {
  __typename: 'User' as const,
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  dateOfBirth: null,
  gender: null,
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

afterEach(() => sessionStorage.clear());

describe('OnboardingPage', () => {
  it('keeps the user on step 1 until both names are filled in', async () => {
    const { user } = renderOnboarding({ user: { id: 'u1' } });

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(await screen.findByLabelText(/First name/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Bio/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/First name/), '   ');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Bio/)).not.toBeInTheDocument();
  });

  it('shows a message only once its field was left or Next was pressed, never on arriving at a step', async () => {
    const { user } = renderOnboarding({ user: { id: 'u1' } });
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await user.click(await screen.findByLabelText(/First name/));
    await user.tab();
    expect(screen.getAllByText('Required')).toHaveLength(1);

    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace{Enter}');
    expect(await screen.findByLabelText(/Bio/)).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Bio/), 'Mathematician');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText(/Location/)).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('asks for a gender, optional, with "Prefer not to say" chosen until another is', async () => {
    const sent: CompleteOnboardingMutationVariables[] = [];
    const { user } = renderOnboarding({ user: ada, mocks: [completeOnboardingMock((v) => sent.push(v))] });

    const gender = screen.getByRole('radiogroup', { name: 'Gender (optional)' });
    const choices = within(gender).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual(['Woman', 'Man', 'Another gender', 'Prefer not to say']);
    expect(within(gender).getByRole('radio', { name: 'Prefer not to say' })).toBeChecked();

    await user.click(within(gender).getByRole('radio', { name: 'Woman' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Bio/), 'Mathematician');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Location/), 'London');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(sent[0].input).toMatchObject({ firstName: 'Ada', gender: 'female' });
  });

  it('keeps what was typed and the step across a reload', async () => {
    const first = renderOnboarding({ user: { id: 'u1' }, route: '/family-tree?tree=t1' });
    await first.user.type(screen.getByLabelText(/First name/), 'Ada');
    await first.user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await first.user.click(screen.getByRole('radio', { name: 'Another gender' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(await screen.findByLabelText(/Bio/), 'Mathematician');
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.type(await screen.findByLabelText(/Location/), 'Lond');
    expect(first.address()).toBe('/family-tree?tree=t1&step=3');

    const { user } = first.reload();
    expect(await screen.findByLabelText(/Location/)).toHaveValue('Lond');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText(/Bio/)).toHaveValue('Mathematician');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Lovelace');
    expect(screen.getByRole('radio', { name: 'Another gender' })).toBeChecked();
  });

  it("keeps each user's answers apart", async () => {
    const first = renderOnboarding({ user: { id: 'u1' } });
    await first.user.type(screen.getByLabelText(/First name/), 'Ada');
    first.unmount();

    renderOnboarding({ user: { id: 'u2' } });
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });

  it("goes back a step with the browser's Back button", async () => {
    const { user, address, back } = renderOnboarding({ user: ada, route: '/stories' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Bio/), 'Mathematician');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText(/Location/);
    expect(address()).toBe('/stories?step=3');

    await back();
    expect(await screen.findByLabelText(/Bio/)).toHaveValue('Mathematician');
    expect(address()).toBe('/stories?step=2');
    await back();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Ada');
    expect(address()).toBe('/stories');
  });

  it('makes Previous the same move as Back, without adding to the history', async () => {
    const { user, address, back } = renderOnboarding({ user: ada, route: '/stories' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Bio/), 'Mathematician');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    await screen.findByLabelText(/Bio/);
    expect(address()).toBe('/stories?step=2');
    await back();
    await screen.findByLabelText(/First name/);
    expect(address()).toBe('/stories');
  });

  it('opens on the first step not done yet when the address asks for a later one', async () => {
    const { address } = renderOnboarding({ user: { id: 'u1' }, route: '/?step=3' });
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/'));
  });

  it('walks through the three steps, sends what was entered and stays on the page it was opened at', async () => {
    const sent: CompleteOnboardingMutationVariables[] = [];
    const { user, address } = renderOnboarding({
      user: ada,
      mocks: [completeOnboardingMock((v) => sent.push(v))],
      route: '/family-tree?tree=t1',
    });

    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Lovelace');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByLabelText(/Bio/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Bio/), '  Mathematician  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText(/Location/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText(/Bio/)).toHaveValue('  Mathematician  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(await screen.findByLabelText(/Location/), 'London');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been set up successfully.')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { firstName: 'Ada', lastName: 'Lovelace', bio: 'Mathematician', location: 'London' } },
    ]);
    // The router navigates in a transition, which may commit after the toast has shown.
    await waitFor(() => expect(address()).toBe('/family-tree?tree=t1'));
    expect(sessionStorage.length).toBe(0);
  });

  it('sends a chosen photo and refuses files that are not images', async () => {
    const sent: CompleteOnboardingMutationVariables[] = [];
    const { user } = renderOnboarding({ user: ada, mocks: [completeOnboardingMock((v) => sent.push(v))] });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Bio/), 'Mathematician');

    const picker = screen.getByLabelText('Profile photo (optional)');
    expect(picker).toHaveAttribute('accept', 'image/*');
    // As with a browser's "All files" option, the accept filter does not stop the user choosing any file.
    const anyFile = userEvent.setup({ applyAccept: false, delay: null });
    const notes = new File(['notes'], 'notes.pdf', { type: 'application/pdf' });
    await anyFile.upload(picker, notes);
    expect(screen.getByText('Please choose an image file (JPEG, PNG, GIF or WebP).')).toBeInTheDocument();

    const photo = new File(['photo'], 'ada.png', { type: 'image/png' });
    await user.upload(picker, photo);
    expect(screen.getByText('ada.png')).toBeInTheDocument();
    expect(screen.queryByText('Please choose an image file (JPEG, PNG, GIF or WebP).')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Location/), 'London');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(sent[0].input.profileImage).toBe(photo);
  });

  it('explains a failed setup and shows the server message on its field', async () => {
    const { user, address } = renderOnboarding({ user: ada, mocks: [completeOnboardingMock(() => {}, true)] });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Bio/), 'Mathematician');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Location/), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    const toast = (await screen.findByText('Setup failed')).closest('#notistack-snackbar') ?? document.body;
    expect(within(toast as HTMLElement).getByText('There was an error setting up your profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Location is not a place we know')).toBeInTheDocument();
    expect(address()).toBe('/?step=3');
    expect(sessionStorage.length).toBe(1);
  });

  it('speaks Spanish to a Spanish reader, messages and date picker included', async () => {
    await inLanguage('es');
    const { user } = renderOnboarding({ user: { id: 'u1' } });

    expect(screen.getByRole('heading', { name: 'Te damos la bienvenida a Kinfolk' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Configura tu perfil' })).toBeInTheDocument();
    expect(screen.getByText('Tu nombre')).toBeInTheDocument();
    const gender = screen.getByRole('radiogroup', { name: 'Género (opcional)' });
    expect(within(gender).getByRole('radio', { name: 'Prefiero no decirlo' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Elige fecha/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getAllByText('Obligatorio')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
