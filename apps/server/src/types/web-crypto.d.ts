import type { webcrypto } from 'node:crypto';

// The contract's ciphers run on WebCrypto in both the browser and Node. Node's types expose the global
// `crypto` but not the DOM's global type names that the contract's signatures use.
declare global {
  type CryptoKey = webcrypto.CryptoKey;
  type JsonWebKey = webcrypto.JsonWebKey;
}
