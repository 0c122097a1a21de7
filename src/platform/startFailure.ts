// The web page's last word when the game cannot start (a start-up chunk the network dropped, a host SDK that threw
// while starting): a message with a Reload button in the page's one container, instead of a blank page. The save is
// untouched (nothing was written), so the message says the player's progress is safe. Plain DOM: nothing of the game
// may be running to draw it.

/** What the message says, in the player's language (English until a language file is in). */
export interface StartFailureWords {
  /** What to do: 'Check your connection and try again.' */
  message: string;
  /** 'Your progress is safe.' */
  safe: string;
  /** The button's label: 'Reload'. */
  reload: string;
}

/**
 * Shows the message in `root` over whatever is there (a canvas that started to draw stays under it), with the error's
 * own words in small print for a tester, and a Reload button that loads the page again (focused, for keyboards).
 */
export function showStartFailure(root: HTMLElement, words: StartFailureWords, detail: string): HTMLElement {
  root.querySelector('.start-failure')?.remove();
  const box = document.createElement('div');
  box.className = 'start-failure';
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('data-testid', 'start-failure');
  const message = document.createElement('p');
  message.className = 'start-failure__message';
  message.id = 'start-failure-message';
  message.textContent = words.message;
  box.setAttribute('aria-labelledby', message.id);
  const safe = document.createElement('p');
  safe.className = 'start-failure__safe';
  safe.textContent = words.safe;
  const small = document.createElement('p');
  small.className = 'start-failure__detail';
  small.textContent = detail;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'start-failure__reload';
  button.setAttribute('data-testid', 'start-failure-reload');
  button.textContent = words.reload;
  button.addEventListener('click', () => location.reload());
  box.append(message, safe, button, small);
  root.appendChild(box);
  button.focus();
  return box;
}
