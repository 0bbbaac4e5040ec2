import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FamilyTreeDocument } from '../familyTreeQuery';
import { family, riveraFamily, treeNode, treeWindow } from '../test/treeFixtures';
import { layoutTree } from '../tree/layout';
import { ExportChartDialog } from './ExportChartDialog';
import { bytesOf } from './test/pdfText';

const visible = riveraFamily();
const people = visible.nodes.map((n) => ({ id: n.id, name: n.isSelf ? 'You' : `${n.firstName} ${n.lastName}` }));

/** Dad's window four generations up: him, his parents and theirs. */
const dadsAncestors = treeWindow(
  'dad',
  [treeNode('dad', 0), treeNode('grandpaRivera', -1), treeNode('grandmaRivera', -1), treeNode('greatGrandpa', -2), treeNode('greatGrandma', -2)],
  [...family('grandpaRivera', 'grandmaRivera', 'dad'), ...family('greatGrandpa', 'greatGrandma', 'grandpaRivera')],
);
const ancestorsRequest = { query: FamilyTreeDocument, variables: { treeId: 'tree-1', focusId: 'dad', generationsUp: 4, generationsDown: 0 } };

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  const saved: Blob[] = [];
  const names: string[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:chart';
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const view = renderWithProviders(
    <ExportChartDialog open onClose={onClose} treeId="tree-1" treeName="The Rivera family" visibleLayout={layoutTree(visible)} people={people} />,
    { mocks },
  );
  return { ...view, onClose, saved, names };
}

async function chooseDadsAncestors(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(screen.getByRole('radio', { name: 'Ancestors of someone' }));
  const person = screen.getByRole('combobox', { name: /Ancestors of/ });
  expect(person).toHaveValue('You');
  await user.clear(person);
  await user.type(person, 'Dad');
  await user.click(await screen.findByRole('option', { name: 'Dad Rivera' }));
  await user.click(screen.getByRole('combobox', { name: 'Generations' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '4' }));
  await user.click(screen.getByRole('radio', { name: 'SVG drawing' }));
}

afterEach(() => jest.restoreAllMocks());

describe('ExportChartDialog', () => {
  it('offers what to include, the kind of file and the paper', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Print or save the chart' });
    for (const name of ['The chart as shown', 'Ancestors of someone', 'Descendants of someone', 'PDF, to print', 'PNG picture', 'SVG drawing', 'A4', 'Letter', 'Poster (one large sheet)']) {
      expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('radio', { name: 'The chart as shown' })).toBeChecked();
    expect(within(dialog).getByText(/^Fits on one (A4|Letter) page/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('fetches the ancestors of the chosen person and saves their chart', async () => {
    const { user, onClose, saved, names } = renderDialog([{ request: ancestorsRequest, result: { data: { familyTree: dadsAncestors } } }]);
    await chooseDadsAncestors(user);
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(names).toEqual(['The Rivera family – family tree.svg']);
    const svg = (await bytesOf(saved[0])).toString();
    expect(svg).toContain('Ancestors of Dad Rivera, 4 generations');
    for (const name of ['Dad Rivera', 'GrandpaRivera Rivera', 'GreatGrandma Rivera']) expect(svg).toContain(name);
    expect(svg).not.toContain('Kid Rivera');
    expect(await screen.findByText('Chart saved')).toBeInTheDocument();
  });

  it('says when the family cannot be fetched, and tries again', async () => {
    const { user, onClose, names } = renderDialog([
      { request: ancestorsRequest, error: new Error('offline') },
      { request: ancestorsRequest, result: { data: { familyTree: dadsAncestors } } },
    ]);
    await chooseDadsAncestors(user);
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The family for this chart could not be loaded.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names).toEqual(['The Rivera family – family tree.svg']));
  });

  it('asks for a person before a range can be saved', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Descendants of someone' }));
    await user.clear(screen.getByRole('combobox', { name: /Descendants of/ }));
    expect(screen.getByText('Choose a person')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });
});
