import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { inLanguage } from '../../../test/inLanguage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DeleteHeirloomDocument, HeirloomDocument, PassOnHeirloomDocument } from '../heirloomQueries';
import { asViewer, heirloom, owner, peopleMock } from '../test/heirloomFixtures';
import { HeirloomPage } from './HeirloomPage';

const one = (h: object | null, error?: Error): MockLink.MockedResponse => ({
  request: { query: HeirloomDocument, variables: { id: 'h1' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  ...(error ? { error } : { result: { data: { heirloom: h } } }),
});

const render = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Routes>
      <Route path="/heirlooms/:id" element={<HeirloomPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { mocks: [peopleMock, ...mocks], route: '/heirlooms/h1' },
  );

const stepsOf = (journey: HTMLElement) => within(journey).getAllByRole('listitem').map((step) => step.textContent);

describe('HeirloomPage', () => {
  it('tells its journey on a timeline: acquired, each owner with their dates and how, who has it now and who it is meant for', async () => {
    render([one(heirloom({ documents: [{ __typename: 'HeirloomDocument', id: 'd1', name: "Grace's will.pdf", size: 48_000, url: '/uploads/heirloom-document/d1.pdf' }] }))]);
    expect(await screen.findByRole('heading', { level: 1, name: "Grandmother's ring" })).toBeInTheDocument();
    const journey = screen.getByRole('region', { name: 'Its journey' });
    expect(stepsOf(journey)).toEqual(['Came into the family1952', 'Grace RiveraBought1952 – 1995', 'Lucia RiveraHas it nowInheritedSince 1995', 'Meant to go next toTomas Rivera']);
    expect(within(journey).getByRole('link', { name: 'Grace Rivera' })).toHaveAttribute('href', '/family-tree?tree=tree-1&focus=m-grace');
    expect(screen.getByRole('region', { name: 'Value' })).toHaveTextContent('€1,200.00');
    expect(screen.getByRole('region', { name: 'Its story' })).toHaveTextContent('Bought in Seville');
    const documents = screen.getByRole('region', { name: 'Documents' });
    const download = within(documents).getByRole('link', { name: "Download Grace's will.pdf" });
    expect(download).toHaveAttribute('href', '/uploads/heirloom-document/d1.pdf');
    expect(download).toHaveAttribute('download', "Grace's will.pdf");
    expect(documents).toHaveTextContent('47 KB');
    for (const name of ['Pass it on', 'Edit', 'Delete']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows a viewer no value, a living owner’s dates as private, and nothing to change', async () => {
    render([one(asViewer(heirloom()))]);
    const journey = await screen.findByRole('region', { name: 'Its journey' });
    expect(stepsOf(journey)).toContain('Lucia RiveraHas it nowInheritedDates private');
    expect(screen.queryByRole('region', { name: 'Value' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('1,200');
    for (const name of ['Pass it on', 'Edit', 'Delete', 'Add a photo', 'Add a PDF']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('passes it on in one step: the new owner, how and when, with the one it is meant for offered first', async () => {
    let sent: unknown = null;
    const passed = heirloom({
      currentOwner: owner('m-tomas', 'Tomas Rivera', { how: 'gift', from: '2024' }),
      previousOwners: [owner('m-grace', 'Grace Rivera', { how: 'bought', from: '1952', to: '1995' }), owner('m-lucia', 'Lucia Rivera', { how: 'inherited', from: '1995', to: '2024' })],
      intendedOwner: null,
    });
    const { user } = render([one(heirloom()), { request: { query: PassOnHeirloomDocument, variables: (v: unknown) => ((sent = v), true) }, result: { data: { passOnHeirloom: passed } } }]);
    await user.click(await screen.findByRole('button', { name: 'Pass it on' }));
    const dialog = await screen.findByRole('dialog', { name: "Pass on Grandmother's ring" });
    expect(dialog).toHaveTextContent("Grandmother's ring passes from Lucia Rivera to someone else");
    expect(within(dialog).getByRole('combobox', { name: 'New owner' })).toHaveValue('Tomas Rivera');
    await user.click(within(dialog).getByRole('combobox', { name: 'How it passed' }));
    await user.click(await screen.findByRole('option', { name: 'A gift' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'When' }));
    await user.paste('2024');
    await user.click(within(dialog).getByRole('button', { name: 'Pass it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ id: 'h1', input: { toMemberId: 'm-tomas', how: 'gift', date: '2024' } });
    expect(stepsOf(screen.getByRole('region', { name: 'Its journey' }))).toEqual(['Came into the family1952', 'Grace RiveraBought1952 – 1995', 'Lucia RiveraInherited1995 – 2024', 'Tomas RiveraHas it nowA giftSince 2024']);
  });

  it('deletes it after asking, and goes back to the list', async () => {
    const { user } = render([one(heirloom()), { request: { query: DeleteHeirloomDocument, variables: { id: 'h1' } }, result: { data: { deleteHeirloom: 'h1' } } }]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this heirloom?' });
    expect(confirm).toHaveTextContent("Grandmother's ring will be removed for everyone, with its journey, photos and documents.");
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/heirlooms$/));
  });

  it('says an heirloom it may not read is not found', async () => {
    const { CombinedGraphQLErrors } = await import('@apollo/client');
    render([one(null, new CombinedGraphQLErrors({ errors: [{ message: 'Heirloom not found.', extensions: { code: 'NOT_FOUND' } }] }))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Heirloom not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All heirlooms' })).toHaveAttribute('href', '/heirlooms');
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await inLanguage('es');
    render([one(heirloom())]);
    const journey = await screen.findByRole('region', { name: 'Su recorrido' });
    expect(journey).toHaveTextContent('La tiene ahora');
    expect(screen.getByRole('button', { name: 'Transmitirla' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Valor' })).toHaveTextContent('1200,00 €');
  });
});
