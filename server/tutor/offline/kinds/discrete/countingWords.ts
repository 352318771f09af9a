/**
 * Counting word problems: committees (one group, or k₁ of one kind and k₂ of another), arrangements in a row
 * (ⁿP_r, n!), arrangements of the letters of a word (repeated letters divided out), numbers made of distinct
 * digits, diagonals of a polygon, handshakes. Anything with an extra condition (at least, must, begins with,
 * round table, even numbers …) is declined. Each count is checked by listing the cases (or by mathjs).
 */
import { math } from '../../math/engine';
import { m, say, type TutorLanguage } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { choose } from './binomial';
import { numbersOf, usesAllNumbers } from './reading';

const WORD_GATE = /طريقه|طرق|how many|number of ways|in how many|اقطار|diagonals|مصافح|handshake|لجنه|committee|كلمه|the word/;
const CONDITIONS = /at least|at most|على الاقل|علي الاقل|على الاكثر|علي الاكثر|\bmust\b|يجب|بشرط|شرط|\bnot\b|(?<![\u0621-\u064A])لا(?![\u0621-\u064A])|begin|start|end with|تبدا|تنتهي|together|متجاور|vowel|متحرك|round|circ|دائري|مستدير|even|odd|زوجي|فردي|greater|less|اكبر|اصغر|divisible|يقبل|معين|particular|specific|always|دائما|بينهم|including|include|exactly|تماما/;
const CHOOSE = /لجنه|اختيار|يختار|تختار|اختار|choose|chosen|select|committee|team|فريق/;
const ARRANGE = /جلوس|يجلس|تجلس|يجلسوا|ترتيب|يرتب|ترتب|arrange|arranged|seat|sit|stand|يقف|وقوف|line up|in a row/;

interface Count {
  value: number;
  kind: string;
  line: string;
  detail: string;
  asked: string;
  check: string;
}

const product = (from: number, count: number): number => Array.from({ length: count }, (_u, k) => from - k).reduce((a, b) => a * b, 1);
const chain = (from: number, count: number): string => Array.from({ length: count }, (_u, k) => from - k).join(' \\times ');

function pairsCount(n: number, language: TutorLanguage, diagonals: boolean): Count | null {
  if (n < (diagonals ? 3 : 2) || n > 2000) return null;
  let listed = 0;
  for (let i = 0; i < n; i += 1) for (let j = i + 1; j < n; j += 1) if (!diagonals || (j - i !== 1 && j - i !== n - 1)) listed += 1;
  const pairs = Number(choose(n, 2).valueOf());
  const value = diagonals ? pairs - n : pairs;
  if (value !== listed) return null;
  return diagonals
    ? { value, kind: 'polygon-diagonals', line: `{}^{${n}}C_{2} - ${n} = ${pairs} - ${n} = ${value}`, detail: say(language, 'Every pair of vertices gives a side or a diagonal; the n sides are not diagonals.', 'كل زوج من الرؤوس يعطي ضلعًا أو قطرًا، والأضلاع ن ليست أقطارًا.'), asked: say(language, `the number of diagonals of a polygon with ${n} sides`, `عدد أقطار مضلع عدد أضلاعه ${n}`), check: say(language, 'Counting the non-adjacent pairs of vertices one by one gives the same number. ✓', 'بعدّ أزواج الرؤوس غير المتجاورة واحدًا واحدًا نحصل على نفس العدد. ✓') }
    : { value, kind: 'combination-word', line: `{}^{${n}}C_{2} = \\frac{${n} \\times ${n - 1}}{2} = ${value}`, detail: say(language, 'A handshake is an unordered pair of people.', 'كل مصافحة زوج غير مرتب من الأشخاص.'), asked: say(language, `the number of handshakes among ${n} people`, `عدد المصافحات بين ${n} أشخاص`), check: say(language, 'Listing the pairs one by one gives the same number. ✓', 'بعدّ الأزواج واحدًا واحدًا نحصل على نفس العدد. ✓') };
}

function lettersCount(word: string, language: TutorLanguage): Count | null {
  const letters = [...word];
  if (letters.length < 2 || letters.length > 12) return null;
  const tally = new Map<string, number>();
  for (const letter of letters) tally.set(letter, (tally.get(letter) ?? 0) + 1);
  const repeats = [...tally.values()].filter((count) => count > 1);
  const factorial = (k: number): number => product(k, k);
  const value = factorial(letters.length) / repeats.reduce((total, count) => total * factorial(count), 1);
  const independent = math.multinomial([...tally.values()]) as unknown as number;
  if (value !== independent) return null;
  const line = repeats.length === 0 ? `${letters.length}! = ${value}` : `\\frac{${letters.length}!}{${repeats.map((count) => `${count}!`).join(' \\times ')}} = ${value}`;
  return { value, kind: 'permutation-word', line, detail: say(language, repeats.length ? 'Swapping two equal letters gives the same word, so divide by the arrangements of each repeated letter.' : `${letters.length} different letters in ${letters.length} places: ${letters.length}!.`, repeats.length ? 'تبديل حرفين متماثلين لا يغير الكلمة، لذلك نقسم على ترتيبات كل حرف مكرر.' : `${letters.length} حروف مختلفة في ${letters.length} أماكن: ${letters.length}!.`), asked: say(language, `the arrangements of the letters of ${word.toUpperCase()}`, `عدد طرق ترتيب حروف كلمة ${word}`), check: say(language, 'The multinomial count computed independently gives the same. ✓', 'الحساب المستقل بمعامل التوزيع المتعدد يعطي نفس العدد. ✓') };
}

function digitsCount(length: number, digits: number[], distinct: boolean, language: TutorLanguage): Count | null {
  if (length < 1 || length > 6 || digits.length > 10 || new Set(digits).size !== digits.length || digits.some((d) => d > 9) || digits.length ** length > 1e6) return null;
  let listed = 0;
  const build = (prefix: number[]): void => {
    if (prefix.length === length) {
      listed += 1;
      return;
    }
    for (const digit of digits) {
      if (prefix.length === 0 && digit === 0 && length > 1) continue;
      if (distinct && prefix.includes(digit)) continue;
      build([...prefix, digit]);
    }
  };
  build([]);
  const k = digits.length;
  const zero = digits.includes(0) && length > 1;
  const value = distinct ? (zero ? (k - 1) * product(k - 1, length - 1) : product(k, length)) : zero ? (k - 1) * k ** (length - 1) : k ** length;
  if (value !== listed) return null;
  const line = distinct ? (zero ? `${k - 1} \\times {}^{${k - 1}}P_{${length - 1}} = ${value}` : `{}^{${k}}P_{${length}} = ${chain(k, length)} = ${value}`) : zero ? `${k - 1} \\times ${k}^{${length - 1}} = ${value}` : `${k}^{${length}} = ${value}`;
  return { value, kind: 'permutation-word', line, detail: say(language, zero ? 'The first place cannot be 0.' : distinct ? 'Each place uses a digit not used before.' : 'Each place can take any of the digits.', zero ? 'الخانة الأولى لا يمكن أن تكون صفرًا.' : distinct ? 'كل خانة تأخذ رقمًا لم يُستخدم من قبل.' : 'كل خانة تأخذ أي رقم من الأرقام.'), asked: say(language, `how many ${length}-digit numbers${distinct ? ' with different digits' : ''} from the digits ${digits.join(', ')}`, `عدد الأعداد المكونة من ${length} أرقام${distinct ? ' مختلفة' : ''} من الأرقام ${digits.join('، ')}`), check: say(language, `Listing all the numbers one by one gives ${listed}. ✓`, `بحصر الأعداد واحدًا واحدًا نحصل على ${listed}. ✓`) };
}

function groupsCount(picks: Array<[number, number]>, language: TutorLanguage): Count | null {
  if (picks.some(([k, n]) => k > n || n > 200 || k < 0)) return null;
  const values = picks.map(([k, n]) => Number(choose(n, k).valueOf()));
  const value = values.reduce((a, b) => a * b, 1);
  const independent = picks.reduce((total, [k, n]) => total * (math.combinations(n, k) as number), 1);
  if (value !== independent) return null;
  const line = `${picks.map(([k, n]) => `{}^{${n}}C_{${k}}`).join(' \\times ')} = ${values.join(' \\times ')}${picks.length > 1 ? ` = ${value}` : ''}`;
  return { value, kind: 'combination-word', line, detail: say(language, picks.length > 1 ? 'Choose from each group; by the multiplication principle, multiply.' : 'Order does not matter in a committee, so it is a combination.', picks.length > 1 ? 'نختار من كل مجموعة ثم نضرب (مبدأ العد).' : 'الترتيب لا يهم في اللجنة، فهي توافيق.'), asked: say(language, 'the number of ways to choose', 'عدد طرق الاختيار'), check: say(language, 'mathjs combinations give the same. ✓', 'الحساب المستقل للتوافيق يعطي نفس العدد. ✓') };
}

function arrangeCount(numbers: number[], language: TutorLanguage): Count | null {
  const [n, r] = numbers.length === 1 ? [numbers[0]!, numbers[0]!] : [Math.max(...numbers), Math.min(...numbers)];
  if (numbers.length > 2 || n > 20 || r < 1) return null;
  const value = product(n, r);
  if (value !== (math.permutations(n, r) as number)) return null;
  return { value, kind: 'permutation-word', line: r === n ? `${n}! = ${chain(n, n)} = ${value}` : `{}^{${n}}P_{${r}} = ${chain(n, r)} = ${value}`, detail: say(language, 'Order matters: the first place has n choices, the next n − 1, …', 'الترتيب مهم: المكان الأول له ن اختيارات، والتالي ن − ١، …'), asked: say(language, 'the number of arrangements', 'عدد طرق الترتيب'), check: say(language, 'mathjs permutations give the same. ✓', 'الحساب المستقل للتباديل يعطي نفس العدد. ✓') };
}

function readCount(text: string, language: TutorLanguage): Count | null {
  const numbers = numbersOf(text);
  if (/اقطار|diagonals/.test(text) && /مضلع|polygon/.test(text)) return numbers.length === 1 ? pairsCount(numbers[0]!, language, true) : null;
  if (/مصافح|handshake|shake hands|يصافح/.test(text)) return numbers.length === 1 ? pairsCount(numbers[0]!, language, false) : null;
  const word = /(?:letters of the word|حروف (?:ال)?كلمه)\s*["«“'(]?\s*([a-z]+|[\u0621-\u064A]+)/.exec(text);
  if (word) return numbers.length === 0 && !/[ايهو]/.test(word[1]!) ? lettersCount(word[1]!, language) : null;
  const digitLength = /(\d+)\s*-?\s*digit|من\s*(\d+)\s*(?:ارقام|خانات)/.exec(text);
  if (digitLength) {
    const set = /(?:digits|الارقام)\s*[:(]?\s*((?:\d\s*,\s*)+\d)/.exec(text);
    const distinct = /different|distinct|without repetition|not repeated|مختلفه|دون تكرار|بدون تكرار|غير مكرر/.test(text);
    const repeated = /with repetition|repetition (?:is )?allowed|can be repeated|مع التكرار|بتكرار|يمكن تكرار/.test(text);
    if (!set || distinct === repeated) return null;
    const length = Number(digitLength[1] ?? digitLength[2]);
    return digitsCount(length, set[1]!.split(',').map((d) => Number(d.trim())), distinct, language);
  }
  if (CHOOSE.test(text) && !ARRANGE.test(text)) {
    if (numbers.length === 2) {
      // The pool is the larger number: "٣ كرات من صندوق به ٨ كرات", "a committee of 4 from 9 people".
      return groupsCount([[Math.min(...numbers), Math.max(...numbers)]], language);
    }
    const pairs = [...text.matchAll(/(\d+)\s*([\u0621-\u064A]+|[a-z]+)/g)].map((match) => ({ value: Number(match[1]), noun: match[2]! }));
    if (pairs.length !== numbers.length || pairs.length % 2 !== 0) return null;
    const half = pairs.length / 2;
    const picks: Array<[number, number]> = [];
    for (let index = 0; index < half; index += 1) {
      if (pairs[index]!.noun !== pairs[index + half]!.noun) return null;
      picks.push([pairs[index]!.value, pairs[index + half]!.value]);
    }
    return groupsCount(picks, language);
  }
  // Two numbers only as "people on seats": "٦ طلاب على ٤ مقاعد"; anything else (two kinds of books…) is declined.
  if (ARRANGE.test(text) && !CHOOSE.test(text) && (numbers.length === 1 || /مقاعد|كراسي|اماكن|seats|chairs|places|positions/.test(text))) return arrangeCount(numbers, language);
  return null;
}

/** A dual noun with "فقط" ("سيدتين فقط"): two of the group written in the plural. */
const DUALS: Record<string, string> = { سيدتين: 'سيدات', سيدتان: 'سيدات', رجلين: 'رجال', رجلان: 'رجال', ولدين: 'اولاد', ولدان: 'اولاد', بنتين: 'بنات', بنتان: 'بنات', طالبتين: 'طالبات', طالبتان: 'طالبات', طالبين: 'طلاب', طالبان: 'طلاب' };
const ENGLISH_SMALL: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/**
 * "لجنة من ٤ أشخاص من بين ٧ رجال و ٥ سيدات بحيث تضم سيدتين فقط" / "a committee of 4 from 7 men and 5 women with
 * exactly 2 women": j from one group and the rest from the other.
 */
function exactlyFromTwoGroups(text: string, language: TutorLanguage): Count | null {
  const size = /(?:لجنه|فريق|committee|team)\s*(?:من|of)\s*(\d+)(?!\d)/.exec(text);
  const groups = /(\d+)\s*([\u0621-\u064A]+|[a-z]+)\s*(?:و|and)\s*(\d+)\s*([\u0621-\u064A]+|[a-z]+)/.exec(text);
  if (!size || !groups || groups[2] === groups[4]) return null;
  let exact: { count: number; noun: string } | null = null;
  const english = /exactly\s+(\d+|one|two|three|four|five)\s+([a-z]+)/.exec(text);
  if (english) {
    const noun = english[2]!;
    const plural = noun === 'woman' ? 'women' : noun === 'man' ? 'men' : noun === 'person' ? 'people' : `${noun}s`;
    exact = { count: /\d/.test(english[1]!) ? Number(english[1]) : ENGLISH_SMALL[english[1]!]!, noun: [groups[2], groups[4]].includes(noun) ? noun : plural };
  }
  const arabic = /(?<![\u0621-\u064A])(?:(\d+)\s*)?([\u0621-\u064A]+)\s+فقط(?![\u0621-\u064A])/.exec(text);
  if (!exact && arabic) {
    if (arabic[1]) exact = { count: Number(arabic[1]), noun: arabic[2]! };
    else if (DUALS[arabic[2]!]) exact = { count: 2, noun: DUALS[arabic[2]!]! };
  }
  if (!exact) return null;
  const k = Number(size[1]);
  const [first, firstNoun, second, secondNoun] = [Number(groups[1]), groups[2]!, Number(groups[3]), groups[4]!];
  const [chosen, other] = exact.noun === firstNoun ? [first, second] : exact.noun === secondNoun ? [second, first] : [0, 0];
  if (chosen === 0 || exact.count > k || k - exact.count > other) return null;
  const counted = groupsCount([[exact.count, chosen], [k - exact.count, other]], language);
  if (!counted) return null;
  return { ...counted, asked: say(language, `the committees of ${k} with exactly ${exact.count} ${exact.noun}`, `عدد طرق اختيار لجنة من ${k} تضم ${exact.count} ${exact.noun} فقط`) };
}

export function solveCountingWords(text: string, language: TutorLanguage): Solution | null {
  if (!WORD_GATE.test(text)) return null;
  const exact = CHOOSE.test(text) && !/at least|at most|الاقل|الاكثر/.test(text) ? exactlyFromTwoGroups(text, language) : null;
  if (!exact && CONDITIONS.test(text)) return null;
  const count = exact ?? readCount(text, language);
  if (!count || !Number.isSafeInteger(count.value) || !usesAllNumbers(text, `${count.asked} ${count.line}`.match(/\d+/g)?.map(Number) ?? [])) return null;
  const steps: SolutionStep[] = [{ text: `${m(count.line)}.`, detail: count.detail }];
  return {
    kind: count.kind,
    subject: 'math',
    title: say(language, 'Counting: permutations and combinations', 'العد: التباديل والتوافيق'),
    steps,
    answer: say(language, `The number is ${m(String(count.value))}.`, `العدد = ${m(String(count.value))}.`),
    check: count.check,
    statement: say(language, `Find ${count.asked}: ${m(count.line.split(' = ')[0]!)}.`, `المطلوب: ${count.asked}: ${m(count.line.split(' = ')[0]!)}.`),
    result: { values: [count.value] },
  };
}
