/**
 * Two lines, or a point and a line: the value of k that makes two lines parallel or perpendicular, whether two
 * lines are parallel / perpendicular, the acute angle between them, the distance from a point to a line and
 * between two parallel lines. Each answer is recomputed another way (normal vectors, the foot of the perpendicular).
 */
import type { Solution, TutorLanguage } from '../../solution';
import { decimal, m, say } from '../../math/language';
import { finish, step } from './build';
import { generalFormLatex, numberLatex, paren, pointLatex, rationalLatex, termLatex } from './format';
import { asLine, equationLatex, equationSources, readEquations, readTuples, type Line, type PreparedText } from './read';

const PARALLEL = /يوازي|موازي|متوازي|parallel/;
const PERPENDICULAR = /عمودي|متعامد|perpendicular/;
const DISTANCE = /طول\s*العمود|البعد|المسافه|بعد|distance|length\s+of\s+(?:the\s+)?perpendicular/;
const ORIGIN = /نقطه\s*الاصل|origin/;

const tiny = (value: number): boolean => Math.abs(value) < 1e-9;
const eqLatex = (source: string): string => m(equationLatex(source));

function kCondition(prepared: PreparedText, perpendicular: boolean, language: TutorLanguage): Solution | null {
  const at = (k: number): [Line, Line] | null => {
    const lines = readEquations(prepared.ascii, { k }).map(asLine);
    return lines.length === 2 && lines[0] && lines[1] ? [lines[0], lines[1]] : null;
  };
  const condition = (k: number): number => {
    const lines = at(k);
    if (!lines) return Number.NaN;
    const [l1, l2] = lines;
    return perpendicular ? l1.a * l2.a + l1.b * l2.b : l1.a * l2.b - l2.a * l1.b;
  };
  const [g0, g1, g2] = [condition(0), condition(1), condition(2)];
  if (![g0, g1, g2].every(Number.isFinite) || tiny(g1 - g0) || Math.abs(g2 - 2 * g1 + g0) > 1e-9) return null;
  const k = -g0 / (g1 - g0);
  const solved = at(k);
  if (!solved || !tiny(condition(k))) return null;
  const [l1, l2] = solved;
  if (!perpendicular && tiny(l1.a * l2.c - l2.a * l1.c) && tiny(l1.b * l2.c - l2.b * l1.c)) return null;
  const sources = equationSources(prepared.ascii).filter((source): source is string => source !== null);
  const rule = perpendicular ? 'a_1 a_2 + b_1 b_2 = 0' : 'a_1 b_2 - a_2 b_1 = 0';
  const kLatex = numberLatex(k);
  return finish({
    kind: perpendicular ? 'perpendicular-condition' : 'parallel-condition',
    title: perpendicular ? ['Value of k for perpendicular lines', 'قيمة k التي تجعل المستقيمين متعامدين'] : ['Value of k for parallel lines', 'قيمة k التي تجعل المستقيمين متوازيين'],
    statement: say(language, `The lines ${eqLatex(sources[0]!)} and ${eqLatex(sources[1]!)} are ${perpendicular ? 'perpendicular' : 'parallel'}; find ${m('k')}.`, `المستقيمان ${eqLatex(sources[0]!)} و ${eqLatex(sources[1]!)} ${perpendicular ? 'متعامدان' : 'متوازيان'}؛ أوجد ${m('k')}.`),
    steps: [
      step(`${say(language, 'Condition:', 'الشرط:')} ${m(rule)}`, perpendicular ? say(language, 'The normals (a, b) of perpendicular lines are perpendicular, so their dot product is 0 (equivalently m₁m₂ = −1).', 'المتجهان العموديان (a, b) على المستقيمين متعامدان فحاصل ضربهما القياسي صفر (أي م١ م٢ = −١).') : say(language, 'Parallel lines have proportional normals (equal slopes −a/b).', 'المستقيمان المتوازيان ميلاهما متساويان (−a/b)، أي المعاملات متناسبة.')),
      step(`${say(language, 'Substituting the coefficients gives a linear equation in', 'بالتعويض بالمعاملات نحصل على معادلة من الدرجة الأولى في')} ${m('k')}: ${m(`${termLatex(g1 - g0)}k ${g0 < 0 ? '-' : '+'} ${termLatex(Math.abs(g0))} = 0`)}`),
    ],
    answer: m(`k = ${kLatex}`),
    check: say(language, `With ${m(`k = ${kLatex}`)}: ${m(generalFormLatex(l1.a, l1.b, l1.c))}, ${m(generalFormLatex(l2.a, l2.b, l2.c))}, and ${m(rule)} holds. ✓`, `عند ${m(`k = ${kLatex}`)}: ${m(generalFormLatex(l1.a, l1.b, l1.c))} ، ${m(generalFormLatex(l2.a, l2.b, l2.c))} والشرط ${m(rule)} متحقق. ✓`),
    result: { values: [k] },
  }, language);
}

function relation(sources: string[], [l1, l2]: [Line, Line], language: TutorLanguage): Solution {
  const cross = l1.a * l2.b - l2.a * l1.b;
  const dot = l1.a * l2.a + l1.b * l2.b;
  const coincident = tiny(cross) && tiny(l1.a * l2.c - l2.a * l1.c) && tiny(l1.b * l2.c - l2.b * l1.c);
  const kind = coincident ? 'coincident' : tiny(cross) ? 'parallel' : tiny(dot) ? 'perpendicular' : 'intersecting';
  const words = { parallel: ['parallel', 'متوازيان'], perpendicular: ['perpendicular', 'متعامدان'], coincident: ['the same line', 'منطبقان'], intersecting: ['intersecting, neither parallel nor perpendicular', 'متقاطعان غير متعامدين'] }[kind];
  const slope = (line: Line): string => (tiny(line.b) ? say(language, 'undefined', 'غير معرف') : numberLatex(-line.a / line.b));
  return finish({
    kind: 'lines-relation',
    title: ['Parallel or perpendicular lines', 'توازي وتعامد المستقيمات'],
    statement: say(language, `The lines ${eqLatex(sources[0]!)} and ${eqLatex(sources[1]!)}.`, `المستقيمان ${eqLatex(sources[0]!)} و ${eqLatex(sources[1]!)}.`),
    steps: [
      step(`${say(language, 'Slopes', 'الميلان')} ${m('m = -\\frac{a}{b}')}: ${m(`m_1 = ${slope(l1)}`)}, ${m(`m_2 = ${slope(l2)}`)}`),
      step(`${m(`a_1 b_2 - a_2 b_1 = ${termLatex(cross)}`)}, ${m(`a_1 a_2 + b_1 b_2 = ${termLatex(dot)}`)}`, say(language, 'Parallel when the slopes are equal (a₁b₂ − a₂b₁ = 0); perpendicular when m₁m₂ = −1 (a₁a₂ + b₁b₂ = 0).', 'يتوازيان عند تساوي الميلين (a₁b₂ − a₂b₁ = 0) ويتعامدان عندما م١ م٢ = −١ (a₁a₂ + b₁b₂ = 0).')),
    ],
    answer: say(language, `The lines are ${words[0]}.`, `المستقيمان ${words[1]}.`),
    check: say(language, 'Both tests were computed from the coefficients of the two equations. ✓', 'الاختباران محسوبان من معاملات المعادلتين. ✓'),
    result: { text: kind },
  }, language);
}

function angleBetween(sources: string[], [l1, l2]: [Line, Line], language: TutorLanguage): Solution | null {
  const cosine = Math.abs(l1.a * l2.a + l1.b * l2.b) / (Math.hypot(l1.a, l1.b) * Math.hypot(l2.a, l2.b));
  const angle = (Math.acos(Math.min(1, cosine)) * 180) / Math.PI;
  const m1 = -l1.a / l1.b;
  const m2 = -l2.a / l2.b;
  const steps = [step(`${m(`m_1 = ${numberLatex(m1)}`)}, ${m(`m_2 = ${numberLatex(m2)}`)}`)];
  if (!Number.isFinite(m1) || !Number.isFinite(m2)) return null;
  if (tiny(1 + m1 * m2)) {
    if (Math.abs(angle - 90) > 1e-6) return null;
    steps.push(step(`${m('m_1 m_2 = -1')} ${say(language, 'so the lines are perpendicular', 'إذن المستقيمان متعامدان')}`));
  } else {
    const tangent = Math.abs((m1 - m2) / (1 + m1 * m2));
    const viaTangent = (Math.atan(tangent) * 180) / Math.PI;
    if (Math.abs(viaTangent - angle) > 1e-6) return null;
    steps.push(step(m(`\\tan\\theta = \\left|\\frac{m_1 - m_2}{1 + m_1 m_2}\\right| = \\left|\\frac{${termLatex(m1)} - ${paren(m2)}}{1 + ${paren(m1)} \\times ${paren(m2)}}\\right| = ${numberLatex(tangent)}`), say(language, 'The absolute value gives the acute angle between the lines.', 'القيمة المطلقة تعطي الزاوية الحادة بين المستقيمين.')));
  }
  const exact = rationalLatex(angle);
  return finish({
    kind: 'angle-between-lines',
    title: ['Angle between two lines', 'قياس الزاوية بين مستقيمين'],
    statement: say(language, `The lines ${eqLatex(sources[0]!)} and ${eqLatex(sources[1]!)}.`, `المستقيمان ${eqLatex(sources[0]!)} و ${eqLatex(sources[1]!)}.`),
    steps,
    answer: m(`\\theta ${exact ? `= ${exact}` : `\\approx ${decimal(angle)}`}^\\circ`),
    check: say(language, `From the normal vectors: ${m(`\\cos\\theta = \\frac{|a_1 a_2 + b_1 b_2|}{\\sqrt{a_1^2 + b_1^2}\\sqrt{a_2^2 + b_2^2}} = ${decimal(cosine)}`)} gives the same angle. ✓`, `من المتجهين العموديين: ${m(`\\cos\\theta = \\frac{|a_1 a_2 + b_1 b_2|}{\\sqrt{a_1^2 + b_1^2}\\sqrt{a_2^2 + b_2^2}} = ${decimal(cosine)}`)} يعطي نفس الزاوية. ✓`),
    result: { values: [angle] },
  }, language);
}

function pointToLine(point: number[], pointShown: string, source: string, line: Line, language: TutorLanguage): Solution | null {
  const [x0, y0] = point as [number, number];
  const norm2 = line.a * line.a + line.b * line.b;
  const value = line.a * x0 + line.b * y0 + line.c;
  const distance = Math.abs(value) / Math.sqrt(norm2);
  const t = -value / norm2;
  const foot = [x0 + line.a * t, y0 + line.b * t];
  if (!tiny(line.a * foot[0]! + line.b * foot[1]! + line.c) || Math.abs(Math.hypot(foot[0]! - x0, foot[1]! - y0) - distance) > 1e-9) return null;
  return finish({
    kind: 'point-line-distance',
    title: ['Distance from a point to a line', 'طول العمود من نقطة على مستقيم'],
    statement: say(language, `The distance from ${pointShown} to ${eqLatex(source)}.`, `البعد بين ${pointShown} والمستقيم ${eqLatex(source)}.`),
    steps: [
      step(`${say(language, 'In general form:', 'بالصورة العامة:')} ${m(generalFormLatex(line.a, line.b, line.c))}`),
      step(m(`L = \\frac{|a x_1 + b y_1 + c|}{\\sqrt{a^2 + b^2}} = \\frac{|${termLatex(line.a)} \\times ${paren(x0)} + ${paren(line.b)} \\times ${paren(y0)} + ${paren(line.c)}|}{\\sqrt{${termLatex(norm2)}}} = \\frac{${termLatex(Math.abs(value))}}{\\sqrt{${termLatex(norm2)}}}`), say(language, 'The perpendicular is the shortest path from the point to the line.', 'العمود هو أقصر مسافة بين النقطة والمستقيم.')),
    ],
    answer: `${m(`L = ${numberLatex(distance, distance * distance)}`)} ${say(language, 'length units', 'وحدة طول')}`,
    check: say(language, `The foot of the perpendicular ${m(pointLatex(foot.map((v) => Number(v.toFixed(6)))))} lies on the line at distance ${m(decimal(distance))} from the point. ✓`, `موقع العمود ${m(pointLatex(foot.map((v) => Number(v.toFixed(6)))))} يقع على المستقيم وبعده عن النقطة ${m(decimal(distance))}. ✓`),
    result: { values: [distance] },
  }, language);
}

function parallelLinesDistance(sources: string[], [l1, l2]: [Line, Line], language: TutorLanguage): Solution | null {
  if (!tiny(l1.a * l2.b - l2.a * l1.b)) return null;
  const scale = tiny(l2.a) ? l1.b / l2.b : l1.a / l2.a;
  const c2 = l2.c * scale;
  const norm = Math.hypot(l1.a, l1.b);
  const distance = Math.abs(l1.c - c2) / norm;
  const onFirst = tiny(l1.b) ? [-l1.c / l1.a, 0] : [0, -l1.c / l1.b];
  const viaPoint = Math.abs(l2.a * onFirst[0]! + l2.b * onFirst[1]! + l2.c) / Math.hypot(l2.a, l2.b);
  if (Math.abs(viaPoint - distance) > 1e-9 || tiny(distance)) return null;
  return finish({
    kind: 'parallel-lines-distance',
    title: ['Distance between parallel lines', 'البعد بين مستقيمين متوازيين'],
    statement: say(language, `The lines ${eqLatex(sources[0]!)} and ${eqLatex(sources[1]!)}.`, `المستقيمان ${eqLatex(sources[0]!)} و ${eqLatex(sources[1]!)}.`),
    steps: [
      step(`${say(language, 'Same coefficients of x and y:', 'بنفس معاملي س و ص:')} ${m(`c_1 = ${termLatex(l1.c)}`)}, ${m(`c_2 = ${termLatex(c2)}`)}`),
      step(m(`d = \\frac{|c_1 - c_2|}{\\sqrt{a^2 + b^2}} = \\frac{${termLatex(Math.abs(l1.c - c2))}}{${numberLatex(norm, norm * norm).replace(/ \\approx.*/, '')}}`)),
    ],
    answer: `${m(`d = ${numberLatex(distance, distance * distance)}`)} ${say(language, 'length units', 'وحدة طول')}`,
    check: say(language, `The point ${m(pointLatex(onFirst))} of the first line is ${m(decimal(viaPoint))} from the second. ✓`, `النقطة ${m(pointLatex(onFirst))} من المستقيم الأول بعدها عن الثاني ${m(decimal(viaPoint))}. ✓`),
    result: { values: [distance] },
  }, language);
}

/** Questions about two lines or a point and a line; null otherwise. */
export function solveLinePair(prepared: PreparedText, language: TutorLanguage): Solution | null {
  const { ascii, words } = prepared;
  if (/متجه|vector|داير|circle|معادل|equation/.test(words)) return null;
  const parallel = PARALLEL.test(words);
  const perpendicular = PERPENDICULAR.test(words);
  const read = equationSources(ascii);
  if (read.some((source) => source === null)) return null;
  const sources = read as string[];
  if (sources.some((source) => /\bk\b|k\s*[xy]/.test(source))) {
    return sources.length === 2 && parallel !== perpendicular && readTuples(ascii).length === 0 ? kCondition(prepared, perpendicular, language) : null;
  }
  const lines = readEquations(ascii).map(asLine);
  if (lines.some((line) => !line)) return null;
  const tuples = readTuples(ascii);
  if (lines.length === 1 && DISTANCE.test(words)) {
    if (tuples.length === 1 && tuples[0]!.values.length === 2) return pointToLine(tuples[0]!.values, m(`(${tuples[0]!.raw.join(', ')})`), sources[0]!, lines[0]!, language);
    if (tuples.length === 0 && ORIGIN.test(words)) return pointToLine([0, 0], say(language, 'the origin', 'نقطة الأصل'), sources[0]!, lines[0]!, language);
    return null;
  }
  if (lines.length !== 2 || tuples.length > 0) return null;
  const pair = [lines[0]!, lines[1]!] as [Line, Line];
  if (/زاوي|angle/.test(words)) return angleBetween(sources, pair, language);
  if (DISTANCE.test(words)) return parallelLinesDistance(sources, pair, language);
  if ((parallel || perpendicular) && /هل|are|show|اثبت|بين\s*ان|prove|whether|determine/.test(words)) return relation(sources, pair, language);
  return null;
}
