import { DEVICE_DESKTOP, DEVICE_MOBILE, MOBILE_BREAKPOINT_PX } from '@pisoplay/contract';

/** Value of the `d` header: '25' on screens up to the mobile breakpoint, else '24'. */
export function deviceHeader(width: number = window.innerWidth): string {
  return width <= MOBILE_BREAKPOINT_PX ? DEVICE_MOBILE : DEVICE_DESKTOP;
}
