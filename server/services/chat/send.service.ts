/**
 * Sending a message: ownership, the plan gate, a burst limit, the daily quota, then the stored user message and an
 * assistant message the reply runner fills in. The route decides how to answer (JSON once the reply is stored, or a
 * server-sent event stream); the reply itself does not depend on the request staying open.
 */
import type { z } from 'zod';
import type { Message as MessageResponse, SendMessageRequestSchema } from '../../../contract/chat';
import type { Language } from '../../../contract/values';
import { updateConversation } from '../../../db/repositories/conversations.repository';
import { deleteMessages, insertMessage, listRecentMessages } from '../../../db/repositories/messages.repository';
import type { AppContext } from '../../context';
import { callerKey, type Identity } from '../../middleware/identity';
import { detectLanguage } from '../../tutor/offline/arabic';
import type { TutorRequest } from '../../tutor/types';
import type { LimitRule, RateLimiter, RateLimiterFactory } from '../rate-limits';
import { callerIsPremium, findOwnedConversation, toMessageResponse } from './conversations.service';
import { assertPlanAllows } from './plan-gate';
import { consumeMessageQuota, refundMessageQuota } from './quota.service';
import type { ReplyJob } from './reply-runner';

/** Earlier turns given to the tutor (the newest ones). */
const HISTORY_TURNS = 12;

export interface StartedSend {
  userMessage: MessageResponse;
  /** The assistant message being written (status `streaming`, empty content). */
  assistantMessage: MessageResponse;
  job: ReplyJob;
}

const burstLimiters = new WeakMap<RateLimiterFactory, RateLimiter>();

function burstLimiter(context: Pick<AppContext, 'limits' | 'config'>): RateLimiter {
  let limiter = burstLimiters.get(context.limits);
  if (!limiter) {
    const rule: LimitRule = { keyPrefix: 'chat_send', points: context.config.quota.sendsPerMinute, durationSeconds: 60 };
    limiter = context.limits.create(rule);
    burstLimiters.set(context.limits, limiter);
  }
  return limiter;
}

export async function startSend(
  context: AppContext,
  identity: Identity,
  conversationId: string,
  input: z.output<typeof SendMessageRequestSchema>,
  pageLanguage: Language,
): Promise<StartedSend> {
  const conversation = await findOwnedConversation(context, identity, conversationId, pageLanguage);
  const premium = callerIsPremium(identity);
  const subject = input.subject ?? (conversation.subject as TutorRequest['subject']);
  const personality = conversation.personality as TutorRequest['personality'];
  assertPlanAllows({ personality, subject }, premium, pageLanguage);
  await burstLimiter(context).consume(callerKey(identity));

  const grant = await consumeMessageQuota(context, identity);
  const userId = identity.user?.id ?? null;
  const inserted: number[] = [];
  try {
    const history = await listRecentMessages(context.db, conversation.id, HISTORY_TURNS);
    if (subject !== conversation.subject) await updateConversation(context.db, conversation.id, { subject });
    const now = new Date();
    const userMessage = await insertMessage(context.db, {
      conversationId: conversation.id,
      userId,
      role: 'user',
      content: input.content,
      metadata: { tutorMode: input.tutorMode, ...(subject ? { subject } : {}) },
      createdAt: now,
    });
    inserted.push(userMessage.id);
    const metadata = {
      tutorMode: input.tutorMode,
      ...(subject ? { subject } : {}),
      source: context.tutor.source,
      ...(context.tutor.model ? { model: context.tutor.model } : {}),
    };
    const assistantMessage = await insertMessage(context.db, {
      conversationId: conversation.id,
      userId,
      role: 'assistant',
      content: '',
      metadata,
      status: 'streaming',
      // One millisecond later, so the reply always sorts after the question.
      createdAt: new Date(now.getTime() + 1),
    });
    inserted.push(assistantMessage.id);

    const request: TutorRequest = {
      message: input.content,
      history: history.map(({ role, content }) => ({ role, content })),
      language: detectLanguage(input.content, pageLanguage),
      subject,
      personality,
      tutorMode: input.tutorMode,
      premium,
    };
    const job = context.replies.start({
      request,
      conversationId: conversation.id,
      assistantMessageId: assistantMessage.id,
      metadata,
      onFailure: async () => {
        await deleteMessages(context.db, [userMessage.id, assistantMessage.id]);
        await refundMessageQuota(context, grant);
      },
    });
    return { userMessage: toMessageResponse(userMessage, pageLanguage), assistantMessage: toMessageResponse(assistantMessage, pageLanguage), job };
  } catch (error) {
    await deleteMessages(context.db, inserted);
    await refundMessageQuota(context, grant);
    throw error;
  }
}
