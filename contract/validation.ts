/**
 * The i18n keys that contract schemas use as zod issue messages. The client translates them with t(); the server
 * localises them in 400 `fields`. Only these keys may appear as messages of a request schema.
 */
export const validationKeys = [
  'validation.emailInvalid',
  'validation.passwordMin',
  'validation.nameMin',
  'validation.passwordMismatch',
  'validation.required',
  'validation.feedbackTitleMin',
  'validation.feedbackDescriptionMin',
  'validation.missingData',
  'validation.screenshotRequired',
  'validation.imageOnly',
  'validation.tooLong',
  'validation.invalid',
  'validation.phoneInvalid',
  'validation.amountInvalid',
] as const;

export type ValidationKey = (typeof validationKeys)[number];

/** Type guard: is this zod issue message one of our i18n keys (and not a zod default text)? */
export function isValidationKey(message: string): message is ValidationKey {
  return (validationKeys as readonly string[]).includes(message);
}

/** Zod error param for a key, e.g. `z.enum(values, issue('validation.invalid'))`. Typed so a typo fails to compile. */
export function issue(key: ValidationKey): { error: ValidationKey } {
  return { error: key };
}
