// `npm run check-config` reads .env as the server does and says whether the server would start
// with it, naming each bad variable, before a reload hands it to every worker.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The check as package.json runs it, in a checkout whose .env says `envFile`. */
function check(envFile: string) {
  fs.writeFileSync(path.join(dir, '.env'), envFile);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete env[name];
  const script = path.resolve(import.meta.dirname, 'check-config.ts');
  return spawnSync(process.execPath, ['--env-file-if-exists=.env', script], { cwd: dir, env, encoding: 'utf8' });
}

describe('npm run check-config', () => {
  it('accepts a valid .env', () => {
    const r = check(`TICKET_SECRET=${'s'.repeat(32)}\nREVALIDATE_TOKEN=${'t'.repeat(32)}\n`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('The configuration is valid.\n');
    expect(r.status).toBe(0);
  });

  it('fails naming every bad variable of .env', () => {
    const r = check(`TICKET_SECRET=${'s'.repeat(31)}\nREVALIDATE_TOKEN=short\nPORT=3000\n`);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^Invalid configuration:\n {2}REVALIDATE_TOKEN: .*\n {2}TICKET_SECRET: must be at least 32/,
    );
    expect(r.stderr).not.toContain('PORT');
    expect(r.status).toBe(1);
  });
});
