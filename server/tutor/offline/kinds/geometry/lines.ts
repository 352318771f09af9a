/**
 * One straight line: its slope (from its equation or from its angle with the x-axis), its intercepts, and its
 * equation from two points, a point and a slope, a slope and a y-intercept, or a point and a line it is
 * parallel or perpendicular to. Every equation found is checked by substituting the givens back.
 */
import type { Solution, SolutionStep, TutorLanguage } from '../../solution';
import { decimal, m, say } from '../../math/language';
import { finish, step } from './build';
import { generalFormLatex, lineExpression, numberLatex, paren, slopeInterceptLatex, termLatex } from './format';
import { asLine, equationLatex, rawLatex, readEquations, readNumber, readTuples, type Line, type PreparedText, type Tuple } from './read';

const NUMBER = String.raw`(-?\s*\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?)`;
const SLOPE_WORD = /ميل|slope|gradient/;
const PARALLEL = /يوازي|موازي|متوازي|parallel/;
const PERPENDICULAR = /عمودي|متعامد|perpendicular/;

const EXACT_TAN: Readonly<Record<number, string>> = { 0: '0', 30: '\\frac{1}{\\sqrt{3}}', 45: '1', 60: '\\sqrt{3}', 120: '-\\sqrt{3}', 135: '-1', 150: '-\\frac{1}{\\sqrt{3}}', 180: '0' };

const lineSlope = (line: Line): number => -line.a / line.b;

/** The answer of a line equation: both forms, and the machine result (vertical lines as "x = c"). */
function lineAnswer(line: Line, language: TutorLanguage): { answer: string; result: Solution['result'] } {
  if (Math.abs(line.b) < 1e-12) {
    const x = -line.c / line.a;
    return { answer: `${say(language, 'The line is', 'معادلة المستقيم:')} ${m(`x = ${termLatex(x)}`)}`, result: { text: `x = ${x}` } };
  }
  const slope = lineSlope(line);
  const intercept = -line.c / line.b;
  return {
    answer: `${say(language, 'The line is', 'معادلة المستقيم:')} ${m(slopeInterceptLatex(slope, intercept))} ${say(language, 'that is', 'أي')} ${m(generalFormLatex(line.a, line.b, line.c))}`,
    result: { expression: lineExpression(slope, intercept), variable: 'x' },
  };
}

/** Substitutes each point into the line: the check line, or null when one does not lie on it. */
function checkPoints(line: Line, points: readonly number[][], language: TutorLanguage): string | null {
  const [a, b, c] = [line.a, line.b, line.c];
  for (const [x, y] of points) if (Math.abs(a * x! + b * y! + c) > 1e-9 * Math.max(1, Math.abs(c))) return null;
  const listed = points.map((point) => m(`(${point.map(termLatex).join(', ')})`)).join(say(language, ' and ', ' و '));
  return say(language, `${listed} satisfy ${m(generalFormLatex(a, b, c))}.`, `${listed} تحقق ${m(generalFormLatex(a, b, c))}.`);
}

function slopeFromEquation(source: string, line: Line, language: TutorLanguage): Solution | null {
  if (Math.abs(line.b) < 1e-12) return null;
  const slope = lineSlope(line);
  const [dx, dy] = [line.b, -line.a];
  return finish({
    kind: 'slope',
    title: ['Slope of a line from its equation', 'ميل مستقيم من معادلته'],
    statement: say(language, `The line ${m(equationLatex(source))}.`, `المستقيم ${m(equationLatex(source))}.`),
    steps: [
      step(`${say(language, 'In the form', 'نكتبها على الصورة')} ${m('ax + by + c = 0')}: ${m(generalFormLatex(line.a, line.b, line.c))}`),
      step(`${m(`m = -\\frac{a}{b} = -\\frac{${termLatex(line.a)}}{${paren(line.b)}} = ${numberLatex(slope)}`)}`, say(language, 'Solving for y gives y = −(a/b)x − c/b: the coefficient of x is the slope.', 'بجعل ص موضوع القانون: ص = −(أ/ب)س − جـ/ب، ومعامل س هو الميل.')),
    ],
    answer: m(`m = ${numberLatex(slope)}`),
    check: say(language, `Moving ${m(decimal(dx))} in x and ${m(decimal(dy))} in y stays on the line, and ${m(`${decimal(dy)} / ${decimal(dx)} = ${decimal(slope)}`)}. ✓`, `الانتقال ${m(decimal(dx))} في س و ${m(decimal(dy))} في ص يبقى على المستقيم، و ${m(`${decimal(dy)} / ${decimal(dx)} = ${decimal(slope)}`)}. ✓`),
    result: { values: [slope] },
  }, language);
}

function slopeFromAngle(degrees: number, raw: string, language: TutorLanguage): Solution | null {
  const exact = EXACT_TAN[degrees];
  if (degrees <= 0 || degrees >= 180 || degrees === 90) return null;
  const slope = Math.tan((degrees * Math.PI) / 180);
  const back = (Math.atan(slope) * 180) / Math.PI;
  if (Math.abs(((back + 180) % 180) - degrees) > 1e-9) return null;
  return finish({
    kind: 'slope',
    title: ['Slope from the angle of inclination', 'الميل بمعلومية زاوية الميل'],
    statement: say(language, `A line inclined at ${m(`${raw}^\\circ`)} to the positive x-axis.`, `مستقيم يصنع زاوية ${m(`${raw}^\\circ`)} مع الاتجاه الموجب لمحور السينات.`),
    steps: [step(`${m(`m = \\tan\\theta = \\tan ${raw}^\\circ`)}${exact ? ` ${m(`= ${exact}`)}` : ''}`, say(language, 'The slope is the tangent of the angle the line makes with the positive x-axis.', 'الميل = ظل الزاوية الموجبة التي يصنعها المستقيم مع الاتجاه الموجب لمحور السينات.'))],
    answer: m(exact === undefined ? `m \\approx ${decimal(slope)}` : /^-?\d+$/.test(exact) ? `m = ${exact}` : `m = ${exact} \\approx ${decimal(slope)}`),
    check: say(language, `${m(`\\tan^{-1}(${decimal(slope)}) = ${decimal((back + 180) % 180)}^\\circ`)}. ✓`, `${m(`\\tan^{-1}(${decimal(slope)}) = ${decimal((back + 180) % 180)}^\\circ`)}. ✓`),
    result: { values: [slope] },
  }, language);
}

/** Which intercepts the question asks for: x, y or both (also when it names neither axis). */
function wantedIntercepts(words: string): { x: boolean; y: boolean } {
  const x = /x[\s-]*intercept|محور\s*(?:ال)?سينات/.test(words);
  const y = /y[\s-]*intercept|محور\s*(?:ال)?صادات/.test(words);
  return x || y ? { x, y } : { x: true, y: true };
}

function intercepts(source: string, line: Line, wanted: { x: boolean; y: boolean }, language: TutorLanguage): Solution | null {
  if (Math.abs(line.a) < 1e-12 || Math.abs(line.b) < 1e-12) return null;
  const check = checkPoints(line, [[-line.c / line.a, 0], [0, -line.c / line.b]], language);
  if (!check) return null;
  const xIntercept = -line.c / line.a;
  const yIntercept = -line.c / line.b;
  if (Math.abs(line.a * xIntercept + line.c) > 1e-9 || Math.abs(line.b * yIntercept + line.c) > 1e-9) return null;
  return finish({
    kind: 'intercepts',
    title: ['Intercepts of a line', 'الجزءان المقطوعان من محوري الإحداثيات'],
    statement: say(language, `The line ${m(equationLatex(source))}.`, `المستقيم ${m(equationLatex(source))}.`),
    steps: [
      step(`${say(language, 'x-intercept: put', 'الجزء المقطوع من محور السينات: نضع')} ${m('y = 0')}: ${m(`${termLatex(line.a)}x ${line.c < 0 ? '-' : '+'} ${termLatex(Math.abs(line.c))} = 0 \\Rightarrow x = ${termLatex(xIntercept)}`)}`, say(language, 'Every point of the x-axis has y = 0.', 'كل نقطة على محور السينات صادها = ٠.')),
      step(`${say(language, 'y-intercept: put', 'الجزء المقطوع من محور الصادات: نضع')} ${m('x = 0')}: ${m(`${termLatex(line.b)}y ${line.c < 0 ? '-' : '+'} ${termLatex(Math.abs(line.c))} = 0 \\Rightarrow y = ${termLatex(yIntercept)}`)}`),
    ],
    answer: say(language, `x-intercept ${m(termLatex(xIntercept))}, y-intercept ${m(termLatex(yIntercept))}`, `الجزء المقطوع من محور السينات ${m(termLatex(xIntercept))} ومن محور الصادات ${m(termLatex(yIntercept))}`),
    check: `${check} ✓`,
    result: wanted.x && wanted.y ? { parts: [{ values: [xIntercept] }, { values: [yIntercept] }] } : { values: [wanted.x ? xIntercept : yIntercept] },
  }, language);
}

/**
 * "عين ميل المستقيم ٣س - ٤ص + ١٢ = ٠ وطول الجزء المقطوع من محور الصادات": the slope and the asked intercepts, one
 * part each in the order asked. A "length" (طول) of an intercept is a distance, so a negative one is declined.
 */
function slopeAndIntercepts(source: string, line: Line, words: string, language: TutorLanguage): Solution | null {
  if (Math.abs(line.a) < 1e-12 || Math.abs(line.b) < 1e-12) return null;
  const wanted = wantedIntercepts(words);
  const slope = lineSlope(line);
  const xIntercept = -line.c / line.a;
  const yIntercept = -line.c / line.b;
  if (!checkPoints(line, [[xIntercept, 0], [0, yIntercept]], language)) return null;
  if (/طول|length/.test(words) && ((wanted.x && xIntercept < 0) || (wanted.y && yIntercept < 0))) return null;
  const at = (pattern: RegExp): number => words.search(pattern);
  const slopeAt = at(SLOPE_WORD);
  const xAt = wanted.x ? Math.max(at(/x[\s-]*intercept|محور\s*(?:ال)?سينات/), at(/مقطوع|intercept/)) : -1;
  const yAt = wanted.y ? Math.max(at(/y[\s-]*intercept|محور\s*(?:ال)?صادات/), at(/مقطوع|intercept/)) : -1;
  const asked: { at: number; value: number; en: string; ar: string }[] = [{ at: slopeAt, value: slope, en: 'slope', ar: 'الميل' }];
  if (wanted.x) asked.push({ at: xAt + 0.1, value: xIntercept, en: 'x-intercept', ar: 'الجزء المقطوع من محور السينات' });
  if (wanted.y) asked.push({ at: yAt + 0.2, value: yIntercept, en: 'y-intercept', ar: 'الجزء المقطوع من محور الصادات' });
  asked.sort((a, b) => a.at - b.at);
  const [dx, dy] = [line.b, -line.a];
  return finish({
    kind: 'slope',
    title: ['Slope and intercepts of a line', 'ميل المستقيم والجزء المقطوع من محوري الإحداثيات'],
    statement: say(language, `The line ${m(equationLatex(source))}.`, `المستقيم ${m(equationLatex(source))}.`),
    steps: [
      step(`${say(language, 'In the form', 'نكتبها على الصورة')} ${m('ax + by + c = 0')}: ${m(generalFormLatex(line.a, line.b, line.c))}`),
      step(`${m(`m = -\\frac{a}{b} = -\\frac{${termLatex(line.a)}}{${paren(line.b)}} = ${numberLatex(slope)}`)}`, say(language, 'Solving for y gives y = −(a/b)x − c/b: the coefficient of x is the slope.', 'بجعل ص موضوع القانون: ص = −(أ/ب)س − جـ/ب، ومعامل س هو الميل.')),
      ...(wanted.x ? [step(`${say(language, 'x-intercept: put', 'الجزء المقطوع من محور السينات: نضع')} ${m('y = 0')}: ${m(`${termLatex(line.a)}x ${line.c < 0 ? '-' : '+'} ${termLatex(Math.abs(line.c))} = 0 \\Rightarrow x = ${termLatex(xIntercept)}`)}`)] : []),
      ...(wanted.y ? [step(`${say(language, 'y-intercept: put', 'الجزء المقطوع من محور الصادات: نضع')} ${m('x = 0')}: ${m(`${termLatex(line.b)}y ${line.c < 0 ? '-' : '+'} ${termLatex(Math.abs(line.c))} = 0 \\Rightarrow y = ${termLatex(yIntercept)}`)}`, say(language, 'Every point of the y-axis has x = 0.', 'كل نقطة على محور الصادات سينها = ٠.'))] : []),
    ],
    answer: asked.map((entry) => `${say(language, entry.en, entry.ar)} ${m(numberLatex(entry.value))}`).join(say(language, ', ', '، ')),
    check: say(language, `The intercept points lie on the line, and moving ${m(decimal(dx))} in x and ${m(decimal(dy))} in y stays on it: ${m(`${decimal(dy)} / ${decimal(dx)} = ${decimal(slope)}`)}. ✓`, `نقط التقاطع مع المحورين تحقق المعادلة، والانتقال ${m(decimal(dx))} في س و ${m(decimal(dy))} في ص يبقى على المستقيم: ${m(`${decimal(dy)} / ${decimal(dx)} = ${decimal(slope)}`)}. ✓`),
    result: { parts: asked.map((entry) => ({ values: [entry.value] })) },
  }, language);
}

interface LineGivens {
  statement: [string, string];
  steps: SolutionStep[];
  line: Line;
  points: number[][];
}

/** The line through two points. */
function throughTwoPoints([p, q]: Tuple[]): LineGivens | null {
  const [x1, y1] = p!.values as [number, number];
  const [x2, y2] = q!.values as [number, number];
  if (Math.abs(x1 - x2) < 1e-12 && Math.abs(y1 - y2) < 1e-12) return null;
  const shown = `(${p!.raw.join(', ')})$ ${'and'} $(${q!.raw.join(', ')})`;
  const line: Line = { a: y2 - y1, b: x1 - x2, c: x2 * y1 - x1 * y2 };
  const slopeStep = Math.abs(x1 - x2) < 1e-12
    ? step(m(`x_1 = x_2 = ${termLatex(x1)}`) + ' ⇒ ' + m(`x = ${termLatex(x1)}`))
    : step(`${m(`m = \\frac{${termLatex(y2)} - ${paren(y1)}}{${termLatex(x2)} - ${paren(x1)}} = ${numberLatex((y2 - y1) / (x2 - x1))}`)}, ${m(`y - ${paren(y1)} = ${termLatex((y2 - y1) / (x2 - x1))}(x - ${paren(x1)})`)}`, 'm = (y₂ − y₁)/(x₂ − x₁), y − y₁ = m(x − x₁)');
  return { statement: [`The line through $${shown}$.`, `المستقيم المار بالنقطتين $${shown.replace('and', 'و')}$.`], steps: [slopeStep], line, points: [[x1, y1], [x2, y2]] };
}

/** The line through a point with a slope. */
function pointSlope(point: Tuple, slope: number, slopeRaw: string, extra: [string, string] = ['', '']): LineGivens {
  const [x1, y1] = point.values as [number, number];
  const line: Line = { a: slope, b: -1, c: y1 - slope * x1 };
  return {
    statement: [`The line through $(${point.raw.join(', ')})$ with slope $${slopeRaw}$${extra[0]}.`, `المستقيم المار بالنقطة $(${point.raw.join(', ')})$ وميله $${slopeRaw}$${extra[1]}.`],
    steps: [step(m(`y - ${paren(y1)} = ${termLatex(slope)}(x - ${paren(x1)})`), 'y − y₁ = m(x − x₁)')],
    line,
    points: [[x1, y1]],
  };
}

function readSlopeGiven(ascii: string): string | null {
  const match = new RegExp(String.raw`(?:ميله|ميلها|slope|gradient)\s*(?:of|=|is|يساوي|تساوي)?\s*${NUMBER}`).exec(ascii);
  return match ? match[1]! : null;
}

function lineEquation(prepared: PreparedText, language: TutorLanguage): Solution | null {
  const { ascii, words } = prepared;
  const tuples = readTuples(ascii);
  if (tuples.some((tuple) => tuple.values.length !== 2)) return null;
  const equations = readEquations(ascii);
  let givens: LineGivens | null = null;
  const parallel = PARALLEL.test(words);
  const perpendicular = PERPENDICULAR.test(words);
  const slopeRaw = readSlopeGiven(ascii);
  if (equations.length === 1 && tuples.length === 1 && parallel !== perpendicular) {
    const given = asLine(equations[0]!);
    if (!given || Math.abs(given.b) < 1e-12 || (perpendicular && Math.abs(given.a) < 1e-12)) return null;
    const slope = parallel ? lineSlope(given) : -1 / lineSlope(given);
    const source = equationLatex(equations[0]!.source);
    const base = pointSlope(tuples[0]!, slope, termLatex(slope), parallel ? [`, parallel to $${source}$`, `، ويوازي $${source}$`] : [`, perpendicular to $${source}$`, `، وعمودي على $${source}$`]);
    const why = parallel
      ? say(language, `Parallel lines have equal slopes: ${m(`m = ${numberLatex(lineSlope(given))}`)}`, `المستقيمان المتوازيان ميلاهما متساويان: ${m(`m = ${numberLatex(lineSlope(given))}`)}`)
      : say(language, `Perpendicular lines: ${m('m_1 m_2 = -1')}, so ${m(`m = -1 \\div ${paren(lineSlope(given))} = ${numberLatex(slope)}`)}`, `المستقيمان المتعامدان: ${m('m_1 m_2 = -1')} إذن ${m(`m = -1 \\div ${paren(lineSlope(given))} = ${numberLatex(slope)}`)}`);
    base.statement = [base.statement[0].replace(/with slope \$[^$]*\$/, '').replace(' ,', ','), base.statement[1].replace(/وميله \$[^$]*\$/, '').replace(' ،', '،')];
    givens = { ...base, steps: [step(`${say(language, 'Slope of the given line:', 'ميل المستقيم المعلوم:')} ${m(`-\\frac{a}{b} = ${numberLatex(lineSlope(given))}`)}`), step(why), ...base.steps] };
  } else if (equations.length === 0 && tuples.length === 2 && !slopeRaw && !parallel && !perpendicular) {
    givens = throughTwoPoints(tuples);
  } else if (equations.length === 0 && tuples.length === 1 && slopeRaw && !parallel && !perpendicular) {
    givens = pointSlope(tuples[0]!, readNumber(slopeRaw), rawLatex(slopeRaw));
  } else if (equations.length === 0 && tuples.length === 0 && slopeRaw) {
    const intercept = new RegExp(String.raw`(?:محور\s*الصادات|y-?\s*intercept)([^\d=]{0,30}?)(?:=\s*)?${NUMBER}`).exec(ascii);
    if (!intercept) return null;
    const negative = /سالب|negative/.test(intercept[1]!);
    const value = (negative ? -1 : 1) * readNumber(intercept[2]!);
    const slope = readNumber(slopeRaw);
    givens = {
      statement: [`Slope $${rawLatex(slopeRaw)}$, y-intercept $${rawLatex(intercept[2]!)}$${negative ? ' (negative)' : ''}.`, `الميل $${rawLatex(slopeRaw)}$ والجزء المقطوع من محور الصادات $${rawLatex(intercept[2]!)}$${negative ? ' (سالب)' : ''}.`],
      steps: [step(`${m('y = mx + c')}: ${m(`m = ${termLatex(slope)}, \\; c = ${termLatex(value)}`)}`, say(language, 'c is where the line cuts the y-axis (x = 0).', 'c هو الجزء المقطوع من محور الصادات (عند س = ٠).'))],
      line: { a: slope, b: -1, c: value },
      points: [[0, value]],
    };
  }
  if (!givens) return null;
  const check = checkPoints(givens.line, givens.points, language);
  if (!check) return null;
  const { answer, result } = lineAnswer(givens.line, language);
  return finish({
    kind: 'line-equation',
    title: ['Equation of a straight line', 'معادلة الخط المستقيم'],
    statement: say(language, ...givens.statement) + (/ax\s*\+\s*by\s*\+\s*c\s*=\s*0/.test(ascii) ? say(language, ' In the form $ax + by + c = 0$.', ' على الصورة $ax + by + c = 0$.') : ''),
    steps: givens.steps,
    answer,
    check: `${check} ✓`,
    result: result!,
  }, language);
}

/** One line: slope, intercepts or its equation; null when the question is not about one line. */
export function solveSingleLine(prepared: PreparedText, language: TutorLanguage): Solution | null {
  const { ascii, words } = prepared;
  if (/متجه|vector|داير|circle|\bk\b/.test(words + ascii)) return null;
  if (/معادل[هت]\s*(?:ال)?(?:خط\s*)?(?:ال)?مستقيم|equation\s+of\s+(?:the|a)\s+(?:straight\s+)?line|write\s+the\s+equation/.test(words)) return lineEquation(prepared, language);
  const equations = readEquations(ascii);
  const tuples = readTuples(ascii);
  if (tuples.length > 0) return null;
  if (/مقطوع|intercept/.test(words) && equations.length === 1) {
    const line = asLine(equations[0]!);
    if (line && SLOPE_WORD.test(words) && !PARALLEL.test(words) && !PERPENDICULAR.test(words)) return slopeAndIntercepts(equations[0]!.source, line, words, language);
    return line && !SLOPE_WORD.test(words) ? intercepts(equations[0]!.source, line, wantedIntercepts(words), language) : null;
  }
  if (!SLOPE_WORD.test(words) || PARALLEL.test(words) || PERPENDICULAR.test(words)) return null;
  if (equations.length === 1) {
    const line = asLine(equations[0]!);
    return line ? slopeFromEquation(equations[0]!.source, line, language) : null;
  }
  if (/صادات|y[\s-]*axis|سالب|negative/.test(words)) return null;
  const angle = /deg\((\d+(?:\.\d+)?)\)/.exec(ascii);
  if (equations.length === 0 && angle && prepared.numbers.length === 1) return slopeFromAngle(Number(angle[1]), angle[1]!, language);
  return null;
}
