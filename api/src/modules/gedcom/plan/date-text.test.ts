import { gedcomDate } from '../../../../../shared/dates/index.ts';
import { allRecords, readSample, requireSamples, sampleTable } from '../test/samples.ts';
import { dateText } from './date-text.ts';

beforeAll(requireSamples);

test('stores every date of the sample files exactly as the shared date model keeps its value', () => {
  const dates = sampleTable().flatMap(({ file }) => allRecords(readSample(file).records).filter((r) => r.tag === 'DATE').map((r) => r.value));
  expect(dates.length).toBeGreaterThan(5000);
  const differ = dates.filter((text) => dateText(text) !== gedcomDate(text).value);
  expect(differ).toEqual([]);
  expect(dateText('  ABT\t1850 ')).toBe(gedcomDate('  ABT\t1850 ').value);
});
