/**
 * Circles: the centre and radius from an equation (general form x² + y² + Dx + Ey + F = 0, with a common
 * factor, or the standard form (x − h)² + (y − k)² = r²), and the equation from the centre and the radius, the
 * ends of a diameter, or the centre and a point on the circle. Checked by putting points of the circle back in.
 */
import type { Solution, SolutionResult, SolutionStep, TutorLanguage } from '../../solution';
import { decimal, m, say } from '../../math/language';
import { finish, step } from './build';
import { numberLatex, paren, pointLatex, termLatex } from './format';
import { equationLatex, equationSources, rawLatex, readConic, readNumber, readTuples, type Conic, type PreparedText, type Tuple } from './read';

const NUMBER = String.raw`(\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?)`;
const tiny = (value: number): boolean => Math.abs(value) < 1e-9;

/** (x − h)² + (y − k)² = r² and its expanded general form, in LaTeX. */
function equationsLatex(h: number, k: number, r: number): [string, string] {
  const shifted = (symbol: string, value: number): string => (tiny(value) ? `${symbol}^2` : `(${symbol} ${value < 0 ? '+' : '-'} ${termLatex(Math.abs(value))})^2`);
  const standard = `${shifted('x', h)} + ${shifted('y', k)} = ${termLatex(r * r)}`;
  const D = -2 * h;
  const E = -2 * k;
  const F = h * h + k * k - r * r;
  const term = (value: number, symbol: string): string => (tiny(value) ? '' : ` ${value < 0 ? '-' : '+'} ${termLatex(Math.abs(value))}${symbol}`);
  return [standard, `x^2 + y^2${term(D, 'x')}${term(E, 'y')}${term(F, '')} = 0`];
}

/** The points (h ± r, k), (h, k ± r) satisfy the conic: the check line, or null. */
function checkOnCircle(conic: Conic | null, h: number, k: number, r: number, language: TutorLanguage): string | null {
  const f = conic ?? { A: 1, B: 1, C: 0, D: -2 * h, E: -2 * k, F: h * h + k * k - r * r, source: '' };
  const points = [[h + r, k], [h - r, k], [h, k + r], [h, k - r]] as const;
  const value = ([x, y]: readonly [number, number]): number => f.A * x * x + f.B * y * y + f.C * x * y + f.D * x + f.E * y + f.F;
  if (points.some((point) => Math.abs(value(point)) > 1e-9 * Math.max(1, Math.abs(f.F)))) return null;
  const listed = points.slice(0, 2).map((point) => m(pointLatex(point.map((v) => Number(v.toFixed(6)))))).join(say(language, ' and ', ' و '));
  return say(language, `${listed}, at distance ${m(decimal(r))} from the centre, satisfy the equation. ✓`, `${listed} على بعد ${m(decimal(r))} من المركز تحققان المعادلة. ✓`);
}

function fromEquation(source: string, conic: Conic, words: string, language: TutorLanguage): Solution | null {
  if (!tiny(conic.C) || tiny(conic.A) || Math.abs(conic.A - conic.B) > 1e-9 * Math.abs(conic.A)) return null;
  const [D, E, F] = [conic.D / conic.A, conic.E / conic.A, conic.F / conic.A];
  // + 0 turns −0 (of a missing x or y term) into 0.
  const [h, k] = [-D / 2 + 0, -E / 2 + 0];
  const square = h * h + k * k - F;
  if (square <= 1e-12) return null;
  const r = Math.sqrt(square);
  const check = checkOnCircle(conic, h, k, r, language);
  const result = askedOnly(words, h, k, r);
  if (!check || !result) return null;
  const steps: SolutionStep[] = [];
  if (Math.abs(conic.A - 1) > 1e-12) steps.push(step(`${say(language, 'Divide by the coefficient of', 'نقسم على معامل')} ${m('x^2')} (${m(termLatex(conic.A))}): ${m(equationsLatex(h, k, r)[1])}`, say(language, 'The centre-radius rules need x² and y² with coefficient 1.', 'لتطبيق القانون يجب أن يكون معامل س² و ص² = ١.')));
  steps.push(step(`${say(language, 'Compare with', 'بالمقارنة مع')} ${m('x^2 + y^2 + 2lx + 2ky + c = 0')}: ${m(`2l = ${termLatex(D)}, \\; 2k = ${termLatex(E)}, \\; c = ${termLatex(F)}`)}`, say(language, 'Expanding (x − h)² + (y − k)² = r² gives x² + y² − 2hx − 2ky + h² + k² − r² = 0, so the centre is (−l, −k).', 'بفك (س − د)² + (ص − هـ)² = نق² نحصل على الصورة العامة، فالمركز (−ل، −ك).')));
  steps.push(step(`${say(language, 'Centre', 'المركز')} ${m(`(-l, -k) = ${pointLatex([h, k])}`)}`));
  steps.push(step(`${m(`r = \\sqrt{l^2 + k^2 - c} = \\sqrt{${paren(-h)}^2 + ${paren(-k)}^2 - ${paren(F)}} = \\sqrt{${termLatex(square)}} = ${numberLatex(r, square)}`)}`));
  return finish({
    kind: 'circle-centre-radius',
    title: ['Centre and radius of a circle', 'مركز الدائرة وطول نصف قطرها'],
    statement: say(language, `The circle ${m(equationLatex(source))}.`, `الدائرة ${m(equationLatex(source))}.`),
    steps,
    answer: say(language, `Centre ${m(pointLatex([h, k]))}, radius ${m(`r = ${numberLatex(r, square)}`)}`, `المركز ${m(pointLatex([h, k]))} وطول نصف القطر ${m(`r = ${numberLatex(r, square)}`)}`),
    check,
    result,
  }, language);
}

/** [h, k, r], or only the radius / only the centre when the question asks for just that one. */
function askedOnly(words: string, h: number, k: number, r: number): SolutionResult | null {
  const centre = /مركز|cent(?:re|er)/.test(words);
  const radius = /نصف?\s*(?:ال)?قطر|radius|(?<![\u0621-\u064A])نق(?![\u0621-\u064A])/.test(words);
  if (/diameter|(?<!نصف?\s*(?:ال)?)قطر/.test(words)) return null;
  if (radius && !centre) return { values: [r] };
  if (centre && !radius) return { values: [h, k] };
  return { values: [h, k, r] };
}

function fromGivens(centre: number[], r: number, statement: [string, string], first: SolutionStep[], language: TutorLanguage): Solution | null {
  const [h, k] = centre as [number, number];
  if (!(r > 0)) return null;
  const check = checkOnCircle(null, h, k, r, language);
  if (!check) return null;
  const [standard, general] = equationsLatex(h, k, r);
  return finish({
    kind: 'circle-equation',
    title: ['Equation of a circle', 'معادلة الدائرة'],
    statement: say(language, ...statement),
    steps: [
      ...first,
      step(`${m('(x - h)^2 + (y - k)^2 = r^2')}: ${m(standard)}`, say(language, 'Every point of the circle is at distance r from the centre (h, k).', 'كل نقطة على الدائرة بعدها عن المركز (د، هـ) يساوي نق.')),
      step(`${say(language, 'Expanded:', 'بالفك:')} ${m(general)}`),
    ],
    answer: `${m(standard)} ${say(language, 'or', 'أو')} ${m(general)} — ${say(language, 'centre', 'المركز')} ${m(pointLatex([h, k]))}, ${m(`r = ${numberLatex(r, r * r)}`)}`,
    check,
    result: { values: [h, k, r] },
  }, language);
}

const shown = (tuple: Tuple): string => m(`(${tuple.raw.join(', ')})`);

/** A circle question; null when it is not one this reads completely. */
export function solveCircle(prepared: PreparedText, language: TutorLanguage): Solution | null {
  const { ascii, words } = prepared;
  // An equation in x² and y² asked for its centre or radius names the circle without the word.
  const named = /داير|circle/.test(words) || (/مركز|cent(?:re|er)|radius|نصف?\s*(?:ال)?قطر/.test(words) && /[xyسص]\s*\^\s*2/.test(ascii) && /[xس]\s*\^\s*2/.test(ascii) && /[yص]\s*\^\s*2/.test(ascii));
  if (!named || /متجه|vector|مماس|tangent|مستقيم|line/.test(words)) return null;
  const sources = equationSources(ascii);
  const tuples = readTuples(ascii);
  if (tuples.some((tuple) => tuple.values.length !== 2)) return null;
  if (sources.length === 1 && tuples.length === 0) {
    const source = sources[0];
    const conic = source ? readConic(source) : null;
    return source && conic ? fromEquation(source, conic, words, language) : null;
  }
  if (sources.length > 0) return null;
  const centreFirst = /(?:مركز|cent(?:re|er))[^(]{0,25}$/.test(ascii.slice(0, tuples[0]?.index ?? 0));
  if (tuples.length === 1 && centreFirst) {
    const radius = new RegExp(String.raw`(?:نصف\s*(?:ال)?قطر\S*|radius)[^\d(-]{0,25}?${NUMBER}`).exec(ascii);
    if (!radius) return null;
    const r = readNumber(radius[1]!);
    return fromGivens(tuples[0]!.values, r, [`Centre ${shown(tuples[0]!)}, radius ${m(rawLatex(radius[1]!))}.`, `المركز ${shown(tuples[0]!)} وطول نصف القطر ${m(rawLatex(radius[1]!))}.`], [], language);
  }
  if (tuples.length === 3 && !centreFirst && /تمر|يمر|مار[هة]?\s|passes|passing|through/.test(words)) return throughThree(tuples as [Tuple, Tuple, Tuple], language);
  if (tuples.length !== 2) return null;
  const [p, q] = [tuples[0]!.values, tuples[1]!.values] as [number[], number[]];
  if (/(?<!نصف\s*)(?:قطر|diameter)/.test(words) && !/نصف\s*(?:ال)?قطر|radius/.test(words) && !centreFirst) {
    const centre = [(p[0]! + q[0]!) / 2, (p[1]! + q[1]!) / 2];
    const r = Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!) / 2;
    const first = [step(`${say(language, 'The centre is the midpoint of the diameter:', 'المركز منتصف القطر:')} ${m(pointLatex(centre))}; ${m(`r = \\frac{1}{2}\\sqrt{${termLatex((p[0]! - q[0]!) ** 2)} + ${termLatex((p[1]! - q[1]!) ** 2)}} = ${numberLatex(r, r * r)}`)}`)];
    return fromGivens(centre, r, [`A circle with diameter from ${shown(tuples[0]!)} to ${shown(tuples[1]!)}.`, `دائرة أحد أقطارها من ${shown(tuples[0]!)} إلى ${shown(tuples[1]!)}.`], first, language);
  }
  if (centreFirst && /تمر|يمر|passes|passing|through/.test(words)) {
    const r = Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!);
    const first = [step(`${say(language, 'The radius is the distance from the centre to the point:', 'نصف القطر = البعد بين المركز والنقطة:')} ${m(`r = \\sqrt{${termLatex((p[0]! - q[0]!) ** 2)} + ${termLatex((p[1]! - q[1]!) ** 2)}} = ${numberLatex(r, r * r)}`)}`)];
    return fromGivens(p, r, [`Centre ${shown(tuples[0]!)}, passing through ${shown(tuples[1]!)}.`, `المركز ${shown(tuples[0]!)} وتمر بالنقطة ${shown(tuples[1]!)}.`], first, language);
  }
  return null;
}

/** The circle through three points (the circumcircle); null when they are on one line. */
function throughThree(tuples: [Tuple, Tuple, Tuple], language: TutorLanguage): Solution | null {
  const [[ax, ay], [bx, by], [cx, cy]] = tuples.map((tuple) => tuple.values) as [[number, number], [number, number], [number, number]];
  const d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by));
  if (Math.abs(d) < 1e-12) return null;
  const [sa, sb, sc] = [ax * ax + ay * ay, bx * bx + by * by, cx * cx + cy * cy];
  const h = (sa * (by - cy) + sb * (cy - ay) + sc * (ay - by)) / d + 0;
  const k = (sa * (cx - bx) + sb * (ax - cx) + sc * (bx - ax)) / d + 0;
  const distances = [[ax, ay], [bx, by], [cx, cy]].map(([x, y]) => Math.hypot(x! - h, y! - k));
  const r = distances[0]!;
  if (distances.some((value) => Math.abs(value - r) > 1e-9 * Math.max(1, r))) return null;
  // x² + y² + Dx + Ey + F = 0 through the three points: D = −2h, E = −2k, F = h² + k² − r².
  const [D, E, F] = [-2 * h, -2 * k, h * h + k * k - r * r];
  const first = [
    step(`${say(language, 'Put each point in', 'بالتعويض بكل نقطة في')} ${m('x^2 + y^2 + Dx + Ey + F = 0')} ${say(language, 'and solve the three equations:', 'وحل المعادلات الثلاث:')} ${m(`D = ${numberLatex(D)}, \; E = ${numberLatex(E)}, \; F = ${numberLatex(F)}`)}`, say(language, 'The centre is equidistant from the three points.', 'المركز على بعد متساوٍ من النقط الثلاث.')),
    step(`${say(language, 'Centre', 'المركز')} ${m(`\left(-\frac{D}{2}, -\frac{E}{2}\right) = ${pointLatex([h, k])}`)}, ${m(`r = \sqrt{h^2 + k^2 - F} = ${numberLatex(r, r * r)}`)}`),
  ];
  const listed = tuples.map(shown).join(', ');
  return fromGivens([h, k], r, [`A circle passing through ${listed}.`, `دائرة تمر بالنقط ${listed}.`], first, language);
}
