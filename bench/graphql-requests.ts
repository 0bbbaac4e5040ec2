import type { Page, Request } from 'playwright-core';

/** The GraphQL operation a browser request carries, if it is one. */
export function operationOf(request: Request): string | undefined {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return undefined;
  try {
    return (JSON.parse(request.postData() ?? '') as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
}

/** Resolves with the first finished request of a GraphQL operation. */
export function finished(page: Page, operation: string): Promise<Request> {
  return new Promise<Request>((resolve) => {
    const onFinished = (request: Request) => {
      if (operationOf(request) !== operation) return;
      page.off('requestfinished', onFinished);
      resolve(request);
    };
    page.on('requestfinished', onFinished);
  });
}
