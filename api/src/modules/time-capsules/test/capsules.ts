import type { Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';

// What the time capsules' tests share: the documents, and making, sealing and opening a capsule.

/** Every field of a capsule, as a recipient's page or an integrator would ask for it. */
export const CAPSULE_FIELDS = `id status opensAt timeZone sealedAt openedAt createdAt title message
  from { id displayName } attachments { id kind file { url contentType size } } recipientKind recipients { id } circleId treeId
  viewerCan { readContent update seal cancel }`;
export const CREATE = `mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { ${CAPSULE_FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $i: TimeCapsuleInput!) { updateTimeCapsule(id: $id, input: $i) { ${CAPSULE_FIELDS} } }`;
export const SEAL = `mutation($id: ID!) { sealTimeCapsule(id: $id) { ${CAPSULE_FIELDS} } }`;
export const CANCEL = `mutation($id: ID!) { cancelTimeCapsule(id: $id) { id status } }`;
export const ADD_FILE = `mutation($id: ID!, $file: Upload!) { addTimeCapsuleAttachment(id: $id, file: $file) { id attachments { id kind file { url contentType } } } }`;
export const REMOVE_FILE = `mutation($id: ID!) { removeTimeCapsuleAttachment(id: $id) { id } }`;
export const ONE = `query($id: ID!) { timeCapsule(id: $id) { ${CAPSULE_FIELDS} } }`;
export const FOR_ME = `query($after: String, $first: Int) { timeCapsulesForMe(after: $after, first: $first) { nodes { ${CAPSULE_FIELDS} } endCursor hasMore } }`;
export const SENT = `query($after: String, $first: Int) { sentTimeCapsules(after: $after, first: $first) { nodes { ${CAPSULE_FIELDS} } endCursor hasMore } }`;

/** A page of one of the lists, as the API answers it. */
export interface CapsulePage {
  nodes: CapsuleAnswer[];
  endCursor: string | null;
  hasMore: boolean;
}

export interface CapsuleAnswer {
  id: string;
  status: string;
  opensAt: string;
  title: string | null;
  message: string | null;
  from: { id: string } | null;
  attachments: { id: string; kind: string; file: { url: string } }[] | null;
  recipients: { id: string }[] | null;
  recipientKind: string | null;
  viewerCan: { readContent: boolean; update: boolean; seal: boolean; cancel: boolean };
}

/** A moment `minutes` from now, as the API takes it. */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A draft made by `creator`. */
export async function draft(creator: Person, input: Record<string, unknown>): Promise<CapsuleAnswer> {
  return (await must<{ createTimeCapsule: CapsuleAnswer }>(creator.client, CREATE, { i: { opensAt: inMinutes(10), timeZone: 'Europe/Madrid', ...input } })).createTimeCapsule;
}

/** Puts a file in a draft; answers the raw GraphQL body. */
export function attach(creator: Person, id: string, file: { bytes: Buffer; name: string }) {
  return creator.client.gqlUpload<{ addTimeCapsuleAttachment: { attachments: { id: string; file: { url: string } }[] } }>(ADD_FILE, { id, file: null }, {
    'variables.file': { blob: new Blob([new Uint8Array(file.bytes)]), name: file.name },
  });
}

export async function seal(creator: Person, id: string): Promise<CapsuleAnswer> {
  return (await must<{ sealTimeCapsule: CapsuleAnswer }>(creator.client, SEAL, { id })).sealTimeCapsule;
}
