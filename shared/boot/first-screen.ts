// The web app's code a signed-in page needs at once, named by the modules' paths in web/ (as the
// build's manifest, web/dist/.vite/manifest.json, names them). The server lists their files in the
// page as modulepreload links, so that they load beside the page's first script instead of after
// it has run (on a slow connection, one round trip after another). Each is a module the app
// imports on demand; a web test checks that each exists.

/** Every signed-in page: the app with its GraphQL client, the signed-in shell and the header's parts. */
export const SIGNED_IN_MODULES = ['src/ConnectedApp.tsx', 'src/SignedInApp.tsx', 'src/features/registry.tsx', 'src/features/search/HeaderSearch.tsx', 'src/features/notifications/NotificationBell.tsx'];

/** The page's own, by its path, for someone past onboarding. */
export const PAGE_MODULES: Record<string, string[]> = {
  '/': ['src/features/dashboard/DashboardPage.tsx', 'src/features/tree-invitations/PendingForMeCard.tsx', 'src/features/circles/FamilyCirclesCard.tsx'],
  '/family-tree': ['src/features/family-tree/FamilyTreePage.tsx'],
};
