/**
 * The adapter of a merchant's credentials, kept while they stay the same (an Eskiz token is
 * reused across sends); at most GATEWAY_CACHE_LIMIT adapters, the least recently used dropped.
 */
import { createHash } from 'node:crypto';
import { createEskizGateway } from './eskiz.ts';
import type { GatewayUrls, SmsCredentials, SmsGateway } from './gateway.ts';
import { createPlayMobileGateway } from './play-mobile.ts';

export const GATEWAY_CACHE_LIMIT = 1000;
const adapters = new Map<string, SmsGateway>();

function create(credentials: SmsCredentials, urls: GatewayUrls): SmsGateway {
  return credentials.gateway === 'ESKIZ'
    ? createEskizGateway({ baseUrl: urls.eskiz, email: credentials.username, password: credentials.password, from: credentials.sender })
    : createPlayMobileGateway({ url: urls.playMobile, login: credentials.username, password: credentials.password, originator: credentials.sender });
}

export function gatewayFor(credentials: SmsCredentials, urls: GatewayUrls): SmsGateway {
  const key = createHash('sha256')
    .update(JSON.stringify([credentials.gateway, credentials.username, credentials.password, credentials.sender ?? '', urls.eskiz, urls.playMobile]))
    .digest('base64url');
  let adapter = adapters.get(key);
  if (adapter) {
    adapters.delete(key);
  } else {
    adapter = create(credentials, urls);
    if (adapters.size >= GATEWAY_CACHE_LIMIT) adapters.delete(adapters.keys().next().value!);
  }
  adapters.set(key, adapter);
  return adapter;
}
