import { GraphQLError } from 'graphql';
import { screen, within } from '@testing-library/react';
import type { AddRelationshipMutationVariables } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MemberOptionsDocument } from '../add-member/familyMembersQuery';
import { AddRelationshipDocument } from './addRelationship';
import { LinkRelativeDialog } from './LinkRelativeDialog';

const ada = { id: 'm-ada', fullName: 'Ada Lovelace', isSelf: false };

function addMock(sent: AddRelationshipMutationVariables[], result: object) {
  return {
    request: {
      query: AddRelationshipDocument,
      variables: (variables: AddRelationshipMutationVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
}

/** The picker lists the tree's members when it opens. */
const memberOptions = {
  request: { query: MemberOptionsDocument, variables: { first: 20 } },
  maxUsageCount: 10,
  result: {
    data: {
      familyMembers: {
        __typename: 'FamilyMemberPage',
        totalCount: 3,
        nodes: [
          { __typename: 'FamilyMember', id: 'm-ada', fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: null, profilePictureUrl: null, isSelf: true },
          { __typename: 'FamilyMember', id: 'm-anne', fullName: 'Anne Milbanke', firstName: 'Anne', lastName: 'Milbanke', dateOfBirth: null, profilePictureUrl: null, isSelf: false },
          { __typename: 'FamilyMember', id: 'm-william', fullName: 'William King', firstName: 'William', lastName: 'King', dateOfBirth: null, profilePictureUrl: null, isSelf: false },
        ],
      },
    },
  },
};

function open(mocks: object[] = []) {
  const closed: true[] = [];
  const setup = renderWithProviders(<LinkRelativeDialog member={ada} open onClose={() => closed.push(true)} />, {
    mocks: [memberOptions, ...mocks] as never,
  });
  return { ...setup, closed, dialog: screen.getByRole('dialog', { name: 'Link to a relative' }) };
}

async function choose(user: ReturnType<typeof open>['user'], dialog: HTMLElement, relative: string, type: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Relative' }));
  await user.click(await screen.findByRole('option', { name: relative }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Relationship' }));
  await user.click(await screen.findByRole('option', { name: type }));
}

describe('LinkRelativeDialog', () => {
  it('offers the relationship types except "Other" and leaves out the member themselves', async () => {
    const { user, dialog } = open();

    await user.click(within(dialog).getByRole('combobox', { name: 'Relative' }));
    expect(await screen.findByRole('option', { name: 'Anne Milbanke' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(dialog).getByRole('combobox', { name: 'Relationship' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Parent', 'Child', 'Sibling', 'Spouse', 'Grandparent', 'Grandchild', 'Uncle', 'Aunt', 'Cousin']);
  });

  it('asks for a member and a type before sending anything', async () => {
    const sent: AddRelationshipMutationVariables[] = [];
    const { user, dialog, closed } = open([addMock(sent, { data: { addRelationship: [] } })]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Choose a member')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a relationship')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(closed).toHaveLength(0);
  });

  it('sends the selected member, the chosen relative and the type, and says so', async () => {
    const sent: AddRelationshipMutationVariables[] = [];
    const saved = {
      data: {
        addRelationship: [{ __typename: 'Relationship', id: 'r1', kind: 'parent', fromId: 'm-anne', toId: 'm-ada', partnerKind: null }],
      },
    };
    const { user, dialog, closed } = open([addMock(sent, saved)]);

    await choose(user, dialog, 'Anne Milbanke', 'Child');
    expect(within(dialog).getByText("Ada Lovelace is Anne Milbanke's child.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Relationship saved')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { fromId: 'm-ada', toId: 'm-anne', type: 'child' } }]);
    expect(closed).toHaveLength(1);
  });

  it('shows what the server said in the dialog and stays open', async () => {
    const refused = {
      errors: [
        new GraphQLError('That would make someone their own ancestor.', {
          extensions: { code: 'BAD_USER_INPUT', fields: { type: 'This would create a loop in the ancestry' } },
        }),
      ],
    };
    const { user, dialog, closed } = open([addMock([], refused)]);

    await choose(user, dialog, 'William King', 'Parent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('That would make someone their own ancestor.')).toBeInTheDocument();
    expect(within(dialog).getByText('This would create a loop in the ancestry')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Relationship' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Relationship saved')).not.toBeInTheDocument();
    expect(closed).toHaveLength(0);
  });
});
