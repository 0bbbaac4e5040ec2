import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeXhr, installFakeXhr } from '../../test/fakeXhr';
import { doneCounts, gedcomJob, jobMock } from './test/gedcomFixtures';
import { choose, renderMenu } from './test/renderMenu';
import { CancelGedcomJobDocument } from './gedcomQueries';

const gedcomFile = () => new File(['0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 TRLR\n'], 'Smith family.ged', { type: 'application/octet-stream' });

let fake: { restore: () => void };
beforeEach(() => (fake = installFakeXhr()));
afterEach(() => fake.restore());

describe('Importing a GEDCOM file', () => {
  it('sends the file with its progress, follows the job to the end and opens the new tree', async () => {
    const { user, search } = renderMenu({
      mocks: [
        jobMock({ state: 'reading', progress: { done: 250, total: 1000, peoplePerSecond: 5000, secondsLeft: 2 } }),
        jobMock({
          state: 'done',
          treeId: 'tree-new',
          progress: { done: 1000, total: 1000, peoplePerSecond: 5000, secondsLeft: 0 },
          counts: doneCounts,
          report: [
            { line: 12, message: 'A date that could not be read was kept as a phrase.' },
            { line: null, message: 'The file said ANSEL but was UTF-8.' },
          ],
        }),
      ],
    });
    const dialog = await choose(user, /Import a GEDCOM file/);
    expect(within(dialog).getByRole('heading', { name: 'Import a GEDCOM file' })).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('GEDCOM file'), gedcomFile());
    expect(within(dialog).getByLabelText('Name of the new tree')).toHaveValue('Smith family');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    const xhr = FakeXhr.latest();
    const operations = JSON.parse(xhr.body?.get('operations') as string);
    expect(operations.variables).toEqual({ mode: 'new', treeName: 'Smith family', file: null });
    expect(JSON.parse(xhr.body?.get('map') as string)).toEqual({ 0: ['variables.file'] });
    expect((xhr.body?.get('0') as File).name).toBe('Smith family.ged');

    act(() => xhr.progress(512 * 1024, 2 * 1024 * 1024));
    const sent = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(sent).toHaveAttribute('aria-valuenow', '25'));
    expect(within(dialog).getByText('Sending the file: 25% · 512 KB of 2.0 MB')).toBeInTheDocument();

    act(() => xhr.respond(200, { data: { importGedcom: gedcomJob() } }));
    expect(await within(dialog).findByText('Waiting to start…')).toBeInTheDocument();
    expect(search().get('gedcomJob')).toBe('job-1');

    // Asked again every second (waited for up to ten, for a busy machine): the records read, the speed and the time left.
    expect(await within(dialog).findByText('250 of 1,000 records · 5,000 people/s · about 2 s left', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '25');

    expect(await within(dialog).findByText(/was imported: 1,200 people, 400 families, 35 other records\./, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show the report (2 notes)' }));
    const report = within(dialog).getByRole('list', { name: 'Report' });
    expect(report).toHaveTextContent('Line 12A date that could not be read was kept as a phrase.');
    expect(report).toHaveTextContent('Whole fileThe file said ANSEL but was UTF-8.');

    await user.click(within(dialog).getByRole('button', { name: 'Open the tree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search().get('tree')).toBe('tree-new');
    expect(search().get('gedcomJob')).toBeNull();
  });

  it('merges into this tree when chosen, and offers no merge to a viewer', async () => {
    const { user } = renderMenu();
    const dialog = await choose(user, /Import a GEDCOM file/);
    fireEvent.drop(within(dialog).getByTestId('gedcom-drop-zone'), { dataTransfer: { files: [gedcomFile()] } });
    expect(within(dialog).getByText(/Smith family\.ged/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /This tree \(The Rivera family\)/ }));
    expect(within(dialog).queryByLabelText('Name of the new tree')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    expect(JSON.parse(FakeXhr.latest().body?.get('operations') as string).variables).toEqual({ mode: 'merge', treeId: 'tree-1', file: null });
  });

  it('refuses a file that is not GEDCOM, and asks for a file before sending', async () => {
    const { user } = renderMenu({ canEdit: false });
    const dialog = await choose(user, /Import a GEDCOM file/);
    expect(within(dialog).queryByRole('radio', { name: /This tree/ })).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('GEDCOM file'), { target: { files: [new File(['hi'], 'notes.txt')] } });
    expect(within(dialog).getByText('Choose a GEDCOM file (.ged or .gedcom) or a GEDZIP archive (.zip or .gdz).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Choose a file to import.')).toBeInTheDocument();
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('cancels a running import', async () => {
    const reading = { state: 'reading' as const, progress: { done: 10, total: 100, peoplePerSecond: null, secondsLeft: null } };
    const { user } = renderMenu({
      route: '/family-tree?gedcomJob=job-1',
      mocks: [
        { ...jobMock(reading), maxUsageCount: 5 },
        {
          request: { query: CancelGedcomJobDocument, variables: { id: 'job-1' } },
          result: { data: { cancelGedcomJob: gedcomJob({ state: 'cancelled' }) } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import a GEDCOM file' });
    expect(await within(dialog).findByText('10 of 100 records')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel import' }));

    expect(await within(dialog).findByText('The import was cancelled. Nothing was written to the tree.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reopens a failed job from the address, says why, and Try again starts over', async () => {
    const { user, search } = renderMenu({
      route: '/family-tree?tree=tree-1&gedcomJob=job-1',
      mocks: [jobMock({ state: 'failed', error: 'This is not a GEDCOM file: it has no header.', report: [{ line: 1, message: 'No HEAD record.' }] })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Import a GEDCOM file' });
    expect(await within(dialog).findByText('This is not a GEDCOM file: it has no header.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show the report (1 note)' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText('GEDCOM file')).toBeInTheDocument();
    expect(search().get('gedcomJob')).toBeNull();
    expect(search().get('tree')).toBe('tree-1');
  });
});
