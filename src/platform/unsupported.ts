// What an adapter offers where its host has no such feature: answers that say "not here", never throw.
import type { QualifyingTournament } from './qualifyingTournament';
import type { ContextApi, NotificationsApi, TournamentApi } from './platform';

/** A context API for hosts without social contexts: solo, nothing to choose or switch. */
export const noContext: ContextApi = {
  id: () => null,
  choose: async () => false,
  create: async () => false,
  switch: async () => false,
  getPlayers: async () => [],
};

/** A tournament API for hosts without tournaments; the qualifying fetch still works when given a fetcher. */
export function noTournament(
  fetchQualifying: (setKey: string) => Promise<QualifyingTournament | null> = async () => null,
): TournamentApi {
  return {
    create: async () => null,
    join: async () => false,
    postScore: async () => false,
    share: async () => false,
    getCurrent: async () => null,
    fetchQualifying,
  };
}

/** Notifications for hosts that cannot schedule any. */
export const noNotifications: NotificationsApi = {
  scheduleAll: async () => 0,
};
