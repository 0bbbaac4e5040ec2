import { dataOf, gql, type Case, type Verdict } from './judge.ts';
import { storyAboutOtto } from './story-cases.ts';
import { describePerson, EVERYONE, sees, TRIED_PEOPLE, type TreePerson, type Who, type World } from './world.ts';

// Searching for the tree's people: each user finds the people they see and nobody else, and of a
// living person the viewer Cleo learns no dates (nor sees a photo) from a result's line.

type Found = { id: string; title: string; subtitle: string | null; imageUrl: string | null };
const SEARCH = 'query($q: String!) { search(query: $q, first: 20) { people { id title subtitle imageUrl link } stories { id title } } }';

/** The people a search shows, against those it must find: someone unseen, or a living person's dates for Cleo, is a leak. */
function judgeFound(world: World, who: Who, found: Found[], mustFind: TreePerson[]): Partial<Verdict> {
  const leaks: string[] = [];
  const wrong: string[] = [];
  for (const result of found) {
    const p = Object.values(world.people).find((x) => x.id === result.id);
    if (!p) continue;
    if (!sees(who, p)) leaks.push(`finds ${p.key}, whom the user does not see`);
    else if (who === 'cleo' && p.living && (result.subtitle?.includes(p.born.slice(0, 4)) || result.imageUrl)) leaks.push(`shows ${p.key}'s dates or photo to a viewer: ${result.subtitle ?? ''} ${result.imageUrl ?? ''}`);
  }
  for (const p of mustFind.filter((x) => sees(who, x))) if (!found.some((r) => r.id === p.id)) wrong.push(`does not find ${p.key}`);
  return { leaks, wrong };
}

export function searchCases(world: World): Case[] {
  const aboutOtto = storyAboutOtto(world);
  const cases: Case[] = [];
  // Ada's own person bears her account's surname, not the tree's.
  const everyone = Object.values(world.people).filter((p) => p.key !== 'ada');
  const surname = `Byron${world.tag}`;
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    for (const p of [...TRIED_PEOPLE.map((key) => world.people[key]), world.people.theo]) {
      cases.push({
        covers: 'Query.search',
        who,
        object: `people named like ${describePerson(p)}`,
        expected: 'OK',
        attempt: () => gql(client, SEARCH, { q: p.firstName }),
        inspect: (answer) => (answer.outcome === 'OK' ? judgeFound(world, who, dataOf<{ people: Found[] }>(answer, 'search').people, [p]) : {}),
      });
    }
    cases.push(
      {
        covers: 'Query.search',
        who,
        object: "everyone with the tree's surname",
        expected: 'OK',
        attempt: () => gql(client, SEARCH, { q: surname }),
        inspect: (answer) => (answer.outcome === 'OK' ? judgeFound(world, who, dataOf<{ people: Found[] }>(answer, 'search').people, everyone) : {}),
      },
      {
        covers: 'Query.search',
        who,
        object: "Cleo's story about otto (outside Ben's branch)",
        expected: 'OK',
        attempt: () => gql(client, SEARCH, { q: aboutOtto }),
        inspect: (answer): Partial<Verdict> => {
          if (answer.outcome !== 'OK') return {};
          const found = dataOf<{ stories: Found[] }>(answer, 'search').stories.some((s) => s.title === aboutOtto);
          // Cleo wrote it; anyone else reads it through the tree, by seeing Otto.
          const reads = who === 'cleo' || sees(who, world.people.otto);
          return found === reads ? {} : found ? { leaks: ['finds a story about someone the user does not see'] } : { wrong: ['does not find the story'] };
        },
      },
    );
  }
  return cases;
}
