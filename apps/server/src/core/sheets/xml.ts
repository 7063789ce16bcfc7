import { SaxesParser } from 'saxes';
import { SheetProblem } from './problem.ts';

/** What a reader does with the elements of one XML part. Names are local: writers may prefix the main namespace (`x:row`). */
export interface XmlHandler {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

/** The local part of a qualified name. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** An attribute by its local name, whatever its prefix (`r:id`). */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (Object.hasOwn(attributes, name)) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}

/**
 * Parses the UTF-8 XML of `pieces` (at most 64 KB each) with saxes and yields after each piece, so
 * the caller can hand on what its handler collected. The parser gathers a text, a tag or a comment
 * whole before it reports it: at most `textMax` characters (more than a piece) may follow the last
 * '<', and a longer run is refused before the parser holds it. DTD entities are never expanded (saxes
 * refuses undeclared entities), so no entity expansion bomb gets through.
 */
export async function* parseXml(pieces: AsyncIterable<Uint8Array>, handler: XmlHandler, textMax: number): AsyncGenerator<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('opentag', (tag) => handler.open(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag) => handler.close(localName(tag.name)));
  parser.on('text', (text) => handler.text(text));
  parser.on('cdata', (text) => handler.text(text));
  const decoder = new TextDecoder();
  let sinceMarkup = 0;
  const write = (text: string | null) => {
    try {
      if (text === null) parser.close();
      else parser.write(text);
    } catch (error) {
      // The handler's own refusals pass; anything saxes throws means the XML is broken.
      if (error instanceof SheetProblem) throw error;
      throw new SheetProblem('unreadable');
    }
  };
  for await (const piece of pieces) {
    const text = decoder.decode(piece, { stream: true });
    const first = text.indexOf('<');
    if (sinceMarkup + (first < 0 ? text.length : first) > textMax) throw new SheetProblem('textTooLong', textMax);
    sinceMarkup = first < 0 ? sinceMarkup + text.length : text.length - text.lastIndexOf('<');
    write(text);
    yield;
  }
  write(decoder.decode());
  write(null);
  yield;
}
