import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { sliderChallengeSchema } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';

export type SliderChallenge = PlayerResult<'GET', typeof ACCOUNT_PATHS.sliderCaptcha>;

/**
 * A slider puzzle guarding SMS sending. Fetched on demand (each one is a single-use row on the server),
 * so there is no queryOptions/hook: the slider dialog asks for a fresh one each time it opens.
 */
export async function fetchSliderChallenge(signal?: AbortSignal): Promise<SliderChallenge> {
  const raw = await api.get(ACCOUNT_PATHS.sliderCaptcha, { signal });
  return sliderChallengeSchema.parse(raw);
}
