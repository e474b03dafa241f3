import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** Encrypts a token with AES-256-GCM: `v1.iv.tag.ciphertext`, each part base64url. */
export function encryptToken(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Decrypts what encryptToken wrote; throws when the key is wrong or the text was altered. */
export function decryptToken(key: Buffer, sealed: string): string {
  const [version, iv, tag, encrypted] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || encrypted === undefined) {
    throw new Error('Unknown token format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(encrypted, 'base64url')),
    decipher.final(),
  ]);
  return plain.toString('utf8');
}

/**
 * Opens a token sealed with the current key or, during a key rotation, with one it replaced;
 * throws when none opens it.
 */
export function openSealedToken(
  keys: { tokenKey: Buffer; previousTokenKeys: Buffer[] },
  sealed: string,
): string {
  try {
    return decryptToken(keys.tokenKey, sealed);
  } catch (error) {
    for (const key of keys.previousTokenKeys) {
      try {
        return decryptToken(key, sealed);
      } catch {
        // not this one either
      }
    }
    throw error;
  }
}
