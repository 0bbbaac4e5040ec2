// What modules above trees use of its commands: sharing a tree and its lifecycle. Kept apart from
// ../index.ts because these build on modules (connections, notifications, people) that themselves
// read trees.
export { transferTreeOwnership } from './sharing.command.ts';
export { deleteTreeOfLeavingOwner } from './tree-lifecycle.command.ts';
