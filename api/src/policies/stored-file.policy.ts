import type { User } from '../modules/users/user.entity.ts';
import type { StoredFile } from '../modules/files/stored-file.entity.ts';

export const storedFilePolicy = {
  // Profile photos appear wherever a user is shown to other signed-in users (search, connections);
  // photos of tree members are the tree owner's alone.
  read: (viewer: User, file: StoredFile) => file.owner.id === viewer.id || file.purpose === 'avatar',
};
