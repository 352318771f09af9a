/**
 * The electricity solver on magnetism and induction: forces on wires and charges, torque on a coil, the field of a
 * wire / loop / solenoid, flux, Faraday's law, motional emf and transformers — recognised in Arabic and English,
 * solved with the key law shown, and declined when the question is ambiguous or incomplete.
 */
import { describe, expect, it } from 'vitest';
import type { Solution } from '../../solution';
import { solveElectricity } from './index';

const value = (solution: Solution | null): number => {
  const result = solution?.result;
  if (!result || !('values' in result) || typeof result.values[0] !== 'number') throw new Error(`no value: ${JSON.stringify(result)}`);
  return result.values[0];
};
const text = (solution: Solution | null): string => [solution?.statement, ...(solution?.steps.map((step) => step.text) ?? []), solution?.answer].join('\n');

describe('magnetic forces and torque', () => {
  it('solves سلك طوله ٥٠ سم عموديا على مجال ٠.٢ تسلا as F = 0.4 N, converting cm to m', () => {
    const solution = solveElectricity('سلك طوله ٥٠ سم يمر به تيار ٤ أمبير موضوع عموديا على مجال مغناطيسي كثافة فيضه ٠.٢ تسلا. احسب القوة المؤثرة عليه', 'ar');
    expect(value(solution)).toBeCloseTo(0.4);
    expect(text(solution)).toContain('F = B I L \\sin\\theta');
    expect(text(solution)).toContain('0.5\\ \\text{m}');
  });

  it('solves for B from the force in English (0.5 T)', () => {
    expect(value(solveElectricity('A wire of length 40 cm experiences a force of 0.6 N when carrying a current of 3 A perpendicular to a magnetic field. Find the magnetic flux density.', 'en'))).toBeCloseTo(0.5);
  });

  it('declines a wire in a field when the angle is not said', () => {
    expect(solveElectricity('سلك طوله ٥٠ سم يمر به تيار ٤ أمبير موضوع في مجال مغناطيسي ٠.٢ تسلا احسب القوة', 'ar')).toBeNull();
  });

  it('solves the force on an electron with q = 1.6 × 10⁻¹⁹ C (1.6 × 10⁻¹³ N)', () => {
    const solution = solveElectricity('An electron (q = 1.6 × 10⁻¹⁹ C) moves at 2 × 10⁶ m/s perpendicular to a magnetic field of 0.5 T. Find the magnetic force on it.', 'en');
    expect(value(solution)).toBeCloseTo(1.6e-13, 20);
    expect(solution?.statement).toContain('10^{-19}');
  });

  it('reads a bare power of ten "10^6 m/s" (3.2 × 10⁻¹³ N on an electron)', () => {
    expect(value(solveElectricity('Electron enters a magnetic field of 2 T with velocity 10^6 m/s perpendicular. Find force', 'en'))).toBeCloseTo(3.2e-13, 20);
  });

  it('gives no force on a charge moving along the field lines', () => {
    expect(value(solveElectricity('A proton moves at 2×10^5 m/s in a 0.3 T field along the field lines. Find the magnetic force on it.', 'en'))).toBe(0);
  });

  it('declines a wire whose angle is measured from the normal', () => {
    expect(solveElectricity('A wire 30 cm long carrying 4 A makes an angle of 30° with the normal to a 0.5 T magnetic field. Find the force.', 'en')).toBeNull();
  });

  it('solves the maximum torque on a coil of 200 turns (0.1 N·m)', () => {
    expect(value(solveElectricity('ملف عدد لفاته ٢٠٠ ومساحة وجهه ١٠٠ سم² يمر به تيار ٠.٥ أمبير، احسب أقصى عزم ازدواج يتأثر به في مجال مغناطيسي ٠.١ تسلا', 'ar'))).toBeCloseTo(0.1);
  });

  it('declines a torque question whose angle is not said to be from the plane or the normal', () => {
    expect(solveElectricity('A coil of 40 turns and area 0.05 m² is at 60° to a 0.3 T field and carries 2 A. Find the torque.', 'en')).toBeNull();
  });
});

describe('magnetic field of currents', () => {
  it('solves the field 5 cm from a wire carrying 10 A (4 × 10⁻⁵ T)', () => {
    const solution = solveElectricity('سلك مستقيم طويل يمر به تيار ١٠ أمبير. احسب كثافة الفيض المغناطيسي عند نقطة تبعد ٥ سم عنه (μ0 = 4π × 10⁻⁷ Wb/A.m)', 'ar');
    expect(value(solution)).toBeCloseTo(4e-5, 12);
    expect(text(solution)).toContain('\\mu_0');
  });

  it('solves a solenoid in English (5.03 × 10⁻³ T)', () => {
    expect(value(solveElectricity('A solenoid of length 50 cm has 1000 turns and carries 2 A. Find the magnetic flux density inside it. (μ0 = 4π × 10⁻⁷ Wb/A·m)', 'en'))).toBeCloseTo(4 * Math.PI * 1e-7 * 4000, 10);
  });

  it('declines when μ0 is given with another value', () => {
    expect(solveElectricity('Find the magnetic field at a distance of 10 cm from a long straight wire carrying 5 A. (μ0 = 12.6 × 10^-7 T·m/A)', 'en')).toBeNull();
  });
});

describe('flux and induction', () => {
  it('solves the flux through a surface whose plane is at 30° to the field (sin 30°)', () => {
    expect(value(solveElectricity('سطح مساحته ٤٠٠ سم² يميل مستواه بزاوية ٣٠° على خطوط مجال مغناطيسي كثافته ٠.٥ تسلا، احسب الفيض المغناطيسي', 'ar'))).toBeCloseTo(0.01);
  });

  it('uses cos of the angle between the field and the normal to the coil (0.005 Wb)', () => {
    expect(value(solveElectricity('ملف مساحته ٠.٠٢ م² في مجال مغناطيسي منتظم ٠.٥ تسلا والزاوية بين المجال والعمودي على مستوى الملف ٦٠°. احسب الفيض المغناطيسي', 'ar'))).toBeCloseTo(0.005);
  });

  it("solves Faraday's law from two fluxes (60 V) and explains the sign", () => {
    const solution = solveElectricity('ملف عدد لفاته ٢٠٠ لفة تغير الفيض المغناطيسي خلاله من ٠.٠٥ ويبر إلى ٠.٠٢ ويبر في ٠.١ ثانية. احسب القوة الدافعة المستحثة', 'ar');
    expect(value(solution)).toBeCloseTo(60);
    expect(text(solution)).toContain('لنز');
  });

  it('solves a field falling "إلى صفر" through a coil (20 V)', () => {
    expect(value(solveElectricity('ملف مساحته ٠.٠٢ م² وعدد لفاته ١٠٠ لفة موضوع عموديا على مجال مغناطيسي تغيرت كثافة فيضه من ٠.٥ تسلا إلى صفر خلال ٠.٠٥ ث. احسب ق.د.ك المستحثة المتوسطة', 'ar'))).toBeCloseTo(20);
  });

  it('declines a Faraday question that asks for the time', () => {
    expect(solveElectricity('ملف عدد لفاته ١٠٠ لفة ق.د.ك المستحثة فيه ١٠ فولت عندما يتغير الفيض من ٠.٥ إلى ٠.١ ويبر. احسب الزمن', 'ar')).toBeNull();
  });

  it('solves the motional emf and the current in two parts', () => {
    const solution = solveElectricity('A 25 cm conductor slides at 8 m/s perpendicular to a 0.4 T magnetic field on rails connected by a 2 Ω resistor. (a) Find the induced emf. (b) Find the current in the resistor.', 'en');
    const parts = solution?.result && 'parts' in solution.result ? solution.result.parts : [];
    expect(parts).toHaveLength(2);
    expect(text(solution)).toContain('B L v');
  });
});

describe('transformers', () => {
  it('solves the secondary voltage from the turns (1100 V)', () => {
    const solution = solveElectricity('محول كهربي عدد لفات ملفه الابتدائي ٢٠٠ لفة والثانوي ١٠٠٠ لفة، وصل الابتدائي بمصدر ٢٢٠ فولت. احسب فرق الجهد على الملف الثانوي', 'ar');
    expect(value(solution)).toBeCloseTo(1100);
    expect(text(solution)).toContain('\\frac{N_s}{N_p}');
  });

  it('solves the secondary current of an 80 % efficient transformer (3.2 A)', () => {
    expect(value(solveElectricity('محول كفاءته ٨٠٪ ، الجهد الابتدائي ٢٢٠ فولت والتيار الابتدائي ٢ امبير والجهد الثانوي ١١٠ فولت، احسب شدة التيار في الملف الثانوي', 'ar'))).toBeCloseTo(3.2);
  });

  it('declines a current ratio when the transformer is not said to be ideal', () => {
    expect(solveElectricity('محول عدد لفات ابتدائيه ١٠٠ وثانويه ٥٠٠ وتيار الابتدائي ٥ أمبير احسب تيار الثانوي', 'ar')).toBeNull();
  });
});
