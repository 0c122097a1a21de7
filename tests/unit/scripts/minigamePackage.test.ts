// The mini-game package's configuration files (scripts/minigame/packageFiles.ts), as the hosts' references
// describe them.
import { describe, expect, it } from 'vitest';
import { gameJson, projectConfig } from '../../../scripts/minigame/packageFiles';
import { HTTP_TIMEOUT_MS } from '../../../src/net/config';

describe('mini-game package files', () => {
  it("game.json: portrait, no status bar, the open-data and worker folders, timeouts past the game client's own", () => {
    const game = gameJson();
    expect(game).toMatchObject({
      deviceOrientation: 'portrait',
      showStatusBar: false,
      openDataContext: 'openDataContext',
      workers: 'workers',
    });
    for (const ms of Object.values(game.networkTimeout as Record<string, number>))
      expect(ms).toBeGreaterThan(HTTP_TIMEOUT_MS);
  });

  it("project.config.json: WeChat's is a game project; Douyin's names its AppID and project; a test id without one", () => {
    expect(projectConfig('wechat', { appId: 'wx123', name: 'candy' })).toMatchObject({
      compileType: 'game',
      appid: 'wx123',
      projectname: 'candy',
    });
    const douyin = projectConfig('douyin', { name: 'candy' });
    expect(douyin).toMatchObject({ appid: 'touristappid', projectname: 'candy' });
    expect(douyin).not.toHaveProperty('compileType');
  });
});
