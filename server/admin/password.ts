// Staff passwords: scrypt with a random salt, compared in constant time. A plain
// ADMIN_PASSWORD is hashed once at start, so both configurations verify the same way.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 };

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(saltHex, 'hex'), expected.length, PARAMS);
  return timingSafeEqual(actual, expected);
}
