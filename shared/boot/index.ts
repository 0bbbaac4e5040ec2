// What the server writes into the page it serves, so that the web app starts without asking first:
// who is signed in, as the web app's CurrentUser query reads it (web/src/session/currentUser.ts),
// on the tree screen the near generations it draws first (web/src/features/family-tree), and on the
// dashboard what it shows (web/src/features/dashboard), which the server also draws into the page
// (api/src/http/page-renderer.ts, with the web build's web/src/prerender).
import type { WindowVariables } from '../tree-address/index.ts';

/** The id of the `<script type="application/json">` element holding the page's boot data. */
export const BOOT_DATA_ID = 'kinfolk-boot';

/**
 * The web app's CurrentUser query, with the `__typename`s its cache adds. A web test keeps it the
 * same as the app's own document.
 */
export const CURRENT_USER_QUERY = `query CurrentUser {
  me {
    __typename
    id
    email
    firstName
    lastName
    displayName
    profileImageUrl
    isOnboarded
    role
    hasPassword
    language
  }
}`;

/** What the landing page needs to know of sign-in (whether the first visit creates the administrator). */
export const LANDING_QUERY = `query LandingSignInOptions {
  signInOptions {
    needsAdministrator
    builtInAccounts
  }
}`;

export interface LandingSignInOptions {
  needsAdministrator: boolean;
  builtInAccounts: boolean;
}

/**
 * The web app's FamilyTree query (web/src/features/family-tree/familyTreeQuery.ts), with the
 * `__typename`s its cache adds. A web test keeps it the same as the app's own document.
 */
export const TREE_WINDOW_QUERY = `query FamilyTree($treeId: ID, $focusId: ID, $generationsUp: Int!, $generationsDown: Int!) {
  familyTree(
    treeId: $treeId
    focusId: $focusId
    generationsUp: $generationsUp
    generationsDown: $generationsDown
  ) {
    __typename
    treeId
    focusId
    hasMoreAbove
    hasMoreBelow
    nodes {
      __typename
      id
      generation
      firstName
      lastName
      dateOfBirth
      dateOfDeath
      birth {
        __typename
        value
        earliest
      }
      death {
        __typename
        value
      }
      gender
      isAlive
      isSelf
      isLiving
      detailsHidden
      profilePictureUrl
    }
    edges {
      __typename
      id
      kind
      fromId
      toId
      partnerKind
    }
  }
}`;

/** The web app's TreeChartStyle query (web/src/features/family-tree/chart-style), with the `__typename` its cache adds. */
export const TREE_CHART_STYLE_QUERY = `query TreeChartStyle {
  myRewards {
    __typename
    chartStyle
    unlockedFeatures
  }
}`;

/**
 * The web app's Dashboard query (web/src/features/dashboard/dashboardQuery.ts), with the
 * `__typename`s its cache adds. A web test keeps it the same as the app's own document.
 */
export const DASHBOARD_QUERY = `query Dashboard($activityCount: Int!) {
  me {
    __typename
    id
    firstName
    displayName
  }
  familyStats {
    __typename
    memberCount
    memoryCount
    storyCount
    upcomingEventCount
    relationshipCount
    connectionCount
    daysSinceJoined
  }
  recentActivity(first: $activityCount) {
    __typename
    id
    kind
    summary
    treeId
    memberId
    link
    createdAt
  }
}`;

/** How many of the latest family activities the dashboard lists (the Dashboard query's `activityCount`). */
export const DASHBOARD_ACTIVITY_COUNT = 6;

/** The dashboard's figures and latest activity, read for someone signed in who opened it (the Dashboard query's answer). */
export interface BootDashboard {
  variables: { activityCount: number };
  data: Record<string, unknown>;
}

/**
 * The tree screen's near generations, read for the address the page was asked for (its variables
 * and the FamilyTree query's answer), and the viewer's chart style they are drawn in.
 */
export interface BootTreeWindow {
  variables: WindowVariables;
  data: { familyTree: Record<string, unknown> };
  chartStyle: { myRewards: Record<string, unknown> } | null;
}

/**
 * The boot data: the CurrentUser query's answer (me: null when signed out) and, for a signed-out
 * visitor, the landing page's sign-in options, so the landing page shows without any request.
 */
export interface BootData {
  currentUser: { me: Record<string, unknown> | null };
  signInOptions?: LandingSignInOptions;
  /** On the tree screen, for someone signed in who may see it: the near generations it draws first. */
  treeWindow?: BootTreeWindow;
  /** On the dashboard, for someone signed in and past onboarding: what it shows, also drawn into the page. */
  dashboard?: BootDashboard;
}

/** The most people of a near window the server lays out to draw the tree screen ahead: beyond, the browser draws it. */
export const MAX_DRAWN_AHEAD_PEOPLE = 2_000;

/**
 * Whether the tree screen is drawn ahead from this near window (the FamilyTree query's answer): not
 * for a tree with nobody in it or only the viewer (the live screen may show the start of a tree
 * there), nor for a window too wide to lay out on the server's time.
 */
export function drawsTreeAhead(window: { focusId?: unknown; nodes?: readonly { isSelf?: unknown }[] } | undefined): boolean {
  const nodes = window?.nodes ?? [];
  return Boolean(window?.focusId) && nodes.length > 0 && nodes.length <= MAX_DRAWN_AHEAD_PEOPLE && !(nodes.length === 1 && nodes[0].isSelf);
}

/** A page drawn by the web build's server rendering: what goes inside #root, and the `<style>` elements of the styles it uses. */
export interface DrawnMarkup {
  html: string;
  styles: string;
}
