/**
 * Strings of one feature area, kept in their own file so parallel work on different areas never edits the same
 * table. Spread into ar.ts / en.ts; the English table must have every Arabic key (a type error otherwise).
 * This fragment: the conversation part of the chat screen (ui-kit/chat/conversation), beyond the chat.* keys
 * already in ar.ts.
 */
export const chatConversationAr = {
  'chat.markdown.scrollTable': 'جدول، مرِّر أفقيًا لرؤية كل الأعمدة',
  'chat.markdown.scrollFormula': 'معادلة، مرِّر أفقيًا لرؤيتها كاملة',
  'chat.markdown.scrollCode': 'كود برمجي، مرِّر أفقيًا لرؤيته كاملًا',
} satisfies Record<string, string>;

export const chatConversationEn: Record<keyof typeof chatConversationAr, string> = {
  'chat.markdown.scrollTable': 'Table, scroll sideways to see every column',
  'chat.markdown.scrollFormula': 'Formula, scroll sideways to see all of it',
  'chat.markdown.scrollCode': 'Code, scroll sideways to see all of it',
};
