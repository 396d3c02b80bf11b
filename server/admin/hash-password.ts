// Prints an ADMIN_PASSWORD_HASH for the password read from standard input:
//   printf '%s' 'the password' | npm run --silent hash-password
import { hashPassword } from './password.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const password = Buffer.concat(chunks)
  .toString('utf8')
  .replace(/\r?\n$/, '');
if (password.length < 12) {
  console.error('The password must be at least 12 characters.');
  process.exit(1);
}
console.log(await hashPassword(password));
