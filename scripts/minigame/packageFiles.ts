// The two configuration files of a mini-game package, as the hosts' published references describe them.
// - game.json (WeChat, "小游戏配置" / Mini Game Configuration, developers.weixin.qq.com/minigame/dev/reference/
//   configuration/app.html; Douyin, "小游戏配置", developer.open-douyin.com/docs/resource/zh-CN/mini-game/develop/
//   framework): deviceOrientation, showStatusBar, networkTimeout (ms for request, connectSocket, uploadFile,
//   downloadFile), openDataContext (the folder of the open-data context) and workers (the folder of the worker
//   scripts; WeChat, "多线程 Worker", developers.weixin.qq.com/minigame/dev/guide/base-ability/worker.html).
// - project.config.json, the developer tools' project file. WeChat ("项目配置文件", developers.weixin.qq.com/
//   minigame/dev/devtools/projectconfig.html): compileType "game", appid, projectname, setting. Douyin ("项目配置文件",
//   developer.open-douyin.com/docs/resource/zh-CN/mini-game/develop/dev-tools/code-edit/project-config): appid,
//   projectname, setting (es6, urlCheck).

import { HTTP_TIMEOUT_MS } from '../../src/net/config';
import { MINI_GAME_WORKER_FOLDER } from '../../src/platform/miniGameWorker';
import { OPEN_DATA_FOLDER } from '../build/openData';

/** The two hosts the package is made for. */
export type MiniGameFlavour = 'wechat' | 'douyin';

export const MINI_GAME_FLAVOURS: readonly MiniGameFlavour[] = ['wechat', 'douyin'];

/** The runtime's network timeouts: the game's own HTTP client gives up at HTTP_TIMEOUT_MS; the runtime waits a little longer so that the client's message is the one the player sees. */
const NETWORK_TIMEOUT_MS = 2 * HTTP_TIMEOUT_MS;

/** game.json: portrait, no status bar, the open-data context's and the workers' folders, the network timeouts. */
export function gameJson(): Record<string, unknown> {
  return {
    deviceOrientation: 'portrait',
    showStatusBar: false,
    networkTimeout: {
      request: NETWORK_TIMEOUT_MS,
      connectSocket: NETWORK_TIMEOUT_MS,
      uploadFile: NETWORK_TIMEOUT_MS,
      downloadFile: NETWORK_TIMEOUT_MS,
    },
    openDataContext: OPEN_DATA_FOLDER,
    workers: MINI_GAME_WORKER_FOLDER,
  };
}

/** What a project file names. */
export interface ProjectOptions {
  /** The host's AppID for the game; the tools' test id ('touristappid') when none is given. */
  appId?: string;
  name: string;
}

/**
 * project.config.json for a flavour. The code is built already (ES2020, minified): the tools' own ES6 transpile and
 * minifier are left off, and the game's HTTP origins are checked by the host as usual (urlCheck on).
 */
export function projectConfig(flavour: MiniGameFlavour, { appId, name }: ProjectOptions): Record<string, unknown> {
  const appid = appId ?? 'touristappid';
  if (flavour === 'wechat')
    return { compileType: 'game', appid, projectname: name, setting: { es6: false, minified: false, urlCheck: true } };
  return { appid, projectname: name, setting: { es6: false, urlCheck: true } };
}
