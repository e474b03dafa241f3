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

function makeLeaf(dir: string, ca: string, name: string, extensions: string) {
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
}

/**
 * A CA made now with the openssl CLI, a server certificate for 127.0.0.1/localhost and client
 * certificates (one of the CA, one of a stranger CA): the PSP emulator's mTLS.
 */
export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), 'agendei-psp-'));
  makeIn(dir);
  return readTestCertificates(dir);
}

/** The certificates makeTestCertificates wrote in `dir`. */
export function readTestCertificates(dir: string): TestCertificates {
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const pem = (name: string) => ({ cert: read(`${name}.crt`), key: read(`${name}.key`) });
  return {
    caFile: path.join(dir, 'ca.crt'),
    ca: read('ca.crt'),
    server: pem('localhost'),
    client: pem('escritorio-cliente'),
    stranger: pem('intruso'),
  };
}

/**
 * One set for the browser journeys: made once by the Playwright config (its folder in
 * E2E_PSP_CERT_DIR, which the server and the workers inherit) and read back by the workers.
 */
export function sharedTestCertificates(): TestCertificates {
  const dir = process.env.E2E_PSP_CERT_DIR;
  if (dir) return readTestCertificates(dir);
  const made = makeTestCertificates();
  process.env.E2E_PSP_CERT_DIR = path.dirname(made.caFile);
  return made;
}

function makeCa(dir: string, name: string, subject: string) {
  const keyAndCert = ['-keyout', `${name}.key`, '-out', `${name}.crt`, '-subj', subject];
  const extensions = ['-addext', 'basicConstraints=critical,CA:TRUE'];
  openssl(dir, 'req', '-x509', ...EC, ...keyAndCert, '-days', '2', ...extensions);
}

function makeIn(dir: string) {
  makeCa(dir, 'ca', '/CN=Agendei Test PSP CA');
  makeCa(dir, 'other', '/CN=Other CA');
  makeLeaf(
    dir,
    'ca',
    'localhost',
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
  );
  makeLeaf(dir, 'ca', 'escritorio-cliente', 'extendedKeyUsage=clientAuth\n');
  makeLeaf(dir, 'other', 'intruso', 'extendedKeyUsage=clientAuth\n');
}
