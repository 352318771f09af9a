/**
 * Vectors in 2D and 3D, written أ = (٣، −٤) or 2i − 3j + 6k: magnitude, unit vector, dot and cross product,
 * the angle between two vectors, the unknown that makes them perpendicular or parallel, and the
 * perpendicular / parallel test. Each result is recomputed another way (|a×b| with a·b, a×b · a = 0, …).
 */
import type { Solution, SolutionResult, SolutionStep, TutorLanguage } from '../../solution';
import { toLatinDigits } from '../../arabic';
import { decimal, m, say } from '../../math/language';
import { finish, step } from './build';
import { numberLatex, paren, pointLatex, rationalLatex, termLatex } from './format';
import type { PreparedText } from './read';
import { onlyDefinitionsHoldNumbers, readUnnamedVectors, readVectors, type NamedVector } from './vector-read';

const dot = (a: number[], b: number[]): number => a.reduce((sum, value, index) => sum + value * b[index]!, 0);
const cross = (a: number[], b: number[]): number[] => [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
const norm = (a: number[]): number => Math.sqrt(dot(a, a));
const tiny = (value: number): boolean => Math.abs(value) < 1e-9;
const named = (vector: NamedVector): string => `${/[a-z]/.test(vector.name) ? vector.name : `\\text{${vector.name}}`}`;
const given = (vector: NamedVector): string => m(`${named(vector)} = ${vector.written}`);

type Operation = 'magnitude' | 'unit' | 'dot' | 'cross' | 'angle';

interface Piece {
  steps: SolutionStep[];
  answer: string;
  check: string;
  result: SolutionResult;
}

function magnitude(v: NamedVector, language: TutorLanguage): Piece {
  const square = dot(v.values, v.values);
  const value = Math.sqrt(square);
  return {
    steps: [step(m(`\\|${named(v)}\\| = \\sqrt{${v.values.map((x) => `${paren(x)}^2`).join(' + ')}} = \\sqrt{${termLatex(square)}} = ${numberLatex(value, square)}`), say(language, 'The norm is the length of the vector: Pythagoras on its components.', 'المعيار هو طول المتجه: فيثاغورث على مركباته.'))],
    answer: m(`\\|${named(v)}\\| = ${numberLatex(value, square)}`),
    check: say(language, `${m(`\\|${named(v)}\\|^2 = ${named(v)} \\cdot ${named(v)} = ${termLatex(square)}`)}. ✓`, `${m(`\\|${named(v)}\\|^2 = ${named(v)} \\cdot ${named(v)} = ${termLatex(square)}`)}. ✓`),
    result: { values: [value] },
  };
}

function unit(v: NamedVector, language: TutorLanguage): Piece | null {
  const length = norm(v.values);
  if (tiny(length)) return null;
  const unitVector = v.values.map((x) => x / length);
  if (Math.abs(norm(unitVector) - 1) > 1e-9) return null;
  const exactLength = numberLatex(length, length * length).replace(/ \\approx.*/, '');
  const shown = unitVector.map((x) => rationalLatex(x) ?? decimal(x));
  return {
    steps: [
      step(m(`\\|${named(v)}\\| = \\sqrt{${termLatex(length * length)}} = ${numberLatex(length, length * length)}`)),
      step(m(`\\hat{u} = \\frac{${named(v)}}{\\|${named(v)}\\|} = \\frac{1}{${exactLength}}${pointLatex(v.values)} = (${shown.join(', ')})`), say(language, 'Dividing by the length keeps the direction and makes the length 1.', 'القسمة على الطول تحافظ على الاتجاه وتجعل الطول = ١.')),
    ],
    answer: m(`\\hat{u} = (${shown.join(', ')})`),
    check: say(language, `${m(`\\|\\hat{u}\\| = ${decimal(norm(unitVector))}`)} and ${m('\\hat{u}')} is a positive multiple of ${m(named(v))}. ✓`, `${m(`\\|\\hat{u}\\| = ${decimal(norm(unitVector))}`)} و ${m('\\hat{u}')} مضاعف موجب لـ ${m(named(v))}. ✓`),
    result: { values: unitVector },
  };
}

function dotProduct(a: NamedVector, b: NamedVector, language: TutorLanguage): Piece {
  const value = dot(a.values, b.values);
  const reverse = dot(b.values, a.values);
  return {
    steps: [step(m(`${named(a)} \\cdot ${named(b)} = ${a.values.map((x, i) => `${paren(x)} \\times ${paren(b.values[i]!)}`).join(' + ')} = ${termLatex(value)}`), say(language, 'Multiply matching components and add.', 'نضرب المركبات المتناظرة ونجمع.'))],
    answer: m(`${named(a)} \\cdot ${named(b)} = ${termLatex(value)}`),
    check: say(language, `${m(`${named(b)} \\cdot ${named(a)} = ${termLatex(reverse)}`)} (the dot product is symmetric). ✓`, `${m(`${named(b)} \\cdot ${named(a)} = ${termLatex(reverse)}`)} (الضرب القياسي إبدالي). ✓`),
    result: { values: [value] },
  };
}

function crossProduct(a: NamedVector, b: NamedVector, language: TutorLanguage): Piece | null {
  if (a.values.length !== 3 || b.values.length !== 3) return null;
  const c = cross(a.values, b.values);
  if (!tiny(dot(c, a.values)) || !tiny(dot(c, b.values))) return null;
  const [a1, a2, a3] = a.values.map(paren);
  const [b1, b2, b3] = b.values.map(paren);
  return {
    steps: [
      step(m(`${named(a)} \\times ${named(b)} = \\begin{vmatrix} i & j & k \\\\ ${a.values.map(termLatex).join(' & ')} \\\\ ${b.values.map(termLatex).join(' & ')} \\end{vmatrix}`), say(language, 'Expand the determinant along its first row.', 'نفك المحدد باستخدام عناصر الصف الأول.')),
      step(m(`= (${a2} \\times ${b3} - ${a3} \\times ${b2})i - (${a1} \\times ${b3} - ${a3} \\times ${b1})j + (${a1} \\times ${b2} - ${a2} \\times ${b1})k`)),
    ],
    answer: m(`${named(a)} \\times ${named(b)} = ${pointLatex(c)}`),
    check: say(language, `The result is perpendicular to both: ${m(`(${named(a)} \\times ${named(b)}) \\cdot ${named(a)} = 0`)} and ${m(`\\cdot ${named(b)} = 0`)}. ✓`, `الناتج عمودي على المتجهين: ${m(`(${named(a)} \\times ${named(b)}) \\cdot ${named(a)} = 0`)} و ${m(`\\cdot ${named(b)} = 0`)}. ✓`),
    result: { values: c },
  };
}

function angle(a: NamedVector, b: NamedVector, language: TutorLanguage): Piece | null {
  const [na, nb] = [norm(a.values), norm(b.values)];
  if (tiny(na) || tiny(nb)) return null;
  const d = dot(a.values, b.values);
  const cosine = d / (na * nb);
  const degrees = (Math.acos(Math.max(-1, Math.min(1, cosine))) * 180) / Math.PI;
  const a3 = [...a.values, 0, 0].slice(0, 3);
  const b3 = [...b.values, 0, 0].slice(0, 3);
  const viaSine = (Math.atan2(norm(cross(a3, b3)), d) * 180) / Math.PI;
  if (Math.abs(viaSine - degrees) > 1e-6) return null;
  const exact = rationalLatex(degrees);
  return {
    steps: [
      step(m(`${named(a)} \\cdot ${named(b)} = ${termLatex(d)}, \\; \\|${named(a)}\\| = ${numberLatex(na, na * na)}, \\; \\|${named(b)}\\| = ${numberLatex(nb, nb * nb)}`)),
      step(m(`\\cos\\theta = \\frac{${named(a)} \\cdot ${named(b)}}{\\|${named(a)}\\| \\, \\|${named(b)}\\|} = ${numberLatex(cosine)}`), say(language, 'From a · b = |a| |b| cos θ, with 0° ≤ θ ≤ 180°.', 'من العلاقة أ · ب = |أ| |ب| جتا θ حيث ٠° ≤ θ ≤ ١٨٠°.')),
    ],
    answer: m(`\\theta ${exact ? `= ${exact}` : `\\approx ${decimal(degrees)}`}^\\circ`),
    check: say(language, `${m('\\tan\\theta = \\frac{|a \\times b|}{a \\cdot b}')} gives the same ${m(`${decimal(viaSine)}^\\circ`)}. ✓`, `${m('\\tan\\theta = \\frac{|a \\times b|}{a \\cdot b}')} يعطي نفس الزاوية ${m(`${decimal(viaSine)}^\\circ`)}. ✓`),
    result: { values: [degrees] },
  };
}

/** The unknown that makes two vectors perpendicular (or parallel, in 2D), the condition being linear in it. */
function unknownFor(a: NamedVector, b: NamedVector, perpendicular: boolean, language: TutorLanguage): Piece | null {
  const at = (k: number): [number[], number[]] => [a.values.map((x) => (Number.isNaN(x) ? k : x)), b.values.map((x) => (Number.isNaN(x) ? k : x))];
  if (a.values.length !== b.values.length || (!perpendicular && a.values.length !== 2)) return null;
  const condition = (k: number): number => {
    const [u, v] = at(k);
    return perpendicular ? dot(u, v) : u[0]! * v[1]! - u[1]! * v[0]!;
  };
  const [g0, g1, g2] = [condition(0), condition(1), condition(2)];
  if (tiny(g1 - g0) || !tiny(g2 - 2 * g1 + g0)) return null;
  const k = -g0 / (g1 - g0);
  const [u, v] = at(k);
  if (!tiny(condition(k)) || tiny(norm(u)) || tiny(norm(v))) return null;
  const rule = perpendicular ? `${named(a)} \\cdot ${named(b)} = 0` : 'x_1 y_2 - x_2 y_1 = 0';
  return {
    steps: [
      step(`${say(language, 'Condition:', 'الشرط:')} ${m(rule)}`, perpendicular ? say(language, 'Perpendicular vectors have a zero dot product (cos 90° = 0).', 'المتجهان المتعامدان حاصل ضربهما القياسي صفر (جتا ٩٠° = ٠).') : say(language, 'Parallel vectors have proportional components.', 'المتجهان المتوازيان مركباتهما متناسبة.')),
      step(m(`${termLatex(g1 - g0)}k ${g0 < 0 ? '-' : '+'} ${termLatex(Math.abs(g0))} = 0 \\Rightarrow k = ${numberLatex(k)}`)),
    ],
    answer: m(`k = ${numberLatex(k)}`),
    check: say(language, `With ${m(`k = ${numberLatex(k)}`)}: ${m(`${pointLatex(u)}`)} and ${m(pointLatex(v))} satisfy ${m(rule)}. ✓`, `عند ${m(`k = ${numberLatex(k)}`)}: ${m(pointLatex(u))} و ${m(pointLatex(v))} يحققان ${m(rule)}. ✓`),
    result: { values: [k] },
  };
}

/** The operations asked, in the order the question asks them. */
function askedOperations(raw: string, words: string, vectors: NamedVector[]): Operation[] {
  const names = vectors.map((vector) => vector.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pair = names.length === 2 ? `(?:${names[0]}|${names[1]})` : '(?!)';
  const cues: Array<[Operation, RegExp, string]> = [
    ['cross', new RegExp(`${pair}\\s*[×x]\\s*${pair}|الضرب الاتجاهي|cross product|vector product`, 'i'), raw],
    ['dot', new RegExp(`${pair}\\s*[.·•∙⋅]\\s*${pair}|الضرب القياسي|dot product|scalar product`, 'i'), raw],
    ['angle', /زاوي|angle/, words],
    ['unit', /متجه\s*(?:ال)?وحده|unit vector/, words],
    ['magnitude', /معيار|مقدار|طول\s*المتجه|magnitude|length|norm|\|\|/, words + raw],
  ];
  const found = cues.map(([operation, cue, text]) => ({ operation, index: text.search(cue) })).filter((cue) => cue.index >= 0);
  if (found.some((cue) => cue.operation === 'unit')) return ['unit'];
  return found.sort((a, b) => a.index - b.index).map((cue) => cue.operation);
}

/**
 * The vectors whose magnitude is asked, in order: "||أ||", "|| b ||", "معيار المتجه أ", "the magnitude of a". With
 * one vector that vector; with two, only those named (null when the question names none: whose norm is unclear).
 */
function magnitudeTargets(raw: string, vectors: NamedVector[]): NamedVector[] | null {
  if (vectors.length === 1) return vectors;
  const letter = '[a-z\\u0621-\\u064A]';
  const found: { index: number; vector: NamedVector }[] = [];
  for (const vector of vectors) {
    const name = vector.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const cue = new RegExp(`\\|\\|\\s*${name}\\s*\\|\\||(?:معيار|مقدار|طول|magnitude\\s+of|norm\\s+of|length\\s+of)\\s*(?:ال)?(?:the\\s+)?(?:متجه|vector)?\\s*${name}(?!${letter})`, 'gi');
    for (const match of raw.matchAll(cue)) found.push({ index: match.index ?? 0, vector });
  }
  if (found.length === 0) return null;
  found.sort((a, b) => a.index - b.index);
  return found.map((entry) => entry.vector).filter((vector, index, all) => all.indexOf(vector) === index);
}

function singleBarNorms(text: string, vectors: NamedVector[]): string {
  const names = vectors.map((vector) => vector.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return text.replace(new RegExp(`(?<!\\|)\\|\\s*(${names})\\s*\\|(?!\\|)`, 'gi'), '||$1||');
}

export function solveVectors(prepared: PreparedText, raw: string, language: TutorLanguage): Solution | null {
  const withNames = readVectors(prepared.ascii);
  const unnamed = withNames !== null && withNames.length === 0 && /متجه|vector/.test(prepared.words);
  const vectors = unnamed ? readUnnamedVectors(prepared.ascii) : withNames;
  if (!vectors || vectors.length === 0 || vectors.length > 2) return null;
  // "|a|" of a defined vector is its norm, written as "||a||" (|2a|, |a × b| stay unread).
  const ascii = singleBarNorms(prepared.ascii, vectors);
  const { words } = prepared;
  const latinRaw = singleBarNorms(toLatinDigits(raw), vectors);
  let statement = say(language, `Given ${vectors.map(given).join(' and ')}.`, `المعطى ${vectors.map(given).join(' ، ')}.`);
  const build = (kind: string, title: [string, string], pieces: Piece[]): Solution =>
    finish({
      kind,
      title,
      statement,
      steps: pieces.flatMap((piece) => piece.steps),
      answer: pieces.map((piece) => piece.answer).join(say(language, ', ', ' ، ')),
      check: pieces.map((piece) => piece.check).join(' '),
      result: pieces.length === 1 ? pieces[0]!.result : { parts: pieces.map((piece) => piece.result) },
    }, language);
  const unknown = vectors.some((vector) => vector.values.some(Number.isNaN));
  const perpendicular = /متعامد|عمودي|perpendicular|orthogonal/.test(words);
  const parallel = /متواز|يوازي|parallel/.test(words);
  if (vectors.length === 2 && perpendicular !== parallel) {
    const [a, b] = vectors as [NamedVector, NamedVector];
    if (unknown) {
      const piece = unknownFor(a, b, perpendicular, language);
      return piece ? build(perpendicular ? 'perpendicular-vectors' : 'parallel-vectors', ['Vectors: finding the unknown', 'المتجهات: إيجاد المجهول'], [piece]) : null;
    }
    if (!/هل|show|اثبت|بين\s*ان|prove|whether|are/.test(words) || a.values.length !== b.values.length) return null;
    const d = dot(a.values, b.values);
    const c = a.values.length === 3 ? norm(cross(a.values, b.values)) : Math.abs(a.values[0]! * b.values[1]! - a.values[1]! * b.values[0]!);
    const relation = tiny(d) ? 'perpendicular' : tiny(c) ? 'parallel' : 'neither';
    const text = { perpendicular: ['perpendicular', 'متعامدان'], parallel: ['parallel', 'متوازيان'], neither: ['neither perpendicular nor parallel', 'غير متعامدين وغير متوازيين'] }[relation];
    return build('vectors-relation', ['Perpendicular and parallel vectors', 'تعامد وتوازي المتجهات'], [{
      steps: [step(m(`${named(a)} \\cdot ${named(b)} = ${termLatex(d)}`), say(language, 'Perpendicular ⇔ dot product 0; parallel ⇔ cross product 0.', 'التعامد ⇔ الضرب القياسي = ٠ ، التوازي ⇔ الضرب الاتجاهي = ٠.')), step(m(`|${named(a)} \\times ${named(b)}| = ${decimal(c)}`))],
      answer: say(language, `The vectors are ${text[0]}.`, `المتجهان ${text[1]}.`),
      check: say(language, 'Both products were computed from the components. ✓', 'حُسب الضربان من المركبات. ✓'),
      result: { text: relation },
    }]);
  }
  if (unknown || !onlyDefinitionsHoldNumbers(ascii, unnamed)) return null;
  const operations = askedOperations(latinRaw, words, vectors);
  if (operations.length === 0) return null;
  const pieces: Piece[] = [];
  const [first, second] = vectors.map(named);
  const normed = operations.includes('magnitude') ? magnitudeTargets(latinRaw, vectors) : [];
  if (!normed) return null;
  const asked: Record<Operation, string> = { magnitude: normed.map((vector) => `\\|${named(vector)}\\|`).join(', '), unit: `\\hat{u}_{${first}}`, dot: `${first} \\cdot ${second}`, cross: `${first} \\times ${second}`, angle: '\\theta' };
  statement += say(language, ` Find ${operations.map((operation) => m(asked[operation])).join(', ')}.`, ` المطلوب ${operations.map((operation) => m(asked[operation])).join(' ، ')}.`);
  for (const operation of operations) {
    const [a, b] = vectors as [NamedVector, NamedVector | undefined];
    let piece: Piece | null = null;
    if (operation === 'magnitude') {
      // "(أ) أ · ب (ب) ||أ|| و ||ب||": one part for each norm asked.
      for (const vector of normed.slice(0, -1)) pieces.push(magnitude(vector, language));
      piece = normed.length > 0 ? magnitude(normed[normed.length - 1]!, language) : null;
    }
    if (operation === 'unit' && vectors.length === 1) piece = unit(a, language);
    if (b && a.values.length === b.values.length) {
      if (operation === 'dot') piece = dotProduct(a, b, language);
      if (operation === 'cross') piece = crossProduct(a, b, language);
      if (operation === 'angle') piece = angle(a, b, language);
    }
    if (!piece) return null;
    pieces.push(piece);
  }
  return build(`vector-${operations.join('-')}`, ['Vectors', 'المتجهات'], pieces);
}
