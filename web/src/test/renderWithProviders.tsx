import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCache } from '../apollo/cache';
import { ToastProvider } from '../components/toast';
import { theme } from '../theme/theme';

interface Options {
  mocks?: MockLink.MockedResponse[];
  route?: string;
}

/** Shows the current path, so tests can see where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders with the app's providers, a router at `route` and mocked GraphQL responses. */
export function renderWithProviders(ui: ReactElement, { mocks = [], route = '/' }: Options = {}) {
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MockedProvider mocks={mocks} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  return { user, ...result };
}
