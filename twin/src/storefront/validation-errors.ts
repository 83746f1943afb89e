// Parse and validation errors in Shopify's words. Shopify's GraphQL runs on graphql-ruby, so its
// answers carry graphql-ruby's messages and `extensions.code`s rather than graphql-js's, e.g.
//   {"message":"Field 'foo' doesn't exist on type 'Product'","locations":[…],"path":["query","product","foo"],
//    "extensions":{"code":"undefinedField","typeName":"Product","fieldName":"foo"}}
//   {"message":"Field 'inventoryItems' doesn't accept argument 'quer'", … "extensions":{"code":"argumentNotAccepted",…}}
//   {"message":"Parse error on \")\" (RPAREN) at [1, 28]","locations":[{"line":1,"column":28}]}
// The validation wordings and codes are those of graphql-ruby's GraphQL::StaticValidation rules
// (lib/graphql/static_validation/rules/*.rb and their *_error.rb `code`s in rmosolgo/graphql-ruby).
// The parse error is the form Shopify's APIs have answered in public reports, e.g.
// `Parse error on ")" (RPAREN) at [1, 28]` (Shopify/shopify-cli#668) and
// `Parse error on "}" (RCURLY) at [10, 1]` (Shopify/shopify-api-ruby#934).
// graphql-js validates; this module rewrites what it reports.
import {
  GraphQLEnumType,
  GraphQLError,
  Kind,
  Lexer,
  print,
  Source,
  TokenKind,
  visit,
  type ArgumentNode,
  type ASTNode,
  type DocumentNode,
} from 'graphql';
import { storefrontSchema } from './schema.js';

const PUNCTUATION: Partial<Record<TokenKind, string>> = {
  [TokenKind.BRACE_L]: 'LCURLY',
  [TokenKind.BRACE_R]: 'RCURLY',
  [TokenKind.PAREN_L]: 'LPAREN',
  [TokenKind.PAREN_R]: 'RPAREN',
  [TokenKind.BRACKET_L]: 'LBRACKET',
  [TokenKind.BRACKET_R]: 'RBRACKET',
  [TokenKind.COLON]: 'COLON',
  [TokenKind.EQUALS]: 'EQUALS',
  [TokenKind.BANG]: 'BANG',
  [TokenKind.DOLLAR]: 'VAR_SIGN',
  [TokenKind.AT]: 'DIR_SIGN',
  [TokenKind.SPREAD]: 'ELLIPSIS',
  [TokenKind.PIPE]: 'PIPE',
  [TokenKind.AMP]: 'AMP',
  [TokenKind.INT]: 'INT',
  [TokenKind.FLOAT]: 'FLOAT',
  [TokenKind.STRING]: 'STRING',
  [TokenKind.BLOCK_STRING]: 'STRING',
};
const KEYWORDS = new Set(['query', 'mutation', 'subscription', 'fragment', 'on', 'true', 'false', 'null', 'schema', 'scalar', 'type', 'interface', 'union', 'enum', 'input', 'directive', 'extend', 'implements', 'repeatable']);

/** A graphql-js syntax error as graphql-ruby's parser words it: `Parse error on "}" (RCURLY) at [1, 10]`. */
export function shopifyParseError(error: GraphQLError, query: string): GraphQLError {
  const loc = error.locations?.[0];
  const position = error.positions?.[0];
  if (!loc || position === undefined) return error;
  const token = tokenAt(query, position);
  const message = token
    ? `Parse error on ${token} at [${loc.line}, ${loc.column}]`
    : 'Unexpected end of document';
  return new GraphQLError(message, { source: error.source, positions: error.positions });
}

/** `"}" (RCURLY)` for the token starting at `position`, null at the end of the document. */
function tokenAt(query: string, position: number): string | null {
  const lexer = new Lexer(new Source(query));
  try {
    for (let tok = lexer.advance(); tok.kind !== TokenKind.EOF; tok = lexer.advance()) {
      if (tok.start < position) continue;
      return describe(tok.kind, query.slice(tok.start, tok.end));
    }
    return null;
  } catch {
    // The lexer itself failed here: an invalid character.
    const ch = query.slice(position, position + 1);
    return ch ? `${JSON.stringify(ch)} (UNKNOWN_CHAR)` : null;
  }
}

function describe(kind: TokenKind, text: string): string {
  if (kind === TokenKind.NAME) return `${JSON.stringify(text)} (${KEYWORDS.has(text) ? text.toUpperCase() : 'IDENTIFIER'})`;
  return `${JSON.stringify(text)} (${PUNCTUATION[kind] ?? 'UNKNOWN_CHAR'})`;
}

type Rewrite = { message: string; extensions: Record<string, unknown> };

/** The names of a field node's selections (`[id, title]`), as graphql-ruby lists them. */
function selectionNames(node: ASTNode | undefined): string {
  // graphql-js reports the selection set itself (or the field holding it).
  const set = node?.kind === Kind.SELECTION_SET ? node : node?.kind === Kind.FIELD ? node.selectionSet : undefined;
  if (!set) return '[]';
  return `[${set.selections.map((sel) => (sel.kind === Kind.FIELD ? sel.name.value : sel.kind === Kind.FRAGMENT_SPREAD ? sel.name.value : '...')).join(', ')}]`;
}

/** How graphql-ruby names an operation without a name: `anonymous query`, `anonymous mutation`. */
function anonymousOperation(doc: DocumentNode): string {
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && !d.name);
  return `anonymous ${op?.kind === Kind.OPERATION_DEFINITION ? op.operation : 'query'}`;
}

/** graphql-js's validation messages and their graphql-ruby counterparts. */
const RULES: [RegExp, (m: RegExpExecArray, node: ASTNode | undefined, doc: DocumentNode) => Rewrite][] = [
  [/^Cannot query field "([^"]+)" on type "([^"]+)"\./, (m) => ({
    message: `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
    extensions: { code: 'undefinedField', typeName: m[2], fieldName: m[1] },
  })],
  [/^Unknown argument "([^"]+)" on field "[^".]+\.([^"]+)"\./, (m) => ({
    message: `Field '${m[2]}' doesn't accept argument '${m[1]}'`,
    extensions: { code: 'argumentNotAccepted', name: m[2], typeName: 'Field', argumentName: m[1] },
  })],
  [/^Unknown argument "([^"]+)" on directive "@([^"]+)"\./, (m) => ({
    message: `Directive '${m[2]}' doesn't accept argument '${m[1]}'`,
    extensions: { code: 'argumentNotAccepted', name: m[2], typeName: 'Directive', argumentName: m[1] },
  })],
  [/^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required, but it was not provided\./, (m) => ({
    message: `Field '${m[1]}' is missing required arguments: ${m[2]}`,
    extensions: { code: 'missingRequiredArguments', className: 'Field', name: m[1], arguments: m[2] },
  })],
  [/^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields\./, (m) => {
    const type = m[2]!.replace(/[[\]!]/g, '');
    return {
      message: `Field must have selections (field '${m[1]}' returns ${type} but has no selections. Did you mean '${m[1]} { ... }'?)`,
      extensions: { code: 'selectionMismatch', nodeName: `field '${m[1]}'`, typeName: type },
    };
  }],
  [/^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields\./, (m, node) => {
    const type = m[2]!.replace(/[[\]!]/g, '');
    const kind = storefrontSchema().getType(type) instanceof GraphQLEnumType ? 'enums' : 'scalars';
    return {
      message: `Selections can't be made on ${kind} (field '${m[1]}' returns ${type} but has selections ${selectionNames(node)})`,
      extensions: { code: 'selectionMismatch', nodeName: `field '${m[1]}'`, typeName: type },
    };
  }],
  [/^Unknown fragment "([^"]+)"\./, (m) => ({
    message: `Fragment ${m[1]} was used, but not defined`,
    extensions: { code: 'useAndDefineFragment', fragmentName: m[1] },
  })],
  [/^Fragment "([^"]+)" is never used\./, (m) => ({
    message: `Fragment ${m[1]} was defined, but not used`,
    extensions: { code: 'useAndDefineFragment', fragmentName: m[1] },
  })],
  [/^Variable "\$([^"]+)" is never used(?: in operation "([^"]+)")?\./, (m, _node, doc) => ({
    message: `Variable $${m[1]} is declared by ${m[2] ?? anonymousOperation(doc)} but not used`,
    extensions: { code: 'variableNotUsed', variableName: m[1] },
  })],
  [/^Variable "\$([^"]+)" is not defined(?: by operation "([^"]+)")?\./, (m, _node, doc) => ({
    message: `Variable $${m[1]} is used by ${m[2] ?? anonymousOperation(doc)} but not declared`,
    extensions: { code: 'variableNotDefined', variableName: m[1] },
  })],
  [/^Unknown directive "@([^"]+)"\./, (m) => ({
    message: `Directive @${m[1]} is not defined`,
    extensions: { code: 'undefinedDirective', directiveName: m[1] },
  })],
  // PossibleFragmentSpreadsRule: graphql-ruby's FragmentSpreadsArePossible (its fragmentName keeps the
  // space it builds the message with; an inline fragment's is "unknown").
  [/^Fragment (?:"([^"]+)" )?cannot be spread here as objects of type "([^"]+)" can never be of type "([^"]+)"\./, (m) => ({
    message: `Fragment${m[1] ? ` ${m[1]}` : ''} on ${m[3]} can't be spread inside ${m[2]}`,
    extensions: { code: 'cannotSpreadFragment', typeName: m[3], fragmentName: m[1] ? ` ${m[1]}` : 'unknown', parentName: m[2] },
  })],
  [/^Unknown type "([^"]+)"\./, (m) => ({
    message: `No such type ${m[1]}, so it can't be a fragment condition`,
    extensions: { code: 'undefinedType', typeName: m[1] },
  })],
];

/** Rewrites graphql-js validation errors in graphql-ruby's words, with its codes and the field path. */
export function shopifyValidationErrors(errors: readonly GraphQLError[], doc: DocumentNode): GraphQLError[] {
  const paths = nodePaths(doc);
  const ancestry = ancestorsOf(doc);
  return errors.map((error) => {
    const literal = literalArgumentError(error, ancestry, paths);
    if (literal) return literal;
    for (const [pattern, rewrite] of RULES) {
      const m = pattern.exec(error.message);
      if (!m) continue;
      const node = error.nodes?.[0];
      const { message, extensions } = rewrite(m, node, doc);
      return new GraphQLError(message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: node ? paths.get(node) : undefined,
        extensions,
      });
    }
    return error;
  });
}

// ValuesOfCorrectTypeRule's messages: a literal that is not of its argument's type.
const LITERAL_MESSAGE = /cannot represent|does not exist in "[^"]+" enum|^Expected value of type|^Enum "[^"]+" cannot represent/;

/**
 * A literal argument of the wrong type as graphql-ruby's ArgumentLiteralsAreCompatible words it:
 * `Argument 'first' on Field 'products' has an invalid value ("ten"). Expected type 'Int'.` on the field,
 * code argumentLiteralsIncompatible. Values inside input objects keep graphql-js's message.
 */
function literalArgumentError(error: GraphQLError, ancestry: Map<ASTNode, readonly ASTNode[]>, paths: Map<ASTNode, string[]>): GraphQLError | null {
  if (!LITERAL_MESSAGE.test(error.message)) return null;
  const node = error.nodes?.[0];
  const chain = node ? ancestry.get(node) : undefined;
  if (!node || !chain) return null;
  // The argument the value belongs to directly (a value in a list counts; one in an input object does not).
  let argument: ArgumentNode | undefined;
  for (const a of [...chain].reverse()) {
    if (a.kind === Kind.OBJECT_FIELD) return null;
    if (a.kind === Kind.ARGUMENT) {
      argument = a;
      break;
    }
  }
  const owner = argument ? chain[chain.indexOf(argument) - 1] : undefined;
  if (!argument || !owner || (owner.kind !== Kind.FIELD && owner.kind !== Kind.DIRECTIVE)) return null;
  const type = argumentType(owner, argument, chain);
  if (!type) return null;
  const kind = owner.kind === Kind.FIELD ? 'Field' : 'Directive';
  return new GraphQLError(
    `Argument '${argument.name.value}' on ${kind} '${owner.name.value}' has an invalid value (${print(argument.value)}). Expected type '${type}'.`,
    { nodes: [owner], path: paths.get(argument), extensions: { code: 'argumentLiteralsIncompatible', typeName: kind, argumentName: argument.name.value } },
  );
}

/** The declared type of a field's or directive's argument, found from the schema along the document. */
function argumentType(owner: ASTNode, argument: ArgumentNode, chain: readonly ASTNode[]): string | null {
  const schema = storefrontSchema();
  if (owner.kind === Kind.DIRECTIVE) {
    return String(schema.getDirective(owner.name.value)?.args.find((a) => a.name === argument.name.value)?.type ?? '') || null;
  }
  // Walk down from the operation or fragment to the field, following each field's type.
  let parent: unknown = null;
  for (const node of [...chain.slice(0, chain.indexOf(owner)), owner]) {
    if (node.kind === Kind.OPERATION_DEFINITION) parent = schema.getRootType(node.operation);
    else if (node.kind === Kind.FRAGMENT_DEFINITION || (node.kind === Kind.INLINE_FRAGMENT && node.typeCondition)) {
      parent = schema.getType((node.kind === Kind.FRAGMENT_DEFINITION ? node.typeCondition : node.typeCondition!).name.value);
    } else if (node.kind === Kind.FIELD) {
      const fields = (parent as { getFields?: () => Record<string, { type: unknown; args: { name: string; type: unknown }[] }> } | null)?.getFields?.();
      const field = fields?.[node.name.value];
      if (!field) return null;
      if (node === owner) return String(field.args.find((a) => a.name === argument.name.value)?.type ?? '') || null;
      let t = field.type as { ofType?: unknown };
      while (t.ofType) t = t.ofType as { ofType?: unknown };
      parent = t;
    }
  }
  return null;
}

/** Each node's ancestors, outermost first (the document and the lists between nodes left out). */
function ancestorsOf(doc: DocumentNode): Map<ASTNode, readonly ASTNode[]> {
  const out = new Map<ASTNode, readonly ASTNode[]>();
  visit(doc, {
    enter(node, _key, parent, _path, ancestors) {
      // graphql-js's ancestors stop before the parent.
      const chain = [...ancestors, parent].filter((a) => a && !Array.isArray(a) && (a as ASTNode).kind !== Kind.DOCUMENT) as ASTNode[];
      out.set(node as ASTNode, chain);
    },
  });
  return out;
}

/**
 * graphql-ruby's validation path of each node: the operation (`query`, `query Name`, `fragment F`),
 * then fields by name, inline fragments as `... on Type`, spreads as `... F`, arguments by name.
 */
function nodePaths(doc: DocumentNode): Map<ASTNode, string[]> {
  const out = new Map<ASTNode, string[]>();
  const stack: string[] = [];
  const label = (node: ASTNode): string | undefined => {
    switch (node.kind) {
      case Kind.OPERATION_DEFINITION:
        return node.name ? `${node.operation} ${node.name.value}` : node.operation;
      case Kind.FRAGMENT_DEFINITION:
        return `fragment ${node.name.value}`;
      case Kind.FIELD:
        return node.name.value;
      case Kind.INLINE_FRAGMENT:
        return node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...';
      case Kind.FRAGMENT_SPREAD:
        return `... ${node.name.value}`;
      case Kind.ARGUMENT:
        return node.name.value;
      default:
        return undefined;
    }
  };
  visit(doc, {
    enter(node) {
      const l = label(node as ASTNode);
      if (l !== undefined) stack.push(l);
      out.set(node as ASTNode, [...stack]);
    },
    leave(node) {
      if (label(node as ASTNode) !== undefined) stack.pop();
    },
  });
  return out;
}
