import { describe, expect, it } from 'vitest';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { robotsContext, withMiddleware } from './route-middleware.ts';

const args = () =>
  ({
    request: new Request('http://site.internal/sorry'),
    params: {},
    context: new RouterContextProvider(),
  }) as unknown as LoaderFunctionArgs;

describe('route middleware', () => {
  it('runs named middleware before the loader', async () => {
    const a = args();
    const loader = withMiddleware(['no-index'], ({ context }) => context.get(robotsContext));
    expect(await loader(a)).toBe('noindex');
  });

  it("fails with 500 'Unknown middleware {name}' for a name that does not exist", () => {
    const loader = withMiddleware(['no-index', 'no-such-step'], () => 'never');
    let thrown: unknown;
    try {
      loader(args());
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({ data: 'Unknown middleware no-such-step', init: { status: 500 } });
  });
});
