import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import type { AddFamilyMemberMutationVariables } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { inLanguage } from '../../../test/inLanguage';
import { AddFamilyMemberDialog } from './AddFamilyMemberDialog';
import { AddFamilyMemberDocument } from './addFamilyMember';
import { MemberOptionsDocument } from './familyMembersQuery';

const you = { id: 'm-self', name: 'You', isSelf: true };

function addMock(sent: AddFamilyMemberMutationVariables[], result: object) {
  return {
    request: {
      query: AddFamilyMemberDocument,
      variables: (variables: AddFamilyMemberMutationVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
}

const added = {
  data: {
    addFamilyMember: {
      __typename: 'AddFamilyMemberPayload',
      member: { __typename: 'FamilyMember', id: 'm-ann', fullName: 'Ann Rivera' },
      relationships: [{ __typename: 'Relationship', id: 'r1', kind: 'parent' }],
    },
  },
};

/** The "Related to" picker lists the tree's members when it opens. */
const memberOptions = {
  request: { query: MemberOptionsDocument, variables: { first: 20 } },
  maxUsageCount: 10,
  result: {
    data: {
      familyMembers: {
        __typename: 'FamilyMemberPage',
        totalCount: 2,
        nodes: [
          { __typename: 'FamilyMember', id: 'm-self', fullName: 'Rosa Rivera', firstName: 'Rosa', lastName: 'Rivera', dateOfBirth: null, profilePictureUrl: null, isSelf: true },
          { __typename: 'FamilyMember', id: 'm-dad', fullName: 'Tomas Rivera', firstName: 'Tomas', lastName: 'Rivera', dateOfBirth: null, profilePictureUrl: null, isSelf: false },
        ],
      },
    },
  },
};

function open(mocks: object[] = []) {
  const closed: true[] = [];
  const setup = renderWithProviders(<AddFamilyMemberDialog open relative={you} onClose={() => closed.push(true)} />, {
    mocks: [memberOptions, ...mocks] as never,
  });
  return { ...setup, closed, dialog: screen.getByRole('dialog', { name: 'Add Family Member' }) };
}

describe('AddFamilyMemberDialog', () => {
  it('requires both names', async () => {
    const { user, dialog } = open();

    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    expect(within(dialog).getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Last name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers every relationship type, "Other" first chosen, related to the preselected member', async () => {
    const { user, dialog } = open();

    const type = within(dialog).getByRole('combobox', { name: 'Relationship' });
    expect(type).toHaveTextContent('Other');
    expect(within(dialog).getByText('No relationship will be recorded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Related to' })).toHaveValue('You');
    expect(within(dialog).getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Other');

    await user.click(type);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Parent', 'Child', 'Sibling', 'Spouse', 'Grandparent', 'Grandchild', 'Uncle', 'Aunt', 'Cousin', 'Other']);
  });

  it('sends the new member with the chosen relationship and says so', async () => {
    const sent: AddFamilyMemberMutationVariables[] = [];
    const { user, dialog, closed } = open([addMock(sent, added)]);

    await user.type(within(dialog).getByLabelText(/First name/), '  Ann ');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Rivera');
    await user.click(within(dialog).getByRole('combobox', { name: 'Relationship' }));
    await user.click(await screen.findByRole('option', { name: 'Parent' }));
    expect(await within(dialog).findByText('Ann is your parent.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Bio (optional)'), 'Gardener');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Family member and relationship added successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          firstName: 'Ann',
          lastName: 'Rivera',
          relationshipType: 'parent',
          gender: 'other',
          relativeId: 'm-self',
          bio: 'Gardener',
        },
      },
    ]);
    expect(closed).toHaveLength(1);
  });

  it('relates the new member to whoever is chosen in the picker', async () => {
    const sent: AddFamilyMemberMutationVariables[] = [];
    const { user, dialog } = open([addMock(sent, added)]);

    await user.type(within(dialog).getByLabelText(/First name/), 'Ann');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Rivera');
    await user.click(within(dialog).getByRole('combobox', { name: 'Related to' }));
    await user.click(await screen.findByRole('option', { name: 'Tomas Rivera' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Relationship' }));
    await user.click(await screen.findByRole('option', { name: 'Sibling' }));
    expect(await within(dialog).findByText("Ann is Tomas Rivera's sibling.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(sent[0].input).toMatchObject({ relativeId: 'm-dad', relationshipType: 'sibling' });
  });

  it('shows what the server said about a field', async () => {
    const refused = {
      errors: [
        new GraphQLError('Some fields are not valid', {
          extensions: { code: 'BAD_USER_INPUT', fields: { 'input.lastName': 'Last name is too long' } },
        }),
      ],
    };
    const { user, dialog, closed } = open([addMock([], refused)]);

    await user.type(within(dialog).getByLabelText(/First name/), 'Ann');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(await within(dialog).findByText('Last name is too long')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid')).toBeInTheDocument();
    expect(closed).toHaveLength(0);
  });

  it('falls back to a general message when the request fails without one', async () => {
    const { user, dialog } = open([
      { request: { query: AddFamilyMemberDocument, variables: () => true }, error: new Error('Network down') },
    ]);

    await user.type(within(dialog).getByLabelText(/First name/), 'Ann');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(await screen.findByText('Failed to add family member')).toBeInTheDocument();
  });

  it('takes dates as genealogists write them, says how it read them, and sends a deceased ancestor', async () => {
    const sent: AddFamilyMemberMutationVariables[] = [];
    const { user, dialog } = open([addMock(sent, added)]);

    await user.type(within(dialog).getByLabelText(/First name/), 'Samuel');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Whitaker');
    await user.type(within(dialog).getByRole('textbox', { name: /Born/ }), 'Mar 1870');
    expect(within(dialog).getByText(/Understood as March 1870/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deceased' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Died/ }), '1869');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText('Date of death cannot be before the date of birth')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Member' })).toBeEnabled());
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Died/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Died/ }), 'Mar 1941');
    await user.type(within(dialog).getByRole('textbox', { name: /Place of death/ }), 'Leeds');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await screen.findByText(/not connected to anyone in the tree yet/);
    expect(sent[0].input).toMatchObject({ birth: 'Mar 1870', death: 'Mar 1941', deathPlace: 'Leeds', isAlive: false });
  });

  it('never drops a date it cannot read: it says what is wrong beside the field', async () => {
    const sent: AddFamilyMemberMutationVariables[] = [];
    const { user, dialog } = open([addMock(sent, added)]);
    await user.type(within(dialog).getByLabelText(/First name/), 'Ann');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Rivera');
    await user.type(within(dialog).getByRole('textbox', { name: /Born/ }), '31 FEB 1900');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText(/February 1900 has only 28 days/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('speaks Spanish, in the words of the new person\'s gender', async () => {
    await inLanguage('es');
    const sent: AddFamilyMemberMutationVariables[] = [];
    const { user } = renderWithProviders(<AddFamilyMemberDialog open relative={you} onClose={() => {}} />, { mocks: [memberOptions, addMock(sent, added)] as never });
    const dialog = screen.getByRole('dialog', { name: 'Agregar familiar' });
    expect(within(dialog).getByText('No se registrará ningún parentesco.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: /^Apellido/ }), 'Rivera');
    await user.click(within(dialog).getByRole('combobox', { name: 'Parentesco' }));
    await user.click(await screen.findByRole('option', { name: 'Padre o madre' }));
    expect(await within(dialog).findByText('Ana es tu padre o madre.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Género' }));
    await user.click(await screen.findByRole('option', { name: 'Femenino' }));
    expect(await within(dialog).findByText('Ana es tu madre.')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: '¿Vive o falleció?' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('¡Se agregaron el familiar y su parentesco!')).toBeInTheDocument();
    expect(sent[0].input).toMatchObject({ firstName: 'Ana', relationshipType: 'parent', gender: 'female' });
  });
});
