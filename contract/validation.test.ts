import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import { isValidationKey, validationKeys } from './validation';

/** Every schema a client sends through: request bodies, query strings and multipart fields. */
const requestSchemas: [string, z.ZodType][] = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  /(Request|Query|Fields)Schema$|^ScreenshotFileSchema$/.test(name) &&
  name !== 'PaymentRequestSchema' && // the admin entity, not a request body
  value instanceof z.ZodType
    ? [[name, value] as [string, z.ZodType]]
    : [],
);

/** Hostile values: wrong types, empty, whitespace-only, far too long. */
const badValues: unknown[] = [undefined, null, 0, -1, 1.5, true, '', '   ', 'x', 'x'.repeat(20_000), [], {}];

function inputsFor(schema: z.ZodType): unknown[] {
  const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const perValue = badValues.map((value) => Object.fromEntries(shape.map((key) => [key, value])));
  return [...badValues, ...perValue];
}

describe('validation messages are i18n keys', () => {
  it('covers the request schemas of every area', () => {
    expect(requestSchemas.length).toBeGreaterThanOrEqual(15);
  });

  it('the key list has no duplicates', () => {
    expect(new Set(validationKeys).size).toBe(validationKeys.length);
  });

  it.each(requestSchemas)('%s reports only keys from validationKeys', (_name, schema) => {
    const messages = new Set<string>();
    for (const input of inputsFor(schema)) {
      const result = schema.safeParse(input);
      for (const issue of result.error?.issues ?? []) messages.add(issue.message);
    }
    expect(messages.size).toBeGreaterThan(0);
    expect([...messages].filter((message) => !isValidationKey(message))).toEqual([]);
  });
});
