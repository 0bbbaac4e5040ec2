import { graphql } from '../../../gql';

/** The viewer's trees for the switcher, the one opened last first. */
export const TreesDocument = graphql(`
  query Trees {
    trees {
      id
      name
      viewerRole
    }
  }
`);

/** One tree with who has access to it, for the header and the Share dialog. */
export const TreeDetailsDocument = graphql(`
  query TreeDetails($id: ID!) {
    tree(id: $id) {
      id
      name
      viewerRole
      livingYears
      showLivingDetails
      viewerBranch {
        kind
        rootName
        steps
      }
      viewerCan {
        edit
        share
        configure
        delete
        leave
      }
      access {
        id
        role
        status
        branch {
          kind
          rootId
          rootName
          steps
        }
        user {
          id
          displayName
          profileImageUrl
        }
        viewerCan {
          change
        }
      }
    }
  }
`);

export const ShareCandidatesDocument = graphql(`
  query ShareCandidates {
    connections {
      user {
        id
        displayName
      }
    }
  }
`);

export const OpenTreeDocument = graphql(`
  mutation OpenTree($id: ID!) {
    openTree(id: $id) {
      id
    }
  }
`);

export const CreateTreeDocument = graphql(`
  mutation CreateTree($name: String!) {
    createTree(input: { name: $name }) {
      id
      name
    }
  }
`);

export const InviteToTreeDocument = graphql(`
  mutation InviteToTree($input: InviteToTreeInput!) {
    inviteToTree(input: $input) {
      id
    }
  }
`);

export const ChangeTreeAccessDocument = graphql(`
  mutation ChangeTreeAccess($id: ID!, $input: ChangeTreeAccessInput!) {
    changeTreeAccess(id: $id, input: $input) {
      id
      role
      branch {
        kind
        rootId
        rootName
        steps
      }
    }
  }
`);

export const RemoveTreeAccessDocument = graphql(`
  mutation RemoveTreeAccess($id: ID!) {
    removeTreeAccess(id: $id)
  }
`);

export const UpdateTreeDocument = graphql(`
  mutation UpdateTree($id: ID!, $input: UpdateTreeInput!) {
    updateTree(id: $id, input: $input) {
      id
      name
      livingYears
      showLivingDetails
    }
  }
`);

export const LeaveTreeDocument = graphql(`
  mutation LeaveTree($treeId: ID!) {
    leaveTree(treeId: $treeId)
  }
`);
