import { drawsTreeAhead, type BootData } from '../../../shared/boot/index.ts';
import { TreeChartStyleDocument } from '../features/family-tree/chart-style/chartStyleQueries';
import { DrawnTreeScreen } from '../features/family-tree/DrawnTreeScreen';
import type { TreeWindowData } from '../features/family-tree/tree/layout';
import type { Language } from '../lib/i18n';
import { drawSignedInScreen } from './signedIn';
import type { DrawnMarkup } from './styled';

// The tree screen rendered by the server (api/src/http/signed-in-markup.ts) from the page's boot
// data, so a phone shows the family's near generations before the app's scripts have arrived: the
// app's frame, the screen's header and the chart as a still picture (DrawnTreeScreen). The browser
// shows it until the live app has drawn its own chart (web/src/session/drawnPage.ts).

/** The tree screen at `address` (path and query) as the person whose boot data this is sees it, in `language`; null without a chart to draw. */
export async function renderTree(language: Language, boot: BootData, address: string): Promise<DrawnMarkup | null> {
  const treeWindow = boot.treeWindow?.data.familyTree as TreeWindowData | undefined;
  const chartStyle = boot.treeWindow?.chartStyle;
  if (!treeWindow || !drawsTreeAhead(treeWindow)) return null;
  return drawSignedInScreen(language, boot, {
    location: address,
    answers: (client) => chartStyle && client.writeQuery({ query: TreeChartStyleDocument, data: chartStyle as never }),
    screen: () => <DrawnTreeScreen treeWindow={treeWindow} />,
  });
}
