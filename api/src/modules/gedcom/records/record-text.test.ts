import { readSample, requireSamples, sampleTable } from '../test/samples.ts';
import { recordFromText, recordToText } from './record-text.ts';
import type { GedcomRecord } from '../reader/index.ts';

const shape = (r: GedcomRecord): unknown => [r.tag, r.xref, r.value, r.children.map(shape)];

beforeAll(requireSamples);

test('every record of every sample file reads back from its kept text as it was', () => {
  for (const { file } of sampleTable()) {
    for (const record of readSample(file).records) {
      expect([file, shape(recordFromText(recordToText(record)))]).toEqual([file, shape(record)]);
    }
  }
});

test('a value with line breaks, @ signs and a pointer is kept apart from its substructures', () => {
  const record: GedcomRecord = {
    tag: 'INDI',
    xref: '@I1@',
    value: '',
    line: 1,
    children: [
      { tag: 'NOTE', xref: null, value: 'first line\n\nmail: a@b.org', line: 2, children: [{ tag: 'SOUR', xref: null, value: '@S1@', line: 3, children: [] }] },
    ],
  };
  const text = recordToText(record);
  expect(text).toBe('0 @I1@ INDI\n1 NOTE first line\n2 CONT\n2 CONT mail: a@@b.org\n2 SOUR @S1@');
  expect(shape(recordFromText(text))).toEqual(shape(record));
});
