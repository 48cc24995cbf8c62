// The API mocked for a test file, in one line instead of a setup block per file:
//
//   const server = setupApiMocks(...shareHandlers);
//   it('…', () => { server.use(mockError(shareEndpoints.checkAccess, 'INTERNAL_ERROR')); … });
//
// Any request no handler answers fails the test; between tests the handlers added with
// server.use, local storage (the stored user) and jest spies are reset.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

export function setupApiMocks(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
