import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { createCache } from '../../../apollo/cache';
import { ToastProvider } from '../../../components/toast';
import { theme } from '../../../theme/theme';
import { OnboardingPage } from '../OnboardingPage';

interface Options {
  user?: { id: string; firstName?: string | null; lastName?: string | null };
  mocks?: MockLink.MockedResponse[];
  route?: string;
}

interface Browser {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Hands the router's current location and navigate function to the test. */
function HistoryProbe({ onChange }: { onChange: (browser: Required<Browser>) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onChange({ location, navigate });
  }, [onChange, location, navigate]);
  return null;
}

/**
 * The onboarding page in a router the test can read and move through like a browser: `address()`
 * is the URL's path and query, `back()` the Back button, `reload()` a reload (a new page at the
 * same address; sessionStorage stays, as in a browser tab).
 */
export function renderOnboarding({ user = { id: 'u1' }, mocks = [], route = '/' }: Options = {}) {
  const browser: Browser = {};
  const follow = (now: Required<Browser>) => Object.assign(browser, now);
  const result = render(
    <MockedProvider mocks={mocks} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path="*" element={<OnboardingPage user={user} />} />
            </Routes>
            <HistoryProbe onChange={follow} />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  const address = () => `${browser.location?.pathname}${browser.location?.search}`;
  return {
    ...result,
    user: userEvent.setup({ delay: null }),
    address,
    back: () =>
      act(async () => {
        await browser.navigate!(-1);
      }),
    reload: () => {
      const at = address();
      result.unmount();
      return renderOnboarding({ user, mocks, route: at });
    },
  };
}
