/**
 * Copies text: the Clipboard API where the page may use it, else a selected text area and the
 * copy command (older WebViews, pages not served over HTTPS). True when it was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * Shares through the phone's share sheet when there is one; answers 'copy' when there is none
 * (the caller copies instead). A share the player dismissed is not an error.
 */
export async function shareLink(data: {
  title: string;
  text: string;
  url: string;
}): Promise<'shared' | 'copy'> {
  if (typeof navigator.share !== 'function') return 'copy';
  try {
    await navigator.share(data);
  } catch {
    // Dismissed or refused: nothing to do.
  }
  return 'shared';
}
