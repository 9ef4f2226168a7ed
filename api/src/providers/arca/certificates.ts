import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import type { Credentials } from './wsaa';

/**
 * A throwaway self-signed certificate and its key, for the sandbox and the adapter that talks to it:
 * written once into `dir` (e.g. DATA_DIR) as `<name>.crt` and `<name>.key`, and reused after. The key
 * comes from node:crypto (native, fast); node-forge builds and signs the certificate.
 */
export async function throwawayCertificate(dir: string, name = 'arca-sandbox', commonName = 'tienda-sandbox'): Promise<Credentials & { certificatePath: string; privateKeyPath: string }> {
  const certificatePath = join(dir, `${name}.crt`);
  const privateKeyPath = join(dir, `${name}.key`);
  if (existsSync(certificatePath) && existsSync(privateKeyPath)) {
    return { certificatePath, privateKeyPath, certificatePem: await readFile(certificatePath, 'utf8'), privateKeyPem: await readFile(privateKeyPath, 'utf8') };
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 2 * 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: commonName }, { name: 'organizationName', value: 'Sandbox ARCA' }, { name: 'countryName', value: 'AR' }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(certificate);
  await mkdir(dir, { recursive: true });
  // Each file appears whole or not at all: a second process starting on the same folder reads a pair or makes its own.
  const suffix = `.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(privateKeyPath + suffix, privateKey, { mode: 0o600 });
  await writeFile(certificatePath + suffix, certificatePem);
  await rename(privateKeyPath + suffix, privateKeyPath);
  await rename(certificatePath + suffix, certificatePath);
  return { certificatePath, privateKeyPath, certificatePem, privateKeyPem: privateKey };
}
