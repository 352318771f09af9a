/**
 * Form state shared by the authentication screens. Validation runs on submit with the contract's zod schema
 * (the same rules the server applies; its issue messages are i18n keys), so the student sees the exact texts of
 * SPEC.md §5 without a round trip. Field errors from a 400 (`serverErrors`) show until the field is edited. After
 * a failed submit the first invalid field gets focus, once its error is rendered and linked (aria-describedby).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isValidationKey } from '../../contract/validation';
import { useT } from '../i18n';

/** Localised error text per field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface AuthFormOptions<Field extends string, Schema extends z.ZodType> {
  /** The text fields now shown, in visual order: the first invalid one gets focus. */
  fields: readonly Field[];
  /** Starting values (empty when absent). */
  initialValues?: Partial<Record<Field, string>>;
  /** The contract schema of the request. */
  schema: Schema;
  /** Builds the request the schema parses from the text values (adds checkboxes and tokens, drops fields). */
  toRequest: (values: Record<Field, string>) => z.input<Schema>;
  /** Localised field errors from the server (a 400's `fields`). */
  serverErrors?: FieldErrors<Field>;
  /** While true a submit (e.g. Enter in a field) is ignored. */
  isSubmitting?: boolean;
  /** Called with the parsed request (trimmed, e-mail lower-cased) when it is valid. */
  onValid: (request: z.output<Schema>) => void;
}

/** Props a TextField / PasswordField takes from the form. */
export interface RegisteredField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  /** Errors come from this hook, not from the browser's constraint validation. */
  validationBehavior: 'aria';
}

export function useAuthForm<Field extends string, Schema extends z.ZodType>({
  fields,
  initialValues,
  schema,
  toRequest,
  serverErrors,
  isSubmitting = false,
  onValid,
}: AuthFormOptions<Field, Schema>) {
  const t = useT();
  const [values, setValues] = useState<Partial<Record<Field, string>>>(() => ({ ...initialValues }));
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<Field>>(() => new Set());
  const [focusRequest, setFocusRequest] = useState<{ field: Field; attempt: number } | null>(null);
  const inputs = useRef(new Map<Field, HTMLInputElement>());

  // New server errors (compared by content: the app may pass a fresh object each render) show again.
  const serverErrorsKey = JSON.stringify(serverErrors ?? {});
  useEffect(() => setEditedSinceServer(new Set()), [serverErrorsKey]);

  useEffect(() => {
    if (focusRequest) inputs.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  const textValues = Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])) as Record<Field, string>;

  const errorOf = (field: Field): string | undefined =>
    clientErrors[field] ?? (editedSinceServer.has(field) ? undefined : serverErrors?.[field]);

  const setValue = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
    setEditedSinceServer((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  /** Forget client-side errors (e.g. when /login switches between login and register). */
  const clearErrors = useCallback(() => setClientErrors({}), []);

  /** Put the caret in a field (e.g. the e-mail when "send again" brings the form back). */
  const focusField = useCallback((field: Field) => inputs.current.get(field)?.focus(), []);

  const register = (field: Field): RegisteredField => ({
    name: field,
    value: textValues[field],
    onChange: (value) => setValue(field, value),
    errorMessage: errorOf(field),
    inputRef: (element) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    validationBehavior: 'aria',
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const result = schema.safeParse(toRequest(textValues));
    if (result.success) {
      setClientErrors({});
      onValid(result.data);
      return;
    }
    const errors: FieldErrors<Field> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as Field;
      if (!fields.includes(field) || errors[field]) continue;
      errors[field] = t(isValidationKey(issue.message) ? issue.message : 'validation.invalid');
    }
    setClientErrors(errors);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) setFocusRequest((previous) => ({ field: firstInvalid, attempt: (previous?.attempt ?? 0) + 1 }));
  };

  return { values: textValues, setValue, errorOf, register, handleSubmit, clearErrors, focusField };
}
