export function renderReference(doc: unknown): string {
  return `<!doctype html><pre>${JSON.stringify(doc).length}</pre>`;
}
