import { screen, within } from '@testing-library/react';
import { inLanguage } from '../../test/inLanguage';
import { gedcomJob, jobMock } from './test/gedcomFixtures';
import { renderMenu } from './test/renderMenu';
import { ResolveGedcomMergeDocument } from './gedcomQueries';

const conflict = (id: string, subject: string, field: string, mine: string | null, theirs: string | null) => ({ id, subject, field, mine, theirs, line: 40 });

const awaiting = {
  id: 'job-2',
  mode: 'merge' as const,
  treeId: 'tree-1',
  state: 'awaiting_choices' as const,
  progress: { done: 500, total: 500, peoplePerSecond: null, secondsLeft: null },
  preview: {
    new: 2,
    updated: 5,
    unchanged: 10,
    conflictCount: 4,
    conflicts: [
      conflict('c1', 'Ana Rivera', 'Birth date', '12 MAR 1950', 'ABT 1950'),
      conflict('c2', 'Luis Rivera', 'Occupation', 'Baker', 'Carpenter'),
      conflict('c3', 'Ana Rivera & Luis Rivera', 'Marriage place', null, 'Lima'),
    ],
  },
};

describe('Merging a GEDCOM file into a tree', () => {
  it('shows what would change, lets each conflict be chosen, and confirms with those choices', async () => {
    const { user } = renderMenu({
      route: '/family-tree?gedcomJob=job-2',
      mocks: [
        jobMock(awaiting),
        {
          request: {
            query: ResolveGedcomMergeDocument,
            variables: { jobId: 'job-2', choices: [{ conflictId: 'c2', take: 'mine' }], otherwise: 'theirs' },
          },
          result: { data: { resolveGedcomMerge: gedcomJob({ ...awaiting, state: 'writing', preview: null, progress: { done: 0, total: 500, peoplePerSecond: null, secondsLeft: null } }) } },
        },
        { ...jobMock({ ...awaiting, state: 'writing', preview: null, progress: { done: 100, total: 500, peoplePerSecond: null, secondsLeft: null } }), maxUsageCount: 5 },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import a GEDCOM file' });
    expect(await within(dialog).findByText(/2 new, 5 updated, 10 unchanged, 4 conflicts/)).toBeInTheDocument();

    const table = within(dialog).getByRole('table', { name: 'Conflicts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ana Rivera');
    expect(rows[0]).toHaveTextContent('12 MAR 1950');
    expect(rows[0]).toHaveTextContent('ABT 1950');
    expect(rows[2]).toHaveTextContent('Not set');
    // Every row keeps what is in the tree until told otherwise.
    for (const row of rows) expect(within(row).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    expect(within(dialog).getByText(/1 more not listed here will keep what is in the tree/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'All theirs' }));
    for (const row of rows) expect(within(row).getByRole('radio', { name: 'Take theirs' })).toBeChecked();
    expect(within(dialog).getByText(/1 more not listed here will take what is in the file/)).toBeInTheDocument();

    await user.click(within(rows[1]).getByRole('radio', { name: 'Keep mine' }));
    expect(within(rows[1]).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    expect(within(rows[0]).getByRole('radio', { name: 'Take theirs' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByText('Writing the tree…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
  });

  it('says when nothing is in conflict', async () => {
    renderMenu({
      route: '/family-tree?gedcomJob=job-2',
      mocks: [jobMock({ ...awaiting, preview: { new: 1, updated: 0, unchanged: 3, conflictCount: 0, conflicts: [] } })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import a GEDCOM file' });
    expect(await within(dialog).findByText(/1 new, 0 updated, 3 unchanged, 0 conflicts/)).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing was changed both here and in the file, so there is nothing to choose.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    const { user } = renderMenu({
      route: '/family-tree?gedcomJob=job-2',
      mocks: [jobMock({ ...awaiting, fileName: 'Rivera.ged', preview: { ...awaiting.preview, new: 1, updated: 1234 } })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Importar un archivo GEDCOM' });
    expect(await within(dialog).findByText(/1 nuevo, 1234 actualizados, 10 sin cambios, 4 conflictos/)).toBeInTheDocument();
    expect(within(dialog).getByText('Rivera.ged').tagName).toBe('STRONG');
    const table = within(dialog).getByRole('table', { name: 'Conflictos' });
    expect(within(table).getByRole('columnheader', { name: 'Persona o familia' })).toBeInTheDocument();
    expect(within(table).getByText('Sin dato')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 más, que no aparece aquí, conservará lo que hay en el árbol/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Todo lo del archivo' }));
    expect(within(table).getAllByRole('radio', { name: 'Tomar lo del archivo' })[0]).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Cancelar la importación' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });
});
