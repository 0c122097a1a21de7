// The web build's Content Security Policy has no 'unsafe-eval': Pixi then gets its polyfills before any renderer.
import { describe, expect, it } from 'vitest';
import { evalForbidden, policyForbidsEval } from '../../../src/platform/evalPolicy';
import { contentSecurityPolicy } from '../../../scripts/build/contentSecurityPolicy';

const host = (policy: string | null, probe: boolean) => {
  const probes: string[] = [];
  return {
    probes,
    policy: () => policy,
    probe: () => {
      probes.push('probe');
      return probe;
    },
  };
};

describe('eval under a policy', () => {
  it("the build's own policy forbids eval", () => {
    const policy = contentSecurityPolicy({ inlineScripts: ['x()'], inlineStyles: [], connect: [] });
    expect(policyForbidsEval(policy)).toBe(true);
  });

  it("script-src decides, else default-src; 'unsafe-eval' allows", () => {
    expect(policyForbidsEval("default-src 'self'")).toBe(true);
    expect(policyForbidsEval("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe(false);
    expect(policyForbidsEval("img-src 'self'")).toBe(false);
  });

  it('a forbidding policy is read without probing (a probe would be reported as a violation)', () => {
    const h = host("script-src 'self'", true);
    expect(evalForbidden(h)).toBe(true);
    expect(h.probes).toEqual([]);
  });

  it('with no policy the probe decides (a mini-game runtime forbids it without one)', () => {
    expect(evalForbidden(host(null, true))).toBe(false);
    expect(evalForbidden(host(null, false))).toBe(true);
  });
});
