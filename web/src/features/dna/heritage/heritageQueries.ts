import { graphql } from '../../../gql';

/** Where the viewer's ancestors were born, generation by generation, at one level of place. */
export const HeritageDocument = graphql(`
  query Heritage($level: HeritageLevel!) {
    heritage(level: $level) {
      person {
        id
        fullName
        isSelf
      }
      generations {
        generation
        expected
        known
        withPlace
        places {
          name
          count
          share
        }
      }
    }
  }
`);
