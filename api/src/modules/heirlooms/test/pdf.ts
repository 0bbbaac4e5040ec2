// Documents for the heirloom tests: a small whole PDF, and files that only pretend to be one.

/** A one-page PDF, whole (it starts as a PDF does and ends with %%EOF), `padding` bytes of comment longer. */
export function pdfDocument(padding = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    `%${'x'.repeat(padding)}`,
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** A web page named like a PDF. */
export const HTML_AS_PDF = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** The first kilobyte of a PDF, cut off before its end. */
export const TRUNCATED_PDF = pdfDocument(2000).subarray(0, 1024);

/** A file as the GraphQL multipart request sends it. */
export const asUpload = (bytes: Buffer, name: string, type = 'application/pdf') => ({ blob: new Blob([new Uint8Array(bytes)], { type }), name });
