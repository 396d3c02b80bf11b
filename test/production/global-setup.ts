// Starts the production stack once for the whole run and stops it after (Playwright globalSetup).
import { startStack, STACK_ENV } from './stack.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const running = await startStack();
  process.env[STACK_ENV] = JSON.stringify(running.stack);
  return () => running.stop();
}
