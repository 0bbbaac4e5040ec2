import { APPROXIMATION_YEARS, parseDate } from './index.ts';

function bounds(value: string) {
  const result = parseDate(value);
  if (!result.ok) throw new Error(result.problem);
  return [result.date.earliest, result.date.latest];
}

describe('the days a date can mean', () => {
  it.each([
    // A plain date covers its day, month or year
    ['12 MAR 1850', '1850-03-12', '1850-03-12'],
    ['MAR 1850', '1850-03-01', '1850-03-31'],
    ['FEB 1900', '1900-02-01', '1900-02-28'],
    ['FEB 2000', '2000-02-01', '2000-02-29'],
    ['1850', '1850-01-01', '1850-12-31'],
    ['850', '0850-01-01', '0850-12-31'],
    // About and estimated widen by five years, calculated by one
    ['ABT 1850', '1845-01-01', '1855-12-31'],
    ['EST 1850', '1845-01-01', '1855-12-31'],
    ['CAL 1850', '1849-01-01', '1851-12-31'],
    ['ABT MAR 1850', '1845-03-01', '1855-03-31'],
    ['ABT 12 MAR 1850', '1845-03-12', '1855-03-12'],
    ['ABT 29 FEB 1852', '1847-02-28', '1857-02-28'],
    ['CAL FEB 1851', '1850-02-01', '1852-02-29'],
    ['ABT 003', '0001-01-01', '0008-12-31'],
    ['ABT 9998', '9993-01-01', '9999-12-31'],
    // Before and after exclude the date itself, and are open on the other side
    ['BEF 1900', null, '1899-12-31'],
    ['BEF MAR 1900', null, '1900-02-28'],
    ['BEF 1 MAR 2000', null, '2000-02-29'],
    ['AFT 1900', '1901-01-01', null],
    ['AFT FEB 1900', '1900-03-01', null],
    ['AFT 31 DEC 1899', '1900-01-01', null],
    ['BEF 1 JAN 001', null, '0001-01-01'],
    ['AFT 31 DEC 9999', '9999-12-31', null],
    // Between and periods include both ends
    ['BET 1848 AND 1852', '1848-01-01', '1852-12-31'],
    ['BET MAR 1848 AND 12 JUN 1852', '1848-03-01', '1852-06-12'],
    ['FROM 1900 TO 1910', '1900-01-01', '1910-12-31'],
    ['FROM 1900', '1900-01-01', null],
    ['TO 1910', null, '1910-12-31'],
    // An interpreted date means its date; a bare phrase means nothing that can be compared
    ['INT 12 APR 1850 (Easter Monday)', '1850-04-12', '1850-04-12'],
    ['(the winter after the flood)', null, null],
  ])('%s → %s … %s', (value, earliest, latest) => {
    expect(bounds(value)).toEqual([earliest, latest]);
  });

  it('widens approximate dates by the documented number of years', () => {
    expect(APPROXIMATION_YEARS).toEqual({ about: 5, estimated: 5, calculated: 1 });
  });
});
