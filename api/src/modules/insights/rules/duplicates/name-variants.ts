import { fold } from '../text-folding.ts';

// First names that are one name: the short forms people were called by, the abbreviations clerks
// wrote in registers (Wm, Jno, Chas), and the same name in the languages of a family's records
// (William, Bill, Wilhelm, Guillermo). A small list of the common ones; spelling differences
// (Katherine, Catherine) are left to the similarity of the letters.

const GROUPS: string[][] = [
  ['william', 'bill', 'billy', 'will', 'willie', 'willy', 'wilhelm', 'guillermo', 'guillaume', 'guglielmo', 'willem', 'wm'],
  ['john', 'jack', 'johnny', 'johann', 'johannes', 'hans', 'jan', 'juan', 'jean', 'giovanni', 'joao', 'sean', 'ian', 'evan', 'jno'],
  ['elizabeth', 'elisabeth', 'eliza', 'elisa', 'beth', 'betty', 'bess', 'bessie', 'betsy', 'liz', 'lizzie', 'elsa', 'else', 'lisbeth', 'elspeth', 'eliz'],
  ['mary', 'maria', 'marie', 'mae', 'molly', 'polly', 'mariam', 'maja'],
  ['margaret', 'margarete', 'margarethe', 'margarita', 'margherita', 'marguerite', 'maggie', 'meg', 'peggy', 'greta', 'gretchen', 'margot', 'margt'],
  ['catherine', 'katherine', 'kathryn', 'katharina', 'catharina', 'caterina', 'catalina', 'katarzyna', 'kate', 'katie', 'kitty', 'cathy', 'kathy', 'kathleen', 'karin', 'katrin', 'trina'],
  ['robert', 'bob', 'bobby', 'rob', 'robbie', 'roberto', 'robt'],
  ['richard', 'dick', 'rick', 'ricky', 'ricardo', 'riccardo', 'rich', 'richd'],
  ['james', 'jim', 'jimmy', 'jamie', 'jacques', 'diego', 'santiago', 'giacomo', 'jaime', 'jas'],
  ['joseph', 'joe', 'joey', 'jose', 'josef', 'giuseppe', 'pepe', 'jozef', 'jos'],
  ['henry', 'harry', 'hank', 'heinrich', 'heinz', 'henri', 'enrique', 'enrico', 'hendrik'],
  ['thomas', 'tom', 'tommy', 'tomas', 'tommaso', 'thos'],
  ['edward', 'ed', 'eddie', 'ted', 'teddy', 'eduardo', 'eduard', 'edouard', 'edoardo', 'edwd'],
  ['charles', 'charlie', 'chuck', 'carl', 'karl', 'carlos', 'carlo', 'karel', 'chas'],
  ['francis', 'frank', 'francisco', 'francesco', 'franz', 'francois', 'paco', 'pancho', 'frans'],
  ['anthony', 'tony', 'antonio', 'anton', 'antoine', 'antonius'],
  ['michael', 'mike', 'mick', 'mickey', 'miguel', 'michele', 'michel', 'mikhail', 'michal'],
  ['peter', 'pete', 'pedro', 'pietro', 'pierre', 'piotr', 'pieter'],
  ['paul', 'pablo', 'paolo', 'pavel', 'pawel'],
  ['george', 'georg', 'jorge', 'giorgio', 'jurgen', 'georges', 'yuri', 'geo'],
  ['alexander', 'alex', 'alec', 'sandy', 'alejandro', 'alessandro', 'alexandre', 'sasha', 'alexr'],
  ['anne', 'ann', 'anna', 'annie', 'nancy', 'nan', 'ana', 'anja', 'anita'],
  ['susan', 'sue', 'susie', 'susanna', 'susanne', 'suzanne', 'susana'],
  ['sarah', 'sara', 'sally', 'sadie'],
  ['helen', 'helena', 'elena', 'ellen', 'eleanor', 'eleonora', 'nell', 'nellie', 'helene', 'elaine'],
  ['dorothy', 'dorothea', 'dora', 'dolly', 'dot', 'dottie'],
  ['frederick', 'fred', 'freddie', 'friedrich', 'fritz', 'federico', 'frederic'],
  ['louis', 'lewis', 'luis', 'luigi', 'ludwig', 'lou', 'louie', 'ludovico'],
  ['louise', 'louisa', 'luisa'],
  ['teresa', 'theresa', 'therese', 'tess', 'tessa'],
  ['dolores', 'lola', 'lolita'],
  ['concepcion', 'concha', 'conchita'],
  ['manuel', 'manolo', 'emmanuel', 'immanuel', 'manny'],
  ['ignacio', 'nacho', 'ignatius', 'ignaz'],
  ['stephen', 'steven', 'steve', 'stefan', 'esteban', 'stefano', 'etienne', 'stephan'],
  ['christopher', 'chris', 'christoph', 'cristobal', 'cristoforo'],
  ['patrick', 'pat', 'paddy', 'patricio', 'padraig'],
  ['daniel', 'dan', 'danny', 'daniele', 'danl'],
  ['david', 'dave', 'davy', 'davide'],
  ['andrew', 'andy', 'drew', 'andreas', 'andres', 'andrea', 'andre', 'andrzej'],
  ['samuel', 'sam', 'sammy', 'saml', 'samuele'],
  ['benjamin', 'ben', 'benny', 'benj', 'benjamino'],
];

const CANONICAL = new Map<string, string>();
for (const group of GROUPS) for (const name of group) if (!CANONICAL.has(fold(name))) CANONICAL.set(fold(name), fold(group[0]));

/** The name a folded first name is a form of (bill → william), or the name itself. */
export const canonicalFirstName = (folded: string): string => CANONICAL.get(folded) ?? folded;
