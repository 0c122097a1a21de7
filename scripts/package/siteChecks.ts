// What a host refuses in an upload, checked before zipping: source maps, and pages or styles that point at
// our own files by absolute path (a portal serves the game from a folder of its own, so only relative paths
// reach them). The host's SDK URLs, as its documentation gives them, are the only absolute references allowed.

/** The references to other files in an HTML or CSS text: src, href and url(). */
export function referencesIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/g)) found.push(match[1]!);
  for (const match of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) found.push(match[1]!);
  return found;
}

/** True for a reference a portal serving the game from any folder resolves to our own file. */
function isPortable(reference: string): boolean {
  return !reference.startsWith('/') || reference.startsWith('//');
}

/** What is wrong with the site about to be zipped (empty when nothing is). */
export function problemsOfSite(
  files: readonly string[],
  read: (file: string) => string,
  sdkUrls: readonly string[],
): string[] {
  const problems: string[] = [];
  if (!files.includes('index.html')) problems.push('there is no index.html at the top of the package');
  for (const file of files.filter((f) => f.endsWith('.map'))) problems.push(`${file}: source maps are never uploaded`);
  for (const file of files.filter((f) => /\.(html|css)$/.test(f))) {
    for (const reference of referencesIn(read(file))) {
      if (!isPortable(reference) && !sdkUrls.includes(reference)) {
        problems.push(`${file}: "${reference}" is an absolute path; the package must use relative paths`);
      }
    }
  }
  return problems;
}
