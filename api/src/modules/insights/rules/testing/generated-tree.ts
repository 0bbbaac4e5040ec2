import { gedcomDate } from '../../../../../../shared/dates/index.ts';
import { MONTH_CODES, daysInMonth } from '../../../../../../shared/dates/calendar.ts';
import { gregorianToJdn, jdnToGregorian } from '../../../../../../shared/dates/julian-day.ts';
import { julianToJdn } from '../../../../../../shared/dates/julian.ts';
import type { Gender } from '../../../../../../shared/people/index.ts';
import type { ParentLink, PartnerLink, SnapshotPerson, TreeSnapshot } from '../tree-snapshot.ts';

// A made-up family tree that looks like the ones people build: lines that start with a couple born
// between 1650 and 1850 and go down to today, children named from their era's names or after their
// parents, partners who marry in with their own surname, families that stay in a place and
// sometimes move, dates written as records give them (a day, a month, a year, "about", "between",
// Julian dates before 1752, a death not known), and some people entered twice: the copy's name
// spelt another way, its dates off by a year or written "about", linked to the same parents (now and
// then one of them missing) or the same partner, or to no one. Everything comes from the seed.

/** What to make: `people` in all, `duplicates` of them second copies of others. */
export interface GeneratedTreeOptions {
  people: number;
  duplicates: number;
  seed?: number;
  /** ISO day; 2025-06-15 unless said. */
  today?: string;
}

/** The tree, and which copies were planted: [original id, copy id]. */
export interface GeneratedTree {
  snapshot: TreeSnapshot;
  planted: [string, string][];
}

/** A small fast generator of numbers in [0, 1) from a seed (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The names and places of one of the family's origins, its favourite names first. */
interface Culture {
  weight: number;
  female: string[];
  male: string[];
  surnames: string[];
  places: string[];
}

const words = (text: string) => text.trim().split(/\s+/);
const ENGLISH_SYLLABLES = [words('Ash Bar Black Brad Brook Cal Cars Chat Dal Dun Ed Fair Gar Glen Hal Hart Hol Kel Lang Mar Mel Nor Oak Pem Ral Red Roth Sel Stan Thorn Vel Wal West Win Yar Bel Cor Dor Fen Gil'), words('ford ton well by wick ham ley more stead den field worth croft bury combe hurst dale mont ridge shaw brook land win dell kin son er ing man')];

const CULTURES: Culture[] = [
  {
    weight: 40,
    female: words('Mary Elizabeth Anne Sarah Jane Alice Agnes Martha Hannah Rebecca Esther Ruth Abigail Grace Dorothy Charlotte Emily Emma Harriet Louisa Florence Edith Ada Ethel Mabel Gladys Doris Irene Mildred Evelyn Marjorie Joyce Shirley Barbara Patricia Judith Linda Sandra Deborah Karen Julie Nicola Laura Sophie Chloe Olivia Amelia'),
    male: words('John William Thomas James Richard Robert Henry George Edward Charles Joseph Samuel Benjamin Daniel David Matthew Nicholas Walter Hugh Roger Ralph Edmund Arthur Albert Alfred Frederick Harold Ernest Herbert Percy Stanley Leonard Sidney Cecil Kenneth Ronald Donald Raymond Dennis Brian Keith Colin Gary Stephen Paul Mark Simon Neil Darren Jason Adam Oliver Noah Leo Oscar Archie Theo'),
    surnames: [
      ...words('Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans Walker White Roberts Green Hall Wood Jackson Clarke Hughes Edwards Turner Hill Moore Cooper Ward Morris King Watson Harris Baker Harrison Morgan Young Allen Mitchell Anderson Bell Parker Davis Miller Cook Shaw Richardson Collins Bennett'),
      ...ENGLISH_SYLLABLES[0].flatMap((start) => ENGLISH_SYLLABLES[1].map((end) => start + end)),
    ],
    places: words('Ashford Bexley Elmstead Harrowgate Marston Northwick Oakham Penrith Redhill Stanmore Thornbury Upton Westfield Yarmouth').flatMap((town, i) => [`${town}, ${['Kent', 'Yorkshire', 'Devon', 'Norfolk'][i % 4]}`, `${town}, ${['Ontario', 'Victoria', 'Massachusetts'][i % 3]}`]),
  },
  {
    weight: 12,
    female: words('Mary Bridget Margaret Catherine Ellen Honora Johanna Julia Kathleen Nora Eileen Maureen Siobhan Brigid Maeve Aoife Niamh Sinead Roisin Orla Deirdre Grainne'),
    male: words('Patrick Michael John Denis Timothy Daniel Cornelius Jeremiah Thomas Bartholomew Eugene Seamus Cormac Brendan Kieran Declan Ciaran Padraig Eoin Fergus Liam Conor Donal'),
    surnames: words("Murphy Kelly O'Sullivan Walsh O'Brien Byrne Ryan O'Connor O'Neill O'Reilly Doyle McCarthy Gallagher O'Doherty Kennedy Lynch Murray Quinn Moore McLoughlin O'Carroll Connolly Daly O'Connell Fitzgerald Brennan Burke Collins Power Donnelly Hegarty Keane Sheehan Fahy Dunne Whelan"),
    places: words('Carrick Dunmore Kilmore Ballina Clonmel Tralee Kinsale Bantry').flatMap((town, i) => [`${town}, ${['Cork', 'Galway', 'Kerry', 'Mayo'][i % 4]}`]),
  },
  {
    weight: 18,
    female: words('María Josefa Francisca Antonia Dolores Carmen Pilar Teresa Rosa Concepción Isabel Juana Manuela Ana Ramona Catalina Lucía Inés Mercedes Encarnación Remedios Asunción Rocío Montserrat Cristina Beatriz Elena Paula Alba'),
    male: words('José Antonio Manuel Francisco Juan Pedro Miguel Ramón Andrés Joaquín Ignacio Tomás Vicente Rafael Luis Agustín Fernando Mariano Julián Gregorio Santiago Jesús Alfonso Enrique Javier Sergio Pablo Alejandro Hugo Mateo'),
    surnames: words('García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco Molina Morales Suárez Ortega Delgado Castro Ortiz Rubio Marín Sanz Núñez Iglesias Medina Garrido Cortés Castillo Santos Lozano Guerrero Cano Prieto Méndez Cruz Calvo Gallego Vidal León Márquez Herrera Peña Flores Cabrera Campos Vega Fuentes Carrasco Diez Caballero Reyes Nieto Aguilar Pascual Santana Herrero Lorenzo Montero Hidalgo Giménez Ibáñez Ferrer Durán Santiago Benítez Mora Vicente Vargas Arias Carmona Crespo Román Pastor Soto Sáez Velasco Moya Soler Parra Esteban Bravo Gallardo Rojas'),
    places: words('Aldeanueva Villaverde Castrojeriz Peñafiel Almodóvar Torrelaguna Valdemoro Cañete Medinaceli Trujillo').flatMap((town, i) => [`${town}, ${['Castilla', 'Andalucía', 'Aragón', 'Extremadura'][i % 4]}`]),
  },
  {
    weight: 10,
    female: words('Giulia Francesca Chiara Anna Giovanna Rosa Angela Teresa Lucia Caterina Maddalena Assunta Carmela Concetta Filomena Giuseppina Antonietta Vincenza Elisabetta Sofia Aurora Ginevra'),
    male: words('Giuseppe Giovanni Antonio Francesco Luigi Salvatore Domenico Vincenzo Pietro Angelo Carmine Raffaele Gaetano Nicola Michele Pasquale Rocco Sebastiano Lorenzo Matteo Leonardo Alessandro'),
    surnames: words('Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti DeLuca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Martinelli Vitale Lombardo Serra Coppola DeSantis Marchetti Parisi'),
    places: words('Montalto Castelnuovo Roccasecca Sant Agata Vallecorsa Pontelandolfo').map((town, i) => `${town}, ${['Toscana', 'Campania', 'Calabria'][i % 3]}`),
  },
  {
    weight: 12,
    female: words('Anna Maria Elisabeth Margarethe Katharina Barbara Magdalena Gertrud Hedwig Frieda Martha Emma Bertha Wilhelmina Johanna Luise Auguste Elfriede Ursula Ingeborg Helga Renate Sabine Petra Heike Jana Lena'),
    male: words('Johann Heinrich Friedrich Wilhelm Karl Georg Hermann Ernst Otto Paul Gustav Ludwig August Franz Josef Walter Kurt Werner Helmut Günter Dieter Klaus Jürgen Uwe Frank Jens Lukas Felix'),
    surnames: words('Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz Möller Weiß Jung Hahn Vogel Friedrich'),
    places: words('Lindholm Altdorf Neustadt Rothenbach Steinfeld Waldkirch Oberhausen').map((town, i) => `${town}, ${['Bayern', 'Hessen', 'Sachsen'][i % 3]}`),
  },
  {
    weight: 8,
    female: words('Anna Kristina Maria Ingrid Karin Birgitta Margareta Elsa Astrid Greta Sigrid Ebba Hilda Signe Britt Ulla Solveig Linnea Freja Maja'),
    male: words('Lars Anders Johan Erik Karl Nils Per Olof Sven Gustaf Axel Gunnar Bengt Stig Leif Mats Magnus Henrik Oskar Elias'),
    surnames: words('Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson Jonsson Jansson Hansson Bengtsson Lindberg Lindqvist Lindgren Berg Axelsson Bergström Lundberg Lind Lundgren Mattsson Berglund Fredriksson Sandberg Henriksson Forsberg'),
    places: words('Falun Mora Ystad Kalmar Visby Umeå').map((town, i) => `${town}, ${['Dalarna', 'Skåne', 'Gotland'][i % 3]}`),
  },
];

/** Picks one of a list, the first ones more often (a Zipf-like weight 1/(rank + 5)). */
function zipfPicker<T>(items: readonly T[]): (random: () => number) => T {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((_, i) => cumulative.push((total += 1 / (i + 5))));
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return items[low];
  };
}

interface Day {
  year: number;
  month: number;
  day: number;
}

/** A person as made, before their dates are written down. */
interface Made {
  id: string;
  first: string;
  last: string;
  gender: Gender | null;
  born: Day;
  died: Day | null;
  place: string | null;
  father: string | null;
  mother: string | null;
  culture: Culture;
}

const dayFromNumber = (jdn: number): Day => jdnToGregorian(jdn);
const numberOf = (d: Day) => gregorianToJdn(d.year, d.month, d.day);
const gedcomDay = (d: Day) => `${d.day} ${MONTH_CODES[d.month - 1]} ${d.year}`;

/** The same day in the Julian calendar, as GEDCOM writes it; null when it cannot be found simply. */
function julianText(d: Day): string | null {
  const jdn = numberOf(d);
  const offset = d.year < 1700 || (d.year === 1700 && d.month < 3) ? 10 : 11;
  const guess = dayFromNumber(jdn - offset);
  return julianToJdn(guess.year, guess.month, guess.day) === jdn ? `@#DJULIAN@ ${gedcomDay(guess)}` : null;
}

/** Generates the tree (see the top of this file). */
export function generatedTree(options: GeneratedTreeOptions): GeneratedTree {
  const random = randomFrom(options.seed ?? 1);
  const today = options.today ?? '2025-06-15';
  const todayNumber = gregorianToJdn(Number(today.slice(0, 4)), Number(today.slice(5, 7)), Number(today.slice(8, 10)));
  const todayYear = Number(today.slice(0, 4));
  const chance = (p: number) => random() < p;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const one = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

  const pickers = new Map(CULTURES.map((c) => [c, { surname: zipfPicker(c.surnames), place: zipfPicker(c.places) }]));
  const totalWeight = CULTURES.reduce((sum, c) => sum + c.weight, 0);
  const someCulture = () => {
    let roll = random() * totalWeight;
    return CULTURES.find((c) => (roll -= c.weight) < 0) ?? CULTURES[0];
  };
  const surname = (c: Culture) => pickers.get(c)!.surname(random);
  const place = (c: Culture) => pickers.get(c)!.place(random);
  // Each era has its own favourite names: the lists are read from a point that moves with time.
  const nameIn = (c: Culture, gender: Gender | null, year: number) => {
    const names = gender === 'female' ? c.female : c.male;
    const shift = Math.floor((year - 1600) / 40) * 5;
    return names[(shift + Math.floor(names.length * random() ** 2.2)) % names.length];
  };

  const target = options.people - options.duplicates;
  const made: Made[] = [];
  const partners: { a: Made; b: Made; married: Day | null; kind: PartnerLink['kind'] }[] = [];
  const newPerson = (fields: Omit<Made, 'id'>): Made => {
    const person = { id: `p${String(made.length + 1).padStart(6, '0')}`, ...fields };
    made.push(person);
    return person;
  };
  const dayAround = (year: number): Day => {
    const month = between(1, 12);
    return { year, month, day: between(1, daysInMonth(year, month)) };
  };
  const deathFor = (born: Day): Day | null => {
    const age = chance(0.12) ? between(0, 4) : 35 + Math.round(65 * ((random() + random() + random()) / 3) + random() * 8);
    const died = dayFromNumber(numberOf(born) + Math.round(age * 365.25) + between(0, 364));
    return numberOf(died) > todayNumber ? null : died;
  };
  const spouseFor = (person: Made): Omit<Made, 'id'> => {
    const year = person.born.year + between(-6, 6);
    const gender: Gender = person.gender === 'male' ? 'female' : 'male';
    const culture = chance(0.8) ? person.culture : someCulture();
    const born = dayAround(year);
    return { first: nameIn(culture, gender, year), last: surname(culture), gender, born, died: deathFor(born), place: chance(0.8) ? place(culture) : null, father: null, mother: null, culture };
  };

  type Couple = { father: Made; mother: Made; married: Day; home: string | null };
  const aliveOn = (p: Made, n: number) => numberOf(p.born) <= n && (!p.died || numberOf(p.died) >= n);
  while (made.length < target) {
    // A new line: a couple born between 1650 and 1850, and all their descendants down to today.
    const founderYear = between(1650, 1850);
    const bornF = dayAround(founderYear);
    const culture = someCulture();
    const founder = newPerson({ first: nameIn(culture, 'male', founderYear), last: surname(culture), gender: 'male', born: bornF, died: deathFor(bornF), place: place(culture), father: null, mother: null, culture });
    const queue: Couple[] = [];
    const marry = (person: Made): Couple | null => {
      const fields = spouseFor(person);
      // Married when the younger of the two was 18 to 30.
      const younger = Math.max(numberOf(fields.born), numberOf(person.born));
      const married = dayFromNumber(younger + between(18, 30) * 365 + between(0, 364));
      const n = numberOf(married);
      const livesOn = (p: Omit<Made, 'id'>) => numberOf(p.born) <= n && (!p.died || numberOf(p.died) >= n);
      if (n > todayNumber || !livesOn(person) || !livesOn(fields)) return null;
      const spouse = newPerson(fields);
      const [father, mother] = person.gender === 'male' ? [person, spouse] : [spouse, person];
      partners.push({ a: father, b: mother, married, kind: chance(0.05) ? 'divorced' : 'married' });
      return { father, mother, married, home: chance(0.85) ? person.place : place(father.culture) };
    };
    const first = marry(founder);
    if (first) queue.push(first);
    while (queue.length > 0 && made.length < target) {
      const couple = queue.shift()!;
      const wanted = one([0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8]);
      let next = numberOf(couple.married) + between(280, 700);
      const given: string[] = [];
      for (let c = 0; c < wanted && made.length < target; c++) {
        const born = dayFromNumber(next);
        next += between(400, 1500);
        const motherAge = born.year - couple.mother.born.year;
        if (next > todayNumber || motherAge > 44 || !aliveOn(couple.mother, numberOf(born))) break;
        if (couple.father.died && numberOf(couple.father.died) + 270 < numberOf(born)) break;
        const gender: Gender | null = chance(0.003) ? null : chance(0.5) ? 'male' : 'female';
        const parent = gender === 'female' ? couple.mother : couple.father;
        // Named after the parent, or from the era's names; never like a brother's or sister's name.
        let first = chance(0.25) ? parent.first : nameIn(couple.father.culture, gender, born.year);
        for (let tries = 0; tries < 5 && given.some((name) => alikeNames(name, first)); tries++) first = nameIn(couple.father.culture, gender, born.year + 40 * tries);
        if (given.some((name) => alikeNames(name, first))) continue;
        given.push(first);
        const child = newPerson({ first, last: couple.father.last, gender, born, died: deathFor(born), place: couple.home, father: couple.father.id, mother: couple.mother.id, culture: couple.father.culture });
        const adultAt = numberOf(born) + 18 * 365;
        if (adultAt < todayNumber && (!child.died || numberOf(child.died) > adultAt + 2 * 365) && chance(0.6)) {
          const couple2 = marry(child);
          if (couple2) queue.push(couple2);
        }
      }
    }
  }
  made.length = Math.min(made.length, target);
  const kept = new Set(made.map((p) => p.id));

  // How records write the dates, older ones less often to the day.
  const written = (d: Day | null, kind: 'birth' | 'death' | 'marriage'): string | null => {
    if (!d) return null;
    const old = d.year < 1800;
    if (chance(kind === 'birth' ? (old ? 0.15 : d.year < 1900 ? 0.07 : 0.02) : old ? 0.3 : 0.1)) return null;
    const roll = random();
    if (roll < (d.year >= 1900 ? 0.82 : 0.6)) return (d.year < 1752 && chance(0.2) && julianText(d)) || gedcomDay(d);
    if (roll < 0.66) return `${MONTH_CODES[d.month - 1]} ${d.year}`;
    if (roll < 0.83) return String(d.year);
    if (roll < 0.92) return `ABT ${d.year}`;
    if (roll < 0.95) return `BET ${d.year - 1} AND ${d.year + 1}`;
    if (roll < 0.97) return `BEF ${d.year + 1}`;
    return `CAL ${d.year}`;
  };

  const people: SnapshotPerson[] = [];
  const personById = new Map<string, SnapshotPerson>();
  const birthText = new Map<string, string | null>();
  const livingYears = 110;
  const toPerson = (p: Made, texts: { birth: string | null; death: string | null; place: string | null; first: string; last: string }, knownDead: boolean): SnapshotPerson => {
    const birth = texts.birth ? gedcomDate(texts.birth) : null;
    const death = texts.death ? gedcomDate(texts.death) : null;
    // Of the dead whose death date is unknown, most are ticked as deceased.
    const markedDeceased = knownDead && (death !== null || chance(0.85));
    const cutoff = `${String(todayYear - livingYears).padStart(4, '0')}${today.slice(4)}`;
    const isLiving = !markedDeceased && !death && (!birth?.latest || birth.latest >= cutoff);
    return { id: p.id, firstName: texts.first, lastName: texts.last, gender: p.gender, birth, death, birthPlace: texts.place, markedDeceased, isLiving };
  };
  for (const p of made) {
    const birth = written(p.born, 'birth');
    birthText.set(p.id, birth);
    const placeText = p.place && chance(0.03) ? p.place.replace(',', '').toLowerCase() : p.place;
    const person = toPerson(p, { birth, death: written(p.died, 'death'), place: placeText, first: p.first, last: p.last }, p.died !== null);
    people.push(person);
    personById.set(p.id, person);
  }
  const parents: ParentLink[] = [];
  for (const p of made) {
    for (const parentId of [p.father, p.mother]) if (parentId && kept.has(parentId)) parents.push({ childId: p.id, parentId, pedigree: null });
  }
  const partnerLinks: PartnerLink[] = partners
    .filter(({ a, b }) => kept.has(a.id) && kept.has(b.id))
    .map(({ a, b, married, kind }) => ({ personA: a.id, personB: b.id, kind, marriage: (() => { const text = written(married, 'marriage'); return text ? gedcomDate(text) : null; })() }));

  // The planted copies.
  const parentsByChild = new Map<string, ParentLink[]>();
  for (const link of parents) parentsByChild.set(link.childId, [...(parentsByChild.get(link.childId) ?? []), link]);
  const partnershipsOf = new Map<string, PartnerLink[]>();
  for (const link of partnerLinks) for (const id of [link.personA, link.personB]) partnershipsOf.set(id, [...(partnershipsOf.get(id) ?? []), link]);
  const planted: [string, string][] = [];
  const chosen = new Set<string>();
  while (planted.length < options.duplicates && chosen.size < made.length) {
    const original = made[Math.floor(random() * made.length)];
    if (chosen.has(original.id)) continue;
    chosen.add(original.id);
    const copy: Made = { ...original, id: `p${String(made.length + planted.length + 1).padStart(6, '0')}` };
    const names = respelt(original.first, original.last, random);
    const birth = rewrittenBirth(original.born, birthText.get(original.id) ?? null, random);
    const originalPerson = personById.get(original.id)!;
    const death = chance(0.6) ? (originalPerson.death?.value ?? null) : chance(0.4) && original.died ? String(original.died.year) : null;
    const person = toPerson(copy, { birth, death, place: chance(0.7) ? originalPerson.birthPlace : null, first: names.first, last: names.last }, original.died !== null);
    people.push(person);
    const links = random();
    const parentLinks = parentsByChild.get(original.id) ?? [];
    const partnerOf = partnershipsOf.get(original.id) ?? [];
    // Most copies hang where the original does: under the same parents (now and then one of
    // them missing) or beside the same partner; one in ten is on its own.
    if (parentLinks.length > 0 && links < 0.85) {
      const dropOne = parentLinks.length > 1 && chance(0.3);
      parentLinks.slice(dropOne ? 1 : 0).forEach((l) => parents.push({ childId: copy.id, parentId: l.parentId, pedigree: null }));
    } else if (partnerOf.length > 0 && links < 0.9) {
      const link = partnerOf[0];
      const other = link.personA === original.id ? link.personB : link.personA;
      partnerLinks.push({ personA: copy.id, personB: other, kind: link.kind, marriage: chance(0.5) ? link.marriage : null });
    }
    planted.push([original.id, copy.id]);
  }
  return { snapshot: { today, people, parents, partners: partnerLinks }, planted };
}

/** First names written another way in records: short forms, other languages, other spellings. */
const OTHER_FORMS: Record<string, string[]> = {
  William: ['Wm', 'Bill', 'Wilhelm', 'Will'],
  John: ['Johann', 'Jno', 'Jack', 'Jon'],
  Elizabeth: ['Elisabeth', 'Eliza', 'Betty', 'Elizabth'],
  Catherine: ['Katherine', 'Kathryn', 'Catharine', 'Kate'],
  Margaret: ['Margarete', 'Peggy', 'Margret'],
  Mary: ['Maria', 'Marie', 'Polly'],
  Thomas: ['Tomas', 'Tom'],
  Henry: ['Harry', 'Heinrich', 'Henri'],
  Joseph: ['Josef', 'José', 'Joe'],
  Frederick: ['Friedrich', 'Fred', 'Frederic'],
  Francis: ['Frank', 'Francisco'],
  Anne: ['Ann', 'Anna', 'Annie'],
  Sarah: ['Sara', 'Sally'],
  Richard: ['Ricardo', 'Dick'],
  Robert: ['Bob', 'Robt'],
  James: ['Jas', 'Jim', 'Jamie'],
  Charles: ['Carl', 'Chas', 'Karl'],
  Edward: ['Eduard', 'Ted', 'Edwd'],
  Helen: ['Helena', 'Ellen'],
  Susanna: ['Susannah', 'Susan'],
  George: ['Georg', 'Jürgen', 'Jorge'],
  Johann: ['Johannes', 'Hans', 'Jan'],
  Margarethe: ['Margarete', 'Greta', 'Gretchen'],
};

/** Names parents would not give two of their children: the same, beginning alike, or forms of one name. */
function alikeNames(a: string, b: string): boolean {
  if (a.slice(0, 3) === b.slice(0, 3)) return true;
  return Object.entries(OTHER_FORMS).some(([name, forms]) => [name, ...forms].includes(a) && [name, ...forms].includes(b));
}

/** A name spelt as a second record might spell it. */
function respelt(first: string, last: string, random: () => number): { first: string; last: string } {
  const roll = random();
  if (roll < 0.35) return { first, last };
  if (roll < 0.5 && OTHER_FORMS[first]) {
    const forms = OTHER_FORMS[first];
    return { first: forms[Math.floor(random() * forms.length)], last };
  }
  if (roll < 0.6) {
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
    return random() < 0.5 ? { first: plain(first), last: plain(last).toUpperCase() } : { first: first.toLowerCase(), last: plain(last) };
  }
  if (roll < 0.75) return { first, last: surnameVariant(last, random) };
  return random() < 0.5 ? { first: typo(first, random), last } : { first, last: typo(last, random) };
}

/** A surname as another clerk spelt it: y for i, a letter doubled or not, an -s more or less. */
function surnameVariant(last: string, random: () => number): string {
  const variants = [
    last.replace(/i/, 'y'),
    last.replace(/y/, 'i'),
    last.replace(/(.)\1/, '$1'),
    last.replace(/([lnrt])/, '$1$1'),
    last.endsWith('s') ? last.slice(0, -1) : `${last}s`,
    last.replace(/^Mac/, 'Mc').replace(/^Mc(?!a)/, 'Mac'),
    last.replace(/ie$/, 'y').replace(/ey$/, 'ie'),
  ].filter((v) => v !== last);
  return variants.length ? variants[Math.floor(random() * variants.length)] : typo(last, random);
}

/** One slip of the pen after the first letter: two letters swapped, one left out, doubled or changed. */
function typo(name: string, random: () => number): string {
  if (name.length < 4) return name + name[name.length - 1];
  const at = 1 + Math.floor(random() * (name.length - 2));
  const roll = random();
  if (roll < 0.3) return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
  if (roll < 0.55) return name.slice(0, at) + name.slice(at + 1);
  if (roll < 0.8) return name.slice(0, at) + name[at] + name.slice(at);
  const vowels = 'aeiou';
  const swap = vowels.includes(name[at]) ? vowels[(vowels.indexOf(name[at]) + 1 + Math.floor(random() * 4)) % 5] : 'e';
  return name.slice(0, at) + swap + name.slice(at + 1);
}

/** A birth as the second record gives it: the same, a year off, "about", the year alone, or none. */
function rewrittenBirth(born: Day, text: string | null, random: () => number): string | null {
  const roll = random();
  if (roll < 0.35) return text ?? String(born.year);
  if (roll < 0.55) {
    const year = born.year + (random() < 0.5 ? -1 : 1);
    return text && /^\d+ [A-Z]{3} \d+$/.test(text) ? `${Math.min(born.day, daysInMonth(year, born.month))} ${MONTH_CODES[born.month - 1]} ${year}` : String(year);
  }
  if (roll < 0.8) return `ABT ${born.year}`;
  if (roll < 0.95) return String(born.year);
  return null;
}
