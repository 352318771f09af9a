/**
 * The Conversations tab of message monitoring (SPEC.md §3): title, message count, user name and e-mail, subject,
 * personality, difficulty level (set by the analysis job) and creation date.
 */
import type { AdminConversation } from '../../contract/admin';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Badge } from '../primitives/Badge';
import { Card } from '../primitives/Card';
import { AdminLoadState, type AdminLoadStatus } from './AdminLoadState';
import { CardTitle, Facts, Ltr, Muted, PlainList } from './adminStyles';
import { useAdminFormat } from './adminFormat';

const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const Who = styled('p', { display: 'flex', flexWrap: 'wrap', gap: '$1 $2', margin: 0, fontSize: '$2' });

export interface AdminConversationsPanelProps {
  conversations: AdminConversation[] | undefined;
  state: AdminLoadStatus;
  onRetry: () => void;
}

/** The monitored conversations. */
export function AdminConversationsPanel({ conversations, state, onRetry }: AdminConversationsPanelProps) {
  const t = useT();
  const format = useAdminFormat();
  if (state !== 'ready' || !conversations) {
    return (
      <AdminLoadState
        state={state === 'ready' ? 'loading' : state}
        loadingText={t('admin.monitor.loading')}
        errorText={t('admin.monitor.error')}
        onRetry={onRetry}
      />
    );
  }
  if (conversations.length === 0) return <Muted role="status">{t('admin.monitor.empty')}</Muted>;
  return (
    <PlainList>
      {conversations.map((conversation) => (
        <Card as="li" padding="sm" key={conversation.id}>
          <Head>
            <CardTitle as="h2" dir="auto">{conversation.title}</CardTitle>
            <Badge tone="primary">{t('admin.monitor.messageCount', { n: format.number(conversation.messageCount) })}</Badge>
          </Head>
          <Who>
            <strong dir="auto">{conversation.userName ?? t('admin.monitor.anonymous')}</strong>
            {conversation.userEmail ? <Ltr dir="ltr">{conversation.userEmail}</Ltr> : null}
          </Who>
          <Facts>
            <div>
              <dt>{t('admin.monitor.subject')}</dt>
              <dd>{conversation.subject ? t(`chat.subject.${conversation.subject}`) : t('chat.subject.none')}</dd>
            </div>
            <div>
              <dt>{t('admin.monitor.personality')}</dt>
              <dd>{t(`chat.personality.${conversation.personality}.name`)}</dd>
            </div>
            <div>
              <dt>{t('admin.monitor.difficulty')}</dt>
              <dd dir="auto">{conversation.difficultyLevel ?? t('admin.monitor.notAnalyzed')}</dd>
            </div>
            <div>
              <dt>{t('admin.monitor.createdAt')}</dt>
              <dd>
                <time dateTime={conversation.createdAt}>{format.dateTime(conversation.createdAt)}</time>
              </dd>
            </div>
          </Facts>
        </Card>
      ))}
    </PlainList>
  );
}
