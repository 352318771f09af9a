/**
 * The Messages tab of message monitoring (SPEC.md §2, §3): one page of 50 messages, newest first, each with its
 * role, the user's name and e-mail (or 'Anonymous user'), the conversation title, subject, personality, date and
 * the content cut to 300 characters; 'Page x of y', 'Showing n of total' and Previous/Next (disabled at the ends).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { AdminMessagesPage } from '../../contract/admin';
import { ADMIN } from '../../contract/constants';
import { styled } from '../theme/stitches.config';
import { useLocale, useT } from '../i18n';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { AdminLoadState, type AdminLoadStatus } from './AdminLoadState';
import { Facts, Ltr, Muted, PlainList } from './adminStyles';
import { cutText, useAdminFormat } from './adminFormat';
import { isolate } from '../auth/isolate';

const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontSize: '$2' });
const Content = styled('p', { margin: 0, lineHeight: '$normal', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Pager = styled('nav', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  fontSize: '$2',
});
const PagerButtons = styled('div', { display: 'flex', gap: '$2' });
const PagerText = styled('p', { display: 'flex', flexWrap: 'wrap', gap: '$1 $4', margin: 0 });

export interface AdminMessagesPanelProps {
  messagesPage: AdminMessagesPage | undefined;
  state: AdminLoadStatus;
  onRetry: () => void;
  /** The 1-based page shown. */
  page: number;
  onPageChange: (page: number) => void;
}

/** A page of monitored messages with its pager. */
export function AdminMessagesPanel({ messagesPage, state, onRetry, page, onPageChange }: AdminMessagesPanelProps) {
  const t = useT();
  const { dir } = useLocale();
  const format = useAdminFormat();
  const Back = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const Forward = dir === 'rtl' ? ChevronLeft : ChevronRight;
  if (state !== 'ready' || !messagesPage) {
    return (
      <AdminLoadState
        state={state === 'ready' ? 'loading' : state}
        loadingText={t('admin.monitor.loading')}
        errorText={t('admin.monitor.error')}
        onRetry={onRetry}
      />
    );
  }
  const pages = Math.max(1, messagesPage.totalPages);
  const isEmpty = messagesPage.messages.length === 0;
  return (
    <>
      {isEmpty ? <Muted role="status">{t('admin.monitor.empty')}</Muted> : null}
      <Pager aria-label={t('admin.monitor.pagination')}>
        <PagerText>
          <strong>{t('admin.monitor.pageOf', { page: format.number(page), pages: format.number(pages) })}</strong>
          <span>{t('admin.monitor.showing', { n: format.number(messagesPage.messages.length), total: format.number(messagesPage.totalCount) })}</span>
        </PagerText>
        <PagerButtons>
          <Button size="sm" variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
            <Back aria-hidden="true" />
            {t('admin.monitor.previous')}
          </Button>
          <Button size="sm" variant="secondary" isDisabled={!messagesPage.hasNextPage} onPress={() => onPageChange(page + 1)}>
            {t('admin.monitor.next')}
            <Forward aria-hidden="true" />
          </Button>
        </PagerButtons>
      </Pager>
      {isEmpty ? null : (
        <PlainList>
          {messagesPage.messages.map((message) => (
            <Card as="li" padding="sm" key={message.id}>
              <Head>
                <Badge tone={message.role === 'assistant' ? 'primary' : 'neutral'}>{t(`admin.monitor.role.${message.role}`)}</Badge>
                <strong dir="auto">{message.userName ?? t('admin.monitor.anonymous')}</strong>
                {message.userEmail ? (
                  <Muted as="span">
                    <Ltr dir="ltr">{message.userEmail}</Ltr>
                  </Muted>
                ) : null}
              </Head>
              <Content dir="auto">{cutText(message.content, ADMIN.messageCut)}</Content>
              <Muted>{t('admin.monitor.conversation', { title: isolate(message.conversationTitle) })}</Muted>
              <Facts>
                <div>
                  <dt>{t('admin.monitor.subject')}</dt>
                  <dd>{message.subject ? t(`chat.subject.${message.subject}`) : t('chat.subject.none')}</dd>
                </div>
                <div>
                  <dt>{t('admin.monitor.personality')}</dt>
                  <dd>{t(`chat.personality.${message.personality}.name`)}</dd>
                </div>
                <div>
                  <dt>{t('admin.monitor.createdAt')}</dt>
                  <dd>
                    <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
                  </dd>
                </div>
              </Facts>
            </Card>
          ))}
        </PlainList>
      )}
    </>
  );
}
