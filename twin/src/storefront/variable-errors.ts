// Variable values refused in Shopify's words. Shopify's GraphQL runs on graphql-ruby, which checks each
// variable's value against its type before running a query and answers one error per refused variable:
//   {"message":"Variable $handle of type String! was provided invalid value",
//    "locations":[{"line":1,"column":16}],
//    "extensions":{"value":null,"problems":[{"path":[],"explanation":"Expected value to not be null"}]}}
// with " for <path> (<explanation>), …" added to the message for problems inside the value. The
// explanations are graphql-ruby's (GraphQL::Query::VariableValidationError, Schema::NonNull, List,
// InputObject, Enum and Scalar#validate_input in rmosolgo/graphql-ruby). graphql-js decides whether a
// value is refused; this module only words the refusal.
import {
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLScalarType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** One problem of a value, as graphql-ruby reports it. */
export interface InputProblem {
  path: (string | number)[];
  explanation: string;
}

/** graphql-ruby's GraphQL::Language.serialize: objects as `{a:1}`, lists as `[1,2]`, the rest as JSON. */
export function rubySerialize(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(rubySerialize).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}:${rubySerialize(v)}`)
      .join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** Whether a built-in scalar takes the value as graphql-ruby's coerce_input does; other scalars as the schema parses them. */
function scalarAccepts(type: GraphQLScalarType, value: unknown): boolean {
  switch (type.name) {
    case 'String':
      return typeof value === 'string';
    case 'Boolean':
      return typeof value === 'boolean';
    case 'Int':
      return Number.isInteger(value) && (value as number) >= INT_MIN && (value as number) <= INT_MAX;
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value);
    case 'ID':
      return typeof value === 'string' || Number.isInteger(value);
    default:
      try {
        return type.parseValue(value) !== undefined;
      } catch {
        return false;
      }
  }
}

/** The problems of `value` for `type` (none when it is valid), as graphql-ruby's validate_input finds them. */
export function inputProblems(type: GraphQLInputType, value: unknown, path: (string | number)[] = []): InputProblem[] {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) return [{ path, explanation: 'Expected value to not be null' }];
    return inputProblems(type.ofType, value, path);
  }
  if (value === null || value === undefined) return [];
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value];
    return items.flatMap((item, index) => inputProblems(type.ofType, item, [...path, index]));
  }
  if (isInputObjectType(type)) {
    if (Array.isArray(value) || typeof value !== 'object') {
      return [{ path, explanation: `Expected ${JSON.stringify(value)} to be a key-value object.` }];
    }
    const fields = type.getFields();
    const given = value as Record<string, unknown>;
    const problems: InputProblem[] = [];
    for (const [name, fieldValue] of Object.entries(given)) {
      const field = fields[name];
      if (!field) problems.push({ path: [...path, name], explanation: `Field is not defined on ${type.name}` });
      else problems.push(...inputProblems(field.type, fieldValue, [...path, name]));
    }
    for (const field of Object.values(fields)) {
      if (!(field.name in given) && isNonNullType(field.type) && field.defaultValue === undefined) {
        problems.push(...inputProblems(field.type, null, [...path, field.name]));
      }
    }
    return problems;
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((v) => v.name);
    return typeof value === 'string' && names.includes(value) ? [] : [{ path, explanation: `Expected ${rubySerialize(value)} to be one of: ${names.join(', ')}` }];
  }
  return scalarAccepts(type, value) ? [] : [{ path, explanation: `Could not coerce value ${rubySerialize(value)} to ${type.name}` }];
}

/**
 * The errors graphql-ruby answers for an operation's refused variables, or null when it would find none
 * (then graphql-js's own errors stand).
 */
export function shopifyVariableErrors(schema: GraphQLSchema, op: OperationDefinitionNode, variables: Record<string, unknown>): GraphQLError[] | null {
  const errors: GraphQLError[] = [];
  for (const definition of op.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) continue;
    const name = definition.variable.name.value;
    const provided = Object.hasOwn(variables, name);
    // An absent variable takes its default; only a missing required one is refused.
    if (!provided && definition.defaultValue) continue;
    const value = provided ? variables[name] : null;
    const problems = inputProblems(type, value);
    if (!problems.length) continue;
    const inside = problems.filter((p) => p.path.length).map((p) => `${p.path.join('.')} (${p.explanation})`);
    errors.push(
      new GraphQLError(`Variable $${name} of type ${String(type)} was provided invalid value${inside.length ? ` for ${inside.join(', ')}` : ''}`, {
        nodes: definition,
        extensions: { value: value ?? null, problems },
      }),
    );
  }
  return errors.length ? errors : null;
}
