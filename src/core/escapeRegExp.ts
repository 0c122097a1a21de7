// Text to match literally inside a regular expression built at run time (a translation's placeholders, a package
// name in a module path).

/** `text` with every character that means something in a regular expression escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
