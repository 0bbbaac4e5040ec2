// What the rest of the app uses of DNA & Heritage: its one page, which shows every view below /dna.
export { DnaPage } from './DnaPage';
