export interface ApiAnswer {
  status: number;
  body: Record<string, unknown> & { message?: string; error?: string; id?: string };
}

/** A JSON call to a running instance; a refused or reset connection is status 0, not a throw. */
export async function callApi(
  base: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  } catch {
    return { status: 0, body: {} };
  }
}

/** Like callApi, but anything other than the expected status stops the test with the answer. */
export async function expectApi(
  expected: number,
  ...args: Parameters<typeof callApi>
): Promise<ApiAnswer['body']> {
  const answer = await callApi(...args);
  if (answer.status !== expected) {
    throw new Error(`${args[1]} ${args[2]}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}
