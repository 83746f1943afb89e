// The twin's Admin API SDL against the schema Shopify publishes: every type, field, argument, input
// field, enum value and union member the twin serves exists in Shopify's Admin API with the same type,
// so a document the twin accepts is one Shopify accepts. The departures the twin had before are listed
// and may only shrink.
import { describe, expect, it } from 'vitest';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import { adminSchema } from '../src/admin/schema.js';
import { assertValidAdminDocument, officialAdminSchema } from './admin-schema.js';

/** Where the twin's SDL is not Shopify's (older than the subscription surface; fixing them changes what the store's services send). */
const KNOWN_DEPARTURES = [
  'MailingAddressInput.countryCode: String, Shopify CountryCode',
  'OrderCreateUserErrorCode.PRODUCT_NOT_FOUND: not in Shopify',
  'OrderCreateUserErrorCode.REQUIRED: not in Shopify',
];

const ROOTS: Record<string, string> = { Query: 'QueryRoot' };

function departures(): string[] {
  const official = officialAdminSchema();
  const out: string[] = [];
  for (const type of Object.values(adminSchema().getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__')) continue;
    const theirs = official.getType(ROOTS[type.name] ?? type.name);
    if (!theirs) {
      out.push(`${type.name}: not in Shopify`);
      continue;
    }
    if (theirs.constructor !== type.constructor) out.push(`${type.name}: another kind of type`);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      const theirFields = (isObjectType(theirs) || isInterfaceType(theirs) || isInputObjectType(theirs) ? theirs.getFields() : {}) as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>;
      for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
        const their = theirFields[field.name];
        if (!their) {
          out.push(`${type.name}.${field.name}: not in Shopify`);
          continue;
        }
        if (String(their.type) !== String(field.type)) out.push(`${type.name}.${field.name}: ${String(field.type)}, Shopify ${String(their.type)}`);
        for (const arg of 'args' in field ? field.args : []) {
          const theirArg = 'args' in their ? their.args.find((a) => a.name === arg.name) : undefined;
          if (!theirArg) out.push(`${type.name}.${field.name}(${arg.name}): not in Shopify`);
          else if (String(theirArg.type) !== String(arg.type)) out.push(`${type.name}.${field.name}(${arg.name}): ${String(arg.type)}, Shopify ${String(theirArg.type)}`);
        }
        // A required argument or input field of Shopify's that the twin lacks would let documents through that Shopify refuses.
        for (const theirArg of 'args' in their ? their.args : []) {
          if (String(theirArg.type).endsWith('!') && theirArg.defaultValue === undefined && !('args' in field && field.args.some((a) => a.name === theirArg.name))) {
            out.push(`${type.name}.${field.name}(${theirArg.name}): required by Shopify, missing`);
          }
        }
      }
      if (isInputObjectType(type) && isInputObjectType(theirs)) {
        for (const f of Object.values(theirs.getFields())) {
          if (String(f.type).endsWith('!') && f.defaultValue === undefined && !type.getFields()[f.name]) out.push(`${type.name}.${f.name}: required by Shopify, missing`);
        }
      }
      if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
        const theirInterfaces = new Set(theirs.getInterfaces().map((i) => i.name));
        for (const i of type.getInterfaces()) if (!theirInterfaces.has(i.name)) out.push(`${type.name} implements ${i.name}: not in Shopify`);
      }
    }
    if (isEnumType(type) && isEnumType(theirs)) {
      const values = new Set(theirs.getValues().map((v) => v.name));
      for (const v of type.getValues()) if (!values.has(v.name)) out.push(`${type.name}.${v.name}: not in Shopify`);
    }
    if (isUnionType(type) && isUnionType(theirs)) {
      const members = new Set(theirs.getTypes().map((t) => t.name));
      for (const t of type.getTypes()) if (!members.has(t.name)) out.push(`${type.name} | ${t.name}: not in Shopify`);
    }
  }
  return out.sort();
}

describe('the Admin API SDL', () => {
  it('is a part of Shopify’s published Admin API schema, but for the departures it had before', () => {
    expect(departures()).toEqual([...KNOWN_DEPARTURES].sort());
  });

  it('serves the subscription surface under Shopify’s names', () => {
    const query = adminSchema().getQueryType()!.getFields();
    const mutation = adminSchema().getMutationType()!.getFields();
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['subscriptionContract', 'subscriptionContracts', 'subscriptionBillingAttempt', 'subscriptionDraft', 'customerPaymentMethod']));
    expect(Object.keys(mutation)).toEqual(
      expect.arrayContaining([
        'subscriptionBillingAttemptCreate',
        'subscriptionContractUpdate',
        'subscriptionDraftUpdate',
        'subscriptionDraftCommit',
        'subscriptionContractPause',
        'subscriptionContractActivate',
        'subscriptionContractCancel',
      ]),
    );
  });

  it('refuses a document Shopify would refuse', () => {
    expect(() => assertValidAdminDocument('{ subscriptionContract(id: "gid://shopify/SubscriptionContract/1") { nextBillingDay } }')).toThrow(/nextBillingDay/);
    expect(() => assertValidAdminDocument('mutation { subscriptionBillingAttemptCreate(subscriptionContractId: "x", subscriptionBillingAttemptInput: { originTime: "2026-01-01T00:00:00Z" }) { userErrors { code } } }')).toThrow(/idempotencyKey/);
  });
});
