/**
 * /chat: wires the chat screen to data. The open conversation lives in the address (?c=<id>) so a reload —
 * even mid-reply — reopens it and shows the reply completing. Sending follows SPEC.md §4 (useSendMessage);
 * a 429 quota:exceeded opens the daily-limit dialog (then, for a signed-in student, the referral dialog), any
 * other failure a 'Message error' toast with the server's message.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Message } from '../../../contract/chat';
import { FREE_PERSONALITIES, USER_STATUS_FALLBACK } from '../../../contract/constants';
import type { PersonalityId, Subject } from '../../../contract/values';
import { ChatScreen } from '../../../ui-kit/chat/ChatScreen';
import { ChatSidebar } from '../../../ui-kit/chat/ChatSidebar';
import { chatPaths } from '../../../ui-kit/chat/chatPaths';
import { ChatInput, MessageList, type ChatMessageView } from '../../../ui-kit/chat/conversation';
import { ChatActions } from '../../../ui-kit/chat/ChatActions';
import { ExpiryBanner } from '../../../ui-kit/chat/ExpiryBanner';
import { PremiumBanner } from '../../../ui-kit/chat/PremiumBanner';
import { SubjectPicker } from '../../../ui-kit/chat/SubjectPicker';
import { TutorModePicker } from '../../../ui-kit/chat/TutorModePicker';
import { WelcomePanel } from '../../../ui-kit/chat/WelcomePanel';
import { useT } from '../../../ui-kit/i18n';
import { QuizOffer } from '../../../ui-kit/quiz';
import { SpeakToggle, VoiceInputButton } from '../../../ui-kit/voice';
import { ApiError, apiErrorCode, apiErrorMessage } from '../../api-client';
import { copyText } from '../../export/export-actions';
import { usePreferences } from '../../preferences';
import { meQuery } from '../../queries/auth';
import { conversationsQuery, learningStatsQuery, messagesQuery, personalitiesQuery } from '../../queries/chat';
import { subscriptionStatusQuery, userStatusQuery } from '../../queries/status';
import { RouterLink } from '../../RouterLink';
import { notify } from '../../toasts';
import { VOICE_INPUT_ERROR_MESSAGES } from '../../voice/recognition-session';
import { useSpeechRecognition } from '../../voice/useSpeechRecognition';
import { useSpeechSynthesis } from '../../voice/useSpeechSynthesis';
import { useVoiceOutputPreference } from '../../voice/useVoiceOutputPreference';
import { ChatModals } from './ChatModals';
import { exportNotes } from './exportNotes';
import { useQuiz } from './useQuiz';
import { useSendMessage } from './useSendMessage';
import { useTutorMode } from './useTutorMode';
import { useWrongAnswerAnalysis } from './useWrongAnswerAnalysis';

const CONVERSATION_PARAM = 'c';
const STREAMING_ID = 'streaming-reply';

export default function ChatRoute() {
  const t = useT();
  const navigate = useNavigate();
  const { language } = usePreferences();
  const [searchParams, setSearchParams] = useSearchParams();
  const conversationId = searchParams.get(CONVERSATION_PARAM);

  const { data: user } = useQuery(meQuery());
  const { data: status } = useQuery(userStatusQuery());
  const { data: subscription } = useQuery({ ...subscriptionStatusQuery(), enabled: Boolean(user) });
  const { data: personalities } = useQuery(personalitiesQuery());
  const { data: conversations } = useQuery(conversationsQuery());
  const { data: stats } = useQuery(learningStatsQuery());
  const { data: messages, isPending: messagesPending } = useQuery({
    ...messagesQuery(conversationId ?? ''),
    enabled: conversationId !== null,
  });

  const usage = status ?? USER_STATUS_FALLBACK;
  const isPremium = Boolean(user?.isPremium);
  const current = conversations?.find((conversation) => conversation.id === conversationId);

  const [personality, setPersonality] = useState<PersonalityId>(FREE_PERSONALITIES[0] ?? 'friendly');
  const [subject, setSubject] = useState<Subject | null>(null);
  const [tutorMode, chooseTutorMode] = useTutorMode();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const [referralOpen, setReferralOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const quiz = useQuiz(language);
  const analysis = useWrongAnswerAnalysis(subject);
  const [voiceOutput, setVoiceOutput] = useVoiceOutputPreference();
  const speech = useSpeechSynthesis(language);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // Opening a conversation takes its personality and subject — once per conversation, not on every refetch of the
  // list (which would undo a subject the student just picked).
  const currentId = current?.id;
  useEffect(() => {
    if (!current) return;
    setPersonality(current.personality);
    setSubject(current.subject);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the conversation's id on purpose
  }, [currentId]);

  const openConversation = useCallback(
    (id: string | null) => {
      setSearchParams(id ? { [CONVERSATION_PARAM]: id } : {}, { replace: false });
      setSidebarOpen(false);
    },
    [setSearchParams],
  );

  // The conversation on screen when a send settles (the callbacks outlive the render that started the send).
  const viewedConversation = useRef(conversationId);
  useEffect(() => {
    viewedConversation.current = conversationId;
  }, [conversationId]);
  const sendCallbacks = useMemo(
    () => ({
      // Only a student still on the new chat is taken to it; one who opened another conversation meanwhile stays.
      onConversationCreated: (id: string) => {
        if (viewedConversation.current !== null) return;
        // On screen from now on, even before the navigation below has rendered (a fast reply may beat it).
        viewedConversation.current = id;
        setSearchParams({ [CONVERSATION_PARAM]: id }, { replace: true });
      },
      onReplied: (userMessage: Message, aiMessage: Message) => {
        if (aiMessage.conversationId !== viewedConversation.current) return;
        quiz.offerFor(userMessage.content, aiMessage.metadata?.subject ?? null);
        if (voiceOutput) speech.speak(aiMessage.content);
      },
      onError: (error: unknown) => {
        if (error instanceof ApiError && error.status === 429 && apiErrorCode(error) === 'quota:exceeded') {
          setLimitOpen(true);
          return;
        }
        // Never a raw "status: body": the server's message (in the page language), else a localised one.
        const description = apiErrorMessage(error) ?? t(error instanceof ApiError ? 'common.unexpectedError' : 'errors.connection');
        notify({ title: t('chat.messageError'), description, variant: 'destructive' });
      },
    }),
    [setSearchParams, t, quiz.offerFor, voiceOutput, speech],
  );
  const { send, pending, isSending } = useSendMessage(sendCallbacks);

  const onSend = (text: string) => {
    quiz.dismiss();
    void send({ text, conversationId, personality, subject, tutorMode });
  };
  const recognition = useSpeechRecognition({
    language,
    onResult: onSend,
    onError: (error) => notify({ title: t('voice.errorTitle'), description: t(VOICE_INPUT_ERROR_MESSAGES[error]), variant: 'destructive' }),
  });

  // A send in progress shows only in its own conversation (the student may open another one meanwhile).
  const pendingHere = pending?.conversationId === conversationId ? pending : null;
  const view: ChatMessageView[] = useMemo(() => {
    const stored: ChatMessageView[] = (conversationId ? (messages ?? []) : []).map(toView);
    if (!pendingHere) return stored;
    const withUser = [...stored, toView(pendingHere.userMessage)];
    return pendingHere.replyText ? [...withUser, { id: STREAMING_ID, role: 'assistant', content: pendingHere.replyText, createdAt: new Date().toISOString() }] : withUser;
  }, [conversationId, messages, pendingHere]);
  const storedStreaming = messages?.find((message) => message.status === 'streaming');
  const streamingMessageId = pendingHere?.replyText ? STREAMING_ID : storedStreaming?.id;

  const personalityOptions = (personalities ?? []).map((option) => ({
    id: option.id,
    name: language === 'en' ? option.nameEn : option.name,
    description: language === 'en' ? option.descriptionEn : option.description,
    icon: option.icon,
  }));
  const tutorName = personalityOptions.find((option) => option.id === personality)?.name ?? t(`chat.personality.${personality}.name`);

  const welcome = (
    <WelcomePanel
      tutorName={tutorName}
      usage={{ usedToday: usage.usedToday, dailyLimit: usage.dailyLimit, bonusMessages: usage.bonusMessages, isPremium: usage.isPremium }}
      stats={stats ?? null}
      onSuggestion={onSend}
    />
  );

  const banners = (
    <>
      {subscription?.isExpired ? <ExpiryBanner renewHref={chatPaths.subscribe} LinkComponent={RouterLink} /> : null}
      {usage.usedToday > 0 && !usage.isPremium && !subscription?.isExpired ? (
        <PremiumBanner usedToday={usage.usedToday} dailyLimit={usage.dailyLimit} subscribeHref={chatPaths.subscribe} LinkComponent={RouterLink} />
      ) : null}
    </>
  );

  return (
    <>
      <ChatScreen
        sidebarOpen={sidebarOpen}
        onSidebarOpenChange={setSidebarOpen}
        sidebar={
          <ChatSidebar
            onNewChat={() => openConversation(null)}
            personalities={personalityOptions}
            personality={personality}
            onPersonalityChange={(id) => {
              setPersonality(id);
              // A different tutor starts a new conversation (a conversation keeps its personality).
              if (current && current.personality !== id) openConversation(null);
            }}
            conversations={conversations ?? []}
            currentConversationId={conversationId ?? undefined}
            onSelectConversation={openConversation}
            now={now}
            user={user ? { name: user.name, email: user.email, profileImage: user.profileImage } : null}
            isPremium={isPremium}
            isAdmin={Boolean(user?.isMonitoringAdmin)}
            onFeedback={() => setFeedbackOpen(true)}
            onLogout={() => window.location.assign('/api/auth/logout')}
            LinkComponent={RouterLink}
          />
        }
        toolbar={
          <>
            <SubjectPicker value={subject} isPremium={isPremium} onChange={setSubject} />
            <TutorModePicker value={tutorMode} onChange={chooseTutorMode} />
            <ChatActions
              onExport={() => setExportOpen(true)}
              onAnalyze={() => analysis.open()}
              speech={
                <SpeakToggle
                  enabled={voiceOutput}
                  speaking={speech.state === 'speaking'}
                  available={speech.supported && speech.hasVoice}
                  onToggle={(enabled) => {
                    setVoiceOutput(enabled);
                    if (!enabled) speech.stop();
                  }}
                  onStopSpeaking={speech.stop}
                />
              }
            />
          </>
        }
        banners={banners}
        composer={
          <ChatInput
            onSend={onSend}
            pending={isSending}
            leading={
              <VoiceInputButton
                state={recognition.supported ? recognition.state : 'unsupported'}
                onStart={recognition.start}
                onStop={recognition.stop}
                isDisabled={isSending}
              />
            }
          />
        }
      >
        <MessageList
          messages={view}
          typing={pendingHere !== null && !pendingHere.replyText}
          loading={conversationId !== null && messagesPending}
          streamingMessageId={streamingMessageId}
          header={view.length === 0 ? welcome : undefined}
          footer={quiz.offer && !isSending ? <QuizOffer topic={quiz.offer.topic} onAccept={quiz.accept} onDismiss={quiz.dismiss} /> : undefined}
          onCopy={copyText}
        />
      </ChatScreen>
      <ChatModals
        quiz={{ ...quiz.modal, onAnalyzeWrong: (question, wrongAnswer) => analysis.open(question, wrongAnswer) }}
        analysis={analysis.dialog}
        exporting={{
          isOpen: exportOpen,
          onClose: () => setExportOpen(false),
          messageCount: (messages ?? []).filter((message) => message.role === 'assistant').length,
          onExport: (format) => exportNotes(format, messages ?? [], { language, title: current?.title ?? '' }),
        }}
        feedback={{ isOpen: feedbackOpen, onClose: () => setFeedbackOpen(false) }}
        usage={usage}
        limit={{
          isOpen: limitOpen,
          onClose: () => {
            setLimitOpen(false);
            if (user && usage.referralCode) setReferralOpen(true);
          },
          onSubscribe: () => navigate(chatPaths.subscribe),
        }}
        referral={{
          isOpen: referralOpen,
          onClose: () => setReferralOpen(false),
          onCopy: () => copyText(usage.referralCode),
          referralLink: referralLinkOf(usage.referralCode),
          onCopyLink: () => copyText(referralLinkOf(usage.referralCode) ?? ''),
        }}
      />
    </>
  );
}

function toView(message: Message): ChatMessageView {
  return { id: message.id, role: message.role, content: message.content, createdAt: message.createdAt, imageUrl: message.imageUrl };
}

/** The sign-up link a friend opens (the sign-up page remembers ?ref= for the registration). */
function referralLinkOf(code: string): string | undefined {
  if (!code || typeof window === 'undefined') return undefined;
  return `${window.location.origin}/auth/signup?ref=${encodeURIComponent(code)}`;
}
