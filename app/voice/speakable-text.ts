/**
 * A tutor reply (markdown with LaTeX) turned into what a voice should say (SPEC.md §4 spoken replies): the
 * markdown marks are gone (no `#`, `*`, `|`, `$`), each heading, paragraph, list item and table row is its own
 * line (the speaker reads line by line), formulas are read as words ("x squared", "س تربيع"), a code block is
 * announced instead of spelt out, and the maths symbols students see in plain text (=, ×, ², √ …) are read too.
 */
import type { Language } from '../../contract/values';
import { parseReply, type ReplyNode } from '../export/reply-markdown';
import { speakTex } from './speak-tex';
import { speechVocabulary, type SpeechVocabulary } from './speech-vocabulary';

/** `x^2`, `س^2`, `10^{-3}` written in plain text rather than as a formula. */
const PLAIN_POWER = /[\p{L}\p{N})]+\^(?:\{[^}]*\}|[-−]?\p{N}+|\p{L})/gu;
/** Characters that mean nothing spoken (markdown and TeX leftovers). */
const UNSPOKEN = /[#*|$`_~\\{}^]/g;

/** Maths symbols in plain text, read as words. */
function speakPlainSymbols(text: string, words: SpeechVocabulary): string {
  const symbols: Record<string, string> = {
    '=': words.equals,
    '≠': words.notEqual,
    '≤': words.lessOrEqual,
    '≥': words.greaterOrEqual,
    '≈': words.approximately,
    '±': words.plusOrMinus,
    '×': words.times,
    '÷': words.dividedBy,
    '−': words.minus,
    '+': words.plus,
    '²': words.squared,
    '³': words.cubed,
    '∞': words.infinity,
    '→': words.gives,
    '°': words.degrees,
    '<': words.lessThan,
    '>': words.greaterThan,
    π: words.greek.pi ?? 'π',
  };
  return text
    .replace(PLAIN_POWER, (power) => ` ${speakTex(power, words)} `)
    .replace(/\$\s?(\p{N}[\p{N}.,]*)/gu, (_whole, amount: string) => ` ${words.dollars(amount)} `)
    .replace(/(\p{N})\s+-\s+(?=\p{N})/gu, `$1 ${words.minus} `)
    .replace(/√\s*(\p{N}+|\p{L})/gu, (_whole, radicand: string) => ` ${words.squareRoot(radicand)} `)
    .replace(/[=≠≤≥≈±×÷−+²³∞→°π<>]/gu, (symbol) => ` ${symbols[symbol] ?? symbol} `)
    .replace(UNSPOKEN, ' ');
}

interface Speaker {
  words: SpeechVocabulary;
  language: Language;
}

function inlineSpeech(nodes: ReplyNode[] | undefined, speaker: Speaker): string {
  return (nodes ?? [])
    .map((node) => {
      switch (node.type) {
        case 'text':
          return speakPlainSymbols(node.value ?? '', speaker.words);
        case 'inlineCode':
          return node.value ?? '';
        case 'inlineMath':
          return ` ${speakTex(node.value ?? '', speaker.words)} `;
        case 'break':
          return '\n';
        case 'image':
          return node.alt ?? '';
        case 'html':
        case 'footnoteReference':
          return '';
        default:
          return inlineSpeech(node.children, speaker);
      }
    })
    .join('');
}

/** A line ends a sentence so the voice pauses after a heading or a list item that has no full stop. */
function asSentence(text: string): string {
  const line = text
    .replace(/[ \t]+/g, ' ')
    .replace(/ (?=[.!?؟:،,;؛])/g, '')
    .trim();
  if (!line) return '';
  return /[.!?؟:،,;؛]$/.test(line) ? line : `${line}.`;
}

function blockSpeech(node: ReplyNode, speaker: Speaker): string[] {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      return inlineSpeech(node.children, speaker).split('\n').map(asSentence);
    case 'math':
      return [asSentence(speakTex(node.value ?? '', speaker.words))];
    case 'code':
      return [speaker.words.codeBlock];
    case 'list':
      return (node.children ?? []).flatMap((item, index) => {
        const lines = blocksSpeech(item.children ?? [], speaker);
        if (!node.ordered || lines.length === 0) return lines;
        const [first = '', ...rest] = lines;
        const number = new Intl.NumberFormat(speaker.language === 'ar' ? 'ar-EG' : 'en-US').format((node.start ?? 1) + index);
        return [`${number}${speaker.language === 'ar' ? '،' : ','} ${first}`, ...rest];
      });
    case 'table':
      return (node.children ?? []).map((row) =>
        asSentence(
          (row.children ?? [])
            .map((cell) => inlineSpeech(cell.children, speaker).replace(/\s+/g, ' ').trim())
            .filter(Boolean)
            .join(speaker.language === 'ar' ? '، ' : ', '),
        ),
      );
    case 'thematicBreak':
    case 'html':
    case 'definition':
      return [];
    default:
      return node.children ? blocksSpeech(node.children, speaker) : [];
  }
}

function blocksSpeech(nodes: ReplyNode[], speaker: Speaker): string[] {
  return nodes.flatMap((node) => blockSpeech(node, speaker)).filter((line) => line !== '');
}

/** What a voice should say for a reply: one sentence-ending line per block, no markdown or TeX left. */
export function toSpeakableText(markdown: string, language: Language): string {
  const speaker: Speaker = { words: speechVocabulary(language), language };
  return blocksSpeech(parseReply(markdown).children ?? [], speaker).join('\n');
}
