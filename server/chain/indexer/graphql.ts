/**
 * A small GraphQL reader for the indexer: one query operation with variable definitions, fields with aliases,
 * arguments (variables, literals, lists, objects) and nested selection sets. Arguments come back resolved
 * against the request's variables. Fragments, directives and mutations are rejected as unsupported.
 */

/** A field of a selection set, arguments resolved. */
export interface GqlField {
  /** Response key: the alias, else the name. */
  key: string;
  name: string;
  args: Record<string, unknown>;
  selections: GqlField[];
}

/** A parsed operation. */
export interface GqlOperation {
  name?: string;
  fields: GqlField[];
}

/** A syntax or unsupported-feature error in the query text. */
export class GraphqlSyntaxError extends Error {
  override readonly name = 'GraphqlSyntaxError';
}

const TOKEN =
  /\s+|,|#[^\n]*|(\.\.\.|[{}()[\]:!$=@])|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|("(?:[^"\\]|\\.)*")|([_A-Za-z][_0-9A-Za-z]*)/y;

function tokenize(text: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m || TOKEN.lastIndex === at) throw new GraphqlSyntaxError(`Unexpected character at ${at}`);
    const tok = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (tok !== undefined) out.push(tok);
  }
  return out;
}

class Reader {
  private i = 0;
  private readonly toks: string[];
  private readonly vars: Record<string, unknown>;

  constructor(toks: string[], vars: Record<string, unknown>) {
    this.toks = toks;
    this.vars = vars;
  }

  peek(): string | undefined {
    return this.toks[this.i];
  }

  next(): string {
    const t = this.toks[this.i++];
    if (t === undefined) throw new GraphqlSyntaxError('Unexpected end of query');
    return t;
  }

  expect(t: string): void {
    const got = this.next();
    if (got !== t) throw new GraphqlSyntaxError(`Expected '${t}' but found '${got}'`);
  }

  name(): string {
    const t = this.next();
    if (!/^[_A-Za-z]/.test(t)) throw new GraphqlSyntaxError(`Expected a name but found '${t}'`);
    return t;
  }

  /** Skips variable definitions: ($a: Type! = default, ...). */
  skipVariableDefinitions(): void {
    if (this.peek() !== '(') return;
    let depth = 0;
    do {
      const t = this.next();
      if (t === '(' || t === '[' || t === '{') depth++;
      if (t === ')' || t === ']' || t === '}') depth--;
    } while (depth > 0);
  }

  value(): unknown {
    const t = this.next();
    if (t === '$') {
      const name = this.name();
      return this.vars[name] ?? null;
    }
    if (t === '[') {
      const list: unknown[] = [];
      while (this.peek() !== ']') list.push(this.value());
      this.expect(']');
      return list;
    }
    if (t === '{') {
      const obj: Record<string, unknown> = {};
      while (this.peek() !== '}') {
        const key = this.name();
        this.expect(':');
        obj[key] = this.value();
      }
      this.expect('}');
      return obj;
    }
    if (t.startsWith('"')) return JSON.parse(t) as string;
    if (/^-?\d/.test(t)) return /[.eE]/.test(t) ? Number(t) : BigInt(t);
    if (t === 'true' || t === 'false') return t === 'true';
    if (t === 'null') return null;
    if (/^[_A-Za-z]/.test(t)) return t; // enum value (asc, desc, ...)
    throw new GraphqlSyntaxError(`Unexpected '${t}' in a value`);
  }

  selectionSet(): GqlField[] {
    this.expect('{');
    const fields: GqlField[] = [];
    while (this.peek() !== '}') {
      if (this.peek() === '...' || this.peek() === '@')
        throw new GraphqlSyntaxError('Fragments and directives are not supported');
      const key = this.name();
      let name = key;
      if (this.peek() === ':') {
        this.next();
        name = this.name();
      }
      const args: Record<string, unknown> = {};
      if (this.peek() === '(') {
        this.next();
        while (this.peek() !== ')') {
          const arg = this.name();
          this.expect(':');
          args[arg] = this.value();
        }
        this.expect(')');
      }
      const selections = this.peek() === '{' ? this.selectionSet() : [];
      fields.push({ key, name, args, selections });
    }
    this.expect('}');
    return fields;
  }
}

/** Parses a query document with its variables; throws GraphqlSyntaxError. */
export function parseQuery(text: string, variables: Record<string, unknown> = {}): GqlOperation {
  const r = new Reader(tokenize(text), variables);
  let name: string | undefined;
  if (r.peek() !== '{') {
    const kind = r.name();
    if (kind !== 'query') throw new GraphqlSyntaxError(`Only query operations are supported, not '${kind}'`);
    if (r.peek() !== '(' && r.peek() !== '{') name = r.name();
    r.skipVariableDefinitions();
  }
  const fields = r.selectionSet();
  if (r.peek() !== undefined) throw new GraphqlSyntaxError('Only one operation per document is supported');
  return { name, fields };
}
