import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CurrentUserDocument } from '../../session/currentUser';
import { i18n } from '../../lib/i18n';
import { LanguageSection, SetMyLanguageDocument } from './LanguageSection';

const me = (language: string | null) => ({
  __typename: 'User',
  id: 'u1',
  email: 'lucia@example.org',
  firstName: 'Lucía',
  lastName: 'Ortega',
  displayName: 'Lucía Ortega',
  profileImageUrl: null,
  isOnboarded: true,
  role: 'MEMBER',
  hasPassword: false,
  language,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LanguageSection', () => {
  it('saves the chosen language on the server and shows the app in it at once', async () => {
    const { user } = renderWithProviders(<LanguageSection />, {
      mocks: [
        { request: { query: CurrentUserDocument }, result: { data: { me: me(null) } } },
        {
          request: { query: SetMyLanguageDocument, variables: { language: 'es' } },
          result: { data: { setMyLanguage: { __typename: 'User', id: 'u1', language: 'es' } } },
        },
      ],
    });
    const choice = await screen.findByRole('combobox', { name: 'Language' });
    expect(choice).toHaveTextContent('Same as my browser');
    await user.click(choice);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Español' }));

    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveTextContent('Español');
    expect(await screen.findByText('Idioma guardado')).toBeInTheDocument();
  });
});
