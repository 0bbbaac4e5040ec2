import { dataOf, gql, type Answer, type Case, type Verdict } from './judge.ts';
import { reading } from './rules.ts';
import { describePerson, EVERYONE, sees, TRIED_PEOPLE, type PersonKey, type TreePerson, type Who, type World } from './world.ts';

// Heritage: where a person's ancestors were born. Each person of the tree is given a birth place for
// these cases (and none again after each). A user asks about a person they see, or about their own
// person by naming nobody: the ancestors counted are those they see (Ben's walk stops at his branch's
// edge, so Mara's mother Greta is never among his), a living ancestor's place is withheld from Cleo
// yet the ancestor still counts, and a person the user does not see is NOT_FOUND. No answer holds the
// place of anyone the user may not see, nor a living person's place to Cleo.

const FIELDS = 'person { id firstName } generations { generation expected known withPlace places { name count share } }';
const QUERY = `query($m: ID, $level: HeritageLevel) { heritage(memberId: $m, level: $level) { ${FIELDS} } }`;

interface Told {
  person: { id: string };
  generations: { generation: number; expected: number; known: number; withPlace: number; places: { name: string; count: number; share: number }[] }[];
}

/** A person's birth place for these cases, tagged so that finding it in an answer means the answer holds it. */
const placeOf = (world: World, p: TreePerson) => `${p.key[0].toUpperCase()}${p.key.slice(1)}ton ${world.tag}, Galicia, España`;

/** Whether the user may read this person's birth place: they see the person, and Cleo no living person's details. */
const placeShown = (who: Who, p: TreePerson) => sees(who, p) && !(who === 'cleo' && p.living);

/** The birth parents of a person in the world: its parent edges (partnerships have a date). */
const parentsOf = (world: World, key: PersonKey) => world.edges.filter((e) => !e.since && e.to === key).map((e) => world.people[e.from]);

/** What the user should be told of a person's heritage, at the place level: each generation's known ancestors, those with a place, and the places. */
function expectedHeritage(world: World, who: Who, key: PersonKey): string[] {
  const lines: string[] = [];
  let generation = [world.people[key]];
  for (let n = 1; n <= 8; n++) {
    generation = [...new Set(generation.flatMap((p) => parentsOf(world, p.key)).filter((p) => sees(who, p)))];
    if (!generation.length) break;
    const places = generation.filter((p) => placeShown(who, p)).map((p) => placeOf(world, p)).sort();
    lines.push(`${n}: ${generation.length} known, ${places.length} with a place: ${places.join(' | ')}`);
  }
  return lines;
}

/** The same, as the answer says it. */
const toldHeritage = (told: Told) =>
  told.generations.map((g) => `${g.generation}: ${g.known} known, ${g.withPlace} with a place: ${g.places.map((p) => p.name).sort().join(' | ')}`);

/** The places an answer may not hold: of the people the user does not see, and of living people to Cleo. */
function hiddenPlaces(world: World, who: Who, answer: Answer): Partial<Verdict> {
  return { leaks: Object.values(world.people).filter((p) => !placeShown(who, p) && answer.text.includes(placeOf(world, p))).map((p) => `shows where ${p.key} was born`) };
}

/** The shares and counts agree with one another: each place's share is its count of 2^generation. */
function consistent(told: Told): string[] {
  return told.generations.flatMap((g) => [
    ...(g.expected !== 2 ** g.generation ? [`generation ${g.generation} expects ${g.expected}`] : []),
    ...g.places.filter((p) => p.share !== p.count / g.expected).map((p) => `${p.name}: share ${p.share} for ${p.count} of ${g.expected}`),
  ]);
}

export function heritageCases(world: World): Case[] {
  const em = () => world.app.orm.em.fork();
  const places = JSON.stringify(Object.fromEntries(Object.values(world.people).map((p) => [p.id, placeOf(world, p)])));
  const ids = JSON.stringify(Object.values(world.people).map((p) => p.id));
  /** Gives every person of the tree their birth place, then none again: the world's people have none. */
  const prepare = async () => {
    await em().execute('update family_members m set birth_place = p.value from jsonb_each_text(?::jsonb) p where m.id = p.key::uuid', [places]);
    return {};
  };
  const cleanup = async () => void (await em().execute('update family_members set birth_place = null where id in (select value::uuid from jsonb_array_elements_text(?::jsonb))', [ids]));

  const cases: Case[] = [];
  for (const who of EVERYONE) {
    const client = world.users[who].client;
    for (const key of ['ada', 'nico', ...TRIED_PEOPLE] as PersonKey[]) {
      const p = world.people[key];
      cases.push({
        covers: 'Query.heritage',
        who,
        object: `the birth places of the ancestors of ${describePerson(p)}`,
        expected: reading(who, p),
        prepare,
        attempt: () => gql(client, QUERY, { m: p.id, level: 'place' }),
        inspect: (answer) => {
          if (answer.outcome !== 'OK') return hiddenPlaces(world, who, answer);
          const told = dataOf<Told>(answer, 'heritage');
          const wrong = [...consistent(told), ...(told.person.id === p.id ? [] : [`answers for ${told.person.id}`])];
          const expected = expectedHeritage(world, who, key);
          const got = toldHeritage(told);
          if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push(`told ${JSON.stringify(got)} instead of ${JSON.stringify(expected)}`);
          return { leaks: hiddenPlaces(world, who, answer).leaks, wrong };
        },
        cleanup,
      });
    }
    cases.push({
      covers: 'Query.heritage',
      who,
      object: 'the birth places of the ancestors of their own person (naming nobody)',
      expected: 'OK',
      prepare,
      attempt: () => gql(client, QUERY, { level: 'place' }),
      inspect: (answer) => {
        const told = dataOf<Told | null>(answer, 'heritage');
        const own = world.users[who].selfMemberId;
        if (!told) return { wrong: ['no heritage for a user who has their own person'] };
        // Ada is her own person in her tree; everyone else is theirs in their own tree, with no ancestors.
        const expected = who === 'ada' ? expectedHeritage(world, who, 'ada') : [];
        const got = toldHeritage(told);
        return {
          leaks: hiddenPlaces(world, who, answer).leaks,
          wrong: [...(told.person.id === own ? [] : [`answers for ${told.person.id}, not their own person`]), ...(JSON.stringify(got) === JSON.stringify(expected) ? [] : [`told ${JSON.stringify(got)}`])],
        };
      },
      cleanup,
    });
  }
  return cases;
}
