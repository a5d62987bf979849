/** Sends the browser to the payment page (spec 7.5); the app is left for the checkout. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
