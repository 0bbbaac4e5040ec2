import { screen, within } from '@testing-library/react';
import { gedcomJob, jobMock } from './test/gedcomFixtures';
import { choose, renderMenu } from './test/renderMenu';
import { ExportGedcomDocument } from './gedcomQueries';

const exportJob = { id: 'job-3', kind: 'export' as const, mode: null, treeId: 'tree-1', fileName: 'The Rivera family.gdz', version: '7.0' };

describe('Exporting a tree as GEDCOM', () => {
  it('sends the version, photos and branch chosen, and offers the file once written', async () => {
    const { user, search } = renderMenu({
      canEdit: false,
      selected: { id: 'ana', name: 'Ana Rivera' },
      mocks: [
        {
          request: { query: ExportGedcomDocument, variables: { treeId: 'tree-1', version: 'GEDCOM_7_0', withMedia: true, branchOf: 'ana' } },
          result: { data: { exportGedcom: gedcomJob({ ...exportJob, state: 'writing', progress: { done: 20, total: 80, peoplePerSecond: null, secondsLeft: null } }) } },
        },
        jobMock({ ...exportJob, state: 'writing', progress: { done: 20, total: 80, peoplePerSecond: null, secondsLeft: null } }),
        jobMock({
          ...exportJob,
          state: 'done',
          progress: { done: 80, total: 80, peoplePerSecond: null, secondsLeft: null },
          counts: { people: 60, families: 20, otherRecords: 0, media: 12 },
          downloadUrl: '/gedcom/job-3/download',
          fileExpiresAt: '2026-12-03T10:00:00.000Z',
        }),
      ],
    });
    const dialog = await choose(user, /Export this tree as GEDCOM/);
    expect(within(dialog).getByRole('heading', { name: 'Export as GEDCOM' })).toBeInTheDocument();

    const photos = within(dialog).getByRole('checkbox', { name: 'Include photos (GEDZIP)' });
    expect(within(dialog).getByRole('radio', { name: /GEDCOM 5\.5\.1/ })).toBeChecked();
    expect(photos).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /GEDCOM 7\.0/ }));
    expect(photos).toBeEnabled();
    await user.click(photos);
    expect(within(dialog).getByRole('radio', { name: 'The whole tree' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Ana Rivera’s branch/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    expect(await within(dialog).findByText('Writing the file…')).toBeInTheDocument();
    expect(within(dialog).getByText('20 of 80 records')).toBeInTheDocument();
    expect(search().get('gedcomJob')).toBe('job-3');

    const download = await within(dialog).findByRole('link', { name: 'Download' }, { timeout: 10_000 });
    expect(download).toHaveAttribute('href', '/gedcom/job-3/download');
    expect(within(dialog).getByText(/is ready: 60 people, 20 families, 0 other records, 12 media files\./)).toBeInTheDocument();
    expect(within(dialog).getByText('The file is kept until Dec 3, 2026.')).toBeInTheDocument();
  });

  it('exports the whole tree in GEDCOM 5.5.1 without photos by default, with no branch choice when nobody is chosen', async () => {
    const { user } = renderMenu({
      mocks: [
        {
          request: { query: ExportGedcomDocument, variables: { treeId: 'tree-1', version: 'GEDCOM_5_5_1', withMedia: false, branchOf: null } },
          result: { data: { exportGedcom: gedcomJob({ ...exportJob, state: 'failed', error: 'The tree could not be read.' }) } },
        },
      ],
    });
    const dialog = await choose(user, /Export this tree as GEDCOM/);
    expect(within(dialog).queryByRole('radio', { name: 'The whole tree' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('The tree could not be read.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('dialog')).findByRole('radio', { name: /GEDCOM 5\.5\.1/ })).toBeChecked();
  });
});
