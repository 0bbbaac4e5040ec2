import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TreePageOffline, wasUnreachable } from './TreePageOffline';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { OpenSlot, useSlot } from '../../lib/openSlot';
import { ChartStyleMenu } from './chart-style/ChartStyleMenu';
import { useChartStyle } from './chart-style/useChartStyle';
import type { MemberChoice } from './add-member/MemberPicker';
import { useTreeWindow } from './useTreeWindow';
import type { MergeWithProps } from './member/MemberDetailsDrawer';
import { ChartStyleContext, chartStyleSx } from './tree/chartStyles';
import { layoutTree, type TreeWindowData } from './tree/layout';
import { fullNameOf } from './tree/personLabels';
import { TreeLegend } from './tree/TreeLegend';
import { TreePanel } from './tree/TreePanel';
import { TreeSkeleton } from './tree/TreeSkeleton';
import { markTree, TREE_DATA_MARK } from './tree/timing';
import { TreeEmptyState } from './TreeEmptyState';
import { TreeHeader } from './TreeHeader';
import { treeScreenColumnsSx } from './screenLayout';
import { canShowMore, useTreeParams } from './useTreeParams';
import { EmptyState } from '../../components/EmptyState';
import { revealApp } from '../../session/drawnPage';
import { branchText, ROLE_LABEL } from './sharing/branchText';
import { TreeDetailsDocument } from './sharing/treeQueries';
import { useRememberOpenedTree } from './sharing/useRememberOpenedTree';
import { AddFamilyMemberDialog, ExportChartDialog, loadAfterFirstFrame, MemberDetailsDrawer, ShareDialog, TreeSidebar } from './afterFirstFrame';

export interface FindFamilyDialogProps {
  open: boolean;
  onClose: () => void;
}

export interface GedcomMenuProps {
  treeId?: string;
  treeName?: string;
  canEdit: boolean;
  selected?: { id: string; name: string } | null;
}

interface FamilyTreePageProps {
  /** The Find Family dialog, from its own feature; without it the screen has no Find Family button. */
  FindFamilyDialog?: ComponentType<FindFamilyDialogProps>;
  /** Invitations and link requests waiting for the viewer, from their own feature. */
  PendingCard?: ComponentType;
  /** The viewer's family circles, from their own feature (the sidebar's first card). */
  CirclesCard?: ComponentType;
  /** The viewer's next family events, from their own feature (under the circles). */
  EventsCard?: ComponentType;
  /** The newest memories with an Upload Memory button, from their own feature (under the chart). */
  MemoriesCard?: ComponentType;
  /** Photos a person is tagged in, shown with their details, from the memories feature. */
  MemberPhotos?: ComponentType<{ memberId: string }>;
  /** A person's achievements, shown with their details, from the achievements feature. */
  MemberAchievements?: ComponentType<{ memberId: string }>;
  /** "Merge with…" in a person's details (the merging people feature). */
  MemberMergeWith?: ComponentType<MergeWithProps>;
  /** A person's heirlooms (what they have, had or are meant to have), shown with their details, from the heirlooms feature. */
  MemberHeirlooms?: ComponentType<{ memberId: string }>;
  /** A person's voice stories, shown with their details, from the voice-messages feature. */
  MemberVoiceStories?: ComponentType<{ memberId: string }>;
  /** GEDCOM import and export, from their own feature. */
  GedcomMenu?: ComponentType<GedcomMenuProps>;
}

/**
 * The chart's layout. The labels of typed links are written into it in the reader's language, so it
 * is laid out again when `language` changes.
 */
function layoutIn(treeWindow: TreeWindowData, _language: string | undefined) {
  markTree(TREE_DATA_MARK);
  return layoutTree(treeWindow);
}

/** The family tree screen: figures, the zoomable tree, a member's details, and the connections sidebar. */
export function FamilyTreePage({ FindFamilyDialog, PendingCard, CirclesCard, EventsCard, MemoriesCard, MemberPhotos, MemberAchievements, MemberHeirlooms, MemberVoiceStories, MemberMergeWith, GedcomMenu }: FamilyTreePageProps) {
  const { t, i18n } = useTranslation('familyTree');
  const { treeId: chosenTree, focusId, up, down, setFocus, setGenerations, setTree } = useTreeParams();
  const { treeWindow, onDrawn, drawn, completing, loading, error, refetch } = useTreeWindow({ treeId: chosenTree, focusId, up, down });
  const treeId = treeWindow?.treeId ?? chosenTree;
  const { data: treeData } = useQuery(TreeDetailsDocument, { variables: { id: treeId ?? '' }, skip: !treeId });
  const tree = treeData?.tree;
  const canEdit = tree?.viewerCan.edit ?? false;
  const [sharing, setSharing] = useState(false);
  useRememberOpenedTree(chosenTree);
  const language = i18n.resolvedLanguage;
  const layout = useMemo(() => (treeWindow?.focusId ? layoutIn(treeWindow, language) : null), [treeWindow, language]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selectedPerson = selectedId ? layout?.byId.get(selectedId)?.person : undefined;
  const adding = useSlot<{ relative: MemberChoice | null }>();
  const [finding, setFinding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const chartStyle = useChartStyle();
  // The sidebar's cards wait for the chart's first frame when the chart can be drawn at once, so
  // that the tree comes first; once shown, they stay.
  const [asideShown, setAsideShown] = useState(false);
  if (!asideShown && (drawn || !layout)) setAsideShown(true);
  // The dialogs', the drawer's and the sidebar's code then, before anyone opens them.
  useEffect(() => {
    if (asideShown) loadAfterFirstFrame();
  }, [asideShown]);
  // A tree of the viewer alone is, to whoever may add to it, the start of a tree rather than a chart.
  const onlySelf = canEdit && treeWindow?.nodes.length === 1 && treeWindow.nodes[0].isSelf;
  // The screen the server drew gives way once this one has drawn its chart, or shows what it has instead:
  // in the same task as that commit, so that nothing sees the live chart ready beside the drawn one.
  const settled = drawn || (!loading && !layout) || Boolean(treeWindow && (!treeWindow.focusId || onlySelf));
  useLayoutEffect(() => {
    if (settled) revealApp();
  }, [settled]);

  const focusChoice = (): MemberChoice | null => {
    const focus = layout?.byId.get(layout.focusId)?.person;
    return focus ? { id: focus.id, name: focus.isSelf ? t('you') : fullNameOf(focus), isSelf: focus.isSelf } : null;
  };

  const activate = useCallback(
    (id: string) => {
      setSelectedId(id);
      if (id !== treeWindow?.focusId) setFocus(id);
    },
    [treeWindow?.focusId, setFocus],
  );

  /** The viewer's role and branch, e.g. "Editor · only Grace Hopper's branch". */
  const accessOf = (role: keyof typeof ROLE_LABEL, branch: string | null) =>
    [t(ROLE_LABEL[role]), branch ? t('page.onlyBranch', { branch }) : null].filter(Boolean).join(' · ');

  const onDeleted = (id: string) => {
    setSelectedId(null);
    if (id === treeWindow?.focusId) setFocus(null);
  };

  // Nothing of the tree yet and no answer from the server: one message for the whole screen, not
  // one from each of its cards. Retrying shows the page's skeleton until the answers come.
  if (!treeWindow && !loading && wasUnreachable(error)) return <TreePageOffline onRetry={() => void refetch()} />;

  let panel;
  if (treeWindow && !treeWindow.focusId) {
    panel = canEdit ? (
      <TreeEmptyState onAdd={() => adding.open({ relative: null })} />
    ) : (
      <EmptyState title={t('page.nobody.title')} text={t('page.nobody.text')} />
    );
  } else if (!layout || !treeWindow) {
    panel = error ? (
      <Stack spacing={2}>
        <QueryErrorAlert message={t('page.failed')} onRetry={() => void refetch()} />
        {focusId && (
          <Button onClick={() => setFocus(null)} sx={{ alignSelf: 'flex-start' }}>
            {t('page.ownTree')}
          </Button>
        )}
      </Stack>
    ) : (
      <TreeSkeleton />
    );
  } else if (onlySelf) {
    panel = <TreeEmptyState onAdd={() => adding.open({ relative: focusChoice() })} />;
  } else {
    // The chart and its legend in the viewer's style (its colours are CSS variables: nothing is laid out again).
    panel = (
      <Stack spacing={1.5} data-chart-style={chartStyle.style} sx={chartStyleSx(chartStyle.style)}>
        {error && <QueryErrorAlert message={t('page.refreshFailed')} onRetry={() => void refetch()} />}
        <TreePanel
          layout={layout}
          selectedId={selectedId}
          onActivate={activate}
          relationships={treeWindow.edges}
          onDrawn={onDrawn}
          busy={loading || completing}
          onShowMoreAbove={canShowMore(treeWindow.hasMoreAbove, up) ? () => setGenerations('up', up + 1) : undefined}
          onShowMoreBelow={canShowMore(treeWindow.hasMoreBelow, down) ? () => setGenerations('down', down + 1) : undefined}
          styleControl={chartStyle.known ? <ChartStyleMenu choice={chartStyle} /> : undefined}
        />
        <TreeLegend />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <TreeHeader
        treeId={treeId}
        onSwitch={setTree}
        onAdd={canEdit ? () => adding.open({ relative: focusChoice() }) : undefined}
        onFind={FindFamilyDialog ? () => setFinding(true) : undefined}
        onShare={treeId ? () => setSharing(true) : undefined}
        onExport={layout ? () => setExporting(true) : undefined}
        moreActions={
          GedcomMenu && (
            <Suspense fallback={null}>
              <GedcomMenu treeId={treeId} treeName={tree?.name} canEdit={canEdit} selected={selectedPerson ? { id: selectedPerson.id, name: fullNameOf(selectedPerson) } : null} />
            </Suspense>
          )
        }
        access={tree && tree.viewerRole !== 'owner' ? accessOf(tree.viewerRole, branchText(tree.viewerBranch, 'your')) : null}
      />
      <Box sx={treeScreenColumnsSx}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Box component="section" aria-label={t('page.treeSection')} data-tree-complete={treeWindow && !completing && !loading ? 'true' : undefined}>
            <ChartStyleContext value={chartStyle.style}>{panel}</ChartStyleContext>
          </Box>
          {asideShown && MemoriesCard && (
            <Suspense fallback={null}>
              <MemoriesCard />
            </Suspense>
          )}
        </Stack>
        <Stack spacing={3} component="aside" aria-label={t('page.aside')}>
          {asideShown && PendingCard && (
            <Suspense fallback={null}>
              <PendingCard />
            </Suspense>
          )}
          {asideShown && CirclesCard && (
            <Suspense fallback={null}>
              <CirclesCard />
            </Suspense>
          )}
          {asideShown && EventsCard && (
            <Suspense fallback={null}>
              <EventsCard />
            </Suspense>
          )}
          {asideShown && <TreeSidebar treeId={treeId} focusId={treeWindow?.focusId ?? null} onSelect={setSelectedId} onActivate={activate} />}
        </Stack>
      </Box>
      <MemberDetailsDrawer
        memberId={selectedId}
        focusId={treeWindow?.focusId ?? null}
        onClose={() => setSelectedId(null)}
        onAddRelative={(relative) => adding.open({ relative })}
        onDeleted={onDeleted}
        PhotosOf={MemberPhotos}
        AchievementsOf={MemberAchievements}
        HeirloomsOf={MemberHeirlooms}
        VoiceStoriesOf={MemberVoiceStories}
        MergeWith={MemberMergeWith}
      />
      <OpenSlot slot={adding}>{({ relative }, close) => <AddFamilyMemberDialog open relative={relative} treeId={treeId} onClose={close} />}</OpenSlot>
      {sharing && treeId && (
        <ShareDialog
          treeId={treeId}
          open
          onClose={() => setSharing(false)}
          onLeft={() => {
            setSharing(false);
            setTree('');
          }}
        />
      )}
      {exporting && layout && (
        <ExportChartDialog
          open
          onClose={() => setExporting(false)}
          treeId={treeId}
          treeName={tree?.name ?? t('tree.label')}
          visibleLayout={layout}
          people={layout.people.map((p) => ({ id: p.id, name: fullNameOf(p.person) }))}
        />
      )}
      {FindFamilyDialog && finding && (
        <Suspense fallback={null}>
          <FindFamilyDialog open onClose={() => setFinding(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
