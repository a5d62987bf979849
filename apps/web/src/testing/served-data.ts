/** Writes a JSON data block into the page, as the server does when it serves it. */
export function serveDataBlock(id: string, text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.body.append(block);
}
