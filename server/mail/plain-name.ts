// A name someone typed, as our e-mails may show it (docs/security.md, "A typed name cannot speak
// for FirstRung"). A first name is anything up to 80 characters: "Hello your account is locked -
// restore it at https://evil.example" opened the confirmation e-mail, in our words and under our
// sender. Names keep their letters, spaces, hyphens and apostrophes; what reads as an address
// (a link, an e-mail address, a domain) goes, and line breaks become spaces.

const ADDRESS_LIKE = [
  // a link with a scheme: https://…, ftp://…
  /\b[a-z][a-z0-9+.-]*:\/\/\S*/giu,
  // an e-mail address, or anything with an @ in it
  /\S*@\S*/gu,
  // a bare domain or link: evil.example, www.evil.example/reset, bit.ly/x
  /\S*\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}\b\S*/gu,
];

/** The name without anything address-like, on one line; empty when nothing is left. */
export function plainName(name: string): string {
  let text = name;
  for (const pattern of ADDRESS_LIKE) text = text.replace(pattern, ' ');
  return text.replace(/\s+/gu, ' ').trim();
}

/** Values whose key says they are a name (`name`, `studentName`, `companyName`, …) made plain. */
export function withPlainNames<T>(values: T): T {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, /name$/i.test(key) && typeof value === 'string' ? plainName(value) : value]),
  ) as T;
}
