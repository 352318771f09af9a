/**
 * GET /api/study-packs (SPEC.md §7): the seeded study packs, all of them or one subject's (?subject=physics).
 * Public and the same for everyone, so browsers and shared caches may keep the answer for five minutes.
 */
import { Router } from 'express';
import { z } from 'zod';
import { SubjectSchema } from '../../contract/enums';
import { issue } from '../../contract/validation';
import { listStudyPacks } from '../../db/repositories/study-packs.repository';
import type { AppContext } from '../context';

const StudyPacksQuerySchema = z.object({ subject: SubjectSchema.optional() }, issue('validation.invalid'));

const PUBLIC_FIVE_MINUTES = 'public, max-age=300';

export function studyPacksRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/study-packs', async (req, res) =>
    res.set('Cache-Control', PUBLIC_FIVE_MINUTES).json(await listStudyPacks(context.db, StudyPacksQuerySchema.parse(req.query))),
  );
  return router;
}
