import { useLocation } from 'react-router-dom';
import { PageAddressContext } from '../../session/pageAddress';
import { LandingPage } from './LandingPage';

/** The landing page among the router's pages: its address comes from the router. */
export function RoutedLanding() {
  const { search, state } = useLocation();
  return (
    <PageAddressContext.Provider value={{ search, state }}>
      <LandingPage />
    </PageAddressContext.Provider>
  );
}
