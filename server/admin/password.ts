// Staff passwords: scrypt with a random salt, compared in constant time. A plain
// ADMIN_PASSWORD is hashed once at start, so both configurations verify the same way.
// scrypt runs on libuv's threadpool (crypto.scrypt, not scryptSync): a hash takes tens of
// milliseconds of CPU, which on the main thread would hold up every other request meanwhile.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const KEY_LENGTH = 64;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1 };
/** Keys shorter than this are not ones hashPassword made (an empty one would match anything). */
const MIN_KEY_LENGTH = 16;

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
) => Promise<Buffer>;

const derive = (password: string, salt: Buffer, length: number) =>
  scryptAsync(password.normalize('NFKC'), salt, length, PARAMS);

/** `scrypt$<salt hex>$<key hex>`, the form ADMIN_PASSWORD_HASH takes (npm run hash-password). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  if (expected.length < MIN_KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}
