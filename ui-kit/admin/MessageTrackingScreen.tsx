/**
 * /message-tracking, the index of the admin tools (SPEC.md §2): a card per tool linking to the admin panel,
 * message monitoring, conversation analytics and the analytics demo; the capability list; and a status note.
 */
import { BarChart3, CircleCheck, CreditCard, MessagesSquare, MonitorPlay, type LucideIcon } from 'lucide-react';
import { css, styled } from '../theme/stitches.config';
import { useT, type MessageKey } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Card } from '../primitives/Card';
import { AdminPage, CardTitle, Muted, PageTitle, SectionTitle, TileGrid } from './adminStyles';
import { adminPaths, type AdminToolPaths } from './adminPaths';

const ToolCard = styled(Card, {
  position: 'relative',
  '& > svg': { size: '28px', color: '$primary' },
  '&:hover': { borderColor: '$primary' },
  '&:focus-within': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

/** The title link covers the whole card, so the card is one target with one name. */
const linkClass = css({
  color: '$text',
  textDecoration: 'none',
  outline: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '$lg' },
  '&:hover': { textDecoration: 'underline' },
});

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3' });

const Capabilities = styled('ul', {
  margin: 0,
  ps: '$5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  lineHeight: '$normal',
});

const Status = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$successSoft',
  color: '$success',
  fontWeight: '$medium',
  '& svg': { size: '20px', flexShrink: 0 },
});

const tools: readonly { path: keyof AdminToolPaths; title: MessageKey; description: MessageKey; Icon: LucideIcon }[] = [
  { path: 'adminPanel', title: 'admin.tools.panel', description: 'admin.tools.panel.description', Icon: CreditCard },
  { path: 'adminDashboard', title: 'admin.tools.monitor', description: 'admin.tools.monitor.description', Icon: MessagesSquare },
  { path: 'analytics', title: 'admin.tools.analytics', description: 'admin.tools.analytics.description', Icon: BarChart3 },
  { path: 'analyticsDemo', title: 'admin.tools.demo', description: 'admin.tools.demo.description', Icon: MonitorPlay },
];

const capabilities: readonly MessageKey[] = [
  'admin.tools.capability.messages',
  'admin.tools.capability.topics',
  'admin.tools.capability.payments',
  'admin.tools.capability.visitors',
];

export interface MessageTrackingScreenProps {
  /** Where each tool lives; defaults to the routes of SPEC.md §2. */
  paths?: Partial<AdminToolPaths>;
  /** The app's router link (defaults to a plain anchor). */
  LinkComponent?: LinkComponent;
}

/** The admin tools index. */
export function MessageTrackingScreen({ paths, LinkComponent = DefaultLink }: MessageTrackingScreenProps) {
  const t = useT();
  const hrefs: AdminToolPaths = { ...adminPaths, ...paths };
  return (
    <AdminPage>
      <header>
        <PageTitle>{t('admin.tools.title')}</PageTitle>
        <Muted>{t('admin.tools.subtitle')}</Muted>
      </header>
      <TileGrid as="ul" role="list" css={{ listStyle: 'none', margin: 0, padding: 0, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        {tools.map(({ path, title, description, Icon }) => (
          <ToolCard as="li" key={path}>
            <Icon aria-hidden="true" />
            <CardTitle as="h2">
              <LinkComponent href={hrefs[path]} className={linkClass()}>
                {t(title)}
              </LinkComponent>
            </CardTitle>
            <Muted>{t(description)}</Muted>
          </ToolCard>
        ))}
      </TileGrid>
      <Section aria-labelledby="admin-capabilities">
        <SectionTitle id="admin-capabilities">{t('admin.tools.capabilities')}</SectionTitle>
        <Capabilities>
          {capabilities.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </Capabilities>
      </Section>
      <Section aria-labelledby="admin-status">
        <SectionTitle id="admin-status">{t('admin.tools.statusTitle')}</SectionTitle>
        <Status>
          <CircleCheck aria-hidden="true" />
          {t('admin.tools.status')}
        </Status>
      </Section>
    </AdminPage>
  );
}
