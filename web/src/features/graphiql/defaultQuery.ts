export const defaultQuery = `# Welcome to the Kinfolk API sandbox.
#
# Requests run as the user signed in to Kinfolk
# in this browser. Scripts and other apps use a
# personal access token instead (create one on
# your profile page), sent as the header
#
#   Authorization: Bearer <token>
#
# The documentation explorer on the left lists
# every type and field.

query WhoAmI {
  me {
    id
    displayName
    email
    isOnboarded
  }
  familyStats {
    memberCount
    daysSinceJoined
  }
}
`;
