/**
 * Avatar: a person's picture, or their initials when there is none (or it fails to load). Works
 * for Arabic names: "ال" is skipped so "أحمد السيد" gives "أ س", and a zero-width non-joiner keeps
 * the two Arabic letters from joining into one shape.
 */
import { useState } from 'react';
import { styled } from '../theme/stitches.config';

const Root = styled('span', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '$round',
  backgroundColor: '$primarySoft',
  color: '$primary',
  fontFamily: '$body',
  fontWeight: '$bold',
  lineHeight: 1,
  userSelect: 'none',
  variants: {
    size: {
      sm: { size: '$controlSm', fontSize: '$1' },
      md: { size: '$control', fontSize: '$2' },
      lg: { size: '$9', fontSize: '$4' },
    },
  },
  defaultVariants: { size: 'md' },
});

const Image = styled('img', { size: '100%', objectFit: 'cover' });

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ZERO_WIDTH_NON_JOINER = '\u200C';

function firstLetter(word: string): string {
  // Skip the Arabic definite article in family names ("السيد" → "س").
  const stem = word.length > 3 && word.startsWith('ال') ? word.slice(2) : word;
  return Array.from(stem)[0] ?? '';
}

/** Up to two initials from a full name; Latin letters upper-cased, Arabic letters kept unjoined. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = firstLetter(words[0] ?? '');
  const last = words.length > 1 ? firstLetter(words[words.length - 1] ?? '') : '';
  const letters = [first, last].filter(Boolean).map((letter) => letter.toLocaleUpperCase());
  return letters.some((letter) => ARABIC_LETTER.test(letter)) ? letters.join(ZERO_WIDTH_NON_JOINER) : letters.join('');
}

export interface AvatarProps {
  /** The person's full name: the accessible name, and the source of the initials. */
  name: string;
  /** Picture URL; initials show when absent or when it fails to load. */
  src?: string | null;
  /** 32, 40 or 56 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Decorative (the name is already written next to it): hides it from screen readers. */
  isDecorative?: boolean;
}

/** A round picture or initials, named for screen readers. */
export function Avatar({ name, src, size = 'md', isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = isDecorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <Root size={size} {...a11y} data-avatar="">
      {showImage && src ? (
        <Image src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true" dir="auto">
          {initialsOf(name)}
        </span>
      )}
    </Root>
  );
}
