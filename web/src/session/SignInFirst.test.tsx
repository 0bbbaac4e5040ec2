import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageAddressContext } from './pageAddress';
import { renderWithProviders } from '../test/renderWithProviders';
import { SignInFirst } from './SignInFirst';
import { signInHref, useSignInHref } from './signInHref';

function SignInLink() {
  return <a href={useSignInHref()}>Sign In</a>;
}

function Landing() {
  const { search, state } = useLocation();
  return (
    <PageAddressContext.Provider value={{ search, state }}>
      <SignInLink />
    </PageAddressContext.Provider>
  );
}

function SignedOut() {
  return (
    <Routes>
      <Route path="/" element={<Landing />} />
      <Route path="*" element={<SignInFirst />} />
    </Routes>
  );
}

describe('signing in from a page that needs it', () => {
  it('shows the landing page, whose sign-in comes back to the page', async () => {
    renderWithProviders(<SignedOut />, { route: '/family-tree?tree=t1#ada' });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?return_to=%2Ffamily-tree%3Ftree%3Dt1%23ada');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('signs in plainly from the landing page itself', () => {
    renderWithProviders(<SignedOut />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  });

  it('asks for no return to the home page', () => {
    expect(signInHref('/')).toBe('/api/login');
    expect(signInHref(null)).toBe('/api/login');
    expect(signInHref('/stories')).toBe('/api/login?return_to=%2Fstories');
  });
});
