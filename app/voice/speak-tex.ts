/**
 * A TeX formula as words a speech voice can say: `x^2` → "x squared" / "x تربيع", `\frac{a}{b}` → "a over b" /
 * "a على b", `\sqrt{x}` → "the square root of x" / "الجذر التربيعي لـ x", `=` → "equals" / "يساوي", Greek
 * letters by name, sums, integrals and limits with their bounds. Layout commands (`\left`, spacing, `\text`
 * wrappers) say nothing themselves; an unknown command is skipped but its argument is still read. The output
 * never contains TeX syntax (`\`, `{`, `}`, `^`, `_`, `$`).
 */
import type { SpeechVocabulary } from './speech-vocabulary';
import { TexReader } from './tex-reader';

/** Commands that only change how the formula looks; their argument, if any, is still read. */
const SILENT_COMMANDS = new Set([
  'displaystyle', 'textstyle', 'limits', 'nolimits', 'quad', 'qquad', 'mathbb', 'mathcal', 'boldsymbol', 'bm', 'hat',
  'bar', 'overline', 'underline', 'tilde', 'dot', 'ddot', 'widehat', 'cancel', 'phantom',
]);
/** Commands whose argument is words or a unit ("kg", "m/s"): its letters are read as words, not one by one. */
const TEXT_COMMANDS = new Set(['text', 'textrm', 'textbf', 'textit', 'mbox', 'operatorname', 'mathrm', 'mathbf', 'mathit', 'mathsf']);
/** After `\left` / `\right` comes a delimiter that is not read. */
const SIZED_DELIMITER_COMMANDS = new Set(['left', 'right', 'big', 'Big', 'bigg', 'Bigg']);
/** Environment commands whose `{name}` argument is not read. */
const ENVIRONMENT_COMMANDS = new Set(['begin', 'end', 'color']);
const SILENT_CHARACTERS = new Set(['(', ')', '[', ']', '|', '&', '~', '{', '}', ':', ';', '.']);
const DIGIT = /[\p{Nd}]/u;
const LETTERS = /^\p{L}+/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;

type Arrow = 'gives' | 'tendsTo';

interface Context {
  words: SpeechVocabulary;
  arrow: Arrow;
  /** Inside `\text{…}`: a run of letters is a word. In maths it is a product of one-letter variables. */
  lettersAsWords: boolean;
}

/** The vocabulary entries that are a single word or phrase. */
type WordKey = { [Key in keyof SpeechVocabulary]: SpeechVocabulary[Key] extends string ? Key : never }[keyof SpeechVocabulary];

/** Commands that stand for one word or phrase. */
const SYMBOL_COMMANDS: Record<string, WordKey> = {
  times: 'times',
  cdot: 'times',
  ast: 'times',
  div: 'dividedBy',
  pm: 'plusOrMinus',
  mp: 'plusOrMinus',
  neq: 'notEqual',
  ne: 'notEqual',
  le: 'lessOrEqual',
  leq: 'lessOrEqual',
  ge: 'greaterOrEqual',
  geq: 'greaterOrEqual',
  approx: 'approximately',
  simeq: 'approximately',
  infty: 'infinity',
  Rightarrow: 'implies',
  implies: 'implies',
  circ: 'degrees',
  degree: 'degrees',
  '%': 'percent',
  prime: 'prime',
  dots: 'andSoOn',
  ldots: 'andSoOn',
  cdots: 'andSoOn',
  in: 'elementOf',
  angle: 'angle',
  perp: 'perpendicular',
  parallel: 'parallel',
};

/** A table's own entry (never an inherited one such as `constructor`). */
function own<Value>(table: Record<string, Value>, name: string): Value | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** The words a command stands for on its own, if it is a symbol, a function or a Greek letter. */
function commandWords(name: string, words: SpeechVocabulary): string | undefined {
  if (name === '\\') return ',';
  const symbol = own(SYMBOL_COMMANDS, name);
  return symbol ? words[symbol] : (own(words.functions, name) ?? own(words.greek, name));
}

function speakExponent(raw: string, context: Context): string {
  const exponent = raw.trim();
  const { words } = context;
  if (exponent === '2') return words.squared;
  if (exponent === '3') return words.cubed;
  if (exponent === '\\circ') return words.degrees;
  if (exponent === '\\prime' || exponent === "'") return words.prime;
  return words.power(speakSource(exponent, context));
}

function speakCommand(name: string, reader: TexReader, context: Context): string {
  const { words } = context;
  const argument = () => speakSource(reader.readArgument(), context);
  if (SIZED_DELIMITER_COMMANDS.has(name)) {
    reader.skipSpaces();
    if (reader.peek() === '\\') reader.readCommandName();
    else reader.position += 1;
    return '';
  }
  if (ENVIRONMENT_COMMANDS.has(name)) {
    reader.readArgument();
    return '';
  }
  if (TEXT_COMMANDS.has(name)) return speakSource(reader.readArgument(), { ...context, lettersAsWords: true });
  if (SILENT_COMMANDS.has(name)) return '';

  switch (name) {
    case 'frac':
    case 'dfrac':
    case 'tfrac': {
      const numerator = argument();
      return words.fraction(numerator, argument());
    }
    case 'sqrt': {
      reader.skipSpaces();
      const index = reader.peek() === '[' ? reader.readGroup('[', ']').trim() : '';
      const radicand = argument();
      if (!index || index === '2') return words.squareRoot(radicand);
      if (index === '3') return words.cubeRoot(radicand);
      return words.nthRoot(speakSource(index, context), radicand);
    }
    case 'sum':
    case 'prod':
    case 'int': {
      const { lower, upper } = reader.readBounds();
      const from = speakSource(lower, context);
      const to = speakSource(upper, context);
      return name === 'sum' ? words.sum(from, to) : name === 'prod' ? words.product(from, to) : words.integral(from, to);
    }
    case 'lim': {
      const { lower } = reader.readBounds();
      return words.limit(speakSource(lower, { ...context, arrow: 'tendsTo' }));
    }
    case 'vec':
    case 'overrightarrow':
      return words.vector(argument());
    case 'to':
    case 'rightarrow':
    case 'longrightarrow':
      return context.arrow === 'tendsTo' ? words.tendsTo : words.gives;
    default:
      return commandWords(name, words) ?? '';
  }
}

function speakCharacter(character: string, context: Context): string {
  const { words } = context;
  switch (character) {
    case '+':
      return words.plus;
    case '-':
    case '−':
      return words.minus;
    case '=':
      return words.equals;
    case '<':
      return words.lessThan;
    case '>':
      return words.greaterThan;
    case '*':
    case '×':
      return words.times;
    case '/':
      return words.over;
    case '÷':
      return words.dividedBy;
    case '!':
      return words.factorial;
    case "'":
      return words.prime;
    case ',':
      return ',';
    default:
      return SILENT_CHARACTERS.has(character) ? '' : character;
  }
}

/** A run of letters: a word inside text or in Arabic, a function name (sin, log), else one variable per letter. */
function speakLetters(run: string, context: Context): string {
  if (context.lettersAsWords || ARABIC_LETTER.test(run)) return run;
  return own(context.words.functions, run) ?? Array.from(run).join(' ');
}

function speakSource(source: string, context: Context): string {
  const reader = new TexReader(source);
  const spoken: string[] = [];
  while (!reader.done) {
    const character = reader.peek();
    if (/\s/.test(character)) {
      reader.position += 1;
    } else if (character === '\\') {
      spoken.push(speakCommand(reader.readCommandName(), reader, context));
    } else if (character === '{') {
      spoken.push(speakSource(reader.readGroup(), context));
    } else if (character === '^') {
      reader.position += 1;
      spoken.push(speakExponent(reader.readArgument(), context));
    } else if (character === '_') {
      reader.position += 1;
      spoken.push(context.words.subscript(speakSource(reader.readArgument(), context)));
    } else if (DIGIT.test(character)) {
      const number = /^[\p{Nd}]+(?:[.,٫][\p{Nd}]+)*/u.exec(source.slice(reader.position))?.[0] ?? character;
      spoken.push(number);
      reader.position += number.length;
    } else if (LETTERS.test(source.slice(reader.position))) {
      const run = LETTERS.exec(source.slice(reader.position))?.[0] ?? character;
      spoken.push(speakLetters(run, context));
      reader.position += run.length;
    } else {
      const symbol = String.fromCodePoint(source.codePointAt(reader.position) ?? 0);
      spoken.push(speakCharacter(symbol, context));
      reader.position += symbol.length;
    }
  }
  return spoken
    .filter((word) => word !== '')
    .join(' ')
    .replace(/\s+,/g, ',')
    .replace(/,+/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words for a TeX formula, in the vocabulary's language. */
export function speakTex(tex: string, words: SpeechVocabulary): string {
  return speakSource(tex, { words, arrow: 'gives', lettersAsWords: false })
    .replace(/^,\s*|,\s*$/g, '')
    .trim();
}
