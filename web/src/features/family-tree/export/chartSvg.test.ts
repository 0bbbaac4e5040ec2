import { inLanguage } from '../../../test/inLanguage';
import { riveraFamily, treeEdge, treeNode, treeWindow } from '../test/treeFixtures';
import { layoutTree } from '../tree/layout';
import { buildChartSvg, chartExtent } from './chartSvg';

const heading = { title: 'The Rivera family', subtitle: 'Around Me Rivera · exported Nov 23, 2026' };

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const textsOf = (svg: string) => [...parse(svg).querySelectorAll('text')].map((t) => t.textContent);

describe('buildChartSvg', () => {
  it('writes every full name and life dates as text, under the heading', () => {
    const window = riveraFamily();
    const svg = buildChartSvg(layoutTree(window), heading);
    const texts = textsOf(svg);
    expect(texts.slice(0, 2)).toEqual(['The Rivera family', 'Around Me Rivera · exported Nov 23, 2026']);
    for (const node of window.nodes) expect(texts.join('\n')).toContain(node.firstName);
    // The viewer is named, not called "You": the chart is for others to read.
    expect(texts).toContain('Me Rivera');
    expect(texts).toContain('1921 – 2003');
    expect(texts).toContain('Born Jan 1, 1925');
  });

  it('is a standalone drawing: one root, no embedded HTML, images or outside fonts', () => {
    const svg = buildChartSvg(layoutTree(riveraFamily()), heading);
    const doc = parse(svg);
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg).not.toMatch(/foreignObject|<image|@font-face|href=/);
    expect(doc.querySelectorAll('[data-person-id]')).toHaveLength(14);
    expect(doc.querySelectorAll('path').length).toBeGreaterThanOrEqual(10);
  });

  it('escapes names and breaks a long one over two lines', () => {
    const window = treeWindow(
      'me',
      [
        treeNode('me', 0, { firstName: 'Ana <b>&', lastName: 'Rivera' }),
        treeNode('long', 0, { firstName: 'Maximiliano Alejandro', lastName: 'de la Fuente Rodríguez' }),
      ],
      [treeEdge('sibling', 'me', 'long')],
    );
    const svg = buildChartSvg(layoutTree(window), heading);
    const texts = textsOf(svg);
    expect(texts).toContain('Ana <b>& Rivera');
    expect(texts).toContain('Maximiliano Alejandro');
    expect(texts.some((t) => t?.startsWith('de la Fuente'))).toBe(true);
  });

  it('writes a birth too long for the card in its short form', async () => {
    await inLanguage('es');
    const window = treeWindow('me', [treeNode('me', 0, { birth: { value: '30 NOV 1982', earliest: '1982-11-30' } })], []);
    const texts = textsOf(buildChartSvg(layoutTree(window), heading));
    expect(texts).toContain('n. 30 nov 1982');
  });

  it('draws only what meets the area of one page', () => {
    const layout = layoutTree(riveraFamily());
    const extent = chartExtent(layout, heading);
    const me = layout.byId.get('me')!;
    const area = { minX: me.x - 100, maxX: me.x + 100, minY: me.y - 40, maxY: me.y + 40 };
    const svg = buildChartSvg(layout, { ...heading, area });
    const ids = [...parse(svg).querySelectorAll('[data-person-id]')].map((g) => g.getAttribute('data-person-id'));
    expect(ids).toEqual(['me']);
    expect(textsOf(svg)).not.toContain('The Rivera family');
    expect(parse(svg).documentElement.getAttribute('viewBox')).toBe(`${area.minX} ${area.minY} 200 80`);
    expect(extent.minY).toBeLessThan(layout.bounds.minY);
  });
});
