import { describe, expect, it } from 'vitest';
import { checkCoverage } from '../../guard/coverage';
import type { Solution, SolutionResult } from '../../solution';
import { solveMechanics } from './index';

function solve(question: string, language: 'ar' | 'en' = 'ar'): Solution {
  const solution = solveMechanics(question, language);
  expect(solution, question).not.toBeNull();
  expect(checkCoverage(question, solution!).missing).toEqual([]);
  return solution!;
}

function values(result: SolutionResult | undefined): number[] {
  expect(result && 'values' in result).toBe(true);
  return (result as { values: number[] }).values;
}

const steps = (solution: Solution): string => solution.steps.map((step) => step.text).join('\n');

describe('kinematics', () => {
  it('solves a train braking from ٧٢ كم/س over ٨٠ م as a = -2.5 m/s²', () => {
    const solution = solve('قطار يتحرك بسرعه ٧٢ كم/س ضغط السائق على الفرامل فتوقف بعد ان قطع مسافة ٨٠ م. احسب العجله');
    expect(values(solution.result)[0]).toBeCloseTo(-2.5, 9);
    expect(steps(solution)).toContain('72\\ \\text{km/h} = 20\\ \\text{m/s}');
    expect(solution.answer).not.toMatch(/[a-z]{4,} /i);
  });

  it('answers "find a and then find d" in two parts', () => {
    const solution = solve('A cyclist accelerates uniformly from 4 m/s to 10 m/s in 3 s. Find the acceleration and then find the distance covered.', 'en');
    expect(solution.result).toEqual({ parts: [{ values: [2] }, { values: [21] }] });
  });

  it('adds the stages of a start from rest followed by constant speed (125 m)', () => {
    expect(values(solve('سيارة بدأت من السكون بعجلة ٢ م/ث² لمدة ٥ ث ثم تحركت بسرعة منتظمة لمدة ١٠ ث. احسب المسافة الكلية').result)).toEqual([125]);
  });

  it('reads ساعتين as 2 h for an average speed in كم/س', () => {
    expect(values(solve('سيارة قطعت ١٢٠ كم في ساعتين ثم ٨٠ كم في ساعه. احسب السرعه المتوسطه بالكم/س').result)[0]).toBeCloseTo(66.6667, 3);
  });

  it('declines the distance in the fifth second, which it does not model', () => {
    expect(solveMechanics('احسب المسافة التي يقطعها جسم في الثانية الخامسة إذا بدأ من السكون بعجلة ٢ م/ث²', 'ar')).toBeNull();
  });

  it('declines a question that also asks something it does not compute', () => {
    expect(solveMechanics('جسم كتلته ٢ كجم يتحرك بسرعة ٣ م/ث احسب طاقته الحركية وكمية حركته', 'ar')).toBeNull();
  });
});

describe('free fall and vertical throw', () => {
  it('gives the maximum height of a body thrown up at ٢٠ م/ث as 20 m', () => {
    const solution = solve('قذف جسم رأسيا لأعلى بسرعة ٢٠ م/ث. احسب أقصى ارتفاع يصل إليه علما بأن عجلة الجاذبية ١٠ م/ث²');
    expect(values(solution.result)).toEqual([20]);
    expect(steps(solution)).toContain('v = 0');
  });

  it('declines a free fall when g is not stated', () => {
    expect(solveMechanics('سقط حجر من قمة برج فوصل الارض بعد ٣ ث. احسب ارتفاع البرج', 'ar')).toBeNull();
  });
});

describe("Newton's laws", () => {
  it('subtracts kinetic friction μmg before dividing by the mass (a = 4)', () => {
    const solution = solve('جسم كتلته ٥ كجم يسحب على سطح أفقي بقوة ٣٠ نيوتن، فإذا كان معامل الاحتكاك الحركي ٠.٢ احسب عجلة الجسم (g = 10 m/s²)');
    expect(values(solution.result)).toEqual([4]);
    expect(steps(solution)).toContain('f = \\mu m g');
  });

  it('gives the apparent weight in a lift going down (640 N)', () => {
    expect(values(solve('شخص كتلته ٨٠ كجم داخل مصعد يتحرك لأسفل بعجلة ٢ م/ث². احسب الوزن الظاهري للشخص (g=10 m/s²)').result)).toEqual([640]);
  });

  it('solves an Atwood machine for acceleration and tension', () => {
    const solution = solve('Two blocks of masses 3 kg and 2 kg hang from the ends of a light string passing over a frictionless pulley. Find the acceleration of the system and the tension in the string. (g = 10 m/s²)', 'en');
    expect(values(solution.result)).toEqual([2, 24]);
  });

  it('declines two forces whose directions are not said', () => {
    expect(solveMechanics('Two forces 10 N and 5 N act on a 3 kg body. Find its acceleration.', 'en')).toBeNull();
  });
});

describe('inclined plane', () => {
  it('resolves the weight on a 60° plane into 17.32 N and 10 N', () => {
    const [parallel, perpendicular] = values(solve('جسم كتلته ٢ كجم على مستوى مائل بزاويه ٦٠ درجه. احسب مركبة الوزن الموازيه للمستوى والمركبه العموديه عليه (g=10)').result);
    expect(parallel).toBeCloseTo(17.3205, 3);
    expect(perpendicular).toBeCloseTo(10, 9);
  });

  it('declines a body that friction holds still (μ = 0.7 at 30°)', () => {
    expect(solveMechanics('A 50 kg crate is on a 30° incline. μ = 0.7. Find the acceleration. g = 10 m/s²', 'en')).toBeNull();
  });
});

describe('circular motion', () => {
  it('finds the period and frequency of ١٢٠ دورة في الدقيقه', () => {
    expect(values(solve('جسم يدور في دائرة فيعمل ١٢٠ دورة في الدقيقه. احسب الزمن الدوري والتردد').result)).toEqual([0.5, 2]);
  });

  it('gives a satellite speed √(GM/r)', () => {
    const solution = solve('قمر صناعي يدور حول الارض في مدار نصف قطره 7×10^6 م، احسب سرعته المدارية علما بان كتلة الارض 6×10^24 كجم وثابت الجذب العام 6.67×10^-11 N.m²/kg²');
    expect(values(solution.result)[0]).toBeCloseTo(7561.18, 1);
  });

  it('declines a circle whose time is not said to be a period', () => {
    expect(solveMechanics('A car moves around a circular track of radius 100 m in 20 s. Find its speed.', 'en')).toBeNull();
  });
});

describe('work, energy and power', () => {
  it('uses 746 W per horsepower for a winch (t ≈ 20.11 s)', () => {
    const solution = solve('ونش قدرته ٢ حصان يرفع حمل كتلته ٣٠٠ كجم. احسب الزمن اللازم لرفعه ارتفاع ١٠ م (g=10 m/s²، الحصان = 746 وات)');
    expect(values(solution.result)[0]).toBeCloseTo(20.107, 3);
  });

  it('answers a pump working "every minute" in kW', () => {
    expect(values(solve('A pump raises 600 kg of water to a height of 15 m every minute. Find its power output in kW. (g = 10 m/s²)', 'en').result)).toEqual([1.5]);
  });

  it('declines work with a force but no distance', () => {
    expect(solveMechanics('A force of 20 N acts on a box. Find the work done.', 'en')).toBeNull();
  });
});

describe('momentum and collisions', () => {
  it('doubles the momentum change of a ball rebounding at the same speed (F = 400 N)', () => {
    expect(values(solve('كرة كتلتها ٤٠٠ جم اصطدمت بحائط بسرعة ١٠ م/ث وارتدت بنفس السرعة، فإذا كان زمن التلامس ٠.٠٢ ث احسب متوسط القوة التي أثر بها الحائط على الكرة').result)).toEqual([400]);
  });

  it('gives both final velocities of an elastic collision', () => {
    expect(values(solve('A 3 kg ball moving at 4 m/s collides elastically head-on with a 1 kg ball at rest. Find the velocities of both balls after the collision.', 'en').result)).toEqual([2, 6]);
  });

  it('declines two moving bodies whose directions are not said', () => {
    expect(solveMechanics('A 3 kg ball moving at 4 m/s hits a 1 kg ball moving at 2 m/s. They stick together. Find their velocity.', 'en')).toBeNull();
  });
});

describe('fluids', () => {
  it("applies Pascal's principle with radii (150 N)", () => {
    expect(values(solve('In a hydraulic lift, the small piston has a radius of 2 cm and the large piston a radius of 20 cm. What force on the small piston will lift a car of weight 15000 N?', 'en').result)).toEqual([150]);
  });

  it('adds the atmospheric pressure at a depth', () => {
    const solution = solve('Find the total pressure at a depth of 20 m below the surface of the sea. Density of sea water = 1030 kg/m³, g = 9.8 m/s², atmospheric pressure = 1.013 × 10^5 Pa.', 'en');
    expect(values(solution.result)[0]).toBeCloseTo(303180, 6);
  });

  it('declines a hydraulic press when it cannot tell which piston is which', () => {
    expect(solveMechanics('A hydraulic press has pistons of area 0.01 m² and 0.5 m². A force of 80 N is applied. Find the other force.', 'en')).toBeNull();
  });
});

describe('recognition', () => {
  it('leaves other subjects alone, fast', () => {
    for (const question of ['x^2 - 5x + 6 = 0', 'حل المعادلة س² - ٥س + ٦ = ٠', 'مقاومتان ٤ أوم و ٦ أوم على التوالي. احسب المقاومة المكافئة', 'A gas at 2 atm occupies 3 L. Find its volume at 4 atm.']) {
      const started = performance.now();
      expect(solveMechanics(question, 'en')).toBeNull();
      expect(performance.now() - started).toBeLessThan(5);
    }
  });

  it('never throws on garbage', () => {
    for (const garbage of ['', '؟؟؟', 'm/s m/s m/s', '٥ كجم ٥ كجم ٥ كجم احسب', '((((', 'سرعة = ?', 'a'.repeat(3000), '1e999 m/s احسب السرعه', 'NaN kg Infinity N find acceleration']) {
      expect(() => solveMechanics(garbage, 'ar')).not.toThrow();
    }
  });
});

describe('unseen reading gaps', () => {
  const parts = (result: SolutionResult | undefined): number[][] => {
    expect(result && 'parts' in result).toBe(true);
    return (result as { parts: { values: number[] }[] }).parts.map((part) => part.values);
  };

  // One quantity asked in two units: both, in the order asked (by hand: P = mgh/t, ÷ 746 for hp, ÷ 1000 for kW/kJ).
  it('answers a power asked "بالوات وبالحصان" in both units (3000 W, 4.0214 hp)', () => {
    const [watts, hp] = parts(solve('ونش يرفع حمل كتلته ٥٠٠ كجم لارتفاع ١٢ م في ٢٠ ث. احسب قدرته بالوات وبالحصان (g = ١٠ م/ث² ، الحصان = ٧٤٦ وات)').result);
    expect(watts).toEqual([3000]);
    expect(hp![0]).toBeCloseTo(4.0214, 4);
  });

  it('answers "in watts and in horsepower" with 1 hp = 746 W stated (1000 W, 1.3405 hp)', () => {
    const [watts, hp] = parts(solve('A motor lifts a 200 kg load through 15 m in 30 s. Find its power in watts and in horsepower (g = 10 m/s², 1 hp = 746 W)', 'en').result);
    expect(watts).toEqual([1000]);
    expect(hp![0]).toBeCloseTo(1.3405, 4);
  });

  it('answers a kinetic energy "in joules and in kJ" (200000 J, 200 kJ)', () => {
    expect(parts(solve('A car of mass 1000 kg moving at 20 m/s. Find its kinetic energy in joules and in kJ', 'en').result)).toEqual([[200000], [200]]);
  });

  it('answers a power "بالكيلووات والحصان" (0.25 kW, 0.3351 hp)', () => {
    const [kw, hp] = parts(solve('مضخة ترفع ٣٠٠ كجم من الماء لارتفاع ١٠ م في دقيقتين. احسب قدرتها بالكيلووات والحصان (g = ١٠ م/ث²، الحصان = ٧٤٦ وات)').result);
    expect(kw).toEqual([0.25]);
    expect(hp![0]).toBeCloseTo(0.3351, 4);
  });

  it('converts a power asked only "بالحصان" when 746 W is stated after it (4.0214 hp)', () => {
    expect(values(solve('ونش يرفع حمل كتلته ٥٠٠ كجم لارتفاع ١٢ م في ٢٠ ث. احسب قدرته بالحصان (g = ١٠ م/ث² ، الحصان = ٧٤٦ وات)').result)[0]).toBeCloseTo(4.0214, 4);
  });

  // A second stage "at the speed it gained": v = at, d = ½at² + vt₂.
  it('adds a stage "بالسرعة التي اكتسبتها" (100 + 400 = 500 m)', () => {
    expect(values(solve('سيارة بدأت حركتها من السكون بعجلة منتظمة ٢ م/ث² لمدة ١٠ ث ثم تحركت بالسرعة التي اكتسبتها لمدة ٢٠ ث أخرى. احسب المسافة الكلية التي قطعتها').result)).toEqual([500]);
  });

  it('adds a stage "بالسرعة التي وصل إليها" for دقيقتين (400 + 2400 = 2800 m)', () => {
    expect(values(solve('قطار بدأ من السكون بعجلة ٠.٥ م/ث² لمدة ٤٠ ث ثم سار بالسرعة التي وصل إليها لمدة دقيقتين. احسب المسافة الكلية').result)).toEqual([2800]);
  });

  it('adds a stage "at the speed it gained" (37.5 + 150 = 187.5 m)', () => {
    expect(values(solve('A car starts from rest with acceleration 3 m/s² for 5 s, then moves at the speed it gained for 10 s. Find the total distance', 'en').result)).toEqual([187.5]);
  });

  it('adds a stage "بنفس السرعة" (50 + 200 = 250 m)', () => {
    expect(values(solve('جسم بدأ الحركة من السكون بعجلة ٤ م/ث² لمدة ٥ ث ثم تحرك بنفس السرعة لمدة ١٠ ث. احسب المسافة الكلية التي قطعها').result)).toEqual([250]);
  });

  // Recoil: m_b v_b = m_g v_g, both at rest before firing.
  it('finds the recoil of a gun, colloquial (0.02 × 400 ÷ 4 = 2 m/s)', () => {
    expect(values(solve('رصاصه كتلتها ٢٠ جم انطلقت من بندقيه كتلتها ٤ كجم بسرعه ٤٠٠ م/ث، سرعة ارتداد البندقيه هي كام؟').result)).toEqual([2]);
  });

  it('finds the recoil with the gun named first (0.01 × 500 ÷ 5 = 1 m/s)', () => {
    expect(values(solve('أطلقت بندقية كتلتها ٥ كجم رصاصة كتلتها ١٠ جم بسرعة ٥٠٠ م/ث. احسب سرعة ارتداد البندقية').result)).toEqual([1]);
  });

  it('finds the recoil of "a 3 kg rifle" (0.015 × 600 ÷ 3 = 3 m/s)', () => {
    expect(values(solve('A 3 kg rifle fires a 15 g bullet at 600 m/s. Find the recoil velocity of the rifle.', 'en').result)[0]).toBeCloseTo(3, 9);
  });

  it('finds a shell speed from the cannon recoil (2000 × 2 ÷ 10 = 400 m/s)', () => {
    expect(values(solve('مدفع كتلته ٢٠٠٠ كجم أطلق قذيفة كتلتها ١٠ كجم فارتد المدفع بسرعة ٢ م/ث. احسب سرعة القذيفة').result)).toEqual([400]);
  });

  it('declines a recoil question that also asks something else', () => {
    expect(solveMechanics('A 2 kg gun fires a 10 g bullet at 300 m/s. Find the recoil velocity of the gun and the kinetic energy of the bullet', 'en')).toBeNull();
  });
});

describe('chat phrasing (blind-chat gaps)', () => {
  // Free fall from rest: h = ½ g t², t = √(2h/g).
  it('reads colloquial وقع / "هتوصل الارض بعد كام ثانيه" (√(2·80/10) = 4 s)', () => {
    expect(values(solve('كوره وقعت من فوق مبنى ارتفاعه 80 م، g = 10 م/ث^2، هتوصل الارض بعد كام ثانيه').result)).toEqual([4]);
  });

  it('reads "when will it hit the ground" (√(2·20/10) = 2 s)', () => {
    expect(values(solve('a ball falls from a height of 20 m (g = 10 m/s^2). when will it hit the ground', 'en').result)).toEqual([2]);
  });

  it('reads اتساب and "بعد كم ثانيه يصل الارض" (√(2·5/9.8) ≈ 1.0102 s)', () => {
    expect(values(solve('حجر اتساب من ارتفاع 5 م و g = 9.8 م/ث2 بعد كم ثانيه يصل الارض').result)[0]).toBeCloseTo(1.01015, 4);
  });

  it('declines a colloquial fall without g', () => {
    expect(solveMechanics('حجر وقع من ارتفاع ٤٥ m، هيوصل الارض بعد كام ثانيه', 'ar')).toBeNull();
  });

  // Smooth incline: a = g sinθ.
  it('reads "سطح املس يميل بزاويه ٦٠" (10 sin 60° ≈ 8.660)', () => {
    expect(values(solve('صندوق على سطح املس يميل بزاويه 60 درجه على الافقي و g = 10 m/s^2 عجلته قد ايه').result)[0]).toBeCloseTo(8.66025, 4);
  });

  it('reads "منحدر املس مائل بزاويه ٤٥" (10 sin 45° ≈ 7.071)', () => {
    expect(values(solve('جسم بيتزحلق على منحدر املس مائل بزاويه 45 درجه، g = 10 م/ث2، العجله كام').result)[0]).toBeCloseTo(7.07107, 4);
  });

  it('reads "مستوى املس مائل بزاويه ٣٠" (9.8 × 0.5 = 4.9)', () => {
    expect(values(solve('جسم بينزلق على مستوى املس مائل بزاويه 30 درجه على الافقى، g = 9.8 m/s^2، عجلته كام').result)[0]).toBeCloseTo(4.9, 9);
  });

  it('declines an incline that does not say smooth or give μ', () => {
    expect(solveMechanics('جسم بينزلق على مستوى مائل بزاويه 30 درجه، g = 9.8 m/s^2، عجلته كام', 'ar')).toBeNull();
  });

  // F = m v² / r; "a 2 kg mass" is a given, not an asked mass.
  it('reads "whats the centripetal force on a 0.5 kg mass" (0.5 × 16 / 2 = 4 N)', () => {
    expect(values(solve('whats the centripetal force on a 0.5 kg mass going round a circle of radius 2 m at 4 m/s', 'en').result)).toEqual([4]);
  });

  it('reads "a 0.2 kg ball" before the circle (0.2 × 4 / 0.4 = 2 N)', () => {
    expect(values(solve("what's the tension in the string if a 0.2 kg ball whirls in a horizontal circle of radius 0.4 m at 2 m/s", 'en').result)[0]).toBeCloseTo(2, 9);
  });

  it('reads "on a 2 kg mass" (2 × 9 / 0.5 = 36 N)', () => {
    expect(values(solve('whats the centripetal force on a 2 kg mass moving in a circle of radius 0.5 m at 3 m/s', 'en').result)).toEqual([36]);
  });

  it('declines a centripetal force without the radius', () => {
    expect(solveMechanics('whats the centripetal force on a 2 kg mass moving in a circle at 3 m/s', 'en')).toBeNull();
  });
});

describe('a question sentence ending in "?" with a decimal inside', () => {
  it('reads from the sentence start, not from ".5 m" (3 × 36 / 1.5 = 72 N)', () => {
    expect(values(solve('centripetal force on a 3 kg body moving in a circle of radius 1.5 m with speed 6 m/s?', 'en').result)[0]).toBeCloseTo(72, 9);
  });

  it('steps back to the real full stop (0.4 × 6.25 / 0.8 = 3.125 N)', () => {
    expect(values(solve('A stone is tied to a string. centripetal force on a 0.4 kg stone moving in a circle of radius 0.8 m with speed 2.5 m/s?', 'en').result)[0]).toBeCloseTo(3.125, 9);
  });

  it('keeps a decimal speed in the givens (½ × 1000 × 12.5² = 78125 J)', () => {
    expect(values(solve('a car of mass 1000 kg moves at 12.5 m/s. its kinetic energy?', 'en').result)[0]).toBeCloseTo(78125, 6);
  });

  it('declines when the radius is missing', () => {
    expect(solveMechanics('centripetal force on a 3 kg body moving in a circle with speed 6.5 m/s?', 'en')).toBeNull();
  });
});

describe('exam phrasings', () => {
  const parts = (result: SolutionResult | undefined): number[][] => (result as { parts: { values: number[] }[] }).parts.map((part) => part.values);
  it('reads "عجلة السقوط الحر" / "acceleration of free fall" as g, not as a falling body', () => {
    expect(values(solve('قُذف جسم رأسيًا لأعلى بسرعة ١٩٫٦ م/ث. احسب أقصى ارتفاع يصل إليه الجسم، علمًا بأن عجلة السقوط الحر ٩٫٨ م/ث²').result)[0]).toBeCloseTo(19.6, 9);
    expect(values(solve('A ball is thrown vertically upwards at 19.6 m/s. Find the maximum height. (acceleration of free fall = 9.8 m/s²)', 'en').result)[0]).toBeCloseTo(19.6, 9);
    expect(values(solve('قذفت كرة رأسيا لأعلى بسرعة ١٤ م/ث، احسب زمن الوصول لأقصى ارتفاع. عجلة السقوط الحر = ٩.٨ م/ث²').result)[0]).toBeCloseTo(14 / 9.8, 9);
    expect(values(solve('A ball is dropped from a cliff and hits the ground after 3 s. Find the height of the cliff. Take the acceleration of free fall as 9.8 m/s².', 'en').result)[0]).toBeCloseTo(44.1, 9);
    expect(solveMechanics('قذف جسم رأسيا لأعلى بسرعة ٢٠ م/ث. احسب أقصى ارتفاع', 'ar')).toBeNull();
  });
  it('reads a coefficient of friction named before "between the surfaces"', () => {
    expect(values(solve('A 4 kg box is pushed along a horizontal floor by a horizontal force of 20 N. The coefficient of kinetic friction between the box and the floor is 0.25. Take g = 10 m/s². Find the acceleration.', 'en').result)[0]).toBeCloseTo(2.5, 9);
    expect(values(solve('جسم كتلته ١٠ كجم يسحب على أرض أفقية بقوة أفقية ٥٠ نيوتن، معامل الاحتكاك الحركي بين الجسم والأرض ٠٫٣. احسب عجلة الجسم علمًا بأن عجلة الجاذبية ١٠ م/ث²').result)[0]).toBeCloseTo(2, 9);
    expect(values(solve('A 5 kg block is pulled by a horizontal force of 40 N on a rough floor, μk = 0.4, g = 10 m/s². Find the acceleration.', 'en').result)[0]).toBeCloseTo(4, 9);
    expect(solveMechanics('A 5 kg block is pulled by a horizontal force of 40 N on a rough floor between 0.4 and 2 m. Find the acceleration.', 'en')).toBeNull();
  });
  it('answers the common speed and "طاقة الحركة المفقودة" of a sticking collision', () => {
    expect(values(solve('عربة كتلتها ٣ كجم تتحرك بسرعة ٤ م/ث اصطدمت بعربة ساكنة كتلتها ١ كجم والتحمتا معا. احسب طاقة الحركة المفقودة').result)[0]).toBeCloseTo(6, 9);
    expect(parts(solve('جسم كتلته ٥ كجم يتحرك بسرعة ١٠ م/ث اصطدم بجسم ساكن كتلته ٥ كجم فالتحما معا. احسب: (أ) السرعة المشتركة (ب) النقص في طاقة الحركة').result)).toEqual([[5], [125]]);
    expect(parts(solve('A 3 kg trolley moving at 8 m/s collides with a stationary 1 kg trolley and they stick together. Find (a) their common velocity (b) the kinetic energy lost.', 'en').result)).toEqual([[6], [24]]);
    expect(solveMechanics('كرة كتلتها ٢ كجم تتحرك بسرعة ٦ م/ث اصطدمت بكرة ساكنة كتلتها ٤ كجم. احسب: (أ) السرعة المشتركة بعد التصادم (ب) طاقة الحركة المفقودة في التصادم', 'ar')).toBeNull();
  });
  it('answers "the speed gained" of a stage from rest and the total distance', () => {
    expect(parts(solve('A car starts from rest and accelerates uniformly at 3 m/s² for 4 s, then moves at the speed it gained for 10 s. Find (a) the speed gained (b) the total distance travelled.', 'en').result)).toEqual([[12], [144]]);
    expect(values(solve('بدأت سيارة الحركة من السكون بعجلة ١.٥ م/ث² لمدة ٨ ث ثم تحركت بسرعة منتظمة لمدة ٢٠ ث. احسب السرعة المكتسبة والمسافة الكلية').result)).toEqual([12, 288]);
    expect(parts(solve('بدأ قطار الحركة من السكون بعجلة منتظمة ٠٫٥ م/ث² لمدة ٤٠ ث ثم تحرك بالسرعة التي اكتسبها لمدة ٦٠ ث. احسب: (أ) السرعة التي اكتسبها (ب) المسافة الكلية').result)).toEqual([[20], [1600]]);
    expect(solveMechanics('تتحرك سيارة بسرعة ١٠ م/ث ثم تسارعت بعجلة ٢ م/ث² لمدة ٥ ث ثم تحركت بتلك السرعة لمدة ٤ ث. احسب: (أ) السرعة التي اكتسبتها (ب) المسافة الكلية', 'ar')).toBeNull();
  });
});

describe('blind-final reading gaps', () => {
  it('reads a colloquial throw up with "اعلى ارتفاع" and "ترجع/تعود" (h = v0²/2g, T = 2v0/g)', () => {
    expect(values(solve('كوره اتقذفت لفوق بسرعه 24.5 m/s ، g = 9.8 ، اعلى ارتفاع كام وبعد قد ايه ترجع لنفس النقطه؟').result)).toEqual([30.625, 5]);
    expect(values(solve('A stone is thrown straight up at 30 m/s (g = 10 m/s^2). How high does it go and after how long does it come back to the thrower?', 'en').result)).toEqual([45, 6]);
    expect(values(solve('كوره اتقذفت لفوق بسرعه 20 m/s ، g = 10 ، بعد قد ايه تعود لنقطة القذف؟').result)).toEqual([4]);
    expect(solveMechanics('كوره اتقذفت لفوق بسرعه 20 m/s ، اعلى ارتفاع كام؟', 'ar')).toBeNull();
  });

  it('reads a car turning on a curve (منحنى/منعطف/bend, نص قطره) as F = mv²/r', () => {
    expect(values(solve('عربيه كتلتها 1000kg بتلف في منحنى نص قطره 50m بسرعة 72 km/h ، القوة الجاذبة المركزية كام نيوتن؟').result)).toEqual([8000]);
    expect(values(solve('موتوسيكل كتلته 200 kg بيلف في منعطف نص قطره 20 m بسرعة 36 km/h، القوه المركزيه كام؟').result)).toEqual([1000]);
    expect(values(solve('A 1500 kg car goes round a bend of radius 75 m at 15 m/s. Find the centripetal force.', 'en').result)).toEqual([4500]);
    expect(values(solve('عربيه كتلتها 800 kg بتلف في منحنى نص قطره 40 m بسرعه 54 km/h ، القوه المركزيه كام؟').result)).toEqual([4500]);
    expect(solveMechanics('عربيه كتلتها 1000kg بتلف في منحنى بسرعة 72 km/h ، القوة المركزية كام نيوتن؟', 'ar')).toBeNull();
  });

  it('conserves energy for a body sliding from rest on a smooth track (v = √(2gΔh))', () => {
    expect(values(solve('انزلق جسم من السكون على مسار منحنٍ أملس من ارتفاع ٥ م. احسب سرعته عند أسفل المسار علماً بأن عجلة الجاذبية ١٠ م/ث²').result)).toEqual([10]);
    expect(values(solve('A block slides from rest down a smooth curved track from a height of 3.2 m. Find its speed at the bottom (g = 10 m/s^2)', 'en').result)).toEqual([8]);
    expect(values(solve('جسم بينزلق من السكون على سطح أملس من ارتفاع 20 م ، سرعته تحت كام؟ g = 9.8 م/ث²').result)[0]).toBeCloseTo(Math.sqrt(392), 9);
    expect(values(solve('انزلق جسم من السكون على مسار أملس من ارتفاع 10 م إلى ارتفاع 5 م. احسب سرعته علماً بأن عجلة الجاذبية 10 م/ث²').result)).toEqual([10]);
    expect(solveMechanics('انزلق جسم من السكون على مسار خشن من ارتفاع 5 م. احسب سرعته عند أسفل المسار علماً بأن عجلة الجاذبية 10 م/ث²', 'ar')).toBeNull();
    expect(solveMechanics('انزلق جسم على مسار أملس من ارتفاع 5 م. احسب سرعته عند أسفل المسار علماً بأن عجلة الجاذبية 10 م/ث²', 'ar')).toBeNull();
  });

  it('reads "hits / crashes into / خبطت" between two bodies as a collision', () => {
    expect(values(solve('a 2 kg trolley moving at 6 m/s hits a 4 kg trolley at rest and they stick together. find their common velocity and the kinetic energy lost', 'en').result)).toEqual([2, 24]);
    expect(values(solve('A 3 kg cart moving at 4 m/s crashes into a 1 kg cart at rest and they move off together. Find the common velocity and the kinetic energy lost.', 'en').result)).toEqual([3, 6]);
    expect(values(solve('عربيه كتلتها 5 kg ماشيه بسرعه 10 m/s خبطت في عربيه 5 kg واقفه ولزقوا في بعض معا، السرعه المشتركه كام؟').result)).toEqual([5]);
    expect(solveMechanics('A 2 kg trolley moving at 6 m/s hits a 4 kg trolley at rest. Find the velocity of the trolleys after the collision.', 'en')).toBeNull();
    expect(solveMechanics('a 2 kg trolley moving at 6 m/s hits a 4 kg trolley moving at 3 m/s and they stick together. find their common velocity', 'en')).toBeNull();
  });
});
