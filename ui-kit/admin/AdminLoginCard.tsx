/**
 * The admin panel for someone without an admin session (SPEC.md §2, §5): a card titled 'Admin Login' with one
 * password field. The password is trimmed; an empty one is ignored (no call, no message). A failed login shows
 * the server's message in an alert.
 */
import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { PasswordField } from '../primitives/PasswordField';
import { FormAlert } from '../auth/FormAlert';
import { Muted, PageTitle } from './adminStyles';

const Frame = styled('main', {
  display: 'flex',
  justifyContent: 'center',
  px: '$4',
  py: '$9',
});

const LoginCard = styled(Card, { width: '100%', maxWidth: '$dialog', gap: '$4' });

const Heading = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& svg': { size: '28px', color: '$primary', flexShrink: 0 },
});

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });

export interface AdminLoginCardProps {
  /** A non-empty, trimmed password was submitted. */
  onSubmit: (password: string) => void;
  /** The login call is running: the button shows a spinner and ignores presses. */
  submitting?: boolean;
  /** The failed login's message ('Login failed' with the server text). */
  error?: string;
}

/** The 'Admin Login' password card. */
export function AdminLoginCard({ onSubmit, submitting = false, error }: AdminLoginCardProps) {
  const t = useT();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = password.trim();
    if (trimmed === '' || submitting) return;
    onSubmit(trimmed);
  };

  return (
    <Frame>
      <LoginCard elevation="raised" padding="lg">
        <Heading>
          <ShieldCheck aria-hidden="true" />
          <PageTitle>{t('admin.login.title')}</PageTitle>
        </Heading>
        <Muted>{t('admin.login.heading')}</Muted>
        <Form noValidate onSubmit={submit}>
          {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
          <PasswordField
            label={t('admin.login.password')}
            value={password}
            onChange={setPassword}
            isRequired
            isDisabled={submitting}
          />
          <Button type="submit" fullWidth isPending={submitting}>
            {t('admin.login.submit')}
          </Button>
        </Form>
      </LoginCard>
    </Frame>
  );
}
