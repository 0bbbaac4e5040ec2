import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { installFakeXhr, FakeXhr } from '../../../test/fakeXhr';
import { memory } from '../test/memoryFixtures';
import { circlesMock, treesMock } from '../test/memoryMocks';
import { UploadMemoryDialog } from './UploadMemoryDialog';

const twoCircles = circlesMock([
  { id: 'c1', name: 'Rivera cousins' },
  { id: 'c2', name: 'Grandma’s house' },
]);

function open(mocks = [twoCircles, treesMock]) {
  const closed: true[] = [];
  const setup = renderWithProviders(<UploadMemoryDialog open onClose={() => closed.push(true)} />, { mocks });
  return { ...setup, closed, dialog: screen.getByRole('dialog', { name: 'Upload Memory' }) };
}

const photo = () => new File(['jpeg bytes'], 'beach.jpg', { type: 'image/jpeg' });

/** Fills in a photo, a title and a circle. */
async function fillIn({ user, dialog }: ReturnType<typeof open>) {
  await user.upload(within(dialog).getByLabelText('Photo or video'), photo());
  await user.type(within(dialog).getByLabelText(/Title/), 'At the beach');
  await user.click(await within(dialog).findByRole('combobox', { name: /Circle/ }));
  await user.click(await screen.findByRole('option', { name: 'Grandma’s house' }));
}

let fake: { restore: () => void };
beforeEach(() => (fake = installFakeXhr()));
afterEach(() => fake.restore());

describe('UploadMemoryDialog', () => {
  it('refuses a file that is neither a photo nor a video, in the spec’s words', async () => {
    const { dialog } = open();

    fireEvent.change(within(dialog).getByLabelText('Photo or video'), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });

    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getAllByText('Please select an image or video file.')).toHaveLength(2);
    expect(within(dialog).queryByText(/notes\.txt/)).not.toBeInTheDocument();
  });

  it('shows the chosen photo before sending it', async () => {
    const { user, dialog } = open();
    await user.upload(within(dialog).getByLabelText('Photo or video'), photo());
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    expect(within(dialog).getByText(/beach\.jpg/)).toBeInTheDocument();
  });

  it('requires a title, a circle and a file: “Missing information”', async () => {
    const { user, dialog } = open();
    await within(dialog).findByRole('combobox', { name: /Circle/ });

    await user.click(within(dialog).getByRole('button', { name: 'Upload Memory' }));

    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields and select a file.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('shows the bytes sent, and Cancel upload stops it keeping everything typed', async () => {
    const setup = open();
    const { user, dialog, closed } = setup;
    await fillIn(setup);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Memory' }));

    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));
    const xhr = FakeXhr.latest();
    const operations = JSON.parse(xhr.body?.get('operations') as string);
    expect(operations.variables.input).toEqual({ title: 'At the beach', circleId: 'c2', file: null });

    act(() => xhr.progress(1024 * 1024, 4 * 1024 * 1024));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(within(dialog).getByText('25% · 1.0 MB of 4.0 MB sent')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));

    expect(xhr.aborted).toBe(true);
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('At the beach');
    expect(within(dialog).getByRole('button', { name: 'Upload Memory' })).toBeEnabled();
    expect(closed).toHaveLength(0);
  });

  it('says the memory was uploaded and closes', async () => {
    const setup = open();
    await fillIn(setup);
    await setup.user.click(within(setup.dialog).getByRole('button', { name: 'Upload Memory' }));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));

    act(() => FakeXhr.latest().respond(200, { data: { uploadMemory: memory({ id: 'new' }) } }));

    expect(await screen.findByText('Memory uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your family memory has been added to the circle.')).toBeInTheDocument();
    expect(setup.closed).toHaveLength(1);
  });

  it('on failure, says so and shows the server’s message beside its field, keeping what was typed', async () => {
    const setup = open();
    await fillIn(setup);
    await setup.user.click(within(setup.dialog).getByRole('button', { name: 'Upload Memory' }));
    await waitFor(() => expect(FakeXhr.made).toHaveLength(1));

    act(() =>
      FakeXhr.latest().respond(200, {
        data: null,
        errors: [{ message: 'Some fields are not valid', extensions: { code: 'BAD_USER_INPUT', fields: { 'input.title': 'Pick a shorter title' } } }],
      }),
    );

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error uploading your memory. Please try again.')).toBeInTheDocument();
    expect(await within(setup.dialog).findByText('Pick a shorter title')).toBeInTheDocument();
    expect(within(setup.dialog).getByLabelText(/Title/)).toHaveValue('At the beach');
    expect(within(setup.dialog).getByText(/beach\.jpg/)).toBeInTheDocument();
    expect(setup.closed).toHaveLength(0);
  });

  it('says when the viewer is in no circle yet, and does not upload', async () => {
    const { dialog } = open([circlesMock([]), treesMock]);

    expect(await within(dialog).findByText('You are not in any family circle yet')).toBeInTheDocument();
    expect(within(dialog).getByText(/Create a circle first/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Memory' })).toBeDisabled();
  });
});
