import type { UserRole } from '../users/user.entity.ts';

/** The schema's name for a stored role. */
export const presentRole = (role: UserRole) => (role === 'admin' ? 'ADMINISTRATOR' : 'MEMBER') as 'ADMINISTRATOR' | 'MEMBER';
