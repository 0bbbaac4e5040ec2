import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useChartStyle } from './chart-style/useChartStyle';
import { treeScreenColumnsSx } from './screenLayout';
import { ChartStyleContext, chartStyleSx } from './tree/chartStyles';
import { DrawnChart } from './tree/DrawnChart';
import { layoutTree, type TreeWindowData } from './tree/layout';
import { TreeLegend } from './tree/TreeLegend';
import { TreeHeader } from './TreeHeader';
import { canShowMore, useTreeParams } from './useTreeParams';

const noop = () => undefined;

/**
 * The tree screen as the server draws it into the page (web/src/prerender/tree.tsx) from the near
 * generations it read for the viewer: the header as it looks while its figures load, and the chart
 * as a still picture (DrawnChart) in the viewer's chart style. The sidebar and the header's buttons
 * come with the app, which takes the screen's place once its own chart is drawn.
 */
export function DrawnTreeScreen({ treeWindow }: { treeWindow: TreeWindowData }) {
  const { t } = useTranslation('familyTree');
  const { style } = useChartStyle();
  const { up } = useTreeParams();
  const layout = useMemo(() => layoutTree(treeWindow), [treeWindow]);
  return (
    <Stack spacing={3}>
      <TreeHeader treeId={treeWindow.treeId ?? undefined} onSwitch={noop} />
      <Box sx={treeScreenColumnsSx}>
        <Box component="section" aria-label={t('page.treeSection')} sx={{ minWidth: 0 }}>
          <Stack spacing={1.5} data-chart-style={style} sx={chartStyleSx(style)}>
            <ChartStyleContext value={style}>
              <DrawnChart layout={layout} relationships={treeWindow.edges} moreAbove={canShowMore(treeWindow.hasMoreAbove, up)} />
            </ChartStyleContext>
            <TreeLegend />
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
}
