import { act, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { peopleMock, treesMock } from '../../../test/peopleChoiceMocks';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FakeXhr, installFakeXhr } from '../../../test/fakeXhr';
import { DnaOwnPersonDocument } from './kitQueries';
import { UploadKitDialog } from './UploadKitDialog';

const ownPersonMock = (person: { id: string; fullName: string } | null): MockLink.MockedResponse => ({
  request: { query: DnaOwnPersonDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { heritage: person ? { __typename: 'Heritage', person: { __typename: 'FamilyMember', ...person } } : null } },
});

function open(mocks: MockLink.MockedResponse[] = [ownPersonMock({ id: 'm-ana', fullName: 'Ana Rivera' }), treesMock, peopleMock]) {
  const closed: true[] = [];
  const setup = renderWithProviders(<UploadKitDialog open onClose={() => closed.push(true)} />, { mocks });
  return { ...setup, closed, dialog: screen.getByRole('dialog', { name: 'Upload a raw DNA file' }) };
}

const rawFile = () => new File(['# rsid\tchromosome\tposition\tgenotype\nrs1\t1\t1000\tAA\n'], 'genome_Ana_Rivera.txt', { type: 'text/plain' });

let fake: { restore: () => void };
beforeEach(() => (fake = installFakeXhr()));
afterEach(() => fake.restore());

describe('uploading a DNA file', () => {
  it('sends the viewer’s own kit on their person, shows its progress, and closes once the server kept it', async () => {
    const { user, dialog, closed } = open();
    expect(await within(dialog).findByText(/It will be linked to Ana Rivera, you in the family tree/)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Raw DNA file'), rawFile());
    expect(within(dialog).getByText(/genome_Ana_Rivera\.txt/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    const xhr = FakeXhr.latest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/dna/kits');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get('personId')).toBe('m-ana');
    expect(xhr.body?.get('relativeConsent')).toBeNull();
    expect((xhr.body?.get('file') as File).name).toBe('genome_Ana_Rivera.txt');

    act(() => xhr.progress(2 * 1024 * 1024, 8 * 1024 * 1024));
    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(dialog).getByRole('status')).toHaveTextContent('25 % sent (2.0 MB of 8.0 MB)');
    act(() => xhr.progress(8 * 1024 * 1024, 8 * 1024 * 1024));
    expect(await within(dialog).findByText('Reading the file…')).toBeInTheDocument();

    act(() => xhr.respond(201, JSON.stringify({ id: 'k9', provider: 'ancestry' })));
    await waitFor(() => expect(closed).toHaveLength(1));
  });

  it('shows the server’s own sentence when it refuses the file, and keeps the dialog open to try another', async () => {
    const { user, dialog, closed } = open();
    await user.upload(within(dialog).getByLabelText('Raw DNA file'), rawFile());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    act(() =>
      FakeXhr.latest().respond(400, "This kit's X chromosome is a man's, but the tree records Ana Rivera as woman. Check that the file is Ana Rivera's, or correct the tree first.", {
        'Kinfolk-Error-Code': 'DNA_SEX_MISMATCH',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This kit's X chromosome is a man's, but the tree records Ana Rivera as woman. Check that the file is Ana Rivera's, or correct the tree first.");
    expect(closed).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled());
  });

  it('says the server could not take the file when its answer is no sentence', async () => {
    const { user, dialog } = open();
    await user.upload(within(dialog).getByLabelText('Raw DNA file'), rawFile());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    act(() => FakeXhr.latest().respond(502, '<html><body>Bad gateway</body></html>'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not take the file (error 502).');
  });

  it('asks for a file first, and for a relative’s kit who they are and that they agreed', async () => {
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose the raw DNA file')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Raw DNA file'), rawFile());
    await user.click(within(dialog).getByRole('radio', { name: "A relative's" }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose the relative whose DNA it is')).toBeInTheDocument();
    expect(within(dialog).getByText('A relative\'s DNA is uploaded only with their agreement')).toBeInTheDocument();
    expect(FakeXhr.made).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'Who is it?' }));
    await user.click(await screen.findByRole('option', { name: 'Tomas Rivera' }));
    const consent = within(dialog).getByRole('checkbox', { name: "Tomas Rivera agreed that I upload their DNA here and compare it with relatives' kits." });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    // Refused once checked (the button ready again), with nothing sent.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled());
    expect(FakeXhr.made).toHaveLength(0);
    await user.click(consent);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    expect(FakeXhr.latest().body?.get('personId')).toBe('m-tomas');
    expect(FakeXhr.latest().body?.get('relativeConsent')).toBe('true');
  });

  it('sends the viewer’s own kit on no person when they are in no tree, and stops an upload when asked', async () => {
    const { user, dialog, closed } = open([ownPersonMock(null), treesMock, peopleMock]);
    expect(await within(dialog).findByText(/You are not linked to a person in a tree yet/)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Raw DNA file'), rawFile());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    expect(FakeXhr.latest().body?.get('personId')).toBeNull();
    act(() => FakeXhr.latest().progress(10, 100));
    await user.click(await within(dialog).findByRole('button', { name: 'Stop' }));
    expect(FakeXhr.latest().aborted).toBe(true);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(closed).toHaveLength(0);
  });
});
