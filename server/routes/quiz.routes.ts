/**
 * Quick quizzes (SPEC.md §7): POST /api/generate-quiz { topic, subject, language? } → { questions }.
 * A client that goes away cancels the model call.
 */
import { Router } from 'express';
import { GenerateQuizRequestSchema } from '../../contract/learning';
import type { AppContext } from '../context';
import { abortOnDisconnect } from '../middleware/abort-on-disconnect';
import { readPreferences } from '../preferences';
import { generateQuizFor } from '../services/learning/quiz.service';

export function quizRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/generate-quiz', async (req, res) =>
    res.json(await generateQuizFor(context, req.identity, GenerateQuizRequestSchema.parse(req.body), readPreferences(req).language, abortOnDisconnect(res))),
  );
  return router;
}
