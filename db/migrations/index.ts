/**
 * The ordered list of migrations. The production server is bundled, so Knex's directory loader cannot
 * find files at run time: every migration is imported here and served through migrate.ts's migrationSource.
 * Add a new migration file AND a line here (a test checks that the two agree).
 */
import type { Knex } from 'knex';
import * as m20251121070001 from './20251121070001_create_users';
import * as m20251121070002 from './20251121070002_create_password_reset_tokens';
import * as m20251121070003 from './20251121070003_create_email_verification_tokens';
import * as m20251121070004 from './20251121070004_create_mail_outbox';
import * as m20251121070005 from './20251121070005_create_conversations';
import * as m20251121070006 from './20251121070006_create_messages';
import * as m20251121070007 from './20251121070007_create_daily_usage';
import * as m20251121070008 from './20251121070008_create_referrals';
import * as m20251121070009 from './20251121070009_create_bonus_messages';
import * as m20251121070010 from './20251121070010_create_feedback';
import * as m20251121070011 from './20251121070011_create_uploaded_files';
import * as m20251121070012 from './20251121070012_create_payment_requests';
import * as m20251121070013 from './20251121070013_create_card_payments';
import * as m20251121070014 from './20251121070014_create_study_packs';
import * as m20251121070015 from './20251121070015_create_visitor_sessions';
import * as m20251121070016 from './20251121070016_create_page_views';
import * as m20251121070017 from './20251121070017_create_message_analysis';
import * as m20251121070041 from './20251121070041_create_admin_sessions';
import * as m20251121070042 from './20251121070042_create_message_count_buckets';
import * as m20251121070043 from './20251121070043_create_message_count_triggers';
import * as m20251121070044 from './20251121070044_create_analytics_members';
import * as m20251121070045 from './20251121070045_create_analytics_counters';
import * as m20251121070046 from './20251121070046_create_page_view_daily';
import * as m20251121070047 from './20251121070047_create_admin_jobs';
import * as m20251125090001 from './20251125090001_add_users_subscription_cancelled_at';

/** A migration with the name recorded in the knex_migrations table. */
export interface NamedMigration extends Knex.Migration {
  readonly name: string;
  down(knex: Knex): Promise<void>;
}

export const migrations: readonly NamedMigration[] = [
  { name: '20251121070001_create_users', ...m20251121070001 },
  { name: '20251121070002_create_password_reset_tokens', ...m20251121070002 },
  { name: '20251121070003_create_email_verification_tokens', ...m20251121070003 },
  { name: '20251121070004_create_mail_outbox', ...m20251121070004 },
  { name: '20251121070005_create_conversations', ...m20251121070005 },
  { name: '20251121070006_create_messages', ...m20251121070006 },
  { name: '20251121070007_create_daily_usage', ...m20251121070007 },
  { name: '20251121070008_create_referrals', ...m20251121070008 },
  { name: '20251121070009_create_bonus_messages', ...m20251121070009 },
  { name: '20251121070010_create_feedback', ...m20251121070010 },
  { name: '20251121070011_create_uploaded_files', ...m20251121070011 },
  { name: '20251121070012_create_payment_requests', ...m20251121070012 },
  { name: '20251121070013_create_card_payments', ...m20251121070013 },
  { name: '20251121070014_create_study_packs', ...m20251121070014 },
  { name: '20251121070015_create_visitor_sessions', ...m20251121070015 },
  { name: '20251121070016_create_page_views', ...m20251121070016 },
  { name: '20251121070017_create_message_analysis', ...m20251121070017 },
  { name: '20251121070041_create_admin_sessions', ...m20251121070041 },
  { name: '20251121070042_create_message_count_buckets', ...m20251121070042 },
  { name: '20251121070043_create_message_count_triggers', ...m20251121070043 },
  { name: '20251121070044_create_analytics_members', ...m20251121070044 },
  { name: '20251121070045_create_analytics_counters', ...m20251121070045 },
  { name: '20251121070046_create_page_view_daily', ...m20251121070046 },
  { name: '20251121070047_create_admin_jobs', ...m20251121070047 },
  { name: '20251125090001_add_users_subscription_cancelled_at', ...m20251125090001 },
];
