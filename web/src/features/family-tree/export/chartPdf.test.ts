import { bigDescendantWindow, riveraFamily } from '../test/treeFixtures';
import { layoutTree } from '../tree/layout';
import { chartPlan, renderChart } from './chartFile';
import { bytesOf, pdfPageTexts, stubTextMeasuring } from './test/pdfText';

const heading = { title: 'The Rivera family', subtitle: 'Around Me Rivera · exported Nov 23, 2026' };

beforeAll(stubTextMeasuring);

async function pdfOf(window: ReturnType<typeof riveraFamily>, paper: 'a4' | 'letter' | 'poster') {
  const file = await renderChart(layoutTree(window), heading, 'pdf', paper);
  if (!(file instanceof Blob)) throw new Error('too many pages');
  return bytesOf(file);
}

describe('the chart as a PDF', () => {
  it('holds every name and date as real text', async () => {
    const window = riveraFamily();
    window.nodes[1].firstName = 'Łucja';
    const pdf = await pdfOf(window, 'a4');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [page, ...rest] = pdfPageTexts(pdf);
    expect(rest).toHaveLength(0);
    expect(page).toContain('The Rivera family');
    for (const node of window.nodes.slice(1)) expect(page).toContain(node.firstName.replace('Ł', 'L'));
    expect(page).toContain('Me Rivera');
    expect(page).toContain('Born Jan 1, 1925');
    expect(page).toMatch(/1921 \x96 2003/); // The en dash, in the standard fonts' encoding.
  });

  it('prints a wide chart on numbered pages, each with the people it shows', async () => {
    const window = bigDescendantWindow(3);
    const plan = chartPlan(layoutTree(window), heading, 'a4');
    if (!plan.fits) throw new Error('too many pages');
    const pages = pdfPageTexts(await pdfOf(window, 'a4'));
    expect(pages).toHaveLength(plan.tiles.length);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    const everything = pages.join('\n');
    for (const node of window.nodes) expect(everything).toContain(`${node.firstName} Rivera`);
  });

  it('prints a poster on one page', async () => {
    const window = bigDescendantWindow(3);
    const pages = pdfPageTexts(await pdfOf(window, 'poster'));
    expect(pages).toHaveLength(1);
    for (const node of window.nodes) expect(pages[0]).toContain(`${node.firstName} Rivera`);
  });
});
