/**
 * The Users tab of message monitoring (SPEC.md §3, §9): name, e-mail (verified or not), grade, plan, free
 * messages used today out of the daily cap (`dailyLimit`, the one constant the server enforces), conversation and
 * message counts, sign-up date and last activity.
 */
import type { AdminUser } from '../../contract/admin';
import { grades, type Grade } from '../../contract/values';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Badge } from '../primitives/Badge';
import { Card } from '../primitives/Card';
import { AdminLoadState, type AdminLoadStatus } from './AdminLoadState';
import { CardTitle, Facts, Ltr, Muted, PlainList } from './adminStyles';
import { useAdminFormat } from './adminFormat';

const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const Line = styled('p', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$1 $2', margin: 0, fontSize: '$2' });

/** Sign-up stores a grade value; /login stores free text, shown as typed. */
function isGrade(grade: string): grade is Grade {
  return (grades as readonly string[]).includes(grade);
}

export interface AdminUsersPanelProps {
  users: AdminUser[] | undefined;
  state: AdminLoadStatus;
  onRetry: () => void;
  /** The free daily message cap shown as "used of limit". */
  dailyLimit: number;
}

/** The registered users. */
export function AdminUsersPanel({ users, state, onRetry, dailyLimit }: AdminUsersPanelProps) {
  const t = useT();
  const format = useAdminFormat();
  if (state !== 'ready' || !users) {
    return (
      <AdminLoadState
        state={state === 'ready' ? 'loading' : state}
        loadingText={t('admin.monitor.loading')}
        errorText={t('admin.monitor.error')}
        onRetry={onRetry}
      />
    );
  }
  if (users.length === 0) return <Muted role="status">{t('admin.monitor.empty')}</Muted>;
  return (
    <PlainList>
      {users.map((user) => (
        <Card as="li" padding="sm" key={user.id}>
          <Head>
            <CardTitle as="h2" dir="auto">{user.name}</CardTitle>
            <Badge tone={user.isPremium ? 'premium' : 'neutral'}>{t(user.isPremium ? 'admin.monitor.premium' : 'admin.monitor.free')}</Badge>
          </Head>
          <Line>
            <Ltr dir="ltr">{user.email}</Ltr>
            <Muted as="span">({t(user.emailVerified ? 'admin.monitor.verified' : 'admin.monitor.unverified')})</Muted>
          </Line>
          <Line>
            {user.isPremium ? null : (
              <strong>{t('admin.monitor.freeUsed', { used: format.number(user.freeMessagesUsed), limit: format.number(dailyLimit) })}</strong>
            )}
            <span>{t('admin.monitor.conversationCount', { n: format.number(user.conversationCount) })}</span>
            <span>{t('admin.monitor.messageCount', { n: format.number(user.messageCount) })}</span>
          </Line>
          <Facts>
            <div>
              <dt>{t('admin.monitor.plan')}</dt>
              <dd>
                {user.isPremium && user.subscriptionTier ? t(`subscribe.plan.${user.subscriptionTier}`) : t('admin.monitor.free')}
                {user.isPremium && user.subscriptionEndDate ? ` · ${t('admin.monitor.premiumUntil', { date: format.date(user.subscriptionEndDate) })}` : null}
              </dd>
            </div>
            <div>
              <dt>{t('auth.grade')}</dt>
              <dd dir="auto">{user.grade === null ? t('admin.monitor.notSet') : isGrade(user.grade) ? t(`auth.grade.${user.grade}`) : user.grade}</dd>
            </div>
            <div>
              <dt>{t('admin.monitor.joined')}</dt>
              <dd>{format.date(user.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('admin.monitor.lastActivity')}</dt>
              <dd>{user.lastActivity ? format.dateTime(user.lastActivity) : t('admin.monitor.never')}</dd>
            </div>
          </Facts>
        </Card>
      ))}
    </PlainList>
  );
}
