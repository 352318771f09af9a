export * from './LocaleProvider';
export type { MessageKey } from './ar';
