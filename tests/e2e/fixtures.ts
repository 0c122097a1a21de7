// The end-to-end tests' `test`: Playwright's, with the page's CPU throttled through CDP when
// E2E_CPU_THROTTLE is set (for example 4), to prove that no wait depends on the machine's speed.
import { test as base } from '@playwright/test';

const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);

export const test = base.extend({
  page: async ({ page }, provide) => {
    if (Number.isFinite(rate) && rate > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    await provide(page);
  },
});

export { expect, type Page } from '@playwright/test';
