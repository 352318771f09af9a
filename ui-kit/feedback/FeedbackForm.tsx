/**
 * The fields of the feedback dialog (SPEC.md §3, §5): type (default general), a 1–5 star rating shown only for
 * type rating, title and description (both start empty), and an optional category. It validates with the
 * contract's schema — the rules the server applies, whose messages are i18n keys — and focuses the first invalid
 * field; a valid form is handed over trimmed, with no rating unless the type is rating.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { FeedbackRequestSchema } from '../../contract/feedback';
import { isValidationKey } from '../../contract/validation';
import { feedbackCategories, feedbackTypes, type FeedbackCategory, type FeedbackType } from '../../contract/values';
import { FormAlert } from '../auth/FormAlert';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Select } from '../primitives/Select';
import { TextField } from '../primitives/TextField';
import { styled } from '../theme/stitches.config';
import { RatingStars } from './RatingStars';
import { TextAreaField } from './TextAreaField';

/** What the dialog submits: the contract's request without the metadata the app adds. */
export type FeedbackValues = Omit<z.output<typeof FeedbackRequestSchema>, 'metadata'>;

type Field = 'rating' | 'title' | 'description';
type FieldErrors = Partial<Record<Field, string>>;

interface Draft {
  type: FeedbackType;
  rating: number | undefined;
  title: string;
  description: string;
  category: FeedbackCategory | undefined;
}

const EMPTY_DRAFT: Draft = { type: 'general', rating: undefined, title: '', description: '', category: undefined };
const NO_CATEGORY = 'none';
const CATEGORY_CHOICES: readonly (typeof NO_CATEGORY | FeedbackCategory)[] = [NO_CATEGORY, ...feedbackCategories];
const FIELD_ORDER: readonly Field[] = ['rating', 'title', 'description'];

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '$2', paddingBlockStart: '$1' });

export interface FeedbackFormProps {
  /** Called with a valid form; the dialog decides what happens next. */
  onValid: (values: FeedbackValues) => void;
  onCancel: () => void;
  isSending: boolean;
  /** A failed submission's message (already localised), shown under the title 'Submission Error'. */
  failureMessage?: string;
}

export function FeedbackForm({ onValid, onCancel, isSending, failureMessage }: FeedbackFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const titleInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLTextAreaElement>(null);
  const ratingGroup = useRef<HTMLDivElement>(null);

  const edit = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A new type hides or shows the stars: a rating message from before must not come back with them.
    const cleared = key === 'type' ? 'rating' : key;
    if (cleared in errors) setErrors((current) => ({ ...current, [cleared]: undefined }));
  };

  const focusField = (field: Field) => {
    if (field === 'title') titleInput.current?.focus();
    else if (field === 'description') descriptionInput.current?.focus();
    else ratingGroup.current?.querySelector('input')?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const result = FeedbackRequestSchema.safeParse({
      type: draft.type,
      rating: draft.type === 'rating' ? draft.rating : undefined,
      title: draft.title,
      description: draft.description,
      category: draft.category,
    });
    if (result.success) {
      setErrors({});
      const { metadata: _metadata, ...values } = result.data;
      onValid(values);
      return;
    }
    const found: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = FIELD_ORDER.find((candidate) => candidate === issue.path[0]);
      if (field && !found[field]) found[field] = t(isValidationKey(issue.message) ? issue.message : 'validation.invalid');
    }
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) focusField(firstInvalid);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Select
        label={t('feedback.type.label')}
        items={feedbackTypes.map((type) => ({ id: type, label: t(`feedback.type.${type}`) }))}
        value={draft.type}
        onChange={(key) => edit('type', feedbackTypes.find((type) => type === key) ?? 'general')}
      />
      {draft.type === 'rating' ? (
        <RatingStars value={draft.rating} onChange={(rating) => edit('rating', rating)} errorMessage={errors.rating} groupRef={ratingGroup} />
      ) : null}
      <TextField
        label={t('feedback.titleLabel')}
        placeholder={t('feedback.titlePlaceholder')}
        value={draft.title}
        onChange={(title) => edit('title', title)}
        errorMessage={errors.title}
        inputRef={titleInput}
        validationBehavior="aria"
      />
      <TextAreaField
        label={t('feedback.descriptionLabel')}
        placeholder={t('feedback.descriptionPlaceholder')}
        value={draft.description}
        onChange={(description) => edit('description', description)}
        errorMessage={errors.description}
        textAreaRef={descriptionInput}
        validationBehavior="aria"
      />
      <Select
        label={t('feedback.category.label')}
        items={CATEGORY_CHOICES.map((category) => ({ id: category, label: t(`feedback.category.${category}`) }))}
        value={draft.category ?? NO_CATEGORY}
        onChange={(key) => edit('category', feedbackCategories.find((category) => category === key))}
      />
      {failureMessage !== undefined ? (
        <FormAlert tone="danger">
          <strong>{t('feedback.errorTitle')}</strong> {failureMessage}
        </FormAlert>
      ) : null}
      <Actions>
        <Button variant="secondary" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={isSending}>
          {isSending ? t('feedback.submitting') : t('feedback.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
