import { defaultFieldResolver, getNullableType, isInputObjectType, isListType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { isPlainObject, throwIfAny, valueProblem } from '../input/text-input.ts';

/**
 * Checks the text of every argument before a field resolves, so that GraphQL applies the same
 * text check as the REST routes (http/text-input.ts). Arguments arrive here already coerced, from
 * variables and literals alike; a refusal is a BAD_USER_INPUT naming each input field. Only fields
 * that take arguments are wrapped.
 */
export function checkTextArguments(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const args = Object.entries(field.args ?? {});
      if (!args.length) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve(parent, values: Record<string, unknown>, ctx, info) {
          const found: Record<string, string> = {};
          for (const [name, arg] of args) collect(name, arg.type, values[name], found);
          throwIfAny(found);
          return resolve(parent, values, ctx, info);
        },
      };
    },
  });
}

/** Walks a value by its input type: input objects field by field, leaves (text, JSON) whole. */
function collect(field: string, type: GraphQLInputType, value: unknown, found: Record<string, string>) {
  if (value == null) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    for (const item of Array.isArray(value) ? value : [value]) collect(field, nullable.ofType as GraphQLInputType, item, found);
  } else if (isInputObjectType(nullable) && isPlainObject(value)) {
    for (const [name, inner] of Object.entries(nullable.getFields())) collect(name, inner.type, value[name], found);
  } else {
    const problem = valueProblem(field, value);
    if (problem) found[field] ??= problem;
  }
}
