import { formatNumber, i18n } from '../../../lib/i18n';
import { brand } from '../../../theme/palette';
import type { TreeLayout } from '../tree/layout';
import { buildChartSvg, type ChartSvgOptions } from './chartSvg';
import { westernText } from './chartText';
import { FOOTER_PT, MARGIN_PT, type PagePlan } from './pagePlan';

/**
 * The chart as a PDF with real, selectable text: each page of the plan gets the part of the chart
 * it shows, drawn by svg2pdf.js into jsPDF, with a page number when there is more than one.
 * Both libraries are loaded only when a PDF is asked for.
 */
export async function buildChartPdf(layout: TreeLayout, options: ChartSvgOptions, plan: PagePlan): Promise<Blob> {
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import('jspdf'), import('svg2pdf.js/dist/svg2pdf.es.min.js')]);
  const doc = new jsPDF({ unit: 'pt', format: [plan.width, plan.height], orientation: plan.orientation, compress: true });
  doc.setProperties({ title: westernText(i18n.t('familyTree:chart.fileName', { name: options.title })), subject: westernText(options.subtitle) });
  const parser = new DOMParser();

  for (const tile of plan.tiles) {
    if (tile.number > 1) doc.addPage([plan.width, plan.height], plan.orientation);
    const width = (tile.area.maxX - tile.area.minX) * plan.scale;
    const height = (tile.area.maxY - tile.area.minY) * plan.scale;
    const svg = buildChartSvg(layout, { ...options, area: tile.area, text: westernText });
    const element = parser.parseFromString(svg, 'image/svg+xml').documentElement;
    await svg2pdf(element, doc, { x: tile.x, y: tile.y, width, height });
    if (plan.tiles.length > 1) {
      const baseline = plan.height - MARGIN_PT - FOOTER_PT / 2 + 6;
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8);
      doc.setTextColor(brand.inkSoft);
      doc.text(westernText(options.title), MARGIN_PT, baseline);
      const page = i18n.t('familyTree:chart.page', { page: formatNumber(tile.number), pages: formatNumber(plan.tiles.length), row: formatNumber(tile.row), column: formatNumber(tile.column) });
      doc.text(westernText(page), plan.width - MARGIN_PT, baseline, { align: 'right' });
    }
  }
  return doc.output('blob');
}
