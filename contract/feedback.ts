/**
 * The feedback form (SPEC §5): type, optional category, title, description, a 1–5 rating for type "rating" only,
 * and client metadata.
 */
import { z } from 'zod';
import { IsoDateTimeSchema, IdSchema, textField, whenObject } from './common';
import { FEEDBACK } from './constants';
import { FeedbackCategorySchema, FeedbackTypeSchema, LanguageSchema } from './enums';
import { issue } from './validation';

/** Rating values and their label keys' suffixes: 1 Poor … 5 Excellent. */
export const ratingValues = [1, 2, 3, 4, 5] as const;

/** Where the feedback was written; the server also records its own user agent. */
export const FeedbackMetadataSchema = z.object(
  {
    userAgent: z.string(issue('validation.invalid')).max(512, 'validation.tooLong'),
    url: z.string(issue('validation.invalid')).max(2048, 'validation.tooLong'),
    timestamp: IsoDateTimeSchema,
    language: LanguageSchema,
  },
  issue('validation.invalid'),
);
export type FeedbackMetadata = z.infer<typeof FeedbackMetadataSchema>;

/**
 * POST /api/feedback. type defaults to general. A rating is required for type "rating" and refused for the other
 * types (it would be meaningless there).
 */
export const FeedbackRequestSchema = z
  .object(
    {
      type: FeedbackTypeSchema.default('general'),
      rating: z
        .number(issue('validation.invalid'))
        .int('validation.invalid')
        .min(FEEDBACK.ratingMin, 'validation.invalid')
        .max(FEEDBACK.ratingMax, 'validation.invalid')
        .optional(),
      title: textField({ min: FEEDBACK.titleMin, minKey: 'validation.feedbackTitleMin', max: FEEDBACK.titleMax }),
      description: textField({
        min: FEEDBACK.descriptionMin,
        minKey: 'validation.feedbackDescriptionMin',
        max: FEEDBACK.descriptionMax,
      }),
      category: FeedbackCategorySchema.optional(),
      metadata: FeedbackMetadataSchema.optional(),
    },
    issue('validation.invalid'),
  )
  .refine((form) => form.type === 'rating' || form.rating === undefined, {
    ...issue('validation.invalid'),
    path: ['rating'],
    when: whenObject,
  })
  .refine((form) => form.type !== 'rating' || form.rating !== undefined, {
    ...issue('validation.required'),
    path: ['rating'],
    when: whenObject,
  });
export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;

export const FeedbackResponseSchema = z.object({ success: z.literal(true), id: IdSchema });
export type FeedbackResponse = z.infer<typeof FeedbackResponseSchema>;
