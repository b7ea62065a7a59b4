/**
 * A small GraphQL reader for the indexer: one query operation with variable definitions, fields with aliases,
 * arguments (variables, literals, lists, objects), nested selection sets and fragments (named fragment definitions
 * with their spreads, and inline fragments), which the SDK's own queries use. Arguments come back resolved
 * against the request's variables and fragments come back expanded. Directives and mutations are rejected as
 * unsupported; nesting is bounded so a hostile document is a syntax error, not a stack overflow.
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

/** Deepest nesting of selection sets and values a document may have. */
export const MAX_DEPTH = 32;

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

/** A selection before fragment expansion: a field, or a spread of a named fragment. */
type RawSelection = { field: Omit<GqlField, 'selections'> & { selections: RawSelection[] } } | { spread: string };

class Reader {
  private i = 0;
  private depth = 0;
  private readonly toks: string[];
  private readonly vars: Record<string, unknown>;

  constructor(toks: string[], vars: Record<string, unknown>) {
    this.toks = toks;
    this.vars = vars;
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) throw new GraphqlSyntaxError(`Query nests deeper than ${MAX_DEPTH} levels`);
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
    this.enter();
    try {
      return this.valueAt();
    } finally {
      this.depth--;
    }
  }

  private valueAt(): unknown {
    const t = this.next();
    if (t === '$') {
      const name = this.name();
      return Object.hasOwn(this.vars, name) ? (this.vars[name] ?? null) : null;
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

  selectionSet(): RawSelection[] {
    this.enter();
    this.expect('{');
    const out: RawSelection[] = [];
    while (this.peek() !== '}') {
      if (this.peek() === '@') throw new GraphqlSyntaxError('Directives are not supported');
      if (this.peek() === '...') {
        this.next();
        if (this.peek() === 'on') {
          this.next();
          this.name();
          out.push(...this.selectionSet()); // an inline fragment: its fields belong to the enclosing set
        } else out.push({ spread: this.name() });
        continue;
      }
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
      out.push({ field: { key, name, args, selections } });
    }
    this.expect('}');
    this.depth--;
    return out;
  }
}

/** Replaces fragment spreads by the fragments' fields, recursively; an unknown or cyclic fragment is an error. */
function expand(sel: RawSelection[], fragments: Map<string, RawSelection[]>, active: Set<string>): GqlField[] {
  return sel.flatMap((s): GqlField[] => {
    if ('field' in s) return [{ ...s.field, selections: expand(s.field.selections, fragments, active) }];
    const body = fragments.get(s.spread);
    if (!body) throw new GraphqlSyntaxError(`Unknown fragment '${s.spread}'`);
    if (active.has(s.spread)) throw new GraphqlSyntaxError(`Fragment '${s.spread}' spreads itself`);
    return expand(body, fragments, new Set([...active, s.spread]));
  });
}

/** Parses a query document (one query plus any fragment definitions) with its variables; throws GraphqlSyntaxError. */
export function parseQuery(text: string, variables: Record<string, unknown> = {}): GqlOperation {
  const r = new Reader(tokenize(text), variables);
  const fragments = new Map<string, RawSelection[]>();
  let operation: { name?: string; selections: RawSelection[] } | undefined;
  while (r.peek() !== undefined) {
    if (r.peek() === 'fragment') {
      r.next();
      const name = r.name();
      if (name === 'on') throw new GraphqlSyntaxError("A fragment cannot be named 'on'");
      if (r.next() !== 'on') throw new GraphqlSyntaxError(`Fragment '${name}' needs a type condition`);
      r.name();
      if (fragments.has(name)) throw new GraphqlSyntaxError(`Fragment '${name}' is defined twice`);
      fragments.set(name, r.selectionSet());
      continue;
    }
    if (operation) throw new GraphqlSyntaxError('Only one operation per document is supported');
    let name: string | undefined;
    if (r.peek() !== '{') {
      const kind = r.name();
      if (kind !== 'query') throw new GraphqlSyntaxError(`Only query operations are supported, not '${kind}'`);
      if (r.peek() !== '(' && r.peek() !== '{') name = r.name();
      r.skipVariableDefinitions();
    }
    operation = { name, selections: r.selectionSet() };
  }
  if (!operation) throw new GraphqlSyntaxError('The document holds no query');
  return { name: operation.name, fields: expand(operation.selections, fragments, new Set()) };
}
