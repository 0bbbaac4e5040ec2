import { useLocation } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { GedcomMenu, type GedcomMenuProps } from '../GedcomMenu';

/** Shows the address's query, where the dialog keeps its job. */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The tree screen's GEDCOM button on the tree "tree-1", at `route`. */
export function renderMenu({ mocks = [], route = '/family-tree', ...props }: Partial<GedcomMenuProps> & { mocks?: MockLink.MockedResponse[]; route?: string } = {}) {
  const setup = renderWithProviders(
    <>
      <GedcomMenu treeId="tree-1" treeName="The Rivera family" canEdit {...props} />
      <SearchProbe />
    </>,
    { mocks, route },
  );
  const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
  return { ...setup, search };
}

/** Opens the menu and chooses one of its entries. */
export async function choose(user: ReturnType<typeof renderMenu>['user'], entry: RegExp) {
  await user.click(screen.getByRole('button', { name: 'GEDCOM' }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog');
}
