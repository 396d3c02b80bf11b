import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

const PASSWORD = 'correct horse battery staple';

describe('staff passwords', () => {
  it('verifies a password against its own hash and refuses another', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(a).not.toBe(b);
  });

  it('keeps the format and parameters of existing hashes (ADMIN_PASSWORD_HASH)', async () => {
    // A hash made as the synchronous version made them: scrypt N=16384 r=8 p=1, 64-byte key.
    const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const key = scryptSync(PASSWORD.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
    const existing = `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
    expect(await hashPassword(PASSWORD, salt)).toBe(existing);
    expect(await verifyPassword(PASSWORD, existing)).toBe(true);
  });

  it('compares passwords in their NFKC form', async () => {
    const stored = await hashPassword('ｐａｓｓｗｏｒｄ　１２３４');
    expect(await verifyPassword('password 1234', stored)).toBe(true);
  });

  it('refuses every password against a malformed hash', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$00$00',
      'scrypt$$',
      'scrypt$0011$',
      'scrypt$0011$zz',
      'scrypt$0011$0011',
    ]) {
      expect(await verifyPassword('', stored), stored).toBe(false);
      expect(await verifyPassword(PASSWORD, stored), stored).toBe(false);
    }
  });

  it('hashes without holding up the event loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const stored = await hashPassword(PASSWORD);
      await Promise.all(Array.from({ length: 4 }, () => verifyPassword('wrong password!!', stored)));
    } finally {
      clearInterval(timer);
    }
    // Five scrypt runs take hundreds of milliseconds; on the main thread no timer would run
    // between the steps of each, off it the timer keeps ticking meanwhile.
    expect(ticks).toBeGreaterThan(5);
  });
});
