// What the rest of the app uses of GEDCOM: the tree screen's import and export button.
export { GedcomMenu, type GedcomMenuProps } from './GedcomMenu';
