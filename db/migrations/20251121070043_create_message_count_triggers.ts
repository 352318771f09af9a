/**
 * Triggers keeping message_count_buckets current on every insert and delete of a message. MySQL/MariaDB do not
 * fire triggers for rows removed by a foreign-key cascade, so there a conversation's delete subtracts its messages
 * itself (SQLite fires the messages trigger for cascaded deletes).
 */
import type { Knex } from 'knex';
import { dialect } from '../connection';

const TRIGGERS = ['messages_count_insert', 'messages_count_delete', 'conversations_message_count_delete'] as const;

export async function up(knex: Knex): Promise<void> {
  if (dialect(knex) === 'mysql') {
    await knex.raw(`CREATE TRIGGER messages_count_insert AFTER INSERT ON messages FOR EACH ROW
      INSERT INTO message_count_buckets (bucket, slot, message_count) VALUES (NEW.id DIV 2000, NEW.id % 4, 1)
      ON DUPLICATE KEY UPDATE message_count = message_count + 1`);
    await knex.raw(`CREATE TRIGGER messages_count_delete AFTER DELETE ON messages FOR EACH ROW
      UPDATE message_count_buckets SET message_count = message_count - 1 WHERE bucket = OLD.id DIV 2000 AND slot = OLD.id % 4`);
    await knex.raw(`CREATE TRIGGER conversations_message_count_delete BEFORE DELETE ON conversations FOR EACH ROW
      UPDATE message_count_buckets b
      JOIN (SELECT id DIV 2000 AS bucket, id % 4 AS slot, COUNT(*) AS n FROM messages WHERE conversation_id = OLD.id GROUP BY id DIV 2000, id % 4) d
        ON b.bucket = d.bucket AND b.slot = d.slot
      SET b.message_count = b.message_count - d.n`);
    return;
  }
  await knex.raw(`CREATE TRIGGER messages_count_insert AFTER INSERT ON messages BEGIN
    INSERT INTO message_count_buckets (bucket, slot, message_count) VALUES (NEW.id / 2000, NEW.id % 4, 1)
    ON CONFLICT (bucket, slot) DO UPDATE SET message_count = message_count + 1;
  END`);
  await knex.raw(`CREATE TRIGGER messages_count_delete AFTER DELETE ON messages BEGIN
    UPDATE message_count_buckets SET message_count = message_count - 1 WHERE bucket = OLD.id / 2000 AND slot = OLD.id % 4;
  END`);
}

export async function down(knex: Knex): Promise<void> {
  for (const name of TRIGGERS) await knex.raw(`DROP TRIGGER IF EXISTS ${name}`);
}
