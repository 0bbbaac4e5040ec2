/** A file Kinfolk will not import, with a sentence the user can act on. */
export class GedcomRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GedcomRefusedError';
  }
}
