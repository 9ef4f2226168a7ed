/** An element of a parsed XML document: its name, attributes, child elements and own text. */
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  // Every '&' must start a reference: a bare one is the commonest way to break a sitemap.
  return raw.replace(/&([^;&]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Error(`'&' suelto en ${JSON.stringify(raw)}`);
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const code = /^#x([0-9a-f]+)$/i.exec(ref)?.[1] ?? /^#(\d+)$/.exec(ref)?.[1];
    if (code === undefined) throw new Error(`referencia desconocida &${ref};`);
    return String.fromCodePoint(ref.startsWith('#x') ? parseInt(code, 16) : Number(code));
  });
}

// One token at a time, anchored (sticky) where the last ended: anything unmatched is not well-formed.
const TOKEN =
  /<\?xml\s[^?]*\?>|<!--(?:(?!--)[\s\S])*-->|<\/([A-Za-z_][\w.:-]*)\s*>|<([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Parses the XML that sitemaps use (declaration, elements, attributes, text, comments), throwing
 * on anything not well-formed: unclosed or crossed tags, a bare '&' or '<', text or a second
 * element outside the root.
 */
export function parseXml(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < xml.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(xml);
    if (!match) throw new Error(`XML mal formado en la posición ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
    const [whole, closing, opening, attributeText, selfClosing, text] = match;
    const parent = stack.at(-1);
    if (whole.startsWith('<?xml')) {
      if (at !== 0) throw new Error('la declaración XML no está al principio');
    } else if (text !== undefined) {
      if (parent) parent.text += decode(text);
      else if (text.trim()) throw new Error(`texto fuera del elemento raíz: ${JSON.stringify(text.slice(0, 40))}`);
    } else if (closing !== undefined) {
      if (parent?.name !== closing) throw new Error(`</${closing}> cierra <${parent?.name}>`);
      stack.pop();
    } else if (opening !== undefined) {
      const attributes: Record<string, string> = {};
      for (const [, name, double, single] of (attributeText ?? '').matchAll(ATTRIBUTE)) {
        if (name! in attributes) throw new Error(`atributo repetido ${name}`);
        attributes[name!] = decode(double ?? single ?? '');
      }
      const element: XmlElement = { name: opening, attributes, children: [], text: '' };
      if (parent) parent.children.push(element);
      else if (root) throw new Error('más de un elemento raíz');
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> sin cerrar`);
  if (!root) throw new Error('documento sin elemento raíz');
  return root;
}
