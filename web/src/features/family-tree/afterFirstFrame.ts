import { preloadableLazy } from '../../lib/preloadableLazy';

// The tree screen's parts that its first frame does not need, with the libraries they bring (forms,
// pickers, dates, menus, drawers): they load once the chart is drawn (loadAfterFirstFrame), so the
// first frame waits for none of them and opening one later waits for nothing either.

export const AddFamilyMemberDialog = preloadableLazy(() => import('./add-member/AddFamilyMemberDialog').then((m) => m.AddFamilyMemberDialog));
export const MemberDetailsDrawer = preloadableLazy(() => import('./member/MemberDetailsDrawer').then((m) => m.MemberDetailsDrawer));
export const ExportChartDialog = preloadableLazy(() => import('./export/ExportChartDialog').then((m) => m.ExportChartDialog));
export const ShareDialog = preloadableLazy(() => import('./sharing/ShareDialog').then((m) => m.ShareDialog));
export const TreeSidebar = preloadableLazy(() => import('./TreeSidebar').then((m) => m.TreeSidebar));

/** Starts loading every part above (once); a failure is left to the part's own render, which tries again. */
export function loadAfterFirstFrame() {
  for (const part of [TreeSidebar, MemberDetailsDrawer, AddFamilyMemberDialog, ShareDialog, ExportChartDialog]) void part.preload().catch(() => {});
}
