/**
 * The polar side of complex numbers: modulus and (principal) argument, the trigonometric form r(cos θ + i sin θ),
 * powers by De Moivre's theorem and the two square roots of a + bi. Values are computed in floating point, shown
 * exactly when they are fractions, surds or standard angles, and verified independently (back-conversion to
 * a + bi, repeated multiplication by mathjs, squaring the roots).
 */
import { math } from '../../math/engine';
import { decimal, m, say, type TutorLanguage } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { numericValue, parseComplex, nodeLatex, samePair } from './complexExpression';
import type { ComplexReading } from './complexReading';
import { angleLatex, clean, exactRealLatex, pairLatex, realLatex } from './format';
import { unitNote } from './complexArithmetic';

interface Polar {
  r: number;
  /** Principal argument in degrees, in (−180, 180]. */
  degrees: number;
}

export function toPolar(re: number, im: number): Polar | null {
  const r = Math.hypot(re, im);
  if (r < 1e-12) return null;
  let degrees = (Math.atan2(im, re) * 180) / Math.PI;
  if (degrees <= -180 + 1e-12) degrees = 180;
  return { r, degrees: clean(degrees) };
}

/** "the point lies in the second quadrant, so θ = 180° − α". */
function argumentStep(re: number, im: number, polar: Polar, language: TutorLanguage): SolutionStep {
  const onAxis = Math.abs(re) < 1e-12 || Math.abs(im) < 1e-12;
  const reference = clean((Math.atan(Math.abs(im / re)) * 180) / Math.PI);
  const quadrant = re > 0 ? (im > 0 ? 1 : 4) : im > 0 ? 2 : 3;
  const rule = ['', '\\theta = \\alpha', '\\theta = 180^\\circ - \\alpha', '\\theta = -(180^\\circ - \\alpha)', '\\theta = -\\alpha'][quadrant]!;
  const text = onAxis
    ? say(language, `The point ${m(`(${realLatex(re)}, ${realLatex(im)})`)} lies on an axis, so ${m(`\\theta = ${angleLatex(polar.degrees)}`)}.`, `النقطة ${m(`(${realLatex(re)}, ${realLatex(im)})`)} تقع على أحد المحورين، إذن ${m(`\\theta = ${angleLatex(polar.degrees)}`)}.`)
    : say(
        language,
        `${m(`\\tan\\alpha = \\left|\\frac{b}{a}\\right| = ${realLatex(Math.abs(im / re))}`)}, so ${m(`\\alpha = ${angleLatex(reference).split(' = ')[0]}`)}; the point ${m(`(${realLatex(re)}, ${realLatex(im)})`)} is in quadrant ${quadrant}, so ${m(rule)}: ${m(`\\theta = ${angleLatex(polar.degrees)}`)}.`,
        `${m(`\\tan\\alpha = \\left|\\frac{b}{a}\\right| = ${realLatex(Math.abs(im / re))}`)} إذن ${m(`\\alpha = ${angleLatex(reference).split(' = ')[0]}`)}؛ والنقطة ${m(`(${realLatex(re)}, ${realLatex(im)})`)} في الربع ${['', 'الأول', 'الثاني', 'الثالث', 'الرابع'][quadrant]}، إذن ${m(rule)}: ${m(`\\theta = ${angleLatex(polar.degrees)}`)}.`,
      );
  return { text, detail: say(language, 'The principal argument is the angle in (−180°, 180°] from the positive real axis to the point (a, b).', 'السعة الأساسية هي الزاوية في الفترة ]−١٨٠°، ١٨٠°] من الاتجاه الموجب لمحور الأعداد الحقيقية إلى النقطة (أ، ب).') };
}

function modulusStep(re: number, im: number, r: number, language: TutorLanguage): SolutionStep {
  const line = `r = |z| = \\sqrt{a^{2} + b^{2}} = \\sqrt{\\left(${realLatex(re)}\\right)^{2} + \\left(${realLatex(im)}\\right)^{2}} = ${realLatex(r)}`;
  return { text: say(language, `The modulus: ${m(line)}.`, `المقياس: ${m(line)}.`) };
}

/** z = a + bi from the single segment "z = …" / "…"; numeric parts. */
function readNumber(reading: ComplexReading): { latex: string; re: number; im: number } | null {
  if (reading.segments.length !== 1) return null;
  const node = parseComplex(reading.segments[0]!.replace(/^z\s*=\s*/, ''));
  const value = node ? numericValue(node) : null;
  if (!node || !value) return null;
  return { latex: nodeLatex(node), re: clean(value[0]), im: clean(value[1]) };
}

/** Modulus, argument, both, or the trigonometric form of one number. */
export function solveComplexPolar(reading: ComplexReading, language: TutorLanguage): Solution | null {
  if (!['modulus', 'argument', 'modulus-argument', 'polar'].includes(reading.ask)) return null;
  const z = readNumber(reading);
  const polar = z && toPolar(z.re, z.im);
  if (!z || !polar || exactRealLatex(z.re) === null || exactRealLatex(z.im) === null) return null;
  const back: [number, number] = [polar.r * Math.cos((polar.degrees * Math.PI) / 180), polar.r * Math.sin((polar.degrees * Math.PI) / 180)];
  if (!samePair(back, [z.re, z.im])) return null;
  const steps: SolutionStep[] = [{ text: say(language, `Here ${m(`z = ${z.latex}`)}: ${m(`a = ${realLatex(z.re)}`)}, ${m(`b = ${realLatex(z.im)}`)}.`, `هنا ${m(`z = ${z.latex}`)}: ${m(`a = ${realLatex(z.re)}`)} ، ${m(`b = ${realLatex(z.im)}`)}.`) + unitNote(reading, language) }];
  const wantsR = reading.ask !== 'argument';
  const wantsTheta = reading.ask !== 'modulus';
  if (wantsR) steps.push(modulusStep(z.re, z.im, polar.r, language));
  if (wantsTheta) steps.push(argumentStep(z.re, z.im, polar, language));
  // Egyptian (Arabic) textbooks give the argument in degrees; English questions expect radians unless told.
  const inRadians = reading.radians || (!reading.degrees && language === 'en');
  const radians = (polar.degrees * Math.PI) / 180;
  // The checkable argument: in degrees with its SI value (radians) beside it, unless radians were asked for.
  const argumentResult = reading.radians ? { values: [radians] } : { values: [polar.degrees], si: [radians] };
  const thetaLatex = angleLatex(polar.degrees);
  const form = `z = ${realLatex(polar.r)}\\left(\\cos ${thetaLatex.split(' = ').pop()} + i \\sin ${thetaLatex.split(' = ').pop()}\\right)`;
  if (reading.ask === 'polar') steps.push({ text: say(language, `The trigonometric form: ${m(form)}.`, `الصورة المثلثية: ${m(form)}.`) });
  const answer = reading.ask === 'polar' ? m(form) : [wantsR ? m(`|z| = ${realLatex(polar.r)}`) : '', wantsTheta ? m(`\\theta = ${thetaLatex}`) : ''].filter(Boolean).join(say(language, ', ', ' ، '));
  const asked = { modulus: ['the modulus $|z|$', 'مقياس $|z|$'], argument: ['the argument', 'سعة'], 'modulus-argument': ['the modulus $|z|$ and argument', 'مقياس $|z|$ وسعة'], polar: ['the trigonometric form $r(\\cos\\theta + i\\sin\\theta)$', 'الصورة المثلثية $r(\\cos\\theta + i\\sin\\theta)$'] }[reading.ask as 'polar'];
  return {
    kind: reading.ask === 'polar' ? 'complex-polar' : reading.ask === 'modulus' ? 'complex-modulus' : reading.ask === 'argument' ? 'complex-argument' : 'complex-polar',
    subject: 'math',
    title: say(language, 'Modulus and argument of a complex number', 'مقياس وسعة العدد المركب'),
    steps,
    answer,
    check: say(language, `Back to algebraic form: ${m(`${realLatex(polar.r)}(\\cos\\theta + i\\sin\\theta) = ${pairLatex(back[0], back[1])}`)} = z. ✓`, `بالرجوع إلى الصورة الجبرية: ${m(`${realLatex(polar.r)}(\\cos\\theta + i\\sin\\theta) = ${pairLatex(back[0], back[1])}`)} = ع. ✓`),
    statement: say(language, `Find ${asked[0]} of ${m(`z = ${z.latex}`)}${inRadians ? ' (θ in radians)' : ' (θ in degrees)'}.`, `المطلوب: ${asked[1]} العدد ${m(`z = ${z.latex}`)}${inRadians ? ' (السعة بالتقدير الدائري)' : ' (السعة بالدرجات)'}.`),
    result: reading.ask === 'modulus' ? { values: [polar.r] } : reading.ask === 'argument' ? argumentResult : { parts: [{ values: [polar.r] }, argumentResult] },
  };
}

/** r(cos θ + i sin θ) with θ in degrees: "2(cos 30 deg + i sin 30 deg)", r optional. */
const POLAR_INPUT = /^(?:z\s*=\s*)?(\d+(?:\.\d+)?)?\s*\(\s*cos\s*\(?\s*(\d+(?:\.\d+)?)\s*deg\s*\)?\s*\+\s*i\s*sin\s*\(?\s*(\d+(?:\.\d+)?)\s*deg\s*\)?\s*\)\s*(?:\^\s*(\d+))?$/;

/** z^n by De Moivre: from (a + bi)^n or from r(cos θ + i sin θ) and "z^n". */
export function solveDeMoivre(reading: ComplexReading, language: TutorLanguage): Solution | null {
  if (reading.ask !== 'value') return null;
  let r: number;
  let degrees: number;
  let exponent: number;
  let baseLatex: string;
  const polarMatch = POLAR_INPUT.exec(reading.segments[0] ?? '');
  if (polarMatch) {
    if (polarMatch[2] !== polarMatch[3]) return null;
    const power = polarMatch[4] ?? (reading.segments.length === 2 ? /^z\s*\^\s*(\d+)$/.exec(reading.segments[1]!)?.[1] : undefined);
    if (!power || reading.segments.length !== (polarMatch[4] ? 1 : 2)) return null;
    r = Number(polarMatch[1] ?? 1);
    degrees = Number(polarMatch[2]);
    exponent = Number(power);
    baseLatex = `${polarMatch[1] ?? ''}\\left(\\cos ${polarMatch[2]}^\\circ + i \\sin ${polarMatch[3]}^\\circ\\right)`;
  } else {
    if (reading.segments.length !== 1) return null;
    const node = parseComplex(reading.segments[0]!);
    if (!node || node.type !== 'pow' || node.exponent < 2) return null;
    const base = numericValue(node.base);
    const polar = base && toPolar(base[0], base[1]);
    if (!base || !polar || exactRealLatex(base[0]) === null || exactRealLatex(base[1]) === null) return null;
    if (node.exponent <= 6 && !reading.complexWords) return null;
    r = polar.r;
    degrees = polar.degrees;
    exponent = node.exponent;
    baseLatex = nodeLatex(node.base);
  }
  if (exponent > 60 || !Number.isInteger(degrees)) return null;
  const rn = r ** exponent;
  let turned = (degrees * exponent) % 360;
  if (turned > 180) turned -= 360;
  if (turned <= -180) turned += 360;
  const value: [number, number] = [clean(rn * Math.cos((turned * Math.PI) / 180)), clean(rn * Math.sin((turned * Math.PI) / 180))];
  const direct = math.pow(math.complex(r * Math.cos((degrees * Math.PI) / 180), r * Math.sin((degrees * Math.PI) / 180)), exponent) as unknown as { re: number; im: number };
  if (!samePair(value, [direct.re, direct.im]) || exactRealLatex(value[0]) === null || exactRealLatex(value[1]) === null || exactRealLatex(rn) === null) return null;
  const steps: SolutionStep[] = [];
  if (!polarMatch) {
    steps.push({ text: say(language, `Write the base in trigonometric form: ${m(`r = ${realLatex(r)}`)}, ${m(`\\theta = ${angleLatex(degrees)}`)}.`, `نكتب الأساس في الصورة المثلثية: ${m(`r = ${realLatex(r)}`)} ، ${m(`\\theta = ${angleLatex(degrees)}`)}.`) + unitNote(reading, language) });
  }
  const line = `z^{${exponent}} = ${realLatex(r)}^{${exponent}}\\left(\\cos ${exponent * degrees}^\\circ + i \\sin ${exponent * degrees}^\\circ\\right) = ${realLatex(rn)}\\left(\\cos ${turned}^\\circ + i \\sin ${turned}^\\circ\\right)`;
  steps.push({
    text: say(language, `By De Moivre's theorem, raise the modulus to the power ${exponent} and multiply the angle by ${exponent}: ${m(line)}.`, `بنظرية ديموافر نرفع المقياس للأس ${exponent} ونضرب الزاوية في ${exponent}: ${m(line)}.`) + (polarMatch ? unitNote(reading, language) : ''),
    detail: say(language, `${m('\\left[r(\\cos\\theta + i\\sin\\theta)\\right]^{n} = r^{n}(\\cos n\\theta + i\\sin n\\theta)')}: multiplying complex numbers multiplies moduli and adds arguments.`, `${m('\\left[r(\\cos\\theta + i\\sin\\theta)\\right]^{n} = r^{n}(\\cos n\\theta + i\\sin n\\theta)')}: عند ضرب الأعداد المركبة تُضرب المقاييس وتُجمع السعات.`),
  });
  steps.push({ text: say(language, `So ${m(`z^{${exponent}} = ${pairLatex(value[0], value[1])}`)}.`, `إذن ${m(`z^{${exponent}} = ${pairLatex(value[0], value[1])}`)}.`) });
  const shown = polarMatch && !polarMatch[4] ? `z = ${baseLatex},\\ z^{${exponent}}` : `\\left(${baseLatex}\\right)^{${exponent}}`;
  return {
    kind: 'complex-de-moivre',
    subject: 'math',
    title: say(language, "Powers of a complex number (De Moivre's theorem)", 'قوى العدد المركب (نظرية ديموافر)'),
    steps,
    answer: m(`${polarMatch && !polarMatch[4] ? `z^{${exponent}}` : `\\left(${baseLatex}\\right)^{${exponent}}`} = ${pairLatex(value[0], value[1])}`),
    check: say(language, `Multiplying the base by itself ${exponent} times numerically gives ${m(`${decimal(direct.re, 6)} + ${decimal(direct.im, 6)}i`)}, the same. ✓`, `بضرب الأساس في نفسه ${exponent} مرات عدديًا نحصل على ${m(`${decimal(direct.re, 6)} + ${decimal(direct.im, 6)}i`)}، نفس الناتج. ✓`),
    statement: say(language, `Find ${m(shown)}.`, `المطلوب: ${m(shown)}.`),
    result: { values: [value] },
  };
}

/** The two square roots x + yi of a + bi (|a + bi| rational). */
export function solveComplexSquareRoots(reading: ComplexReading, language: TutorLanguage): Solution | null {
  if (reading.ask !== 'square-roots' || reading.segments.length !== 1) return null;
  const node = parseComplex(reading.segments[0]!.replace(/^z\s*=\s*/, ''));
  const value = node && numericValue(node);
  if (!node || !value) return null;
  const [a, b] = [clean(value[0]), clean(value[1])];
  const modulus = clean(Math.hypot(a, b));
  if (exactRealLatex(a) === null || exactRealLatex(b) === null || !/^-?\d+(?:\/\d+)?$|^-?\\frac\{\d+\}\{\d+\}$/.test(exactRealLatex(modulus) ?? 'x') || modulus === 0) return null;
  const xSquared = (a + modulus) / 2;
  const ySquared = (modulus - a) / 2;
  const x = Math.sqrt(xSquared);
  const y = (b < 0 ? -1 : 1) * Math.sqrt(ySquared);
  const root: [number, number] = [clean(x), clean(y)];
  const square = math.multiply(math.complex(root[0], root[1]), math.complex(root[0], root[1])) as unknown as { re: number; im: number };
  if (!samePair([square.re, square.im], [a, b]) || exactRealLatex(root[0]) === null || exactRealLatex(root[1]) === null) return null;
  const other: [number, number] = [clean(-root[0]), clean(-root[1])];
  const steps: SolutionStep[] = [
    { text: say(language, `Let ${m(`(x + yi)^{2} = ${pairLatex(a, b)}`)}; expanding, ${m(`x^{2} - y^{2} = ${realLatex(a)}`)} and ${m(`2xy = ${realLatex(b)}`)}.`, `نفرض ${m(`(x + yi)^{2} = ${pairLatex(a, b)}`)}؛ بالفك ${m(`x^{2} - y^{2} = ${realLatex(a)}`)} و ${m(`2xy = ${realLatex(b)}`)}.`) + unitNote(reading, language) },
    {
      text: say(language, `Taking moduli, ${m(`x^{2} + y^{2} = |z| = \\sqrt{\\left(${realLatex(a)}\\right)^{2} + \\left(${realLatex(b)}\\right)^{2}} = ${realLatex(modulus)}`)}.`, `وبأخذ المقياس ${m(`x^{2} + y^{2} = |z| = \\sqrt{\\left(${realLatex(a)}\\right)^{2} + \\left(${realLatex(b)}\\right)^{2}} = ${realLatex(modulus)}`)}.`),
      detail: say(language, '|(x + yi)²| = |x + yi|² = x² + y², which gives a second equation without the product xy.', '|(س + ص ت)²| = س² + ص²، وهذه معادلة ثانية لا تحتوي حاصل الضرب س ص.'),
    },
    { text: say(language, `Adding and subtracting: ${m(`x^{2} = ${realLatex(xSquared)}`)}, ${m(`y^{2} = ${realLatex(ySquared)}`)}; ${m('2xy')} ${b < 0 ? say(language, 'is negative, so x and y have opposite signs', 'سالب، فإشارتا س و ص مختلفتان') : say(language, 'is not negative, so x and y have the same sign', 'غير سالب، فإشارتا س و ص متماثلتان')}.`, `بالجمع والطرح: ${m(`x^{2} = ${realLatex(xSquared)}`)} ، ${m(`y^{2} = ${realLatex(ySquared)}`)}؛ و ${m('2xy')} ${b < 0 ? 'سالب، فإشارتا س و ص مختلفتان' : 'غير سالب، فإشارتا س و ص متماثلتان'}.`) },
  ];
  const roots = `\\pm\\left(${pairLatex(root[0], root[1])}\\right)`;
  return {
    kind: 'complex-square-root',
    subject: 'math',
    title: say(language, 'Square roots of a complex number', 'الجذران التربيعيان للعدد المركب'),
    steps,
    answer: say(language, `The square roots are ${m(roots)}.`, `الجذران التربيعيان هما ${m(roots)}.`),
    check: say(language, `${m(`\\left(${pairLatex(root[0], root[1])}\\right)^{2} = ${pairLatex(a, b)}`)}. ✓`, `${m(`\\left(${pairLatex(root[0], root[1])}\\right)^{2} = ${pairLatex(a, b)}`)}. ✓`),
    statement: say(language, `Find the square roots of ${m(nodeLatex(node))}.`, `المطلوب: الجذران التربيعيان للعدد ${m(nodeLatex(node))}.`),
    result: { values: [root, other] },
  };
}

/** r(cos θ ± i sin θ) with θ in degrees, nothing else asked: "4(cos 60 deg + i sin 60 deg)", r optional. */
const POLAR_VALUE = /^(?:z\s*=\s*)?(\d+(?:\.\d+)?)?\s*\(\s*cos\s*\(?\s*(\d+(?:\.\d+)?)\s*deg\s*\)?\s*([+-])\s*i\s*sin\s*\(?\s*(\d+(?:\.\d+)?)\s*deg\s*\)?\s*\)$/;

/** The algebraic form a + bi of a number given in trigonometric form r(cos θ + i sin θ). */
export function solvePolarToAlgebraic(reading: ComplexReading, language: TutorLanguage): Solution | null {
  if (reading.ask !== 'value' || reading.segments.length !== 1) return null;
  const match = POLAR_VALUE.exec(reading.segments[0]!);
  if (!match || match[2] !== match[4]) return null;
  const r = Number(match[1] ?? 1);
  const degrees = Number(match[2]);
  const sign = match[3] === '-' ? -1 : 1;
  if (!(r > 0) || degrees > 360) return null;
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [clean(Math.cos(radians)), clean(Math.sin(radians))];
  const value: [number, number] = [clean(r * cos), clean(sign * r * sin)];
  // Independent check: r·e^{±iθ} by mathjs.
  const direct = math.multiply(r, math.exp(math.complex(0, sign * radians))) as unknown as { re: number; im: number };
  if (!samePair(value, [direct.re, direct.im])) return null;
  if ([cos, sin, value[0], value[1]].some((part) => exactRealLatex(part) === null)) return null;
  const rLatex = match[1] ?? '';
  const op = sign < 0 ? '-' : '+';
  const given = `${rLatex}\\left(\\cos ${match[2]}^\\circ ${op} i \\sin ${match[4]}^\\circ\\right)`;
  const substituted = `${rLatex}\\left(${realLatex(cos)} ${op} ${realLatex(sin)}\\,i\\right)`;
  const steps: SolutionStep[] = [
    {
      text: say(language, `${m(`\\cos ${degrees}^\\circ = ${realLatex(cos)}`)} and ${m(`\\sin ${degrees}^\\circ = ${realLatex(sin)}`)}.`, `${m(`\\cos ${degrees}^\\circ = ${realLatex(cos)}`)} و ${m(`\\sin ${degrees}^\\circ = ${realLatex(sin)}`)}.`) + unitNote(reading, language),
      detail: say(language, `${m(`${degrees}^\\circ`)} is a standard angle; its cosine and sine are read from the unit circle.`, `الزاوية ${m(`${degrees}^\\circ`)} من الزوايا الخاصة، وجيبها وجيب تمامها من دائرة الوحدة.`),
    },
    { text: say(language, `Substitute and multiply out: ${m(`z = ${given} = ${substituted} = ${pairLatex(value[0], value[1])}`)}.`, `بالتعويض والضرب: ${m(`z = ${given} = ${substituted} = ${pairLatex(value[0], value[1])}`)}.`) },
  ];
  return {
    kind: 'complex-polar-to-algebraic',
    subject: 'math',
    title: say(language, 'From trigonometric to algebraic form', 'من الصورة المثلثية إلى الصورة الجبرية'),
    steps,
    answer: m(`z = ${pairLatex(value[0], value[1])}`),
    check: say(language, `Numerically ${m(`${rLatex || '1'}e^{${sign < 0 ? '-' : ''}i\\theta} = ${decimal(direct.re, 6)} ${direct.im < 0 ? '-' : '+'} ${decimal(Math.abs(direct.im), 6)}i`)}, the same. ✓`, `عدديًا ${m(`${rLatex || '1'}e^{${sign < 0 ? '-' : ''}i\\theta} = ${decimal(direct.re, 6)} ${direct.im < 0 ? '-' : '+'} ${decimal(Math.abs(direct.im), 6)}i`)}، نفس الناتج. ✓`),
    statement: say(language, `Write ${m(`z = ${given}`)} in the algebraic form ${m('a + bi')}.`, `المطلوب: كتابة ${m(`z = ${given}`)} على الصورة الجبرية ${m('a + bi')}.`),
    result: { values: [value] },
  };
}
