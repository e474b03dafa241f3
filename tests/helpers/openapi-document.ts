import type { TestApp } from './test-app.ts';

type Json = unknown;

/** A JSON value with every `$ref: '#/components/schemas/X'` replaced by the schema it names. */
export function dereferenced(document: Json, root: Json = document): Json {
  if (Array.isArray(document)) return document.map((item) => dereferenced(item, root));
  if (document === null || typeof document !== 'object') return document;
  const { $ref, ...rest } = document as Record<string, Json>;
  if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/')) {
    const name = $ref.slice('#/components/schemas/'.length);
    const named = (root as { components: { schemas: Record<string, Json> } }).components.schemas[
      name
    ];
    return { ...(dereferenced(named, root) as object), ...(dereferenced(rest, root) as object) };
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, dereferenced(value, root)]),
  );
}

/** The REST v1 OpenAPI document as published, and with its named schemas written in place. */
export async function v1Document(t: TestApp) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the document freely
  const published = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { published, inline: dereferenced(published) as any };
}
