// What a person is, as every part of the app words it: the genders a person or a profile may have,
// and how a person's full name is written. Pure TypeScript that the api and the web both run.

/** The genders a person in a tree or a user's profile may have. */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** A person's full name as shown everywhere: first and last name, without stray spaces. */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
