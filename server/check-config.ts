// Checks the configuration the server would start with, without starting it: this shell's
// variables and .env, read as the server reads them (`npm run check-config`). Run it after editing
// .env and before `pm2 reload defan-site`: a worker whose configuration is invalid stops at start,
// and pm2's reload still replaces every working worker with one that keeps failing, and says ✓.
import { ConfigError, loadConfig } from './config.ts';

try {
  loadConfig();
  console.log('The configuration is valid.');
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
