/**
 * Permutations and combinations in notation: values ("٥ل٣", "١٠ق٣ + ٧!", "7!/(4! 3!)") and equations in the
 * unknowns n and r ("ن ل ٢ = ٧٢", "ن ق ٣ = ن ق ٥ ثم اوجد ن ق ٤", "ن ل ر = ٧٢٠ ، ن ق ر = ١٢٠"). Values are exact
 * whole-number arithmetic checked against mathjs; equations are solved by searching every whole n (and r ≤ n),
 * accepted only when exactly one solution exists, and checked again with mathjs.
 */
import { m, say, type TutorLanguage } from '../../math/language';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { countLatex, countValue, mathjsCount, roughCount, parseCount, rewriteNotation, usesCounting, usesVariable, type CountNode, type CountScope } from './countingExpression';

const MAX_N = 150;

/** The maths of the question: words removed, one piece per expression or equation. */
function pieces(text: string): string[] {
  return rewriteNotation(text)
    .replace(/[\u0621-\u064A]+|[a-z]{2,}|[abd-moqs-z]/g, ' | ')
    .replace(/[,?:;؛\n]|\.(?!\d)/g, ' | ')
    .split('|')
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => /[\dPC!]/.test(piece));
}

const descending = (from: number, count: number): string => Array.from({ length: count }, (_unused, k) => from - k).join(' \\times ');

/** The working of one P / C / ! of a value expression. */
function expansionSteps(node: CountNode, steps: SolutionStep[], language: TutorLanguage): void {
  if (node.type === 'op') {
    expansionSteps(node.left, steps, language);
    expansionSteps(node.right, steps, language);
    return;
  }
  if (node.type === 'fact' && node.arg.type === 'num') {
    const n = node.arg.value;
    steps.push({ text: `${m(`${n}! = ${n <= 1 ? '1' : descending(n, n)} = ${countValue(node, {})![0]}`)}.` });
  }
  if ((node.type === 'P' || node.type === 'C') && node.top.type === 'num' && node.bottom.type === 'num') {
    const n = node.top.value;
    let r = node.bottom.value;
    const value = countValue(node, {})![0];
    let line = countLatex(node);
    if (node.type === 'C' && r > n - r) {
      line += ` = {}^{${n}}C_{${n - r}}`;
      r = n - r;
    }
    if (r === 0) line += ' = 1';
    else line += node.type === 'P' ? ` = ${descending(n, r)} = ${value}` : ` = \\frac{${descending(n, r)}}{${descending(r, r)}} = ${value}`;
    steps.push({
      text: `${m(line)}.`,
      detail: node.type === 'P' ? say(language, `${m('{}^{n}P_{r}')}: r factors counting down from n.`, `${m('{}^{n}P_{r}')}: حاصل ضرب ر من العوامل تنازليًا بدءًا من ن.`) : say(language, `${m('{}^{n}C_{r} = \\frac{{}^{n}P_{r}}{r!}')}, and ${m('{}^{n}C_{r} = {}^{n}C_{n-r}')}.`, `${m('{}^{n}C_{r} = \\frac{{}^{n}P_{r}}{r!}')} ، و ${m('{}^{n}C_{r} = {}^{n}C_{n-r}')}.`),
    });
  }
}

const same = (value: [bigint, bigint] | null, other: [bigint, bigint] | null): boolean => !!value && !!other && value[0] === other[0] && value[1] === other[1];

interface Equation {
  left: CountNode;
  right: CountNode;
}

/** The unknowns of a solution, n first. */
const unknownsOf = (solution: CountScope): Array<['n' | 'r', number]> => (['n', 'r'] as const).filter((name) => solution[name] !== undefined).map((name) => [name, solution[name]!]);

/** A teacher's line for a standard equation, given its solution. */
function equationStep(equation: Equation, solution: CountScope, language: TutorLanguage): SolutionStep {
  const { left, right } = equation;
  const n = solution.n ?? 0;
  const shown = m(`${countLatex(left)} = ${countLatex(right)}`);
  if ((left.type === 'P' || left.type === 'C') && left.top.type === 'var' && left.bottom.type === 'num' && right.type === 'num') {
    const k = left.bottom.value;
    const product = left.type === 'P' ? right.value : right.value * Array.from({ length: k }, (_u, i) => i + 1).reduce((a, b) => a * b, 1);
    const lead = left.type === 'C' ? say(language, `${shown}, so ${m(`{}^{n}P_{${k}} = ${right.value} \\times ${k}! = ${product}`)}`, `${shown}، إذن ${m(`{}^{n}P_{${k}} = ${right.value} \\times ${k}! = ${product}`)}`) : shown;
    return { text: say(language, `${lead}: a product of ${k} consecutive whole numbers starting at n, ${m(`${product} = ${descending(n, k)}`)}, so ${m(`n = ${n}`)}.`, `${lead}: حاصل ضرب ${k} أعداد صحيحة متتالية أكبرها ن، ${m(`${product} = ${descending(n, k)}`)}، إذن ${m(`n = ${n}`)}.`) };
  }
  if (left.type === 'fact' && left.arg.type === 'var' && right.type === 'num') {
    return { text: say(language, `${shown}: ${m(`${right.value} = ${descending(n, n)} = ${n}!`)}, so ${m(`n = ${n}`)}.`, `${shown}: ${m(`${right.value} = ${descending(n, n)} = ${n}!`)}، إذن ${m(`n = ${n}`)}.`) };
  }
  if (left.type === 'C' && right.type === 'C' && left.top.type === 'var' && right.top.type === 'var' && left.bottom.type === 'num' && right.bottom.type === 'num') {
    return { text: say(language, `${shown} with ${m(`${left.bottom.value} \\ne ${right.bottom.value}`)}: since ${m('{}^{n}C_{r} = {}^{n}C_{n-r}')}, ${m(`n = ${left.bottom.value} + ${right.bottom.value} = ${n}`)}.`, `${shown} و ${m(`${left.bottom.value} \\ne ${right.bottom.value}`)}: بما أن ${m('{}^{n}C_{r} = {}^{n}C_{n-r}')} فإن ${m(`n = ${left.bottom.value} + ${right.bottom.value} = ${n}`)}.`) };
  }
  const values = unknownsOf(solution).map(([name, value]) => m(`${name} = ${value}`));
  return { text: say(language, `${shown} holds for ${values.join(' and ')} (the only whole-number solution).`, `${shown} تتحقق عند ${values.join(' و ')} (الحل الصحيح الوحيد).`) };
}

/** nPr and nCr given together: r! = nPr / nCr first. */
function pairStep(equations: readonly Equation[], solution: CountScope, language: TutorLanguage): SolutionStep | null {
  const permutation = equations.find((e) => e.left.type === 'P' && e.left.bottom.type === 'var' && e.right.type === 'num');
  const combination = equations.find((e) => e.left.type === 'C' && e.left.bottom.type === 'var' && e.right.type === 'num');
  if (equations.length !== 2 || !permutation || !combination || solution.r === undefined) return null;
  const [p, c] = [(permutation.right as { value: number }).value, (combination.right as { value: number }).value];
  return {
    text: say(language, `${m('{}^{n}P_{r} = r! \\times {}^{n}C_{r}')}, so ${m(`r! = \\frac{${p}}{${c}} = ${p / c}`)} and ${m(`r = ${solution.r}`)}; then ${m(`{}^{n}P_{${solution.r}} = ${p} = ${descending(solution.n!, solution.r)}`)}, so ${m(`n = ${solution.n}`)}.`, `${m('{}^{n}P_{r} = r! \\times {}^{n}C_{r}')}، إذن ${m(`r! = \\frac{${p}}{${c}} = ${p / c}`)} و ${m(`r = ${solution.r}`)}؛ ثم ${m(`{}^{n}P_{${solution.r}} = ${p} = ${descending(solution.n!, solution.r)}`)}، إذن ${m(`n = ${solution.n}`)}.`),
  };
}

export function solveCountingNotation(text: string, language: TutorLanguage): Solution | null {
  const found = pieces(text);
  if (found.length === 0) return null;
  const equations: Equation[] = [];
  const expressions: CountNode[] = [];
  for (const piece of found) {
    const sides = piece.split('=');
    if (sides.length > 2) return null;
    const nodes = sides.map(parseCount);
    if (nodes.some((node) => !node)) return null;
    if (nodes.length === 2) equations.push({ left: nodes[0]!, right: nodes[1]! });
    else if (!(nodes[0]!.type === 'var')) expressions.push(nodes[0]!);
  }
  if (![...equations.flatMap((e) => [e.left, e.right]), ...expressions].some(usesCounting)) return null;
  if (equations.length === 0) {
    if (expressions.length !== 1 || usesVariable(expressions[0]!)) return null;
    const node = expressions[0]!;
    const value = countValue(node, {});
    const check = mathjsCount(node, {});
    if (!value || value[1] !== 1n || check === null || check !== Number(value[0])) return null;
    const steps: SolutionStep[] = [];
    expansionSteps(node, steps, language);
    if (node.type === 'op') steps.push({ text: say(language, `So ${m(`${countLatex(node)} = ${value[0]}`)}.`, `إذن ${m(`${countLatex(node)} = ${value[0]}`)}.`) });
    return {
      kind: 'counting-value',
      subject: 'math',
      title: say(language, 'Permutations and combinations', 'التباديل والتوافيق'),
      steps,
      answer: m(`${countLatex(node)} = ${value[0]}`),
      check: say(language, `mathjs's permutations / combinations / factorial give ${check} too. ✓`, `الحساب المستقل بدوال التباديل والتوافيق والمضروب يعطي ${check} أيضًا. ✓`),
      statement: say(language, `Evaluate ${m(countLatex(node))}.`, `المطلوب: قيمة ${m(countLatex(node))}.`),
      result: { values: [Number(value[0])] },
    };
  }
  if (!equations.every((e) => usesVariable(e.left) || usesVariable(e.right)) || expressions.some((node) => !usesCounting(node))) return null;
  const withR = equations.some((e) => JSON.stringify(e).includes('"name":"r"'));
  const withN = equations.some((e) => JSON.stringify(e).includes('"name":"n"'));
  const solutions: CountScope[] = [];
  for (let n = 0; n <= MAX_N && solutions.length < 2; n += 1) {
    for (let r = withN ? 0 : n; r <= (withR ? n : 0) && solutions.length < 2; r += 1) {
      const scope: CountScope = { ...(withN ? { n } : {}), ...(withR ? { r } : {}) };
      if (!withN && !withR) continue;
      const close = equations.every((e) => {
        const [left, right] = [roughCount(e.left, scope), roughCount(e.right, scope)];
        return Number.isFinite(left) && Number.isFinite(right) && Math.abs(left - right) <= 1e-6 * Math.max(1, Math.abs(right));
      });
      if (close && equations.every((e) => same(countValue(e.left, scope), countValue(e.right, scope)))) solutions.push(scope);
    }
  }
  if (solutions.length !== 1) return null;
  const solution = solutions[0]!;
  if (!equations.every((e) => mathjsCount(e.left, { ...solution }) === mathjsCount(e.right, { ...solution }) && mathjsCount(e.left, { ...solution }) !== null)) return null;
  const steps: SolutionStep[] = [];
  const pair = pairStep(equations, solution, language);
  if (pair) steps.push(pair);
  else steps.push(...equations.map((e) => equationStep(e, solution, language)));
  const results: SolutionResult[] = unknownsOf(solution).map(([, value]) => ({ values: [value] }));
  const answers = unknownsOf(solution).map(([name, value]) => m(`${name} = ${value}`));
  for (const node of expressions) {
    const value = countValue(node, solution);
    const check = mathjsCount(node, { ...solution });
    if (!value || value[1] !== 1n || check !== Number(value[0])) return null;
    const substituted = countLatex(node).replace(/(?<=\{)([nr])(?=\})/g, (name: string) => String(solution[name as 'n' | 'r']));
    steps.push({ text: say(language, `Then ${m(`${countLatex(node)} = ${substituted} = ${value[0]}`)}.`, `ثم ${m(`${countLatex(node)} = ${substituted} = ${value[0]}`)}.`) });
    results.push({ values: [Number(value[0])] });
    answers.push(m(`${countLatex(node)} = ${value[0]}`));
  }
  return {
    kind: 'counting-equation',
    subject: 'math',
    title: say(language, 'Permutations and combinations', 'التباديل والتوافيق'),
    steps,
    answer: answers.join(say(language, ', ', ' ، ')),
    check: say(language, `Substituting back, every equation holds (checked with mathjs), and no other whole number n ≤ ${MAX_N} works. ✓`, `بالتعويض تتحقق كل المعادلات (تحقق مستقل)، ولا يوجد عدد صحيح آخر ن ≤ ${MAX_N} يحققها. ✓`),
    statement: say(language, `Given ${equations.map((e) => m(`${countLatex(e.left)} = ${countLatex(e.right)}`)).join(', ')}, find ${unknownsOf(solution).map(([name]) => name).join(' and ')}${expressions.length ? `, then ${expressions.map((node) => m(countLatex(node))).join(', ')}` : ''}.`, `إذا كان ${equations.map((e) => m(`${countLatex(e.left)} = ${countLatex(e.right)}`)).join(' ، ')}، المطلوب ${unknownsOf(solution).map(([name]) => (name === 'n' ? 'ن' : 'ر')).join(' ، ')}${expressions.length ? `، ثم ${expressions.map((node) => m(countLatex(node))).join(' ، ')}` : ''}.`),
    result: results.length > 1 ? { parts: results } : results[0]!,
  };
}
