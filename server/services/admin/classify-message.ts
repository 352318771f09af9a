/**
 * The offline classifier of the conversation analytics: a student's message → topic, subject, language, message
 * type. Topics come from the offline tutor's concept notes (the same Arabic-normalised matching that answers
 * students); a message no note matches is filed under its conversation's subject, else under general questions.
 */
import type { Language, MessageType, Subject } from '../../../contract/values';
import { normalizeForSearch, detectLanguage } from '../../tutor/offline/arabic';
import { findConcept } from '../../tutor/offline/concepts';

export interface MessageClassification {
  topic: string;
  subject: Subject | null;
  language: Language;
  messageType: MessageType;
}

/** Arabic subject names (the /analytics page is Arabic). */
export const SUBJECT_NAMES_AR: Readonly<Record<Subject, string>> = {
  math: 'الرياضيات',
  physics: 'الفيزياء',
  chemistry: 'الكيمياء',
  biology: 'الأحياء',
  history: 'التاريخ',
  geography: 'الجغرافيا',
  arabic: 'اللغة العربية',
  english: 'اللغة الإنجليزية',
};
export const GENERAL_TOPIC = 'أسئلة عامة';

/** How much of a message is read (long pastes are classified by their start). */
const READ_MAX = 1_000;

// Patterns run on normalizeForSearch output: hamza → ا, ة → ه, ى → ي, lower-case Latin.
const QUIZ = /(اختبار|اختبرني|امتحان|امتحني|كويز|اسئله تدريب|اسئله اختيار|اختيار من متعدد|\bquiz|\btest me\b|\bmcq\b|practice questions)/;
const HOMEWORK = /(واجب|(^|\s)حل (ال)?(مساله|مسائل|تمرين|سؤال|المعادله|معادله)|(^|\s)(حلل|احسب|اوجد|اثبت|برهن)(?=\s|$)|تمرين|\bhomework\b|\bassignment\b|\bsolve\b|\bcalculate\b|\bfind the\b|\bprove\b|\bexercise\b|[0-9xy]\s*[=+*/^-]\s*[0-9xy])/;
// JavaScript's \b only knows Latin word characters: Arabic words are bounded by (^|\s) and (?=\s|$).
const EXPLANATION = /((^|\s)(اشرح|اشرحلي|شرح|وضح|وضحلي|فسر|يعني ايه|ايه معني|ما معني|ما المقصود|الفرق بين|ليه|لماذا)(?=\s|$)|\bexplain\b|\bwhat does\b|\bmeaning of\b|\bwhy\b|\bdifference between\b|\bdescribe\b)/;
const QUESTION = /([?؟]|^(ما|ماذا|كيف|ازاي|هل|متي|امتي|اين|فين|مين|من هو|من هي|كم|قد ايه|what|how|when|where|who|which|is|are|can|do|does|should)(?=\s|$))/;

export function classifyMessageType(normalized: string): MessageType {
  if (QUIZ.test(normalized)) return 'quiz';
  if (HOMEWORK.test(normalized)) return 'homework_help';
  if (EXPLANATION.test(normalized)) return 'explanation';
  if (QUESTION.test(normalized)) return 'question';
  return 'general';
}

/** The normalised text that identifies a query (for "unique queries"): search-normalised, spaces collapsed. */
export function queryKey(text: string): string {
  return normalizeForSearch(text.slice(0, READ_MAX)).replace(/[\s\p{P}]+/gu, ' ').trim();
}

export function classifyMessage(content: string, conversationSubject: Subject | null): MessageClassification {
  const text = content.slice(0, READ_MAX);
  const language = detectLanguage(text);
  const normalized = normalizeForSearch(text).replace(/\s+/g, ' ').trim();
  const messageType = classifyMessageType(normalized);
  const concept = findConcept(text, language, conversationSubject);
  if (concept) {
    // Topic names in Arabic whatever the message's language, so ar and en questions on one topic count together.
    const title = language === 'ar' ? concept.title : (findConcept(text, 'ar', concept.subject)?.title ?? concept.title);
    return { topic: title.slice(0, 128), subject: concept.subject, language, messageType };
  }
  const subject = conversationSubject;
  return { topic: subject ? SUBJECT_NAMES_AR[subject] : GENERAL_TOPIC, subject, language, messageType };
}
