// Pixi 8 compiles its shader and uniform upload code with `new Function`, which the web build's Content Security
// Policy (no 'unsafe-eval') and mini-game runtimes forbid. There the game loads Pixi's own polyfills first.

/** What the page says of building functions from strings. */
export interface EvalPolicyHost {
  /** The page's Content-Security-Policy meta tag content, if any. */
  policy(): string | null;
  /** Tries to build a function from a string (only where no policy forbids it, so nothing is reported). */
  probe(): boolean;
}

/** True when a CSP text forbids eval: its script-src (or default-src) has no 'unsafe-eval'. */
export function policyForbidsEval(policy: string): boolean {
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0]!.toLowerCase(), parts.slice(1)] as const),
  );
  const sources = directives.get('script-src') ?? directives.get('default-src');
  return sources !== undefined && !sources.includes("'unsafe-eval'");
}

/** The browser page: its CSP meta tag, and a probe. */
export const browserEvalPolicy: EvalPolicyHost = {
  policy: () =>
    typeof document === 'undefined'
      ? null
      : (document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null),
  probe: () => {
    try {
      return new Function('return 1')() === 1;
    } catch {
      return false;
    }
  },
};

/** True when building functions from strings is forbidden here (read from the policy first, probed otherwise). */
export function evalForbidden(host: EvalPolicyHost = browserEvalPolicy): boolean {
  const policy = host.policy();
  if (policy !== null && policyForbidsEval(policy)) return true;
  return !host.probe();
}

/** Before the first renderer: installs Pixi's eval-free code paths where eval is forbidden; true when it did. */
export async function preparePixiForPolicy(host: EvalPolicyHost = browserEvalPolicy): Promise<boolean> {
  if (!evalForbidden(host)) return false;
  await import('pixi.js/unsafe-eval');
  return true;
}
