import { CircleMemberChoicesDocument } from '../circleQueries';
import type { Person } from './circleFixtures';

/** The viewer's connections, as the member pickers ask for them. */
export const connectionsMock = (people: Person[]) => ({
  request: { query: CircleMemberChoicesDocument },
  result: {
    data: {
      connections: people.map((user) => ({ __typename: 'Connection' as const, user })),
    },
  },
});
