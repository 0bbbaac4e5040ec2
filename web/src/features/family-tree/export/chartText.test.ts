import { chartFileName } from './chartFile';
import { westernText, wrapName } from './chartText';

describe('westernText', () => {
  it('keeps Western European letters and brings others to their plain form', () => {
    expect(westernText('José Müller – Œdipe')).toBe('José Müller – Œdipe');
    expect(westernText('Łukasz Wałęsa, Đorđe, Ödön Kőrösi')).toBe('Lukasz Walesa, Dorde, Ödön Körösi');
    expect(westernText('Иван 王')).toBe('???? ?');
  });
});

describe('wrapName', () => {
  it('keeps a short name on one line and breaks a long one between words', () => {
    expect(wrapName('Ana Rivera', 164, 14)).toEqual(['Ana Rivera']);
    const [first, second] = wrapName('Maximiliano Alejandro de la Fuente', 164, 14);
    expect(first).toBe('Maximiliano Alejandro');
    expect(second).toBe('de la Fuente');
  });

  it('cuts what two lines cannot hold', () => {
    const lines = wrapName('Maximiliano Alejandro de la Fuente Rodríguez y Castillo', 164, 14);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
  });
});

describe('chartFileName', () => {
  it('names the file after the tree, without characters file systems refuse', () => {
    expect(chartFileName('The Rivera family', 'pdf')).toBe('The Rivera family – family tree.pdf');
    expect(chartFileName('Smith/Jones: "ours"', 'png')).toBe('Smith Jones ours – family tree.png');
    expect(chartFileName('', 'svg')).toBe('Family tree.svg');
  });
});
