import { describe, expect, it } from 'vitest';
import { checkCoverage } from '../../guard/coverage';
import type { Solution, TutorLanguage } from '../../solution';
import { solveHeatWaves } from './index';

function solve(question: string, language: TutorLanguage = 'ar'): Solution {
  const solution = solveHeatWaves(question, language);
  if (!solution) throw new Error(`not solved: ${question}`);
  expect(checkCoverage(question, solution).missing).toEqual([]);
  return solution;
}

function valuesOf(solution: Solution): number[] {
  const result = solution.result;
  if (!result || !('values' in result)) throw new Error('no values');
  return result.values.map(Number);
}

const allText = (solution: Solution): string => [solution.title, ...solution.steps.map((step) => step.text), solution.answer, solution.check ?? ''].join('\n');

describe('waves', () => {
  it('solves "موجة ترددها ٥٠٠ هيرتز وطولها الموجي ٠٫٦٨ متر" as v = 340 m/s with v = fλ', () => {
    const solution = solve('موجة ترددها ٥٠٠ هيرتز وطولها الموجي ٠٫٦٨ متر، احسب سرعة انتشارها.');
    expect(valuesOf(solution)[0]).toBeCloseTo(340, 9);
    expect(allText(solution)).toContain('v = f \\lambda');
  });

  it('answers the wavelength in the unit asked ("بوحدة السنتيمتر")', () => {
    expect(valuesOf(solve('احسب الطول الموجي بوحدة السنتيمتر لموجة ترددها ٥٠٠ هيرتز وسرعتها ٣٤٠ م/ث'))[0]).toBeCloseTo(68, 9);
  });

  it('solves an English echo as d = vt/2 = 600 m', () => {
    const solution = solve('A ship receives the echo from the sea bed after 0.8 s. If the speed of sound in water is 1500 m/s, find the depth of the sea.', 'en');
    expect(valuesOf(solution)[0]).toBeCloseTo(600, 9);
    expect(solution.kind).toBe('echo');
    expect(allText(solution)).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('finds the frequency of light from its wavelength in nm with c = 3 × 10⁸ m/s', () => {
    expect(valuesOf(solve('احسب تردد ضوء طوله الموجي ٦٠٠ nm في الفراغ (سرعة الضوء 3×10⁸ م/ث)'))[0]).toBeCloseTo(5e14, -6);
  });

  it('answers "… and then find the period" in two parts', () => {
    const solution = solve('A tuning fork of frequency 512 Hz produces sound in air where the speed of sound is 340 m/s; find the wavelength and then find the period.', 'en');
    expect(solution.result).toEqual({ parts: [{ values: [340 / 512] }, { values: [1 / 512] }] });
  });

  it('declines a wavelength and a refractive index together (vacuum or medium wavelength is unclear)', () => {
    expect(solveHeatWaves('Light of wavelength 500 nm in air enters glass of refractive index 1.5. Find its frequency.', 'en')).toBeNull();
  });

  it('declines sound sent to a wall when the question never says whether it comes back', () => {
    expect(solveHeatWaves('A person stands 170 m from a wall and claps. Sound speed is 340 m/s. Find the time taken to hear the sound.', 'en')).toBeNull();
  });
});

describe('gas laws', () => {
  it("solves Boyle's law with ض.ج and سم زئبق mixed: 2 L at 1 atm → 1 L at 152 cmHg", () => {
    const solution = solve('غاز حجمه ٢ لتر عند ضغط ١ ض.ج، احسب حجمه باللتر عند ضغط ١٥٢ سم زئبق عند ثبوت درجة الحرارة');
    expect(valuesOf(solution)[0]).toBeCloseTo(1, 9);
    expect(solution.kind).toBe('boyle');
  });

  it("solves Charles's law converting °C to kelvin with + 273", () => {
    const solution = solve('غاز حجمه ٣٠٠ سم³ عند ٢٧°س، احسب حجمه عند ١٢٧°س عند ثبوت الضغط');
    expect(valuesOf(solution)[0]).toBeCloseTo(400, 9);
    expect(allText(solution)).toContain('27 + 273 = 300');
  });

  it('reads the combined gas law in state order even when the second temperature comes first', () => {
    const solution = solve('A gas at 2 atm and 300 K has a volume of 4 L. It is heated to 600 K and its pressure becomes 3 atm. What is its volume?', 'en');
    expect(valuesOf(solution)[0]).toBeCloseTo(16 / 3, 9);
  });

  it('solves PV = nRT for the number of moles with R = 8.31', () => {
    expect(valuesOf(solve('احسب عدد مولات غاز يشغل حجم 0.02 م³ تحت ضغط 1.5×10^5 باسكال عند درجة حرارة 300 كلفن (R = 8.31 J/mol.K)'))[0]).toBeCloseTo(3000 / 2493, 9);
  });

  it('declines a gas whose volume "doubles" (two unknown states)', () => {
    expect(solveHeatWaves('غاز حجمه ٣٠٠ سم³ عند ٢٧°س سخن حتى تضاعف حجمه عند ثبوت الضغط. احسب درجة حرارته النهائية', 'ar')).toBeNull();
  });
});

describe('heat', () => {
  it('solves Q = mcΔT from 20 °C to 70 °C as 420000 J', () => {
    const solution = solve('احسب كمية الحرارة اللازمة لرفع درجة حرارة ٢ كجم من الماء من ٢٠°س الى ٧٠°س علما بان الحرارة النوعية للماء ٤٢٠٠ J/kg.K');
    expect(valuesOf(solution)[0]).toBeCloseTo(420000, 6);
    expect(allText(solution)).toContain('Q = m c \\Delta T');
  });

  it('pairs each specific heat with its substance in a mixture written water first', () => {
    const solution = solve('ماء كتلته 200 جم عند 20°س وضع فيه قطعة نحاس كتلتها 100 جم عند 100°س. احسب درجة الحرارة النهائية (الحرارة النوعية للنحاس 390 J/kg.K وللماء 4200 J/kg.K)');
    expect(valuesOf(solution)[0]).toBeCloseTo(20700 / 879, 9);
  });

  it('solves latent heat Q = mL for 200 g of ice', () => {
    expect(valuesOf(solve('احسب كمية الحرارة اللازمة لصهر ٢٠٠ جم من الجليد علما بان الحرارة الكامنة لانصهار الجليد 3.36×10^5 J/kg'))[0]).toBeCloseTo(67200, 6);
  });

  it('chains a heater Q = Pt into ΔT = Q/(mc)', () => {
    const solution = solve('An electric heater of power 2000 W heats 5 kg of water (c = 4200 J/kg·K) for 7 minutes. Find the rise in temperature.', 'en');
    expect(valuesOf(solution)[0]).toBeCloseTo(40, 9);
    expect(allText(solution)).toContain('Q = P t');
  });

  it('declines ice warmed through its melting point (several stages)', () => {
    expect(
      solveHeatWaves('How much heat is needed to change 1 kg of ice at -10 °C into water at 20 °C? (c ice = 2100 J/kg·K, L = 3.36 × 10^5 J/kg, c water = 4200 J/kg·K)', 'en'),
    ).toBeNull();
  });
});

describe('first law of thermodynamics', () => {
  it('reads "work is done on it" as W < 0: ΔU = 1200 + 400', () => {
    const solution = solve('A gas absorbs 1200 J of heat while 400 J of work is done on it. Find the change in its internal energy.', 'en');
    expect(valuesOf(solution)[0]).toBeCloseTo(1600, 9);
    expect(allText(solution)).toContain('\\Delta U = Q - W');
  });

  it('reads "فقد" as heat lost and "بذل عليه" as work done on the gas', () => {
    expect(valuesOf(solve('غاز اتضغط وبذل عليه شغل ٣٠٠ جول وفقد ١٠٠ جول حرارة، التغير فى الطاقه الداخليه يبقى كام؟'))[0]).toBeCloseTo(200, 9);
  });

  it('solves W = PΔV at constant pressure', () => {
    expect(valuesOf(solve('غاز يتمدد تحت ضغط ثابت ٢×١٠^٥ باسكال من حجم ٠.٠١ م³ الى ٠.٠٣ م³ احسب الشغل المبذول'))[0]).toBeCloseTo(4000, 6);
  });

  it('declines work whose sign the words leave open ("الشغل المبذول ٢٠٠ جول")', () => {
    expect(solveHeatWaves('غاز امتص ٥٠٠ جول والشغل المبذول ٢٠٠ جول احسب التغير في الطاقة الداخلية', 'ar')).toBeNull();
  });
});

describe('student typing', () => {
  it('gives "من 10 ل 60 درجة سيليزية" the unit written after the range', () => {
    expect(valuesOf(solve('لو سمحت ازاي احسب كمية الحرارة اللى تلزم لتسخين 3 كجم مية من 10 ل 60 درجة سيليزية؟ الحرارة النوعية للمية 4200'))[0]).toBeCloseTo(630000, 6);
  });

  it('reads a sukun typed as the degree sign ("١٧ ْس")', () => {
    expect(valuesOf(solve('اطار سياره ضغط الهواء فيه ٣ ض.ج عند ١٧ ْس احسب الضغط عند ٤٧ ْس بفرض ثبوت الحجم'))[0]).toBeCloseTo((3 * 320) / 290, 9);
  });

  it('reads numbers glued to words and units ("ترددها500هيرتز")', () => {
    expect(valuesOf(solve('موجه ترددها500هيرتز وسرعتها340م/ث احسب طولها الموجى'))[0]).toBeCloseTo(0.68, 9);
  });

  it('passes the reading guard when "seconds" is written (not the function sec)', () => {
    expect(valuesOf(solve('A boy shouts in front of a cliff 680 m away. After how many seconds does he hear the echo? (speed of sound = 340 m/s)', 'en'))[0]).toBeCloseTo(4, 9);
  });

  it('declines a specific heat given bare as 1 (calories, not J/kg·K)', () => {
    expect(solveHeatWaves('احسب كمية الحرارة اللازمة لتسخين 2 كجم ماء من 20 الى 70 درجة سيليزية اذا كانت الحرارة النوعية 1', 'ar')).toBeNull();
  });
});

describe('recognition', () => {
  it('leaves other areas alone', () => {
    for (const question of ['حل المعادلة س^٢ - ٥س + ٦ = ٠', 'A car accelerates from rest at 2 m/s² for 5 s. Find its final speed.', 'احسب المقاومة المكافئة لمقاومتين ٤ أوم و ٦ أوم على التوالي', 'احسب عدد مولات ٤٤ جم من CO2']) {
      expect(solveHeatWaves(question, 'ar')).toBeNull();
    }
  });

  it('never throws on garbage', () => {
    for (const question of ['', '؟؟؟', '°°° حرارة', 'موجة 10^ هيرتز', 'غاز '.repeat(500), '1e999 J heat', 'wave ∞ Hz', 'حرارة ١٠/٠ جول']) {
      expect(() => solveHeatWaves(question, 'en')).not.toThrow();
    }
  });
});

describe('chat-style wording', () => {
  it('reads a bare "C" after a number as °C (pressure and Charles laws)', () => {
    // 3 atm × 300 K / 400 K = 2.25 atm.
    expect(valuesOf(solve('a gas at 3 atm and 127 C is cooled to 27 C at constant volume. find the new pressure in atm', 'en'))[0]).toBeCloseTo(2.25, 9);
    // 2 L × 600 K / 300 K = 4 L.
    expect(valuesOf(solve('gas volume 2 L at 27 C heated at constant pressure to 327 C, find the new volume', 'en'))[0]).toBeCloseTo(4, 9);
    // 100 kPa × 546 K / 273 K = 200 kPa.
    expect(valuesOf(solve('gas at 100 kPa and 0 C is heated to 273 C at constant volume, what is the new pressure?', 'en'))[0]).toBeCloseTo(200, 9);
  });

  it('declines a temperature written with no unit at all', () => {
    expect(solveHeatWaves('gas at 2 atm and 27 heated to 177 C at constant volume, new pressure in atm?', 'en')).toBeNull();
  });

  it('reads a question asked by "?" alone ("pressure in Pa = ?", "new pressure?")', () => {
    // 2 × 8.31 × 400 / 0.1 = 66480 Pa.
    expect(valuesOf(solve('2 mol of gas at 400 K in 0.1 m^3, pressure in Pa = ?', 'en'))[0]).toBeCloseTo(66480, 6);
    // Boyle: 1 atm × 6 L / 2 L = 3 atm.
    expect(valuesOf(solve('gas at 1 atm, volume 6 L, compressed at constant temperature to 2 L, new pressure?', 'en'))[0]).toBeCloseTo(3, 9);
    // V = nRT/P = 1 × 8.31 × 300 / 83100 = 0.03 m³.
    expect(valuesOf(solve('volume of 1 mol of gas at 300 K and 83100 Pa in m^3 = ?', 'en'))[0]).toBeCloseTo(0.03, 9);
  });

  it('declines a "?" that asks for nothing named', () => {
    expect(solveHeatWaves('2 mol of gas at 300 K in 0.05 m^3?', 'en')).toBeNull();
  });

  it('reads colloquial latent-heat questions (كام جول، ندوب، تلج)', () => {
    // 3 × 334000 = 1002000 J.
    expect(valuesOf(solve('محتاجين كام جول عشان ندوب 3 kg تلج عند 0 °C لو الحراره الكامنه للانصهار 334000 J/kg'))[0]).toBeCloseTo(1002000, 6);
    // 0.5 × 336000 = 168000 J.
    expect(valuesOf(solve('كام جول تدوب 0.5 كجم تلج، الحراره الكامنه للانصهار 336000 جول/كجم'))[0]).toBeCloseTo(168000, 6);
    // 2 × 2260 kJ/kg = 4520 kJ = 4.52 × 10⁶ J.
    const vapour = valuesOf(solve('عايز اعرف كام جول تلزم لتبخير 2 كجم مايه لو الحراره الكامنه للتصعيد 2260 kJ/kg'))[0]!;
    expect(vapour).toBeCloseTo(4520000, 3);
  });

  it('declines a colloquial melting question with no latent heat given', () => {
    expect(solveHeatWaves('محتاجين كام جول عشان ندوب 2 kg تلج عند 0 °C', 'ar')).toBeNull();
  });

  it('reads colloquial first-law signs (اخد / خد حرارة، عمل شغل، اتعمل عليه شغل, took)', () => {
    // ΔU = 800 − 300 = 500 J.
    expect(valuesOf(solve('غاز اخد 800 J حراره وعمل شغل 300 J، التغير في الطاقه الداخليه يبقى كام'))[0]).toBeCloseTo(500, 9);
    // Work done on the gas is negative: ΔU = 1000 − (−200) = 1200 J.
    expect(valuesOf(solve('الغاز خد 1000 J حراره واتعمل عليه شغل 200 J، التغير في الطاقه الداخليه كام'))[0]).toBeCloseTo(1200, 9);
    // ΔU = 600 − 250 = 350 J.
    expect(valuesOf(solve('a gas took 600 J of heat and did 250 J of work on its surroundings, find the change in internal energy', 'en'))[0]).toBeCloseTo(350, 9);
  });

  it('declines a first-law question whose heat has no verb to sign it', () => {
    expect(solveHeatWaves('غاز 500 J حراره وعمل شغل 200 J، التغير في الطاقه الداخليه كام', 'ar')).toBeNull();
  });
});

describe('blind-final reading gaps', () => {
  it('gives a bare "N درجه" the °C of the other temperatures (colloquial gas laws)', () => {
    // 3 × 350 / 300 = 3.5 atm.
    expect(valuesOf(solve('ضغط الهوا في كاوتش العجله 3 atm والحراره 27 درجه سيليزيه، لو الحراره بقت 77 درجه والحجم ثابت الضغط هيبقى كام atm?'))[0]).toBeCloseTo(3.5, 9);
    // 600 × 400 / 300 = 800 cm³.
    expect(valuesOf(solve('بالون فيه هوا حجمه 600 سم^3 عند 27 درجه سيليزيه، لو سخناه ل 127 درجه والضغط ثابت الحجم يبقى كام سم^3?'))[0]).toBeCloseTo(800, 9);
    // 5 × 280 / 350 = 4 atm.
    expect(valuesOf(solve('غاز في اسطوانه محكمه ضغطه 5 atm عند 77 درجه سيليزيه، لو بردناه ل 7 درجه الضغط يبقى كام atm?'))[0]).toBeCloseTo(4, 9);
  });

  it('declines a bare "N درجه" when the other temperature is in kelvin', () => {
    expect(solveHeatWaves('غاز ضغطه 2 atm عند 300 K، لو الحراره بقت 400 درجه والحجم ثابت الضغط كام atm?', 'ar')).toBeNull();
  });

  it('reads "صفر°س" as 0 °C (standard conditions written out)', () => {
    // 300 × 80 / 300 × 273 / 76 = 287.368… cm³.
    expect(valuesOf(solve('غاز حجمه 300 سم^3 عند 27°س وضغط 80 سم زئبق، احسب حجمه عند صفر°س وضغط 76 سم زئبق'))[0]).toBeCloseTo((80 * 273) / 76, 9);
    // 546 × 546 / 273 = 1092 mL.
    expect(valuesOf(solve('غاز حجمه 546 مل عند صفر °س، احسب حجمه عند 273 °س والضغط ثابت'))[0]).toBeCloseTo(1092, 9);
    // 76 × 364 / 273 = 101.33… cmHg.
    expect(valuesOf(solve('غاز ضغطه 76 سم زئبق عند صفر°س، سخناه إلى 91 °س والحجم ثابت احسب الضغط'))[0]).toBeCloseTo((76 * 364) / 273, 9);
  });

  it('declines a "صفر°س" gas question with no second state', () => {
    expect(solveHeatWaves('غاز حجمه 500 مل عند صفر°س، احسب حجمه', 'ar')).toBeNull();
  });

  it('signs "بذلنا عليه / على الغاز شغل" as work done on the gas', () => {
    // ΔU = −100 − (−300) = 200 J.
    expect(valuesOf(solve('غاز اتضغط وبذلنا عليه شغل 300 J وفي نفس الوقت فقد 100 J حراره، التغير في الطاقه الداخليه كام؟'))[0]).toBeCloseTo(200, 9);
    // ΔU = 200 − (−500) = 700 J.
    expect(valuesOf(solve('بذلنا على الغاز شغل 500 J وامتص 200 J حراره، الطاقه الداخليه اتغيرت بكام؟'))[0]).toBeCloseTo(700, 9);
    // ΔU = −50 − (−250) = 200 J.
    expect(valuesOf(solve('a gas is compressed: 250 J of work is done on it and it loses 50 J of heat. Find the change in internal energy', 'en'))[0]).toBeCloseTo(200, 9);
  });

  it('declines "بذلنا عليه 300 J" when no energy is named for the numbers', () => {
    expect(solveHeatWaves('بذلنا عليه 300 J وفقد 100 J، التغير في الطاقه الداخليه كام؟', 'ar')).toBeNull();
  });
});
