/**
 * The student at the foot of the chat sidebar (SPEC.md §2): picture or initials, name and e-mail (or 'Guest' for
 * a visitor trying the product), the plan as a badge, and an upgrade link while on the free plan.
 */
import { Crown, Sparkles } from 'lucide-react';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Avatar } from '../primitives/Avatar';
import { Badge } from '../primitives/Badge';
import { chatPaths } from './chatPaths';
import { buttonLink } from './chatStyles';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$3',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  minWidth: 0,
});

const Identity = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', minWidth: 0 });

const Texts = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', minWidth: 0 });

const Name = styled('p', {
  margin: 0,
  maxWidth: '100%',
  fontWeight: '$bold',
  lineHeight: '$tight',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Email = styled('p', {
  margin: 0,
  maxWidth: '100%',
  fontSize: '$1',
  color: '$textMuted',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The signed-in student; null for a visitor. */
export interface ChatUser {
  name: string;
  email: string;
  profileImage?: string | null;
}

export interface UserCardProps {
  /** The signed-in student, or null for a visitor (shown as 'Guest'). */
  user: ChatUser | null;
  /** Premium shows the Premium badge and no upgrade link. */
  isPremium: boolean;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** Who is signed in, their plan, and the way to upgrade. */
export function UserCard({ user, isPremium, LinkComponent = DefaultLink }: UserCardProps) {
  const t = useT();
  const name = user?.name.trim() || t('chat.user.guest');
  return (
    <Root>
      <Identity>
        <Avatar name={name} src={user?.profileImage} isDecorative />
        <Texts>
          <Name dir="auto" title={name}>
            {name}
          </Name>
          {user ? (
            // An address reads left to right in the Arabic page too (a long one is cut at its end).
            <Email dir="ltr" title={user.email}>
              {user.email}
            </Email>
          ) : null}
          {isPremium ? (
            <Badge tone="premium" size="sm">
              <Crown aria-hidden="true" />
              {t('chat.user.premiumPlan')}
            </Badge>
          ) : (
            <Badge tone="neutral" size="sm">
              {t('chat.user.freePlan')}
            </Badge>
          )}
        </Texts>
      </Identity>
      {isPremium ? null : (
        <LinkComponent href={chatPaths.subscribe} className={buttonLink({ variant: 'premium', size: 'sm', fullWidth: true })}>
          <Sparkles aria-hidden="true" />
          {t('chat.user.upgrade')}
        </LinkComponent>
      )}
    </Root>
  );
}
