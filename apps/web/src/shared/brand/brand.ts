import { brandFromHost, DEFAULT_BRAND } from '@pisoplay/contract';

/** The brand variant, chosen from the first label of the host name (spec 1). */
export const currentBrand = (): ReturnType<typeof brandFromHost> =>
  brandFromHost(window.location.hostname);

/** A brand tag, or undefined for the default brand. */
export function currentBrandTag():
  Exclude<ReturnType<typeof brandFromHost>, typeof DEFAULT_BRAND> | undefined {
  const brand = currentBrand();
  return brand === DEFAULT_BRAND ? undefined : brand;
}
