import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { requireViewer } from '../policies/authorize.ts';
import type { GraphQLContext } from './context.ts';

const ROOTS = ['Query', 'Mutation', 'Subscription'];

/** Root fields that declare neither `@auth` nor `@public`: the schema refuses to load with any. */
export function undeclaredRootFields(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const root of ROOTS) {
    const type = schema.getType(root);
    if (!type || !('getFields' in type)) continue;
    for (const field of Object.values(type.getFields())) {
      const declared = ['auth', 'public'].some((name) => getDirective(schema, field, name)?.length);
      if (!declared) missing.push(`${root}.${field.name}`);
    }
  }
  return missing;
}

/** Wraps every `@auth` field so it answers UNAUTHENTICATED before its resolver runs (a subscription's, before it starts). */
export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  const missing = undeclaredRootFields(schema);
  if (missing.length) throw new Error(`Root fields must declare @auth or @public: ${missing.join(', ')}`);
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field) => {
      if (!getDirective(schema, field, 'auth')?.length) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const subscribe = field.subscribe;
      return {
        ...field,
        resolve(parent, args, ctx: GraphQLContext, info) {
          requireViewer(ctx.viewer);
          return resolve(parent, args, ctx, info);
        },
        ...(subscribe && {
          subscribe(parent: unknown, args: Record<string, unknown>, ctx: GraphQLContext, info: Parameters<typeof subscribe>[3]) {
            requireViewer(ctx.viewer);
            return subscribe(parent, args, ctx, info);
          },
        }),
      };
    },
  });
}
