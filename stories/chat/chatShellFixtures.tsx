/**
 * Story data for the chat shell: the four personalities in the page's language, past conversations with short,
 * long Arabic and long English titles at every age, students, a fixed "now", and simple stand-ins for the
 * conversation and the composer (the real ones are another part's; ChatScreen only lays them out).
 */
import { expect, screen, waitFor } from 'storybook/test';
import type { PersonalityId } from '../../contract/values';
import { personalityIds } from '../../contract/values';
import { useLocale, useT } from '../../ui-kit/i18n';
import type { ConversationSummary } from '../../ui-kit/chat/ConversationList';
import type { PersonalityOption } from '../../ui-kit/chat/PersonalityPicker';
import type { ChatUser } from '../../ui-kit/chat/UserCard';
import { styled } from '../../ui-kit/theme/stitches.config';

/** Every story counts ages from this moment, so the labels never drift. */
export const STORY_NOW = new Date('2025-03-10T12:00:00.000Z');

const PERSONALITY_ICONS: Record<PersonalityId, string> = {
  friendly: '😊',
  storyteller: '📚',
  professor: '🎓',
  coach: '💪',
};

/** The personalities as the app builds them from /api/personalities, in the page's language. */
export function useStoryPersonalities(): PersonalityOption[] {
  const t = useT();
  return personalityIds.map((id) => ({
    id,
    name: t(`chat.personality.${id}.name`),
    description: t(`chat.personality.${id}.description`),
    icon: PERSONALITY_ICONS[id],
  }));
}

/** The ISO time `hours` before STORY_NOW. */
function hoursAgo(hours: number): string {
  return new Date(STORY_NOW.getTime() - hours * 3_600_000).toISOString();
}

export const LONG_ARABIC_TITLE =
  'شرح مفصل لقوانين نيوتن الثلاثة مع أمثلة محلولة من امتحانات الثانوية العامة للسنوات السابقة وتمارين إضافية';
export const LONG_ENGLISH_TITLE =
  'A very detailed walkthrough of integration by parts with worked examples from previous Thanaweya Amma exams';

/** One conversation of each age bucket, with short and long titles in both languages. */
export const storyConversations: ConversationSummary[] = [
  { id: 'c1', title: 'حل المعادلة س² − 5س + 6 = 0', subject: 'math', updatedAt: hoursAgo(0.2) },
  { id: 'c2', title: LONG_ARABIC_TITLE, subject: 'physics', updatedAt: hoursAgo(3) },
  { id: 'c3', title: LONG_ENGLISH_TITLE, subject: 'math', updatedAt: hoursAgo(30) },
  { id: 'c4', title: 'قصة عن الخلية', subject: null, updatedAt: hoursAgo(24 * 5) },
  { id: 'c5', title: '', subject: 'chemistry', updatedAt: hoursAgo(24 * 12) },
];

export const storyStudent: ChatUser = { name: 'منى أحمد السيد', email: 'mona.ahmed@example.com' };
export const storyLongNameStudent: ChatUser = {
  name: 'عبد الرحمن محمد عبد العزيز الشناوي الإسكندراني',
  email: 'abdelrahman.mohamed.abdelaziz.elshenawy@university-student-mail.example.com',
};
export const storyEnglishStudent: ChatUser = {
  name: 'Alexandra Catherine Montgomery-Fitzgerald',
  email: 'alexandra.montgomery@example.com',
};
export const storyAdmin: ChatUser = { name: 'Admin', email: 'admin@example.com' };

const Thread = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', maxWidth: '$prose', mx: 'auto' });

const Bubble = styled('p', {
  margin: 0,
  padding: '$3 $4',
  borderRadius: '$lg',
  lineHeight: '$relaxed',
  variants: {
    from: {
      user: { alignSelf: 'flex-end', maxWidth: '85%', backgroundColor: '$primary', color: '$onPrimary' },
      assistant: { backgroundColor: '$surface', border: '1px solid $border' },
    },
  },
});

const arabicThread = [
  { role: 'user', text: 'ممكن تشرح لي قانون نيوتن الثاني؟' },
  {
    role: 'assistant',
    text: 'طبعًا! قانون نيوتن الثاني يقول إن محصلة القوى المؤثرة على جسم تساوي كتلته مضروبة في عجلته: ق = ك × ج. يعني كلما زادت القوة زادت العجلة، وكلما زادت الكتلة قلت العجلة لنفس القوة.',
  },
  { role: 'user', text: 'طيب لو جسم كتلته 2 كجم وأثرت عليه قوة 10 نيوتن؟' },
  {
    role: 'assistant',
    text: 'نطبق القانون: ج = ق ÷ ك = 10 ÷ 2 = 5 م/ث². إذن يتحرك الجسم بعجلة مقدارها 5 متر لكل ثانية مربعة في اتجاه القوة.',
  },
  {
    role: 'assistant',
    text: 'جرّب الآن: لو ضاعفنا القوة إلى 20 نيوتن مع نفس الكتلة، كم تصبح العجلة؟ اكتب إجابتك وسأراجعها معك خطوة بخطوة.',
  },
] as const;

const englishThread = [
  { role: 'user', text: 'Can you explain Newton’s second law?' },
  {
    role: 'assistant',
    text: 'Of course! Newton’s second law says the net force on a body equals its mass times its acceleration: F = m × a. More force means more acceleration; more mass means less acceleration for the same force.',
  },
  { role: 'user', text: 'What if a 2 kg body is pushed with 10 N?' },
  {
    role: 'assistant',
    text: 'Apply the law: a = F ÷ m = 10 ÷ 2 = 5 m/s². The body accelerates at 5 metres per second squared in the direction of the force.',
  },
  {
    role: 'assistant',
    text: 'Your turn: if we double the force to 20 N with the same mass, what is the acceleration? Write your answer and I will check it with you step by step.',
  },
] as const;

/** A few messages of a conversation, standing in for the message list. */
export function StoryConversation() {
  const { language } = useLocale();
  const thread = language === 'ar' ? arabicThread : englishThread;
  return (
    <Thread>
      {thread.map((message, index) => (
        <Bubble key={index} from={message.role} dir="auto">
          {message.text}
        </Bubble>
      ))}
    </Thread>
  );
}

const ComposerRow = styled('div', { display: 'flex', alignItems: 'flex-end', gap: '$2', maxWidth: '$prose', mx: 'auto' });

const TextArea = styled('textarea', {
  flex: '1 1 auto',
  minHeight: '$control',
  px: '$3',
  py: '$2',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  color: '$textMuted',
  fontFamily: '$body',
  fontSize: '$3',
  resize: 'none',
});

/** A disabled message box, standing in for the composer. */
export function StoryComposer() {
  const t = useT();
  return (
    <ComposerRow>
      <TextArea aria-label={t('chat.input.label')} placeholder={t('chat.input.placeholder')} rows={1} disabled />
    </ComposerRow>
  );
}

/** A number as the page's language writes it (what the components show), for play functions. */
export function pageNumber(value: number): string {
  return new Intl.NumberFormat(document.documentElement.lang === 'en' ? 'en-US' : 'ar-EG').format(value);
}

/** A phone-sized viewport (360 × 740) for the mobile stories, used by Storybook and by the story tests. */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: { phone360: { name: 'Phone 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
} as const;

/**
 * The open dialog (or alert dialog, or drawer) with this name, once its entrance animation has faded it in
 * (jest-dom counts an element under `opacity: 0` as not visible).
 */
export async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
