/**
 * Kirchhoff's laws for two-loop circuits: (1) the loop and junction equations written out ("I1 = I2 + I3،
 * 2 I1 + 4 I3 = 10 …") solved as a linear system; (2) three branches in parallel between two points, each a
 * battery and / or resistors, the batteries' positive terminals on the same side: the junction voltage
 * V = Σ(E/R) / Σ(1/R), each branch current I = (E − V) / R. Every answer is checked in each loop and at the junction.
 */
import type { Solution, TutorLanguage } from '../../solution';
import { askingClauses, inClauses } from './asks';
import { before, type Quantity } from './read';
import { agree, finish, given, num, say, step, withUnit } from './write';

const VARIABLE = /i_?(\d)/g;

/** "2 i1 + 4 i3 = 10" → coefficients by variable index and the constant (right side). */
function readEquation(source: string): { coefficients: Map<number, number>; constant: number } | null {
  const sides = source.split('=');
  if (sides.length !== 2) return null;
  const coefficients = new Map<number, number>();
  let constant = 0;
  for (const [sideIndex, side] of sides.entries()) {
    const sign = sideIndex === 0 ? 1 : -1;
    const compact = side.replace(/\s+/g, '').replace(/[×*]/g, '');
    if (!/^[+-]?(?:\d+(?:\.\d+)?)?(?:i_?\d)?(?:[+-](?:\d+(?:\.\d+)?)?(?:i_?\d)?)*$/.test(compact) || compact === '') return null;
    for (const term of compact.match(/[+-]?[^+-]+/g) ?? []) {
      const match = /^([+-]?)(\d+(?:\.\d+)?)?(?:i_?(\d))?$/.exec(term);
      if (!match || (!match[2] && !match[3])) return null;
      const value = (match[1] === '-' ? -1 : 1) * (match[2] ? Number(match[2]) : 1) * sign;
      if (match[3]) coefficients.set(Number(match[3]), (coefficients.get(Number(match[3])) ?? 0) + value);
      else constant -= value;
    }
  }
  return { coefficients, constant };
}

/** Gaussian elimination with partial pivoting; null when singular. */
function solveLinear(matrix: number[][], rhs: number[]): number[] | null {
  const n = rhs.length;
  const a = matrix.map((row, index) => [...row, rhs[index]!]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row;
    if (Math.abs(a[pivot]![column]!) < 1e-12) return null;
    [a[column], a[pivot]] = [a[pivot]!, a[column]!];
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const factor = a[row]![column]! / a[column]![column]!;
      for (let k = column; k <= n; k++) a[row]![k]! -= factor * a[column]![k]!;
    }
  }
  return a.map((row, index) => row[n]! / row[index]!);
}

function solveEquations(text: string, language: TutorLanguage): Solution | null {
  const pieces = text.split(/[,;،؛]|\sو\s|\n/).map((piece) => piece.replace(/^.*?:/, '')).filter((piece) => piece.includes('='));
  const equations = pieces.map((piece) => readEquation(piece.replace(/[.]\s*(?:احسب|اوجد|find|calculate|solve).*$/, '').replace(/\.$/, '').trim()));
  if (equations.length < 2 || equations.some((equation) => !equation)) return null;
  const indices = [...new Set(equations.flatMap((equation) => [...equation!.coefficients.keys()]))].sort();
  if (indices.length !== equations.length) return null;
  const matrix = equations.map((equation) => indices.map((index) => equation!.coefficients.get(index) ?? 0));
  const solution = solveLinear(matrix, equations.map((equation) => equation!.constant));
  if (!solution || solution.some((value) => !Number.isFinite(value))) return null;
  const residualsOk = matrix.every((row, r) => agree(row.reduce((sum, c, k) => sum + c * solution[k]!, 0), equations[r]!.constant));
  if (!residualsOk) return null;
  const latexOf = (piece: string): string => piece.trim().replace(/\s+/g, ' ').replace(VARIABLE, 'I_$1').replace(/\*/g, ' ');
  const names = indices.map((index) => `I_${index}`);
  const listing = solution.map((value, k) => `${names[k]} = ${withUnit(value, '\\text{A}')}`);
  return finish(
    {
      kind: 'kirchhoff',
      title: { en: "Kirchhoff's laws", ar: 'قانونا كيرشوف' },
      givens: pieces.map((piece) => latexOf(piece.replace(/[.]\s*(?:احسب|اوجد|find|calculate|solve).*$/, '').replace(/\.$/, ''))),
      asked: { en: names.map((name) => `$${name}$`).join(', '), ar: names.map((name) => `$${name}$`).join('، ') },
      steps: [
        step(language, `The junction rule and the loop rule give ${equations.length} linear equations in ${names.map((name) => `$${name}$`).join(', ')}.`, `قانون كيرشوف الأول (نقطة التفرع) والثاني (المسار المغلق) يعطيان ${equations.length} معادلات خطية في ${names.map((name) => `$${name}$`).join('، ')}.`, KIRCHHOFF_WHY),
        step(language, `Solving them by elimination: $${listing.join(',\\quad ')}$`, `بحل المعادلات بالحذف: $${listing.join('،\\quad ')}$`),
        step(language, 'A negative current only means it flows against the direction assumed.', 'الإشارة السالبة لأي تيار تعني فقط أنه يمر عكس الاتجاه المفروض.'),
      ],
      answer: listing.map((item) => `$${item}$`).join(say(language, ', ', '، ')),
      check: { en: 'Substituted the currents back into every equation: both sides agree ✓', ar: 'عوّضنا بالتيارات في كل المعادلات: الطرفان متساويان ✓' },
      result: { values: solution },
    },
    language,
  );
}

interface Branch {
  emf: number;
  resistance: number;
  parts: Quantity[];
}

const SAME_POLARITY = /نفس الجهه|الموجب مع الموجب|القطبان الموجبان|positive terminals (?:together|toward|towards|facing|on the same)|same polarity|positive terminals of both (?:cells|batteries) (?:toward|towards|facing)|(?:القطب|الاقطاب|القطبين) (?:ال)?موجب\S* (?:لكل من|لكلا|لكل|ل)\s*(?:ال)?(?:بطاريتين|عمودين|البطاريتين|العمودين|بطاريتان|عمودان) (?:\S+ )?(?:متجه\S*|موجه\S*|متصل\S*|ناحيه|نحو|جهه|الي|علي)(?: نحو| الي| ناحيه| جهه| ب)? ?(?:ال)?نقطه [a-zا-ي](?![a-zا-ي])|positive terminals? of (?:both|the two|each of the two) (?:cells|batteries) (?:are |is )?(?:connected |joined |pointing |directed |facing )?(?:to|toward|towards|at)? ?(?:the )?(?:same )?(?:point|junction|node) [a-z]\b/;
const BRANCH_MARK = /الفرع (?:الاول|الثاني|الثالث)|branch [123]/g;

/** "3 فروع", "3 branches": the number of branches, no given of a branch. */
const isBranchCount = (text: string, quantity: Quantity): boolean => quantity.unit === 'none' && quantity.si === 3 && /^\s*(?:فروع|branches)/.test(text.slice(quantity.end));

/** Three branches between two points, read from "الفرع الاول … / branch 1 …", labels E1 R1, or "كل واحده معاها". */
function readBranches(text: string, quantities: readonly Quantity[]): Branch[] | null {
  const marks = [...text.matchAll(BRANCH_MARK)].map((match) => match.index ?? 0);
  const usable = quantities.filter((quantity) => !inClauses(quantity, askingClauses(text)) && !/(?:الفرع|branch)\s*$/.test(text.slice(0, quantity.start)) && !isBranchCount(text, quantity));
  if (marks.length === 3) {
    if (usable.some((quantity) => quantity.start < marks[0]! || (quantity.unit !== 'V' && quantity.unit !== 'ohm'))) return null;
    return marks.map((start, index) => {
      const parts = usable.filter((quantity) => quantity.start > start && quantity.start < (marks[index + 1] ?? text.length));
      return { parts, emf: parts.filter((q) => q.unit === 'V').reduce((s, q) => s + q.si, 0), resistance: parts.filter((q) => q.unit === 'ohm').reduce((s, q) => s + q.si, 0) };
    });
  }
  const cells = usable.filter((quantity) => quantity.unit === 'V');
  const resistors = usable.filter((quantity) => quantity.unit === 'ohm');
  if (cells.length !== 2 || usable.length !== cells.length + resistors.length) return null;
  if (cells.every((cell) => cell.label) && resistors.length === 3) {
    const matched = cells.map((cell) => resistors.find((resistor) => resistor.label?.slice(1) === cell.label!.slice(1)));
    const load = resistors.filter((resistor) => !matched.includes(resistor));
    if (matched.some((resistor) => !resistor) || load.length !== 1) return null;
    return [...cells.map((cell, index) => ({ emf: cell.si, resistance: matched[index]!.si, parts: [cell, matched[index]!] })), { emf: 0, resistance: load[0]!.si, parts: load }];
  }
  if (resistors.length === 2 && /كل واحده|كل منهما|each/.test(before(text, resistors[0]!, quantities))) {
    return [...cells.map((cell) => ({ emf: cell.si, resistance: resistors[0]!.si, parts: [cell, resistors[0]!] })), { emf: 0, resistance: resistors[1]!.si, parts: [resistors[1]!] }];
  }
  return null;
}

export function solveKirchhoff(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  // Three branches between two points need Kirchhoff's laws even when the question does not name them.
  if (!/كيرشوف|kirchhoff|فروع|branches/.test(text)) return null;
  if (/i_?\d\s*[=+-]/.test(text)) return solveEquations(text, language);
  if (!SAME_POLARITY.test(text) || !/توازي|parallel|بين (?:ال)?نقطتين|between (?:two |the )?(?:points|junctions|nodes)/.test(text)) return null;
  const branches = readBranches(text, quantities);
  if (!branches || branches.length !== 3 || branches.some((branch) => branch.resistance <= 0)) return null;
  const clauses = askingClauses(text);
  const named = quantities.filter((quantity) => inClauses(quantity, clauses));
  const asked = clauses.map((clause) => clause.text).join(' ');
  if (!/تيار|current/.test(asked) || named.length > 1 || named.some((quantity) => quantity.unit !== 'ohm')) return null;
  const V = branches.reduce((sum, branch) => sum + branch.emf / branch.resistance, 0) / branches.reduce((sum, branch) => sum + 1 / branch.resistance, 0);
  const currents = branches.map((branch) => (branch.emf - V) / branch.resistance);
  // Check: Kirchhoff's first law at the junction and the second in every branch loop.
  if (!agree(currents.reduce((sum, current) => sum + current, 0) + 1, 1) || !branches.every((branch, k) => agree(branch.emf - currents[k]! * branch.resistance, V))) return null;
  let wanted: number[];
  if (named.length === 1) {
    const holders = branches.flatMap((branch, k) => (branch.parts.some((part) => part.unit === 'ohm' && part.si === named[0]!.si) ? [k] : []));
    if (holders.length !== 1) return null;
    wanted = [holders[0]!];
  } else if (/كل فرع|each branch|كل الفروع|all|each/.test(asked)) wanted = [0, 1, 2];
  else if (/load|الحمل|الخارجيه/.test(asked)) wanted = [2];
  else return null;
  const rows = branches.map((branch, k) => `I_${k + 1} = \\frac{${num(branch.emf)} - ${num(V)}}{${num(branch.resistance)}} = ${withUnit(currents[k]!, '\\text{A}')}`);
  const magnitudes = wanted.map((k) => Math.abs(currents[k]!));
  return finish(
    {
      kind: 'kirchhoff',
      title: { en: "Kirchhoff's laws", ar: 'قانونا كيرشوف' },
      givens: [
        ...quantities.filter((quantity) => isBranchCount(text, quantity)).map((count) => say(language, `$${count.written}$ branches`, `$${count.written}$ فروع`)),
        ...branches.flatMap((branch, k) => branch.parts.map((part) => given(`${part.unit === 'V' ? 'E' : 'R'}_{${k + 1}}`, part))),
      ],
      asked: { en: 'the branch currents', ar: 'التيار في الفروع' },
      steps: [
        step(language, 'Let $V$ be the potential of the junction the positive terminals face. Junction rule: $\\sum \\frac{E_k - V}{R_k} = 0$', 'نفرض $V$ جهد نقطة التفرع المتصلة بالأقطاب الموجبة. قانون كيرشوف الأول: $\\sum \\frac{E_k - V}{R_k} = 0$', KIRCHHOFF_WHY),
        step(language, `So $V = \\frac{\\sum E_k/R_k}{\\sum 1/R_k} = ${withUnit(V, '\\text{V}')}$`, `ومنه $V = \\frac{\\sum E_k/R_k}{\\sum 1/R_k} = ${withUnit(V, '\\text{V}')}$`),
        step(language, `Each branch (second law): $${rows.join(',\\quad ')}$ (a minus sign: the current flows the other way, charging that battery)`, `في كل فرع (القانون الثاني): $${rows.join('،\\quad ')}$ (الإشارة السالبة: التيار في الاتجاه العكسي ويشحن البطارية)`),
      ],
      answer: wanted.map((k) => `$|I_${k + 1}| = ${withUnit(Math.abs(currents[k]!), '\\text{A}')}$`).join(say(language, ', ', '، ')),
      check: { en: `Junction: $I_1 + I_2 + I_3 = 0$ and every loop gives the same $V = ${num(V)}\\ \\text{V}$ ✓`, ar: `عند نقطة التفرع $I_1 + I_2 + I_3 = 0$ وكل مسار يعطي الجهد نفسه $V = ${num(V)}\\ \\text{V}$ ✓` },
      result: { values: magnitudes },
    },
    language,
  );
}

const KIRCHHOFF_WHY = {
  en: 'First law: the currents entering a junction equal those leaving it (charge is conserved). Second law: around any closed loop the emfs equal the sum of the I R drops (energy is conserved).',
  ar: 'القانون الأول: مجموع التيارات الداخلة لنقطة تفرع = مجموع الخارجة منها (حفظ الشحنة). القانون الثاني: في أي مسار مغلق مجموع القوى الدافعة = مجموع فروق الجهد I R (حفظ الطاقة).',
};

/** Two batteries in one loop connected against each other: "opposing", "عكس بعض", "back to back". */
const OPPOSING = /\bopposing\b|\boppos(?:e|es|ite) each other|opposite (?:directions?|polarit(?:y|ies))|against each other|back[- ]to[- ]back|عكس بعض|(?:متعاكس|متضاد|متعاكسه|متضاده|متعاكستين|متضادتين|متعاكسين|متضادين)(?![\u0621-\u064A])|عكس (?:ال)?اتجاه (?:بعض|الاخري|التانيه|الثانيه)/;
const SINGLE_LOOP = /single loop|one loop|a loop|closed loop|series circuit|in series|مسار مغلق|دا[ئي]ره (?:واحده|بسيطه|مغلقه)|مسار واحد|توالي|loop/;

/**
 * One loop with two batteries connected against each other and resistors in series: by the loop rule the
 * current is I = (E₁ − E₂) / ΣR, driven by the larger emf. Internal resistances must be said to be negligible.
 */
export function solveOpposingLoop(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!OPPOSING.test(text) || !SINGLE_LOOP.test(text) || /توازي|parallel|فرع|فروع|branch|junction|تفرع|i_?\d\s*=/.test(text)) return null;
  if (/داخلي|internal|rint/.test(text) && !/مهمل|negligible|ignore|neglect|نهمل|لا تذكر/.test(text)) return null;
  const clauses = askingClauses(text);
  const asked = clauses.map((clause) => clause.text).join(' ');
  if (!/تيار|current/.test(asked) || /جهد|voltage|قدره|power|طاقه|energy|مقاوم|resist/.test(asked)) return null;
  if (quantities.some((quantity) => inClauses(quantity, clauses))) return null;
  const cells = quantities.filter((quantity) => quantity.unit === 'V');
  const resistors = quantities.filter((quantity) => quantity.unit === 'ohm');
  if (cells.length !== 2 || resistors.length === 0 || cells.length + resistors.length !== quantities.length) return null;
  if (resistors.some((resistor) => resistor.si <= 0) || cells.some((cell) => cell.si <= 0)) return null;
  const [big, small] = cells[0]!.si >= cells[1]!.si ? [cells[0]!, cells[1]!] : [cells[1]!, cells[0]!];
  const R = resistors.reduce((sum, resistor) => sum + resistor.si, 0);
  const I = (big.si - small.si) / R;
  if (!agree(big.si - small.si - I * R, 0)) return null;
  const sum = resistors.map((resistor) => num(resistor.si)).join(' + ');
  return finish(
    {
      kind: 'kirchhoff',
      title: { en: "Kirchhoff's second law: opposing batteries", ar: 'قانون كيرشوف الثاني: بطاريتان متعاكستان' },
      givens: [given('E_1', cells[0]!), given('E_2', cells[1]!), ...resistors.map((resistor, index) => given(resistors.length === 1 ? 'R' : `R_{${index + 1}}`, resistor)), say(language, '$r = 0$ (ignored)', '$r = 0$ (مهملة)')],
      asked: { en: 'the current in the loop', ar: 'شدة التيار في الدائرة' },
      steps: [
        step(language, `The batteries oppose each other, so the net emf is their difference: $E = ${num(big.si)} - ${num(small.si)} = ${withUnit(big.si - small.si, '\\text{V}')}$`, `البطاريتان متعاكستان فالقوة الدافعة المحصلة هي الفرق بينهما: $E = ${num(big.si)} - ${num(small.si)} = ${withUnit(big.si - small.si, '\\text{V}')}$`, KIRCHHOFF_WHY),
        ...(resistors.length > 1 ? [step(language, `The resistors are in the same loop (series): $R = ${sum} = ${withUnit(R, '\\Omega')}$`, `المقاومات في نفس المسار (توالي): $R = ${sum} = ${withUnit(R, '\\Omega')}$`)] : []),
        step(language, `Loop rule: $I = \\frac{${num(big.si)} - ${num(small.si)}}{${num(R)}} = ${withUnit(I, '\\text{A}')}$, in the direction the $${num(big.si)}\\ \\text{V}$ battery drives it`, `قانون المسار المغلق: $I = \\frac{${num(big.si)} - ${num(small.si)}}{${num(R)}} = ${withUnit(I, '\\text{A}')}$ في اتجاه ما تدفعه البطارية $${num(big.si)}\\ \\text{V}$`),
      ],
      answer: `$I = ${withUnit(I, '\\text{A}')}$`,
      check: { en: `Around the loop: $${num(big.si)} - ${num(small.si)} - ${num(I)} \\times ${num(R)} = 0$ ✓`, ar: `حول المسار: $${num(big.si)} - ${num(small.si)} - ${num(I)} \\times ${num(R)} = 0$ ✓` },
      result: { values: [I] },
    },
    language,
  );
}
