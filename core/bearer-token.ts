/** Longest token any of our bearer schemes issues, with room to spare. */
const MAX_TOKEN_LENGTH = 512;

/**
 * The token of an `Authorization: Bearer <token>` header, or undefined: the scheme in any case
 * (RFC 9110 §11.1), any blanks around the token, at most 512 characters, and nothing after it.
 * Everything that reads a bearer token (sessions, REST v1, MCP, their rate limits) reads it here,
 * so a limit keyed by the token cannot be dodged by spelling the header another way.
 */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^bearer[ \t]+([^\s]+)[ \t]*$/i.exec(authorization ?? '');
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}
