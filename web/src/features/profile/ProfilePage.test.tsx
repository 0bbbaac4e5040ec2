import { GraphQLError } from 'graphql';
import { screen, within } from '@testing-library/react';
import type { UpdateProfileMutationVariables } from '../../gql/graphql';
import { inLanguage } from '../../test/inLanguage';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProfilePage } from './ProfilePage';
import { ProfileDocument } from './profileQuery';
import { UpdateProfileDocument } from './updateProfile';

const ada = {
  __typename: 'User' as const,
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  profileImageUrl: null,
  dateOfBirth: '1815-12-10',
  phone: '555-0100',
  address: null,
  bio: 'Mathematician',
  occupation: null,
  relationshipStatus: null,
  hometown: 'London',
  currentCity: null,
  location: 'London',
  interests: ['Poetry'],
  socialMedia: { Website: 'https://ada.example' },
  privacySettings: {
    __typename: 'PrivacySettings',
    showEmail: false,
    showPhone: false,
    showAddress: false,
    showBirthday: true,
    allowFamilyConnections: true,
  },
};

const profileMock = { request: { query: ProfileDocument }, result: { data: { me: ada } } };

function updateMock(onVariables: (v: UpdateProfileMutationVariables) => void, result: object) {
  return {
    request: {
      query: UpdateProfileDocument,
      variables: (variables: UpdateProfileMutationVariables) => {
        onVariables(variables);
        return true;
      },
    },
    result,
  };
}

async function openEditor(...mocks: ReturnType<typeof updateMock>[]) {
  const setup = renderWithProviders(<ProfilePage />, { mocks: [profileMock, ...mocks] });
  await setup.user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return setup;
}

describe('ProfilePage', () => {
  it('shows every part of the profile', async () => {
    renderWithProviders(<ProfilePage />, { mocks: [profileMock] });

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Dec 10, 1815')).toBeInTheDocument();
    expect(screen.getByText('555-0100')).toBeInTheDocument();
    expect(screen.getByText('Mathematician')).toBeInTheDocument();
    expect(screen.getByText('Poetry')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://ada.example' })).toHaveAttribute('href', 'https://ada.example');
    const privacy = screen.getByRole('region', { name: 'Privacy settings' });
    expect(within(privacy).getByText('Show birthday').parentElement).toHaveTextContent('On');
    expect(within(privacy).getByText('Show email').parentElement).toHaveTextContent('Off');
  });

  it('saves only the fields that changed, with tidy interests, and returns to the view', async () => {
    const sent: UpdateProfileMutationVariables[] = [];
    const { user } = await openEditor(
      updateMock((v) => sent.push(v), {
        data: {
          updateProfile: {
            ...ada,
            phone: null,
            occupation: 'Analyst',
            relationshipStatus: 'married',
            interests: ['Poetry', 'Chess', 'Engines'],
            privacySettings: { ...ada.privacySettings, showEmail: true },
          },
        },
      }),
    );

    await user.type(screen.getByLabelText('Occupation'), '  Analyst  ');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('combobox', { name: 'Relationship status' }));
    await user.click(await screen.findByRole('option', { name: 'Married' }));
    const interests = screen.getByLabelText('Add an interest');
    await user.type(interests, ' Chess {Enter}chess{Enter}Poetry {Enter}   {Enter}Engines{Enter}');
    await user.click(screen.getByRole('switch', { name: /Show email/ }));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          phone: null,
          occupation: 'Analyst',
          relationshipStatus: 'married',
          interests: ['Poetry', 'Chess', 'Engines'],
          privacySettings: { showEmail: true },
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('Married')).toBeInTheDocument();
    expect(screen.getByText('Analyst')).toBeInTheDocument();
    // Some 60 simulated keystrokes take about 3 s in jsdom: more than Jest's 5 s default on a busy machine.
  });

  it('discards edits on Cancel', async () => {
    const { user } = await openEditor();
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText('Augusta')).not.toBeInTheDocument();
  });

  it('checks fields before saving', async () => {
    const sent: UpdateProfileMutationVariables[] = [];
    const { user } = await openEditor(updateMock((v) => sent.push(v), { data: { updateProfile: ada } }));
    await user.clear(screen.getByLabelText(/First name/));
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('0'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('String must contain at most 40 character(s)')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('keeps the form open and explains when saving fails', async () => {
    const { user } = await openEditor(
      updateMock(() => {}, {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: { code: 'BAD_USER_INPUT', fields: { hometown: 'Hometown looks wrong' } },
          }),
        ],
      }),
    );
    await user.type(screen.getByLabelText('Hometown'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error updating your profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Hometown looks wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});

describe('ProfilePage in Spanish', () => {
  it('shows the profile and the editor in Spanish', async () => {
    await inLanguage('es');
    const { user } = renderWithProviders(<ProfilePage />, { mocks: [profileMock] });

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'Información personal' });
    expect(personal).toHaveTextContent('Fecha de nacimiento');
    expect(within(personal).getAllByText('Sin indicar').length).toBeGreaterThan(0);
    const privacy = screen.getByRole('region', { name: 'Privacidad' });
    expect(within(privacy).getByText('Mostrar cumpleaños').parentElement).toHaveTextContent('Activado');
    expect(within(privacy).getByText('Mostrar correo electrónico').parentElement).toHaveTextContent('Desactivado');

    await user.click(screen.getByRole('button', { name: 'Editar perfil' }));
    expect(await screen.findByRole('form', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Permitir conexiones familiares/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Estado civil' }));
    expect(await screen.findByRole('option', { name: 'En pareja' })).toBeInTheDocument();
  });
});
