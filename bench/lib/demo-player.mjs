// The demo player (docs/auth.md) signed in, as the players' app keeps it in a browser's storage:
// for the Lighthouse audits of signed-in screens (bench/lighthouse.mjs, lighthouse-player.mjs).
import { Encoder } from 'cbor-x';

// The contract's codec: plain CBOR maps; the app keeps values as CBOR in base64.
const cbor = new Encoder({ useRecords: false, mapsAsObjects: true, tagUint8Array: false });
const stored = (value) => Buffer.from(cbor.encode(value)).toString('base64');

/**
 * Signs the demo player in; answers `{ session, local }` (key -> value): the session for the
 * tab, the terms agreed and, when given, the chosen language ('fil_PH') for the device.
 */
export async function demoPlayerStorage(base, { language } = {}) {
  const response = await fetch(`${base}/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/cbor', d: '25', lang: 'en_US' },
    body: cbor.encode({ country_code: '63', phone: '9171234567', password: 'demo1234' }),
  });
  const reply = cbor.decode(new Uint8Array(await response.arrayBuffer()));
  if (!reply.status) throw new Error(`demo player sign-in failed: ${reply.data}`);
  return {
    session: { 'pp:v1:session': stored(reply.data) },
    local: {
      'pp:v1:terms-gate': stored({ agreed: true, proceeded: true }),
      ...(language && { 'pp:v1:language': stored(language) }),
    },
  };
}
