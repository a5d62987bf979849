import { DEVICE_DESKTOP, DEVICE_MOBILE, MOBILE_BREAKPOINT_PX } from '@pisoplay/contract';

/**
 * The window's width, kept up to date by resize events: reading `innerWidth` on every call would
 * force the browser to lay the page out in the middle of rendering (each API call reads it).
 */
let windowWidth = typeof window === 'undefined' ? 0 : window.innerWidth;
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => (windowWidth = window.innerWidth), { passive: true });
}

/** Value of the `d` header: '25' on screens up to the mobile breakpoint, else '24'. */
export function deviceHeader(width: number = windowWidth): string {
  return width <= MOBILE_BREAKPOINT_PX ? DEVICE_MOBILE : DEVICE_DESKTOP;
}
