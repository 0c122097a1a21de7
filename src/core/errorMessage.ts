// What a caught value says, for the messages the game shows and logs: an Error's message, or the value as text
// (a thrown string, a rejected promise's reason).

/** The message of a caught value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
