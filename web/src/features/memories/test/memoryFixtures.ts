import type { MemoryFieldsFragment, PhotoTagFieldsFragment } from '../../../gql/graphql';

/** A photo tag as the API answers it. */
export function photoTag(overrides: Partial<PhotoTagFieldsFragment> & { name?: string } = {}): PhotoTagFieldsFragment {
  const { name = 'Rosa Rivera', ...rest } = overrides;
  const id = rest.id ?? 't1';
  return {
    __typename: 'PhotoTag',
    id,
    box: { __typename: 'PhotoBox', x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
    member: { __typename: 'FamilyMember', id: `m-${id}`, fullName: name },
    taggedBy: { __typename: 'PublicUser', id: 'u1', displayName: 'Ana Rivera' },
    isVerified: false,
    viewerCanChange: true,
    ...rest,
  } as PhotoTagFieldsFragment;
}

/** A photo memory as the API answers it; the viewer uploaded it. */
export function memory(overrides: Partial<MemoryFieldsFragment> = {}): MemoryFieldsFragment {
  const tags = overrides.photoTags ?? [];
  return {
    __typename: 'Memory',
    id: 'mem1',
    title: 'At the beach',
    description: 'Grandma’s 80th birthday, the whole family by the sea.',
    kind: 'image',
    eventDate: '2024-07-14',
    createdAt: '2026-11-01T09:00:00.000Z',
    thumbnailUrl: '/files/mem1/thumb.webp',
    previewUrl: '/files/mem1/preview.webp',
    taggedCount: tags.length,
    file: { __typename: 'MediaFile', url: '/files/mem1', contentType: 'image/jpeg', size: 204800, width: 1600, height: 1200, durationSeconds: null },
    circle: { __typename: 'Circle', id: 'c1', name: 'Rivera cousins' },
    uploadedBy: { __typename: 'PublicUser', id: 'u1', displayName: 'Ana Rivera', firstName: 'Ana', lastName: 'Rivera', profileImageUrl: null },
    photoTags: tags,
    viewerCan: { __typename: 'MemoryPermissions', update: true, delete: true, tag: true },
    ...overrides,
  } as MemoryFieldsFragment;
}
