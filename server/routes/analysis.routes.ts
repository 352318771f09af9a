/**
 * Wrong-answer analysis (SPEC.md §7): POST /api/analyze-wrong-answer { question, wrongAnswer, subject? } →
 * { analysis }. A client that goes away cancels the model call.
 */
import { Router } from 'express';
import { AnalyzeWrongAnswerRequestSchema } from '../../contract/learning';
import type { AppContext } from '../context';
import { abortOnDisconnect } from '../middleware/abort-on-disconnect';
import { readPreferences } from '../preferences';
import { analyzeWrongAnswerFor } from '../services/learning/analysis.service';

export function analysisRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/analyze-wrong-answer', async (req, res) =>
    res.json(await analyzeWrongAnswerFor(context, req.identity, AnalyzeWrongAnswerRequestSchema.parse(req.body), readPreferences(req).language, abortOnDisconnect(res))),
  );
  return router;
}
