import {
  type OAuthClientMetadata,
  OAuthClientMetadataSchema,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { OAuthFailure } from './oauth-errors.ts';
import { oauthTexts } from './oauth-texts.ts';
import { redirectUrisProblem } from './redirect-uri-policy.ts';

/** A registration is a few URLs and names: anything bigger is not an assistant registering. */
export const MAX_REGISTRATION_BYTES = 16 * 1024;
/** The deepest legitimate metadata is a list inside the body (redirect_uris, contacts). */
const MAX_DEPTH = 4;
const MAX_NAME_LENGTH = 120;
/** Keys and signed statements of confidential clients: every client here is public (decision 033). */
const REFUSED_FIELDS = ['jwks', 'software_statement'] as const;

/** Whether objects and arrays nest more than `levels` deep; stops as soon as they do. */
function deeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((child) => deeperThan(child, levels - 1));
}

const invalidMetadata = (description: string) =>
  new OAuthFailure('invalid_client_metadata', description);

const areStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The metadata of a registration (RFC 7591) read with the SDK's schema (unknown fields dropped),
 * or the refusal thrown with a pt-BR description. The redirect URIs are judged first, so a bad
 * one is named as such (invalid_redirect_uri).
 */
export function checkedClientMetadata(body: unknown): OAuthClientMetadata {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidMetadata(oauthTexts.registrationNotJson);
  }
  if (deeperThan(body, MAX_DEPTH)) throw invalidMetadata(oauthTexts.registrationTooDeep);
  const refused = REFUSED_FIELDS.find((field) => field in body);
  if (refused) throw invalidMetadata(oauthTexts.unsupportedMetadata(refused));
  const redirectUris = (body as { redirect_uris?: unknown }).redirect_uris;
  const problem = areStrings(redirectUris) ? redirectUrisProblem(redirectUris) : null;
  if (problem) throw new OAuthFailure('invalid_redirect_uri', problem);
  const parsed = OAuthClientMetadataSchema.safeParse(body);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'redirect_uris');
    throw invalidMetadata(oauthTexts.invalidMetadataField(field));
  }
  if ((parsed.data.client_name?.length ?? 0) > MAX_NAME_LENGTH) {
    throw invalidMetadata(oauthTexts.clientNameTooLong(MAX_NAME_LENGTH));
  }
  return parsed.data;
}
