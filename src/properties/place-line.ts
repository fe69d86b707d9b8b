// One line naming where a job is: "Flat 4, 18 Canal Wharf · Leeds LS11". Firms often name a property
// by its street address, so the address parts the name already says are left out rather than
// printed twice ("Flat 4, 18 Canal Wharf · 18 Canal Wharf, Leeds LS11").

function parts(text: string): string[] {
  return text
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

function same(a: string): string {
  return a.replace(/\s+/g, " ").toLowerCase();
}

/** The address with the comma-separated parts the property's name already contains left out. */
export function addressBeyondName(name: string, address: string | null): string {
  if (!address) return "";
  const named = new Set(parts(name).map(same));
  return parts(address)
    .filter((p) => !named.has(same(p)))
    .join(", ");
}

/** "<name> · <rest of the address>", or the name alone when the address adds nothing. */
export function placeLine(name: string, address: string | null): string {
  const rest = addressBeyondName(name, address);
  return rest ? `${name} · ${rest}` : name;
}
