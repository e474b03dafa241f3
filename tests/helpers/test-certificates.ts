import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Pem {
  cert: string;
  key: string;
}

export interface TestCertificates {
  /** The CA file's path (PIX_PSP_CA_FILE) and its PEM. */
  caFile: string;
  ca: string;
  server: Pem;
  client: Pem;
  /** A client certificate of another CA: the emulator refuses it. */
  stranger: Pem;
}

const openssl = (cwd: string, ...args: string[]) =>
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });

const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function makeLeaf(dir: string, ca: string, name: string, extensions: string): Pem {
  openssl(
    dir,
    'req',
    ...EC,
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.csr`,
    '-subj',
    `/CN=${name}`,
  );
  writeFileSync(path.join(dir, `${name}.ext`), extensions);
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${ca}.crt`,
    '-CAkey',
    `${ca}.key`,
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    `${name}.crt`,
    '-extfile',
    `${name}.ext`,
  );
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  return { cert: read(`${name}.crt`), key: read(`${name}.key`) };
}

/**
 * A CA made now with the openssl CLI, a server certificate for 127.0.0.1/localhost and client
 * certificates (one of the CA, one of a stranger CA): the PSP emulator's mTLS.
 */
export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), 'agendei-psp-'));
  const caArgs = ['-days', '2', '-addext', 'basicConstraints=critical,CA:TRUE'];
  openssl(
    dir,
    'req',
    '-x509',
    ...EC,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-subj',
    '/CN=Agendei Test PSP CA',
    ...caArgs,
  );
  openssl(
    dir,
    'req',
    '-x509',
    ...EC,
    '-keyout',
    'other.key',
    '-out',
    'other.crt',
    '-subj',
    '/CN=Other CA',
    ...caArgs,
  );
  const server = makeLeaf(
    dir,
    'ca',
    'localhost',
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
  );
  const client = makeLeaf(dir, 'ca', 'escritorio-cliente', 'extendedKeyUsage=clientAuth\n');
  const stranger = makeLeaf(dir, 'other', 'intruso', 'extendedKeyUsage=clientAuth\n');
  const caFile = path.join(dir, 'ca.crt');
  return { caFile, ca: readFileSync(caFile, 'utf8'), server, client, stranger };
}
