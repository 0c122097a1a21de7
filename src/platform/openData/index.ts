// The open-data context's entry (openDataContext/index.js of the mini-game package): starts the ranking program
// over the host's global, `wx` on WeChat or `tt` on Douyin. Nothing else of the game is bundled with it.
import type { OpenDataApi } from './openDataApi';
import { startOpenDataContext } from './openDataContext';

const host = globalThis as { wx?: OpenDataApi; tt?: OpenDataApi };
if (host.wx) startOpenDataContext(host.wx, 'wx');
else if (host.tt) startOpenDataContext(host.tt, 'tt');
else console.warn('Open data: neither wx nor tt is here; the ranking cannot start.');
