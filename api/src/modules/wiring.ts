// Modules that react to the changes of modules below them register here, once, at start: users and
// trees call what the family module hands them instead of importing it (dependencies one way).
import { branchRootReferences, providePersonReferences, wireFamily } from './family/index.ts';
import { photoTagReferences } from './memories/index.ts';
import { storyTagReferences } from './stories/index.ts';
import { achievementReferences } from './achievements/index.ts';
import { heirloomReferences } from './heirlooms/index.ts';
import { dnaKitReferences } from './dna/index.ts';
import { keptRecordReferences } from './gedcom/index.ts';
import { faceReferences } from './faces/index.ts';
import { notSamePersonReferences } from './insights/index.ts';

let wired = false;

/** Wires the modules together; called by the app and by every worker thread before any service runs. */
export function wireModules() {
  if (wired) return;
  wired = true;
  wireFamily();
  // What each module holds about a person, moved by the module itself when two people are merged.
  providePersonReferences(branchRootReferences, photoTagReferences, storyTagReferences, achievementReferences, ...heirloomReferences, dnaKitReferences, ...keptRecordReferences, ...faceReferences, notSamePersonReferences);
}
