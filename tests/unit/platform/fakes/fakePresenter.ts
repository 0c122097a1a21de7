// A fake of the ad overlay that the web adapter presents simulated ads through: records each ad and
// answers as the overlay would (watched to the end, or skipped).
import type { AdPresenter, SimulatedAdKind } from '../../../../src/platform/webPlatform';

/** The presenter and what it was asked to show. */
export function createFakePresenter(answer: boolean | Error = true) {
  const shown: { placement: string; seconds: number; kind: SimulatedAdKind | undefined }[] = [];
  const present: AdPresenter = async (placement, seconds, kind) => {
    shown.push({ placement, seconds, kind });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { present, shown };
}
