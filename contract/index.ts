/**
 * The contract between app/ and server/: zod schemas and types of every /api call and entity, enums, validation
 * keys and business constants. Request types are `z.input` (what a client sends); entity and response types are
 * `z.infer`. Imports only zod.
 */
export * from './validation';
export * from './enums';
export * from './common';
export * from './constants';
export * from './auth';
export * from './subscription';
export * from './chat';
export * from './learning';
export * from './feedback';
export * from './payments';
export * from './admin';
export * from './tracking';
