// A small XML reader for Hikvision's ISAPI answers: elements, text, CDATA and the five named
// entities, namespaces dropped (the same element comes as <status> or <hik:status>, under
// ver10 or ver20 schema URIs). Attributes are skipped: ISAPI carries its values in elements.
// It is strict about structure (a cut or garbled answer is an error, not a partial tree) and
// lenient about everything the drivers do not read. No DTDs, so no entity expansion to abuse.

export interface XmlElement {
  /** The local name, without a namespace prefix. */
  name: string;
  /** The element's own text, trimmed (children's text excluded). */
  text: string;
  children: XmlElement[];
}

export class XmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlError';
  }
}

const TAG =
  /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export function readXml(source: string): XmlElement {
  const stack: { element: XmlElement; text: string[] }[] = [];
  let root: XmlElement | undefined;
  let at = 0;
  const addText = (text: string) => {
    const open = stack.at(-1);
    if (open) open.text.push(text);
    else if (text.trim()) throw new XmlError('text outside the root element');
  };
  while (at < source.length) {
    const next = source.indexOf('<', at);
    if (next === -1) {
      addText(source.slice(at));
      break;
    }
    if (next > at) addText(decode(source.slice(at, next)));
    at = next;
    if (source.startsWith('<?', at)) at = skipPast(source, '?>', at);
    else if (source.startsWith('<!--', at)) at = skipPast(source, '-->', at);
    else if (source.startsWith('<![CDATA[', at)) {
      const end = skipPast(source, ']]>', at);
      addText(source.slice(at + 9, end - 3));
      at = end;
    } else if (source.startsWith('<!', at)) {
      throw new XmlError('document type declarations are not read');
    } else {
      TAG.lastIndex = at;
      const tag = TAG.exec(source);
      if (!tag) throw new XmlError(`malformed tag at ${at}`);
      at = TAG.lastIndex;
      const [, closing, name, , selfClosing] = tag as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      if (closing) {
        const open = stack.pop();
        if (!open || open.element.name !== localName(name)) {
          throw new XmlError(
            `</${name}> does not close ${open ? `<${open.element.name}>` : 'anything'}`,
          );
        }
        open.element.text = open.text.join('').trim();
        continue;
      }
      const element: XmlElement = { name: localName(name), text: '', children: [] };
      const parent = stack.at(-1);
      if (parent) parent.element.children.push(element);
      else if (root) throw new XmlError('more than one root element');
      else root = element;
      if (!selfClosing) stack.push({ element, text: [] });
    }
  }
  if (stack.length > 0) throw new XmlError(`<${stack.at(-1)!.element.name}> is not closed`);
  if (!root) throw new XmlError('no element');
  return root;
}

function skipPast(source: string, end: string, from: number): number {
  const found = source.indexOf(end, from);
  if (found === -1) throw new XmlError(`unterminated ${source.slice(from, from + 9)}`);
  return found + end.length;
}

export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

export const childNamed = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((child) => child.name === name);

/** The text of the first child of that name; undefined when there is none. */
export const childText = (element: XmlElement, name: string): string | undefined =>
  childNamed(element, name)?.text;
