/**
 * The offline chemistry solver and the two chemistry tools offered to the LLM: molar masses with the textbook
 * atomic masses, equations balanced with exact arithmetic, mole calculations and percentage composition, in
 * Arabic and English, and null for anything that is not a chemistry problem.
 */
import { describe, expect, it } from 'vitest';
import { balanceEquation, molarMass, solveChemistry } from './index';
import { answerValues, hasBalancedMaths, solutionTexts } from './testing';

function expectClose(actual: number | undefined, expected: number): void {
  expect(actual).toBeDefined();
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(1e-3 * Math.max(1, Math.abs(expected)));
}

describe('molarMass (LLM tool)', () => {
  it.each([
    ['H2O', 18],
    ['H2SO4', 98],
    ['NaCl', 58.5],
    ['Ca(OH)2', 74],
    ['(NH4)2SO4', 132],
    ['Al2(SO4)3', 342],
    ['CuSO4·5H2O', 249.5],
    ['CuSO4.5H2O', 249.5],
    ['K4[Fe(CN)6]', 368],
    ['SO4^2-', 96],
    ['C6H12O6', 180],
    ['AgNO3', 170],
    ['BaCl2', 208],
    ['PbI2', 461],
    ['HgO', 217],
    ['SnCl2', 190],
    ['Au', 197],
  ])('%s weighs %d g/mol with the textbook atomic masses', (formula, grams) => {
    expect(molarMass(formula)?.grams).toBeCloseTo(grams, 6);
  });

  it('breaks the mass down per element, hydrate water included', () => {
    expect(molarMass('CuSO4·5H2O')?.breakdown).toEqual([
      { element: 'Cu', count: 1, mass: 63.5 },
      { element: 'S', count: 1, mass: 32 },
      { element: 'O', count: 9, mass: 144 },
      { element: 'H', count: 10, mass: 10 },
    ]);
  });

  it.each(['Xy2', 'hello', '', 'H2O)', '2x+3', 'Ca(OH'])('returns null for "%s"', (text) => {
    expect(molarMass(text)).toBeNull();
  });
});

describe('balanceEquation (LLM tool)', () => {
  it.each([
    ['H2 + O2 -> H2O', [2, 1, 2], '2H2 + O2 → 2H2O'],
    ['Fe + O2 → Fe2O3', [4, 3, 2], '4Fe + 3O2 → 2Fe2O3'],
    ['C3H8 + O2 = CO2 + H2O', [1, 5, 3, 4], 'C3H8 + 5O2 → 3CO2 + 4H2O'],
    ['KMnO4 + HCl ⟶ KCl + MnCl2 + H2O + Cl2', [2, 16, 2, 2, 8, 5], '2KMnO4 + 16HCl → 2KCl + 2MnCl2 + 8H2O + 5Cl2'],
    ['Al + HCl -> AlCl3 + H2', [2, 6, 2, 3], '2Al + 6HCl → 2AlCl3 + 3H2'],
    ['C6H12O6 + O2 -> CO2 + H2O', [1, 6, 6, 6], 'C6H12O6 + 6O2 → 6CO2 + 6H2O'],
    ['Cu + HNO3 -> Cu(NO3)2 + NO + H2O', [3, 8, 3, 2, 4], '3Cu + 8HNO3 → 3Cu(NO3)2 + 2NO + 4H2O'],
    ['Fe^3+ + Cu -> Fe^2+ + Cu^2+', [2, 1, 2, 1], '2Fe^3+ + Cu → 2Fe^2+ + Cu^2+'],
    ['2H2O -> 2H2 + O2', [2, 2, 1], '2H2O → 2H2 + O2'],
  ])('balances %s', (equation, coefficients, balanced) => {
    expect(balanceEquation(equation)).toEqual({ coefficients, balanced });
  });

  it.each(['H2O -> H2O2', '2x+3=7', 'hello', 'Na + Cl2'])('returns null for "%s", which has no unique balance', (equation) => {
    expect(balanceEquation(equation)).toBeNull();
  });
});

interface Problem {
  text: string;
  answer: Record<string, number>;
  kind: string;
}

const ENGLISH: Problem[] = [
  { text: 'What is the molar mass of H2SO4?', answer: { 'M(\\mathrm{H_{2}SO_{4}})': 98 }, kind: 'molar-mass' },
  { text: 'Find the molar mass of Ca(OH)2', answer: { 'M(\\mathrm{Ca(OH)_{2}})': 74 }, kind: 'molar-mass' },
  { text: 'How many moles are in 36 g of water?', answer: { n: 2 }, kind: 'moles' },
  { text: 'What is the mass of 0.5 mol of NaCl?', answer: { m: 29.25 }, kind: 'moles' },
  { text: 'What volume does 2 mol of O2 occupy at STP?', answer: { V: 44.8 }, kind: 'moles' },
  { text: 'How many molecules are in 0.25 mol of CO2?', answer: { N: 1.505e23 }, kind: 'moles' },
  { text: 'What is the percentage of oxygen in water?', answer: { '\\%\\,\\mathrm{O}': 88.89 }, kind: 'mass-percentage' },
  { text: '4 g of NaOH are dissolved to make 500 mL of solution. Calculate the molarity.', answer: { C: 0.2 }, kind: 'moles' },
  { text: 'balance Fe + O2 -> Fe2O3', answer: {}, kind: 'balance-equation' },
  { text: 'Balance: KMnO4 + HCl -> KCl + MnCl2 + H2O + Cl2', answer: {}, kind: 'balance-equation' },
  { text: 'Al + HCl -> AlCl3 + H2', answer: {}, kind: 'balance-equation' },
  { text: 'Calculate the percentage by mass of N in (NH4)2SO4', answer: { '\\%\\,\\mathrm{N}': 21.21 }, kind: 'mass-percentage' },
];

const ARABIC: Problem[] = [
  { text: 'احسب الكتلة المولية لكبريتات النحاس المتهدرتة CuSO4.5H2O', answer: { 'M(\\mathrm{CuSO_{4}\\cdot 5H_{2}O})': 249.5 }, kind: 'molar-mass' },
  { text: 'احسب الكتلة المولية لكربونات الكالسيوم CaCO3', answer: { 'M(\\mathrm{CaCO_{3}})': 100 }, kind: 'molar-mass' },
  { text: 'وازن المعادلة: H2 + O2 → H2O', answer: {}, kind: 'balance-equation' },
  { text: 'وازن المعادلة الآتية: C3H8 + O2 = CO2 + H2O', answer: {}, kind: 'balance-equation' },
  { text: 'احسب عدد مولات ٨٨ جم من ثاني أكسيد الكربون CO2', answer: { n: 2 }, kind: 'moles' },
  { text: 'احسب عدد جزيئات ٢ مول من الماء', answer: { N: 1.204e24 }, kind: 'moles' },
  { text: 'احسب كتلة ٣٫٠١ × ١٠^٢٣ جزيء من الماء', answer: { m: 9 }, kind: 'moles' },
  { text: 'احسب حجم ٨٫٨ جم من غاز CO2 في م.ض.د', answer: { V: 4.48 }, kind: 'moles' },
  { text: 'أذيب ٥٨٫٥ جم من كلوريد الصوديوم NaCl في الماء لتكوين ٥٠٠ مل من المحلول. احسب التركيز المولاري', answer: { C: 2 }, kind: 'moles' },
  { text: 'احسب النسبة المئوية للنيتروجين في نترات الأمونيوم NH4NO3', answer: { '\\%\\,\\mathrm{N}': 35 }, kind: 'mass-percentage' },
  { text: 'احسب كتلة ٠٫٢ مول من هيدروكسيد الصوديوم', answer: { m: 8 }, kind: 'moles' },
  { text: 'زن المعادلة التالية: Na + Cl2 → NaCl', answer: {}, kind: 'balance-equation' },
];

describe('solveChemistry answers English problems', () => {
  it.each(ENGLISH)('$text', ({ text, answer, kind }) => {
    const solution = solveChemistry(text, 'en');
    expect(solution?.subject).toBe('chemistry');
    expect(solution?.kind).toBe(kind);
    const values = answerValues(solution?.answer ?? '');
    for (const [symbol, expected] of Object.entries(answer)) expectClose(values[symbol], expected);
  });
});

describe('solveChemistry answers Arabic problems written with ٠–٩ digits', () => {
  it.each(ARABIC)('$text', ({ text, answer, kind }) => {
    const solution = solveChemistry(text, 'ar');
    expect(solution?.subject).toBe('chemistry');
    expect(solution?.kind).toBe(kind);
    const values = answerValues(solution?.answer ?? '');
    for (const [symbol, expected] of Object.entries(answer)) expectClose(values[symbol], expected);
  });
});

describe('how a chemistry solution is written', () => {
  it('shows the molar mass as a per-element markdown table and re-adds it from the formula as a check', () => {
    const solution = solveChemistry('What is the molar mass of Ca(OH)2?', 'en');
    const table = solution?.steps[0]?.text ?? '';
    expect(table).toContain('| Element | Atoms | Atomic mass | Mass (g/mol) |');
    expect(table).toContain('| O (oxygen) | 2 | 16 | 32 |');
    expect(solution?.check).toContain('40 + 2 \\times \\left(16 + 1\\right) = 74');
  });

  it('lists the atom counts of each element per side and checks every element after balancing', () => {
    const solution = solveChemistry('وازن المعادلة: Fe + O2 → Fe2O3', 'ar');
    const counts = solution?.steps.find((step) => step.text.includes('| العنصر |'))?.text ?? '';
    expect(counts).toContain('| Fe | $a$ | $2c$ | $a = 2c$ |');
    expect(counts).toContain('| O | $2b$ | $3c$ | $2b = 3c$ |');
    expect(solution?.answer).toBe('$4\\,\\mathrm{Fe} + 3\\,\\mathrm{O_{2}} \\rightarrow 2\\,\\mathrm{Fe_{2}O_{3}}$');
    expect(solution?.check).toContain('Fe: $4 = 4$ ✓');
    expect(solution?.check).toContain('O: $6 = 6$ ✓');
  });

  it('writes the steps in the language asked for', () => {
    expect(solveChemistry('What is the molar mass of NaCl?', 'ar')?.steps[0]?.text).toContain('| العنصر | عدد الذرات |');
    expect(solveChemistry('احسب الكتلة المولية NaCl', 'en')?.steps[0]?.text).toContain('| Element | Atoms |');
  });

  it('keeps every dollar sign inside a balanced maths span', () => {
    for (const { text } of [...ENGLISH, ...ARABIC]) {
      const solution = solveChemistry(text, /[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');
      for (const part of solution ? solutionTexts(solution) : []) expect(hasBalancedMaths(part), part).toBe(true);
    }
  });
});

describe('what the chemistry solver declines', () => {
  it.each([
    'what is photosynthesis?',
    'مرحبا',
    '2x+3=7',
    'x + y = z',
    'A force of 20 N acts on a body of mass 4 kg. Calculate the acceleration.',
    'What is the molar mass?',
    'I am happy. He is here.',
    '',
  ])('returns null for "%s"', (text) => {
    expect(solveChemistry(text, 'en')).toBeNull();
  });

  it('never throws on odd input', () => {
    for (const text of ['->', '= = =', '((((H2O', 'H99999999999999999999 -> H', 'وازن →', '1e999 g of H2O, moles?']) {
      expect(() => solveChemistry(text, 'en')).not.toThrow();
    }
  });

});
