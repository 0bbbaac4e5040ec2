import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { edgesIn, peopleIn, visibleArea, type Size, type ViewTransform } from './cull';
import { firstView, viewMarginFor } from './firstView';
import { ChartDefs, EdgeLines } from './ChartParts';
import { closeFamilyOf, kinshipOf, type Relationship } from './kinship';
import type { EdgeShape, PlacedPerson, TreeLayout } from './layout';
import { chartAreaSx, panelFrameSx } from './panelFrame';
import { PersonNode } from './PersonNode';
import { TREE_DRAWN_AHEAD_TIMING } from './timing';

/**
 * The panel sizes the first view is chosen for where the panel cannot be measured (the server draws
 * the page): a phone's (390 px wide, under MUI's `sm`) and a laptop's beside the sidebar. The
 * picture is then kept centred in the real panel, whatever its size.
 */
export const ASSUMED_PANEL: Record<'phone' | 'wide', Size> = { phone: { width: 356, height: 700 }, wide: { width: 680, height: 536 } };

/** Screen pixels around the assumed panel whose people are drawn too, for wider and taller screens. */
const BEYOND_PX = { x: 640, y: 320 };

const noop = () => undefined;

/** `view` as a CSS transform that keeps the picture where `view` puts it in a panel of `size`, centred in a panel of any size. */
function centredTransform(view: ViewTransform, size: Size): string {
  return `translate(calc(50% + ${view.x - size.width / 2}px), calc(50% + ${view.y - size.height / 2}px)) scale(${view.k})`;
}

/** The people and lines seen in `view` in a panel of `size`, or in one up to BEYOND_PX larger around it. */
function seenIn(layout: TreeLayout, view: ViewTransform, size: Size) {
  const area = visibleArea({ ...view, x: view.x + BEYOND_PX.x, y: view.y + BEYOND_PX.y }, { width: size.width + 2 * BEYOND_PX.x, height: size.height + 2 * BEYOND_PX.y });
  return { people: peopleIn(layout, area), edges: edgesIn(layout, area) };
}

/**
 * What the drawn chart shows: the first view a phone's panel and a wider one would get (as CSS
 * transforms for windows under and over MUI's `sm` breakpoint, centred in the real panel), and the
 * people and lines seen in either, or a little beyond. `moreAbove`: the live chart will offer one
 * more generation above (on a phone its button takes room at the top).
 */
export function drawnPicture(layout: TreeLayout, relationships: readonly Relationship[], moreAbove: boolean) {
  const close = closeFamilyOf(kinshipOf(relationships), layout.focusId);
  const viewIn = (size: Size) => firstView(layout, size, close, viewMarginFor(size.width, moreAbove));
  const views = { phone: viewIn(ASSUMED_PANEL.phone), wide: viewIn(ASSUMED_PANEL.wide) };
  const seen = [seenIn(layout, views.phone, ASSUMED_PANEL.phone), seenIn(layout, views.wide, ASSUMED_PANEL.wide)];
  const byId = <T extends { id: string }>(lists: T[][]) => [...new Map(lists.flat().map((item) => [item.id, item])).values()];
  return {
    transforms: { xs: centredTransform(views.phone, ASSUMED_PANEL.phone), sm: centredTransform(views.wide, ASSUMED_PANEL.wide) },
    people: byId<PlacedPerson>(seen.map((s) => s.people)),
    edges: byId<EdgeShape>(seen.map((s) => s.edges)),
  };
}

/**
 * The near generations as a still picture, the way the live chart (TreePanel) first shows them, for
 * the server to draw into the page so that a family sees its tree before the app's scripts have
 * come: the same frame, cards and lines, at the first view's scale for a phone or a wider screen
 * (the window's width chooses, by CSS), centred in the panel. Nothing in it responds to a press or a
 * key; the live chart takes its place once it has drawn its own first frame
 * (web/src/session/drawnPage.ts).
 */
export function DrawnChart({ layout, relationships, moreAbove }: { layout: TreeLayout; relationships: readonly Relationship[]; moreAbove: boolean }) {
  const { t } = useTranslation('familyTree');
  const clipId = useId().replace(/:/g, '');
  const { transforms, people, edges } = useMemo(() => drawnPicture(layout, relationships, moreAbove), [layout, relationships, moreAbove]);
  return (
    <Box sx={panelFrameSx}>
      {/* Not the live chart's role description: nothing that looks for the live chart finds this one. */}
      <Box role="group" aria-label={t('tree.label')} data-drawn-chart="" sx={{ ...chartAreaSx, cursor: 'default', '&:active': { cursor: 'default' }, '& .tree-person-still': { cursor: 'default' } }}>
        <svg width="100%" height="100%" style={{ display: 'block' }} aria-hidden>
          <ChartDefs clipId={clipId} />
          <Box component="g" sx={{ transform: transforms }}>
            <EdgeLines edges={edges} />
            <g>
              {people.map((placed) => (
                <PersonNode
                  key={placed.id}
                  placed={placed}
                  selected={false}
                  form="full"
                  tabbable={false}
                  clipId={clipId}
                  onActivate={noop}
                  onFocus={noop}
                  timing={placed.isFocus ? TREE_DRAWN_AHEAD_TIMING : undefined}
                  still
                />
              ))}
            </g>
          </Box>
        </svg>
      </Box>
    </Box>
  );
}
