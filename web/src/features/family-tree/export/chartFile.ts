import { i18n } from '../../../lib/i18n';
import type { TreeLayout } from '../tree/layout';
import { buildChartSvg, chartExtent, SMALLEST_CHART_TEXT, type ChartSvgOptions } from './chartSvg';
import { planPages, type Paper, type TooManyPages } from './pagePlan';

export type ChartFormat = 'pdf' | 'png' | 'svg';

export type ChartHeading = Pick<ChartSvgOptions, 'title' | 'subtitle'>;

/** How a chart of `layout` would be printed on `paper`. */
export function chartPlan(layout: TreeLayout, heading: ChartHeading, paper: Paper) {
  return planPages(chartExtent(layout, heading), paper, SMALLEST_CHART_TEXT);
}

/**
 * The chart as a file. A PDF is laid out on the chosen paper (or not, when it would take too many
 * pages); a PNG or SVG is one picture of the whole chart at the screen's size.
 */
export async function renderChart(layout: TreeLayout, heading: ChartHeading, format: ChartFormat, paper: Paper): Promise<Blob | TooManyPages> {
  if (format === 'pdf') {
    const plan = chartPlan(layout, heading, paper);
    if (!plan.fits) return plan;
    const { buildChartPdf } = await import('./chartPdf');
    return buildChartPdf(layout, heading, plan);
  }
  const svg = buildChartSvg(layout, heading);
  if (format === 'svg') return new Blob([svg], { type: 'image/svg+xml' });
  const extent = chartExtent(layout, heading);
  const { svgToPng } = await import('./chartPng');
  return svgToPng(svg, extent.maxX - extent.minX, extent.maxY - extent.minY);
}

/** "<tree name> – family tree.pdf", without the characters file systems refuse. */
export function chartFileName(treeName: string, format: ChartFormat): string {
  // eslint-disable-next-line no-control-regex
  const name = treeName.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').trim();
  return `${name ? i18n.t('familyTree:chart.fileName', { name }) : i18n.t('familyTree:chart.fileNameNoTree')}.${format}`;
}

/** Hands a file to the browser to save. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
