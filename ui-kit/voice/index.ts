/**
 * Voice controls of the chat screen (SPEC.md §4 Voice): the composer's microphone button and the toolbar's
 * spoken-replies toggle. Presentational only: app/voice runs the speech recognition and synthesis.
 */
export { SpeakToggle, type SpeakToggleProps } from './SpeakToggle';
export { VoiceInputButton, type VoiceInputButtonProps, type VoiceInputState } from './VoiceInputButton';
