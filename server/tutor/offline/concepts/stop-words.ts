/**
 * Words that carry no topic in a student's question ("what is", "اشرح لي", "يعني ايه", greetings, pronouns).
 * They are matched on the normalised token before stemming, so "عامل" (as in "عامل ايه", how are you) is ignored
 * while "العامل" (as in "العامل المؤكسد") still counts. Subject names are stop-words too: "الفيزياء" alone names no
 * concept.
 */
import { normalizeForSearch } from '../arabic';

const ARABIC_WORDS = [
  // question words and particles
  'ما', 'ماذا', 'ماهو', 'ماهي', 'هل', 'كيف', 'لماذا', 'لم', 'لن', 'متي', 'اين', 'من', 'عن', 'في', 'علي', 'الي', 'مع',
  'او', 'ام', 'ثم', 'و', 'ف', 'ب', 'ل', 'ك', 'قد', 'لا', 'ان', 'كان', 'يكون', 'تكون', 'هو', 'هي', 'هم', 'هما', 'انا',
  'انت', 'انتي', 'نحن', 'احنا', 'هذا', 'هذه', 'ذلك', 'تلك', 'الذي', 'التي', 'الذين', 'اللي', 'عند', 'كل', 'بعض',
  'غير', 'بين', 'الفرق', 'لو', 'اذا', 'يا', 'لي', 'ليا', 'لنا', 'لك', 'بها', 'به', 'منه', 'منها', 'فيه', 'فيها',
  // asking to explain
  'اشرح', 'اشرحلي', 'اشرحي', 'اشرحيلي', 'شرح', 'تشرح', 'تشرحلي', 'تشرحيلي', 'وضح', 'وضحلي', 'فسر', 'فسرلي', 'عرف',
  'عرفني', 'تعريف', 'معني', 'مفهوم', 'فكره', 'ممكن', 'اريد', 'عايز', 'عايزه', 'عاوز', 'عاوزه', 'محتاج', 'محتاجه',
  'افهم', 'فهمني', 'فهميني', 'اعرف', 'اتعلم', 'ساعدني', 'درس', 'موضوع', 'سؤال', 'بالتفصيل', 'ببساطه',
  'مثال', 'امثله', 'سمحت', 'فضلك', 'رجاء', 'شكرا', 'الله',
  // Egyptian colloquial
  'يعني', 'ايه', 'ازاي', 'ليه', 'فين', 'امتي', 'ده', 'دي', 'دا', 'دول', 'بتاع', 'بتاعه', 'بتاعت', 'حاجه', 'كده',
  'برضه', 'طيب', 'بقي', 'اوي', 'خالص', 'مستر', 'ميس', 'استاذ', 'استاذه', 'مش', 'مفيش',
  // greetings and small talk
  'مرحبا', 'اهلا', 'السلام', 'سلام', 'عليكم', 'صباح', 'مساء', 'الخير', 'النور', 'ازيك', 'ازيكم', 'عامل', 'عامله',
  'اخبارك', 'الاخبار', 'تمام', 'كويس', 'كويسه', 'الحمد', 'لله', 'اسمك', 'اسمي',
  // school and subject names
  'ثانوي', 'ثانويه', 'الثانويه', 'العامه', 'اولي', 'تانيه', 'تالته', 'الصف', 'مدرسه', 'المدرسه', 'الماده', 'ماده',
  'رياضيات', 'الرياضيات', 'رياضه', 'الرياضه', 'فيزياء', 'الفيزياء', 'كيمياء', 'الكيمياء', 'كيميا', 'الكيميا', 'احياء',
  'الاحياء', 'تاريخ', 'التاريخ', 'جغرافيا', 'الجغرافيا', 'عربي', 'العربي', 'العربيه', 'لغه', 'اللغه', 'انجليزي',
  'الانجليزي', 'انجلش', 'الانجلش',
];

const ENGLISH_WORDS = [
  'a', 'an', 'the', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'what', 'whats', 'how', 'why', 'when',
  'where', 'who', 'which', 'that', 'this', 'these', 'those', 'it', 'its', 'of', 'to', 'in', 'on', 'at', 'for', 'from',
  'with', 'by', 'about', 'and', 'or', 'but', 'so', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'have', 'has',
  'had', 'not', 'no', 'yes', 'i', 'me', 'my', 'you', 'your', 'we', 'us', 'our', 'he', 'she', 'they', 'them', 'his',
  'her', 'their', 'please', 'explain', 'tell', 'give', 'show', 'teach', 'help', 'want', 'need', 'know', 'understand',
  'learn', 'mean', 'means', 'meaning', 'define', 'definition', 'describe', 'difference', 'between', 'use', 'used',
  'using', 'example', 'examples', 'some', 'any', 'simple', 'simply', 'lesson', 'topic', 'question', 'hi', 'hello',
  'hey', 'thanks', 'thank', 'ok', 'okay', 'then', 'there', 'here', 'very', 'really', 'just', 'also', 'get', 'got',
  'make', 'like', 'doing', 'done', 'only', 'all', 'more', 'most', 'much', 'many', 'al', 'el', 'vs', 'versus', 'name',
  'good', 'morning', 'evening', 'fine', 'today', 'time', 'old', 'nice', 'made', 'maths', 'math', 'mathematics', 'physics', 'chemistry',
  'biology', 'history', 'geography', 'arabic', 'english', 'subject', 'school', 'grade', 'secondary',
];

export const ARABIC_STOP_WORDS: ReadonlySet<string> = new Set(ARABIC_WORDS.map(normalizeForSearch));
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(ENGLISH_WORDS);

/** Word sequences that are small talk as a whole although a word of them is a topic ("كيف الحال" is not الحال). */
export const STOP_PHRASES: readonly (readonly string[])[] = [
  ['كيف', 'الحال'],
  ['ايه', 'الحال'],
  ['ازاي', 'الحال'],
  ['اخبار', 'الحال'],
  ['الحال', 'ايه'],
  ['الحال', 'ازاي'],
].map((phrase) => phrase.map(normalizeForSearch));
