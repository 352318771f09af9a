/** Accounts on both engines: lookups, unique rules, updates and session revocation. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { UniqueViolationError } from '../errors';
import { describeEachDatabase } from '../testing';
import {
  bumpSessionVersion,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByReferralCode,
  insertUser,
  updateUser,
} from './users.repository';

const uniqueEmail = (local = 'student') => `${local}.${randomUUID().slice(0, 8)}@example.com`;

describeEachDatabase('users repository', (db) => {
  it('stores a new user with the free-plan defaults and reads it back identically', async () => {
    const inserted = await insertUser(db.knex, { name: 'سارة أحمد 🌟', email: uniqueEmail(), passwordHash: 'hash', grade: 'grade12' });
    const found = await findUserById(db.knex, inserted.id);
    expect(found).toEqual(inserted);
    expect(found).toMatchObject({
      name: 'سارة أحمد 🌟',
      isPremium: false,
      subscriptionTier: null,
      freeMessagesUsed: 0,
      emailVerified: false,
      sessionVersion: 1,
      language: 'ar',
      lastActivity: null,
    });
    expect(found?.createdAt).toBeInstanceOf(Date);
    expect(found?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('finds a user by e-mail regardless of case and surrounding spaces', async () => {
    const email = uniqueEmail('Mixed.Case');
    const inserted = await insertUser(db.knex, { name: 'Omar', email: `  ${email.toUpperCase()} ` });
    expect(inserted.email).toBe(email.toLowerCase());
    expect((await findUserByEmail(db.knex, email))?.id).toBe(inserted.id);
    expect((await findUserByEmail(db.knex, email.toUpperCase()))?.id).toBe(inserted.id);
    expect(await findUserByEmail(db.knex, uniqueEmail('nobody'))).toBeUndefined();
  });

  it('rejects a second account with the same e-mail (any case) as a UniqueViolationError on email', async () => {
    const email = uniqueEmail();
    await insertUser(db.knex, { name: 'First', email });
    const duplicate = insertUser(db.knex, { name: 'Second', email: email.toUpperCase() });
    await expect(duplicate).rejects.toBeInstanceOf(UniqueViolationError);
    await expect(duplicate).rejects.toMatchObject({ table: 'users', key: 'email' });
  });

  it('reports which unique column collided (Google subject, referral code)', async () => {
    const googleSub = `google-${randomUUID()}`;
    const first = await insertUser(db.knex, { name: 'A', email: uniqueEmail(), googleSub });
    await expect(insertUser(db.knex, { name: 'B', email: uniqueEmail(), googleSub })).rejects.toMatchObject({ key: 'google_sub' });
    await expect(insertUser(db.knex, { name: 'C', email: uniqueEmail(), referralCode: first.referralCode })).rejects.toMatchObject({
      key: 'referral_code',
    });
    expect((await findUserByGoogleSub(db.knex, googleSub))?.id).toBe(first.id);
    expect((await findUserByReferralCode(db.knex, first.referralCode.toLowerCase()))?.id).toBe(first.id);
  });

  it('allows many users without a Google subject', async () => {
    await insertUser(db.knex, { name: 'No Google 1', email: uniqueEmail() });
    await expect(insertUser(db.knex, { name: 'No Google 2', email: uniqueEmail() })).resolves.toMatchObject({ googleSub: null });
  });

  it('updates only the given fields and keeps milliseconds of dates', async () => {
    const user = await insertUser(db.knex, { name: 'Mona', email: uniqueEmail() });
    const endDate = new Date('2026-03-04T05:06:07.891Z');
    const updated = await updateUser(db.knex, user.id, {
      isPremium: true,
      subscriptionTier: 'premium_yearly',
      subscriptionEndDate: endDate,
      emailVerified: true,
      language: 'en',
    });
    expect(updated).toMatchObject({ name: 'Mona', isPremium: true, subscriptionTier: 'premium_yearly', emailVerified: true, language: 'en' });
    expect(updated?.subscriptionEndDate?.toISOString()).toBe('2026-03-04T05:06:07.891Z');
    expect(await updateUser(db.knex, randomUUID(), { name: 'ghost' })).toBeUndefined();
  });

  it('maps an e-mail change onto a taken address to UniqueViolationError', async () => {
    const taken = uniqueEmail();
    await insertUser(db.knex, { name: 'Owner', email: taken });
    const other = await insertUser(db.knex, { name: 'Other', email: uniqueEmail() });
    await expect(updateUser(db.knex, other.id, { email: taken.toUpperCase() })).rejects.toBeInstanceOf(UniqueViolationError);
  });

  it('bumps the session version by one each time (revoking older cookies)', async () => {
    const user = await insertUser(db.knex, { name: 'Karim', email: uniqueEmail() });
    expect(await bumpSessionVersion(db.knex, user.id)).toBe(2);
    expect(await bumpSessionVersion(db.knex, user.id)).toBe(3);
    expect((await findUserById(db.knex, user.id))?.sessionVersion).toBe(3);
    expect(await bumpSessionVersion(db.knex, randomUUID())).toBeUndefined();
  });

  it('writes inside a caller transaction and rolls back with it', async () => {
    const email = uniqueEmail();
    await expect(
      db.knex.transaction(async (trx) => {
        await insertUser(trx, { name: 'Rolled back', email });
        expect(await findUserByEmail(trx, email)).toBeDefined();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await findUserByEmail(db.knex, email)).toBeUndefined();
  });
});
