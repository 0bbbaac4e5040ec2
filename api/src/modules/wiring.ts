// Modules that react to the changes of modules below them register here, once, at start: users and
// trees call what the family module hands them instead of importing it (dependencies one way).
import { wireFamily } from './family/index.ts';

let wired = false;

/** Wires the modules together; called by the app and by every worker thread before any service runs. */
export function wireModules() {
  if (wired) return;
  wired = true;
  wireFamily();
}
