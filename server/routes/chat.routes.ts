/**
 * The chat API (SPEC §7): personalities, conversations, messages and the send call, plus the welcome panel's
 * learning stats. POST …/messages answers JSON { userMessage, aiMessage } once the reply is stored, or streams
 * server-sent events (ChatStreamEvent) when the client accepts text/event-stream.
 */
import { Router, type Request, type Response } from 'express';
import { ConversationParamsSchema, CreateConversationRequestSchema, SendMessageRequestSchema, type ChatStreamEvent } from '../../contract/chat';
import type { AppContext } from '../context';
import { openEventStream } from '../middleware/event-stream';
import { readPreferences } from '../preferences';
import { createConversation, getLearningStats, listConversations, listMessages, toMessageResponse } from '../services/chat/conversations.service';
import { startSend, type StartedSend } from '../services/chat/send.service';
import { tutorAppError, tutorErrorMessage } from '../tutor/errors';
import { personalities } from '../tutor/personalities';

export function chatRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/personalities', (_req, res) => res.json(personalities));
  router.get('/conversations', async (req, res) => res.json(await listConversations(context, req.identity, language(req))));
  router.post('/conversations', async (req, res) =>
    res.status(201).json(await createConversation(context, req.identity, CreateConversationRequestSchema.parse(req.body), language(req))),
  );
  router.get('/conversations/:id/messages', async (req, res) =>
    res.set('Cache-Control', 'private, no-cache').json(await listMessages(context, req.identity, ConversationParamsSchema.parse(req.params).id, language(req))),
  );
  router.post('/conversations/:id/messages', async (req, res) => {
    const { id } = ConversationParamsSchema.parse(req.params);
    const started = await startSend(context, req.identity, id, SendMessageRequestSchema.parse(req.body), language(req));
    if (req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream') await streamReply(req, res, started);
    else await answerWhenStored(req, res, started);
  });
  router.get('/learning/stats', async (req, res) => res.set('Cache-Control', 'private, no-cache').json(await getLearningStats(context, req.identity)));
  return router;
}

function language(req: Request) {
  return readPreferences(req).language;
}

async function answerWhenStored(req: Request, res: Response, started: StartedSend): Promise<void> {
  const outcome = await started.job.done;
  if (!outcome.ok) {
    throw tutorAppError(outcome.error, language(req));
  }
  res.status(201).json({ userMessage: started.userMessage, aiMessage: toMessageResponse(outcome.message, language(req)) });
}

/** The client may go away at any moment: the reply runner finishes and stores the reply regardless. */
async function streamReply(req: Request, res: Response, started: StartedSend): Promise<void> {
  const stream = openEventStream<ChatStreamEvent>(req, res);
  stream.send({ type: 'user_message', message: started.userMessage });
  const unsubscribe = started.job.onDelta((text) => stream.send({ type: 'delta', text }));
  const outcome = await started.job.done;
  unsubscribe();
  if (outcome.ok) stream.send({ type: 'ai_message', message: toMessageResponse(outcome.message, language(req)) });
  else stream.send({ type: 'error', code: outcome.error.code, message: tutorErrorMessage(outcome.error.code, language(req)) });
  stream.end();
}
