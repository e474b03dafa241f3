import { bearer } from './factories.ts';
import { type Operation, type Request, written } from './openapi-requests.ts';
import type { SchemaCheck } from './openapi-schema-check.ts';
import type { TestApp } from './test-app.ts';

/**
 * `encodeURIComponent`, but a lone surrogate (which it refuses) is written as the bytes a careless
 * client sends for it (WTF-8, `%ED%A0%80`), so the server meets it too.
 */
function percentEncoded(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
}

/** Sends a generated request as a client following the document writes it, with the API token. */
export function sendRequest(t: TestApp, token: string, operation: Operation, request: Request) {
  let url = operation.path;
  const query: string[] = [];
  const headers: Record<string, string> = bearer(token);
  for (const parameter of operation.parameters) {
    const key = `${parameter.in}:${parameter.name}`;
    if (!(key in request.values)) continue;
    const text = written(request.values[key]);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, percentEncoded(text));
    if (parameter.in === 'query') query.push(`${parameter.name}=${percentEncoded(text)}`);
    if (parameter.in === 'header') headers[parameter.name] = text;
  }
  const hasBody = 'body' in request;
  if (hasBody) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: operation.method as 'GET',
    url: query.length ? `${url}?${query.join('&')}` : url,
    headers,
    ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
  });
}

/** A valid request the document itself refuses is a bug of the generators, not of the server. */
export function assertDocumentAccepts(check: SchemaCheck, operation: Operation, request: Request) {
  for (const parameter of operation.parameters) {
    const value = request.values[`${parameter.in}:${parameter.name}`];
    if (value !== undefined && !check(parameter.schema, value)) {
      throw new Error(`gerador: ${parameter.name}=${written(value)} é inválido no documento`);
    }
  }
  if (operation.body && !check(operation.body, request.body)) {
    throw new Error(
      `gerador: corpo inválido no documento: ${check.errorsOf(operation.body, request.body)}`,
    );
  }
}
