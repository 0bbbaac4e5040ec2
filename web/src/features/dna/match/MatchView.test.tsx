import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { inLanguage } from '../../../test/inLanguage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DnaPage } from '../DnaPage';
import { chromosomesMock, matchPage } from '../test/dnaFixtures';
import { DnaMatchPageDocument, DnaTriangulationDocument } from './matchQueries';

const pageMock = (match = matchPage()): MockLink.MockedResponse => ({
  request: { query: DnaMatchPageDocument, variables: { id: 'm1' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { dnaMatch: match } },
});

const render = (mocks: MockLink.MockedResponse[], route = '/dna/matches/m1') => renderWithProviders(<DnaPage pollMs={60_000} />, { mocks: [chromosomesMock, ...mocks], route });

describe('a match’s page', () => {
  it('puts the tree check’s sentence first, in the colour of a fit, then the figures and the likely relationships', async () => {
    render([pageMock()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tomás Rivera' })).toBeInTheDocument();
    const check = screen.getByRole('note', { name: 'The DNA fits the tree (The Rivera family)' });
    expect(check).toHaveTextContent('The tree says first cousins (expected ~866 cM); 866 cM fits.');
    expect(check).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.getByRole('link', { name: 'All matches of this kit' })).toHaveAttribute('href', '/dna/kits/k1');
    expect(screen.getByText('866 cM shared · your kit AncestryDNA v2 (Ana Rivera) · theirs from 23andMe')).toBeInTheDocument();

    const figures = screen.getByRole('region', { name: 'What you share' });
    expect(within(figures).getByText('Shared DNA').nextSibling).toHaveTextContent('866 cM');
    expect(within(figures).getByText('Largest segment').nextSibling).toHaveTextContent('72.5 cM');
    expect(within(figures).getByText('Fully identical').nextSibling).toHaveTextContent('12.3 cM');
    expect(figures).toHaveTextContent('Segments of at least 7 cM and 500 markers count.');

    const predictions = screen.getByRole('region', { name: 'What the relationship may be' });
    expect(within(predictions).getByRole('progressbar', { name: 'First cousin, Half aunt or uncle: 62%' })).toHaveAttribute('aria-valuenow', '62');
    expect(predictions).toHaveTextContent('First cousin: 50% · about 866 cM on average (396 cM to 1,397 cM)');
  });

  it('warns when the DNA does not fit the tree, in the server’s own words', async () => {
    const summary = 'The tree says Tomás is your first cousin (expected ~866 cM); 120 cM does not fit: it suggests second cousins — check the tree.';
    render([pageMock(matchPage({ totalCm: 120, treeCheck: { ...matchPage().treeCheck!, fits: false, summary } }))]);
    const check = await screen.findByRole('note', { name: 'The DNA does not fit the tree (The Rivera family)' });
    expect(check).toHaveTextContent(summary);
    expect(check).toHaveClass('MuiAlert-colorWarning');
  });

  it('paints each segment on its chromosome, half and fully identical told apart in words and pattern, each one focusable and named', async () => {
    const { user } = render([pageMock()]);
    const browser = await screen.findByRole('figure', { name: 'Chromosomes shared with Tomás Rivera' });
    expect(within(browser).getByRole('listitem', { name: 'Chromosome 1: 1 segment' })).toBeInTheDocument();
    expect(within(browser).getByRole('listitem', { name: 'Chromosome X: 0 segments' })).toBeInTheDocument();
    const seven = within(browser).getByRole('listitem', { name: 'Chromosome 7: 2 segments' });
    const half = within(seven).getByRole('img', { name: 'Chromosome 7, 12.3–45.6 Mb, 33.3 cM, 4,200 markers, half identical' });
    const full = within(seven).getByRole('img', { name: 'Chromosome 7, 100–110 Mb, 12.3 cM, 1,500 markers, fully identical' });
    expect(half).toHaveAttribute('data-paint', 'half');
    expect(full).toHaveAttribute('data-paint', 'full');
    // Placed by the genetic map: 30 of chromosome 7's 187 cM.
    expect(half.style.left).toBe(`${(30 / 187) * 100}%`);
    expect(within(browser).getByText('Half identical: one copy shared (solid)')).toBeInTheDocument();
    expect(within(browser).getByText('Fully identical: both copies shared (striped, on the thinner line below)')).toBeInTheDocument();
    // A fully identical stretch lies within a half identical one: it is drawn on a line of its own.
    expect(full.parentElement).not.toBe(half.parentElement);

    await user.tab();
    const stops: string[] = [];
    for (let i = 0; i < 40 && stops.length < 3; i += 1) {
      const focused = document.activeElement;
      if (focused?.getAttribute('role') === 'img') stops.push(focused.getAttribute('aria-label') ?? '');
      await user.tab();
    }
    expect(stops).toEqual([
      'Chromosome 1, 10–60 Mb, 72.5 cM, 9,800 markers, half identical',
      'Chromosome 7, 12.3–45.6 Mb, 33.3 cM, 4,200 markers, half identical',
      'Chromosome 7, 100–110 Mb, 12.3 cM, 1,500 markers, fully identical',
    ]);

    const table = screen.getByRole('table', { name: '3 shared segments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', '10–60 Mb', '72.5 cM', '9,800', 'Half'],
      ['7', '12.3–45.6 Mb', '33.3 cM', '4,200', 'Half'],
      ['7', '100–110 Mb', '12.3 cM', '1,500', 'Fully'],
    ]);
  });

  it('keeps a long list of segments behind a button, the browser showing them all', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ __typename: 'DnaSegment' as const, chromosome: 1, startBp: i * 10_000_000, endBp: i * 10_000_000 + 5_000_000, startCm: i * 14, endCm: i * 14 + 7, cM: 7, markers: 700, kind: 'half' as const }));
    const { user } = render([pageMock(matchPage({ segments: many, segmentCount: 20 }))]);
    const browser = await screen.findByRole('figure', { name: 'Chromosomes shared with Tomás Rivera' });
    expect(within(browser).getAllByRole('img')).toHaveLength(20);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show the 20 segments as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(screen.getByRole('table', { name: '20 shared segments' })).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the segments in Spanish too', async () => {
    await inLanguage('es');
    render([pageMock()]);
    const browser = await screen.findByRole('figure', { name: 'Cromosomas compartidos con Tomás Rivera' });
    expect(within(browser).getByRole('img', { name: 'Cromosoma 7, 100–110 Mb, 12,3 cM, 1500 marcadores, idéntico del todo' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'El ADN encaja con el árbol (The Rivera family)' })).toBeInTheDocument();
  });

  it('triangulates with a second match of the kit, kept in the address, and tells confirmed stretches from the rest', async () => {
    let asked: unknown = null;
    const { user } = render([
      pageMock(),
      {
        request: { query: DnaTriangulationDocument, variables: (v: unknown) => ((asked = v), true) },
        result: {
          data: {
            dnaTriangulation: {
              __typename: 'DnaTriangulation',
              comparedWithEachOther: true,
              segments: [
                { __typename: 'DnaTriangulatedSegment', chromosome: 1, startBp: 35_000_000, endBp: 60_000_000, cM: 36.25, confirmed: true },
                { __typename: 'DnaTriangulatedSegment', chromosome: 7, startBp: 20_000_000, endBp: 30_000_000, cM: 10, confirmed: false },
              ],
            },
          },
        },
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Triangulation' });
    await user.click(within(section).getByRole('combobox', { name: 'Second match' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Lucía Rivera (420 cM)']);
    await user.click(options[1]);
    await waitFor(() => expect(asked).toEqual({ kitId: 'k1', matchIds: ['m1', 'm2'] }));
    expect(await within(section).findByText('2 stretches shared with both this match and Lucía Rivera')).toBeInTheDocument();
    const confirmed = within(section).getByRole('img', { name: 'Chromosome 1, 35–60 Mb, 36.3 cM, confirmed' });
    expect(confirmed).toHaveAttribute('data-paint', 'confirmed');
    // Within the match's segment on chromosome 1 (10–60 Mb over 20–92.5 cM): 35 Mb falls at 56.25 cM.
    expect(confirmed.style.left).toBe(`${(56.25 / 286) * 100}%`);
    expect(within(section).getByRole('img', { name: 'Chromosome 7, 20–30 Mb, 10 cM, not confirmed' })).toHaveAttribute('data-paint', 'unconfirmed');
    const rows = within(within(section).getByRole('table', { name: 'Stretches shared with both matches' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['Yes', 'No']);
  });

  it('opens with the second match the address names, so that a reload keeps the triangulation', async () => {
    let asked: unknown = null;
    render(
      [
        pageMock(),
        {
          request: { query: DnaTriangulationDocument, variables: (v: unknown) => ((asked = v), true) },
          result: { data: { dnaTriangulation: { __typename: 'DnaTriangulation', comparedWithEachOther: false, segments: [] } } },
        },
      ],
      '/dna/matches/m1?with=m2',
    );
    const section = await screen.findByRole('region', { name: 'Triangulation' });
    expect(within(section).getByRole('combobox', { name: 'Second match' })).toHaveTextContent('Lucía Rivera (420 cM)');
    expect(await within(section).findByText('Your kit shares no stretch with both this match and Lucía Rivera.')).toBeInTheDocument();
    expect(within(section).getByRole('note')).toHaveTextContent('the two matches have not agreed to compare with each other, so none can be confirmed');
    expect(asked).toEqual({ kitId: 'k1', matchIds: ['m1', 'm2'] });
  });

  it('says when the match is not the viewer’s, or could not be loaded', async () => {
    render([{ request: { query: DnaMatchPageDocument, variables: { id: 'm1' } }, result: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] } }]);
    expect(await screen.findByRole('heading', { name: 'This match is not here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your DNA kits' })).toHaveAttribute('href', '/dna');
  });
});
