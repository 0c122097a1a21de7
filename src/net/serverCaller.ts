// The game's server as one caller (spec 7): the HTTP client with the stored token, its hosts by the test flag. The
// page asks the server only for a host's qualifying tournament, so this is a chunk of its own, loaded on that first
// call (app/hostPlatform.ts), not with the menu.
import type { KeyValueStore } from '../platform/storage';
import type { NetConfig } from './config';
import { callEndpoint, type EndpointName } from './endpoints';
import { createHttpClient } from './httpClient';
import { createTokenStore } from './tokenStore';

/** Calls one endpoint of the game's server by name, with its payload; rejects as `callEndpoint` does. */
export type ServerCall = <T = unknown>(name: EndpointName, payload?: unknown) => Promise<T>;

/** One client for the page on `config`'s hosts (the test host under its test flag), its token kept in `store`. */
export function serverCaller(config: NetConfig, store: KeyValueStore): ServerCall {
  const client = createHttpClient({ ...config, tokens: createTokenStore(store) });
  return (name, payload) => callEndpoint(client, name, payload);
}
