/** An import stopped because its owner cancelled it: everything it wrote is rolled back. */
export class GedcomCancelledError extends Error {
  constructor() {
    super('The import was cancelled.');
    this.name = 'GedcomCancelledError';
  }
}
