/**
 * Strings of one feature area, kept in their own file so parallel work on different areas never edits the same
 * table. Spread into ar.ts / en.ts; the English table must have every Arabic key (a type error otherwise).
 */
export const chatShellAr = {
  'chat.sidebar.links': 'روابط سريعة',
  'chat.welcome.suggestionsLabel': 'جرّب أن تسأل',
  'chat.actions.label': 'أدوات المحادثة',
} satisfies Record<string, string>;

export const chatShellEn: Record<keyof typeof chatShellAr, string> = {
  'chat.sidebar.links': 'Quick links',
  'chat.welcome.suggestionsLabel': 'Try asking',
  'chat.actions.label': 'Conversation tools',
};
