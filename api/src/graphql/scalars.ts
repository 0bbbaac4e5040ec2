import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { t } from '../i18n.ts';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw badInput(t('graphql:dateFormat'));
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw badInput(t('graphql:notARealDate', { day: value }));
  return value;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw badInput(t('graphql:dateTimeFormat'));
  // Date.parse rolls a day the month lacks over into the next month (February 30th is March 2nd).
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (day && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) throw badInput(t('graphql:notARealDate', { day }));
  return new Date(value).toISOString();
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

function literalToJson(ast: import('graphql').ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    case Kind.LIST:
      return ast.values.map(literalToJson);
    default:
      return null;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});

export const scalarResolvers = { Date: DateScalar, DateTime: DateTimeScalar, JSON: JSONScalar, Upload: GraphQLUpload };
