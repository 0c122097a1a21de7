// The five scheduled reminders of spec section 9: their labels, texts and delays.

/** One reminder: when it is sent (seconds after scheduling) and what it says. */
export interface ScheduledMessage {
  label: string;
  /** Seconds from now (spec 9: 28800, 57600, 86400, 115200, 144000). */
  scheduleInterval: number;
  title: string;
  body: string;
}

/** The reminders, in the order they are sent. */
export const SCHEDULED_MESSAGES: readonly ScheduledMessage[] = [
  {
    label: 'reminder_8h',
    scheduleInterval: 28_800,
    title: 'Your screws are waiting',
    body: 'A fresh board is ready. Can you clear it before the timer runs out?',
  },
  {
    label: 'reminder_16h',
    scheduleInterval: 57_600,
    title: 'Boxes to fill',
    body: 'Match the colours, fill the boxes, drop the boards. One quick level?',
  },
  {
    label: 'reminder_24h',
    scheduleInterval: 86_400,
    title: "Today's challenge is open",
    body: 'A new daily puzzle is waiting on the calendar. Keep your streak going!',
  },
  {
    label: 'reminder_32h',
    scheduleInterval: 115_200,
    title: 'Still stuck on that level?',
    body: 'Try a hint or a fresh start: every board has a way out.',
  },
  {
    label: 'reminder_40h',
    scheduleInterval: 144_000,
    title: 'We miss you!',
    body: 'Your coins and power-ups are safe. Come back and unscrew a few boards.',
  },
];
