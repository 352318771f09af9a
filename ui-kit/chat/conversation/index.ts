/**
 * The conversation part of the chat screen: the message log, its bubbles (markdown with maths for the tutor),
 * the typing indicator and the message input. Presentational only: the chat page wires data and callbacks.
 */
export { ChatInput, type ChatInputProps } from './ChatInput';
export { MarkdownContent, type MarkdownContentProps } from './MarkdownContent';
export { MessageBubble, type MessageBubbleProps, type MessageRole } from './MessageBubble';
export { MessageList, type ChatMessageView, type MessageListProps } from './MessageList';
export { TypingIndicator } from './TypingIndicator';
export { normaliseMathDelimiters } from './mathDelimiters';
