import { inflateSync } from 'node:zlib';

/**
 * jsdom has no text layout: svg2pdf.js measures each text it writes (with a canvas, else the SVG's
 * getBBox), so tests give it an estimate. Browsers measure for real.
 */
export function stubTextMeasuring() {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  Object.defineProperty(SVGElement.prototype, 'getBBox', {
    configurable: true,
    value(this: SVGElement) {
      const size = Number(this.getAttribute('font-size')?.replace('px', '')) || 16;
      return { x: 0, y: 0, width: (this.textContent ?? '').length * size * 0.55, height: size };
    },
  });
}

/** Reads a Blob's bytes (jsdom's Blob has no arrayBuffer()). */
export function bytesOf(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The text a PDF writes, page by page: the strings shown by each page's content stream, inflated
 * where compressed. Enough for the standard fonts' single-byte text that charts use.
 */
export function pdfPageTexts(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams = new Map<number, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[2])?.[1]);
    const raw = pdf.subarray(start, start + length);
    streams.set(Number(match[1]), (/\/FlateDecode/.test(match[2]) ? inflateSync(raw) : raw).toString('latin1'));
  }
  const pages = [...source.matchAll(/\/Type \/Page\b[\s\S]*?\/Contents (\d+) 0 R/g)].map((m) => Number(m[1]));
  return pages.map((id) =>
    [...(streams.get(id) ?? '').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
      .map((m) => m[1].replace(/\\([()\\])/g, '$1'))
      .join('\n'),
  );
}
