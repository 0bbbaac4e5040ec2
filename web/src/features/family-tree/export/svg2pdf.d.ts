// The ES build of svg2pdf.js, imported by its path: the package names no exports, and test runners
// that follow `main` would get its UMD build, which cannot find jsPDF from an ES module.
declare module 'svg2pdf.js/dist/svg2pdf.es.min.js' {
  export { svg2pdf } from 'svg2pdf.js';
}
