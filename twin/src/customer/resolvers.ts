import { createHash } from 'node:crypto';
import { sendMail } from '../outbox/index.js';
import { consumeMultipass } from '../multipass/consume.js';
import { MultipassError } from '../multipass/token.js';
import { connection, type PageArgs } from '../storefront/connection.js';
import { gid, parseGid } from '../storefront/ids.js';
import {
  authenticateCustomer,
  consumeResetToken,
  createCustomer,
  deleteAccessToken,
  deleteAddress,
  deleteAllAccessTokens,
  findCustomerByAccessToken,
  findCustomerByEmail,
  getAddress,
  getCustomer,
  hashCustomerPassword,
  insertAddress,
  issueAccessToken,
  issueResetToken,
  listAddresses,
  renewAccessToken,
  replaceAddress,
  setCustomerTags,
  setDefaultAddress,
  updateCustomer,
  type AddressRecord,
  type CustomerChanges,
  type CustomerRecord,
} from './store.js';
import { clearSignInFailures, LOGIN_ATTEMPTS_EXCEEDED, recordSignInFailure, signInLocked } from './lockout.js';
import { mergeMultipassAddresses, multipassCustomer } from './multipass.js';
import { customerOrders, type OrderListArgs } from './orders.js';
import {
  buildAddress,
  emailErrors,
  nameErrors,
  passwordErrors,
  phoneErrors,
  sameAddress,
  userError,
  type CustomerUserError,
  type MailingAddressInput,
} from './validation.js';
import type { ResolverMap, StorefrontContext } from '../storefront/types.js';

/** Most addresses a customer query returns in one page. */
const MAX_ADDRESSES = 250;

const unidentified = (): CustomerUserError =>
  userError('UNIDENTIFIED_CUSTOMER', ['customerAccessToken'], 'Unidentified customer');

/** Shopify's deprecated `userErrors` mirror customerUserErrors without the code. */
const withUserErrors = <T extends object>(payload: T, errors: CustomerUserError[]) => ({
  ...payload,
  customerUserErrors: errors,
  userErrors: errors.map(({ field, message }) => ({ field, message })),
});

const addressGid = (id: number): string => gid('MailingAddress', `${id}?model_name=CustomerAddress`);

function addressIdFrom(raw: unknown): number | null {
  const parsed = parseGid(String(raw ?? ''));
  if (!parsed || parsed.type !== 'MailingAddress' || !/^\d+$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

function customerFor(ctx: StorefrontContext, token: unknown): CustomerRecord | undefined {
  return typeof token === 'string' ? findCustomerByAccessToken(ctx.db, ctx.store, token) : undefined;
}

/** Tells the other modules (the customers/update webhook) of a change to the customer's email or name; answers `after`. */
function announceChange(ctx: StorefrontContext, before: CustomerRecord, after: CustomerRecord): CustomerRecord {
  const changed = before.email !== after.email || before.firstName !== after.firstName || before.lastName !== after.lastName;
  return changed ? ctx.rt.customerUpdated(after) : after;
}

function tokenPayload(token: { accessToken: string; expiresAt: string }) {
  return { __typename: 'CustomerAccessToken', ...token };
}

/** Customer addresses (AddressRecord) and the order addresses checkout stores (already Storefront-shaped). */
type AnyAddress = Omit<AddressRecord, 'id'> & { id: number | string; countryCodeV2?: string | null };

function formattedLines(a: AnyAddress, withName: boolean, withCompany: boolean): string[] {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const area = [a.city, a.provinceCode ?? a.province, a.zip].filter(Boolean).join(' ');
  return [
    withName ? name : '',
    withCompany ? (a.company ?? '') : '',
    a.address1 ?? '',
    a.address2 ?? '',
    area,
    a.country ?? '',
  ].filter((line) => line !== '');
}

const customerFields: ResolverMap['Customer'] = {
  id: (c: CustomerRecord) => gid('Customer', c.id),
  displayName: (c: CustomerRecord) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email,
  defaultAddress: (c: CustomerRecord, _args, ctx) =>
    c.defaultAddressId === null ? null : (getAddress(ctx.db, c.id, c.defaultAddressId) ?? null),
  addresses: (c: CustomerRecord, args: PageArgs, ctx) =>
    connection(listAddresses(ctx.db, c.id), args, (a) => a.id, (a) => a, { max: MAX_ADDRESSES }),
  orders: (c: CustomerRecord, args: OrderListArgs, ctx) => customerOrders(ctx, c, args),
  numberOfOrders: (c: CustomerRecord, _args, ctx) => String(customerOrders(ctx, c, { first: 250 }).totalCount),
  metafield: () => null,
  metafields: (_c, args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
};

const addressFields: ResolverMap['MailingAddress'] = {
  id: (a: AnyAddress) => (typeof a.id === 'string' ? a.id : addressGid(a.id)),
  countryCode: (a: AnyAddress) => a.countryCode ?? a.countryCodeV2 ?? null,
  countryCodeV2: (a: AnyAddress) => a.countryCodeV2 ?? a.countryCode ?? null,
  name: (a: AnyAddress) => [a.firstName, a.lastName].filter(Boolean).join(' ') || null,
  formatted: (a: AnyAddress, args) =>
    formattedLines(a, args.withName ?? false, args.withCompany ?? true),
  formattedArea: (a: AnyAddress) =>
    [[a.city, a.provinceCode ?? a.province].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ') || null,
  latitude: () => null,
  longitude: () => null,
};

/** Storefront resolvers of customers: token lifecycle, account, addresses and the order history. */
export const customerResolvers: ResolverMap = {
  QueryRoot: {
    customer: (_root, args: { customerAccessToken: string }, ctx) => customerFor(ctx, args.customerAccessToken) ?? null,
  },
  Customer: customerFields,
  MailingAddress: addressFields,
  Mutation: {
    customerAccessTokenCreate: async (_root, args: { input: { email: string; password: string } }, ctx) => {
      const { email, password } = args.input;
      // A locked account answers the same whether or not the password is right, so guessing on is useless.
      if (signInLocked(ctx.store.name, email)) {
        return withUserErrors({ customerAccessToken: null }, [userError('UNIDENTIFIED_CUSTOMER', null, LOGIN_ATTEMPTS_EXCEEDED)]);
      }
      const customer = await authenticateCustomer(ctx.db, ctx.store, email, password);
      if (!customer) {
        recordSignInFailure(ctx.store.name, email);
        return withUserErrors({ customerAccessToken: null }, [userError('UNIDENTIFIED_CUSTOMER', null, 'Unidentified customer')]);
      }
      clearSignInFailures(ctx.store.name, email);
      return withUserErrors({ customerAccessToken: tokenPayload(issueAccessToken(ctx.db, customer)) }, []);
    },

    customerAccessTokenCreateWithMultipass: (_root, args: { multipassToken: string }, ctx) => {
      const refused = () =>
        withUserErrors({ customerAccessToken: null }, [userError('INVALID_MULTIPASS_REQUEST', ['multipassToken'], 'Invalid multipass request')]);
      try {
        const data = consumeMultipass(ctx.db, ctx.store.name, ctx.store.multipassSecret, args.multipassToken);
        const names = {
          firstName: typeof data.first_name === 'string' ? data.first_name : null,
          lastName: typeof data.last_name === 'string' ? data.last_name : null,
        };
        // One transaction: a moved email, new names and the customers/update webhook they cause go together.
        const signedIn = ctx.db.transaction((): CustomerRecord | null => {
          const found = multipassCustomer(ctx.db, ctx.store.name, data, names);
          if (!found) return null;
          let customer = found.customer;
          // A multipass login carries the customer's current names: they replace stored ones, as Shopify updates the customer.
          const changes = {
            ...(names.firstName !== null && names.firstName !== customer.firstName ? { firstName: names.firstName } : {}),
            ...(names.lastName !== null && names.lastName !== customer.lastName ? { lastName: names.lastName } : {}),
          };
          if (Object.keys(changes).length) customer = updateCustomer(ctx.db, customer, changes);
          // Shopify's multipass tag_string replaces the customer's tags.
          if (typeof data.tag_string === 'string') customer = setCustomerTags(ctx.db, customer, data.tag_string.split(','));
          customer = mergeMultipassAddresses(ctx.db, customer, data.addresses);
          return found.before ? announceChange(ctx, found.before, customer) : customer;
        })();
        if (!signedIn) return refused();
        return withUserErrors({ customerAccessToken: tokenPayload(issueAccessToken(ctx.db, signedIn)) }, []);
      } catch (error) {
        if (!(error instanceof MultipassError)) throw error;
        return refused();
      }
    },

    customerAccessTokenRenew: (_root, args: { customerAccessToken: string }, ctx) => {
      const renewed = renewAccessToken(ctx.db, ctx.store, args.customerAccessToken);
      if (!renewed) {
        return {
          customerAccessToken: null,
          userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }],
        };
      }
      return { customerAccessToken: tokenPayload(renewed), userErrors: [] };
    },

    customerAccessTokenDelete: (_root, args: { customerAccessToken: string }, ctx) => {
      const token = args.customerAccessToken;
      if (!deleteAccessToken(ctx.db, ctx.store, token)) {
        return {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: [{ field: ['customerAccessToken'], message: 'Access token does not exist' }],
        };
      }
      return {
        deletedAccessToken: token,
        deletedCustomerAccessTokenId: createHash('sha256').update(token).digest('hex').slice(0, 32),
        userErrors: [],
      };
    },

    customerCreate: async (_root, args: { input: Record<string, unknown> }, ctx) => {
      const input = args.input;
      const errors = [
        ...emailErrors(input.email, ['input', 'email']),
        ...passwordErrors(input.password, ['input', 'password']),
        ...nameErrors(input.firstName, ['input', 'firstName'], 'First name'),
        ...nameErrors(input.lastName, ['input', 'lastName'], 'Last name'),
        ...phoneErrors(input.phone, ['input', 'phone']),
      ];
      // Hashed first, so the check for a taken email and the insert happen together after the wait.
      const passwordHash = errors.length ? null : await hashCustomerPassword(String(input.password));
      const existing = errors.length ? undefined : findCustomerByEmail(ctx.db, ctx.store, String(input.email));
      if (existing?.hasPassword) errors.push(userError('TAKEN', ['input', 'email'], 'Email has already been taken'));
      if (errors.length) return withUserErrors({ customer: null }, errors);
      if (existing) {
        // A customer known from checkout or multipass but without a password: Shopify mails an activation link instead.
        sendActivationMail(ctx, existing);
        return withUserErrors({ customer: null }, [
          userError('CUSTOMER_DISABLED', null, `We have sent an email to ${existing.email}, please click the link included to verify your email address.`),
        ]);
      }
      const customer = createCustomer(ctx.db, ctx.store, {
        email: String(input.email),
        passwordHash,
        firstName: (input.firstName as string | null) ?? null,
        lastName: (input.lastName as string | null) ?? null,
        phone: (input.phone as string | null) ?? null,
        acceptsMarketing: Boolean(input.acceptsMarketing),
      });
      return withUserErrors({ customer }, []);
    },

    customerUpdate: async (_root, args: { customerAccessToken: string; customer: Record<string, unknown> }, ctx) => {
      const customer = customerFor(ctx, args.customerAccessToken);
      if (!customer) return withUserErrors({ customer: null, customerAccessToken: null }, [unidentified()]);
      const input = args.customer;
      const errors: CustomerUserError[] = [];
      const changes: CustomerChanges = {};
      if ('email' in input && input.email !== null) {
        errors.push(...emailErrors(input.email, ['customer', 'email']));
        const other = typeof input.email === 'string' ? findCustomerByEmail(ctx.db, ctx.store, input.email) : undefined;
        if (!errors.length && other && other.id !== customer.id) {
          errors.push(userError('TAKEN', ['customer', 'email'], 'Email has already been taken'));
        }
        changes.email = String(input.email);
      }
      for (const [key, label] of [['firstName', 'First name'], ['lastName', 'Last name']] as const) {
        if (key in input) {
          errors.push(...nameErrors(input[key], ['customer', key], label));
          changes[key] = (input[key] as string | null) || null;
        }
      }
      if ('phone' in input) {
        errors.push(...phoneErrors(input.phone, ['customer', 'phone']));
        changes.phone = (input.phone as string | null) || null;
      }
      if ('acceptsMarketing' in input && input.acceptsMarketing !== null) changes.acceptsMarketing = Boolean(input.acceptsMarketing);
      const password = 'password' in input && input.password !== null ? input.password : undefined;
      if (password !== undefined) errors.push(...passwordErrors(password, ['customer', 'password']));
      if (errors.length) return withUserErrors({ customer: null, customerAccessToken: null }, errors);
      if (password !== undefined) changes.passwordHash = await hashCustomerPassword(String(password));
      return ctx.db.transaction(() => {
        const updated = announceChange(ctx, customer, updateCustomer(ctx.db, customer, changes));
        // A new password ends every session; the caller continues with the token returned here.
        if (changes.passwordHash !== undefined) deleteAllAccessTokens(ctx.db, customer.id);
        return withUserErrors({ customer: updated, customerAccessToken: tokenPayload(issueAccessToken(ctx.db, updated)) }, []);
      })();
    },

    customerRecover: (_root, args: { email: string }, ctx) => {
      const errors = emailErrors(args.email, ['email']);
      if (errors.length) return withUserErrors({}, errors);
      const customer = findCustomerByEmail(ctx.db, ctx.store, args.email);
      if (!customer) return withUserErrors({}, [userError('UNIDENTIFIED_CUSTOMER', ['email'], 'Could not find customer')]);
      const token = issueResetToken(ctx.db, customer.id);
      const url = `${ctx.origin}/shops/${ctx.store.name}/account/reset/${customer.id}/${token}`;
      sendMail(ctx.db, {
        to: customer.email,
        subject: 'Customer account password reset',
        text: `Follow this link to reset your customer account password:\n${url}\n\nIf you did not ask to reset your password, ignore this mail.`,
      });
      return withUserErrors({}, []);
    },

    customerReset: (_root, args: { id: string; input: { resetToken: string; password: string } }, ctx) =>
      resetPassword(ctx, args.id, args.input.resetToken, args.input.password, ['input']),

    customerResetByUrl: (_root, args: { resetUrl: string; password: string }, ctx) => {
      const match = /\/account\/reset\/(\d+)\/([0-9a-f]+)\/?$/.exec(String(args.resetUrl));
      if (!match) return withUserErrors({ customer: null, customerAccessToken: null }, [userError('INVALID', ['resetUrl'], 'Reset url is invalid')]);
      return resetPassword(ctx, gid('Customer', match[1]!), match[2]!, args.password, []);
    },

    customerActivate: (_root, args: { id: string; input: { activationToken: string; password: string } }, ctx) =>
      activate(ctx, args.id, args.input.activationToken, args.input.password, ['input']),

    customerActivateByUrl: (_root, args: { activationUrl: string; password: string }, ctx) => {
      const match = /\/account\/activate\/(\d+)\/([0-9a-f]+)\/?$/.exec(String(args.activationUrl));
      if (!match) {
        return withUserErrors({ customer: null, customerAccessToken: null }, [userError('INVALID', ['activationUrl'], 'Activation url is invalid')]);
      }
      return activate(ctx, gid('Customer', match[1]!), match[2]!, args.password, []);
    },

    customerAddressCreate: (_root, args: { customerAccessToken: string; address: MailingAddressInput }, ctx) => {
      const customer = customerFor(ctx, args.customerAccessToken);
      if (!customer) return withUserErrors({ customerAddress: null }, [unidentified()]);
      const { fields, errors } = buildAddress(args.address, null);
      if (!errors.length && listAddresses(ctx.db, customer.id).some((a) => sameAddress(fields, a))) {
        errors.push(userError('TAKEN', ['address'], 'Address already exists'));
      }
      if (errors.length) return withUserErrors({ customerAddress: null }, errors);
      return withUserErrors({ customerAddress: insertAddress(ctx.db, customer, fields) }, []);
    },

    customerAddressUpdate: (_root, args: { customerAccessToken: string; id: string; address: MailingAddressInput }, ctx) => {
      const customer = customerFor(ctx, args.customerAccessToken);
      if (!customer) return withUserErrors({ customerAddress: null }, [unidentified()]);
      const id = addressIdFrom(args.id);
      const current = id === null ? undefined : getAddress(ctx.db, customer.id, id);
      if (!current) return withUserErrors({ customerAddress: null }, [userError('NOT_FOUND', ['id'], 'Address does not exist')]);
      const { fields, errors } = buildAddress(args.address, current);
      if (!errors.length && listAddresses(ctx.db, customer.id).some((a) => a.id !== current.id && sameAddress(fields, a))) {
        errors.push(userError('TAKEN', ['address'], 'Address already exists'));
      }
      if (errors.length) return withUserErrors({ customerAddress: null }, errors);
      return withUserErrors({ customerAddress: replaceAddress(ctx.db, customer.id, current.id, fields) }, []);
    },

    customerAddressDelete: (_root, args: { customerAccessToken: string; id: string }, ctx) => {
      const customer = customerFor(ctx, args.customerAccessToken);
      if (!customer) return withUserErrors({ deletedCustomerAddressId: null }, [unidentified()]);
      const id = addressIdFrom(args.id);
      if (id === null || !getAddress(ctx.db, customer.id, id)) {
        return withUserErrors({ deletedCustomerAddressId: null }, [userError('NOT_FOUND', ['id'], 'Address does not exist')]);
      }
      deleteAddress(ctx.db, customer, id);
      return withUserErrors({ deletedCustomerAddressId: addressGid(id) }, []);
    },

    customerDefaultAddressUpdate: (_root, args: { customerAccessToken: string; addressId: string }, ctx) => {
      const customer = customerFor(ctx, args.customerAccessToken);
      if (!customer) return withUserErrors({ customer: null }, [unidentified()]);
      const id = addressIdFrom(args.addressId);
      if (id === null || !getAddress(ctx.db, customer.id, id)) {
        return withUserErrors({ customer: null }, [userError('NOT_FOUND', ['addressId'], 'Address does not exist')]);
      }
      return withUserErrors({ customer: setDefaultAddress(ctx.db, customer, id) }, []);
    },
  },
};

/** The store's customer a `gid://shopify/Customer/<n>` id names, if any. */
function customerByGid(ctx: StorefrontContext, rawId: string): CustomerRecord | undefined {
  const parsed = parseGid(String(rawId));
  return parsed && parsed.type === 'Customer' && /^\d+$/.test(parsed.id) ? getCustomer(ctx.db, ctx.store, Number(parsed.id)) : undefined;
}

async function resetPassword(ctx: StorefrontContext, rawId: string, resetToken: string, password: string, prefix: string[]) {
  const customer = customerByGid(ctx, rawId);
  const errors = passwordErrors(password, [...prefix, 'password']);
  if (errors.length) return withUserErrors({ customer: null, customerAccessToken: null }, errors);
  if (!customer || !consumeResetToken(ctx.db, customer.id, String(resetToken))) {
    return withUserErrors({ customer: null, customerAccessToken: null }, [
      userError('TOKEN_INVALID', [...prefix, 'resetToken'], 'Reset token is invalid or has expired'),
    ]);
  }
  const passwordHash = await hashCustomerPassword(password);
  return ctx.db.transaction(() => {
    const updated = updateCustomer(ctx.db, customer, { passwordHash });
    deleteAllAccessTokens(ctx.db, customer.id);
    return withUserErrors({ customer: updated, customerAccessToken: tokenPayload(issueAccessToken(ctx.db, updated)) }, []);
  })();
}

/** Mails a customer without a password the link that activates the account (customerActivateByUrl). */
function sendActivationMail(ctx: StorefrontContext, customer: CustomerRecord): void {
  const token = issueResetToken(ctx.db, customer.id, 'activate');
  const url = `${ctx.origin}/shops/${ctx.store.name}/account/activate/${customer.id}/${token}`;
  sendMail(ctx.db, {
    to: customer.email,
    subject: 'Customer account activation',
    text: `Activate your customer account by following this link and choosing a password:\n${url}\n\nIf you did not ask for an account, ignore this mail.`,
  });
}

async function activate(ctx: StorefrontContext, rawId: string, activationToken: string, password: string, prefix: string[]) {
  const customer = customerByGid(ctx, rawId);
  const errors = passwordErrors(password, [...prefix, 'password']);
  if (errors.length) return withUserErrors({ customer: null, customerAccessToken: null }, errors);
  if (customer?.hasPassword) {
    return withUserErrors({ customer: null, customerAccessToken: null }, [userError('ALREADY_ENABLED', null, 'Customer already enabled')]);
  }
  if (!customer || !consumeResetToken(ctx.db, customer.id, String(activationToken), 'activate')) {
    return withUserErrors({ customer: null, customerAccessToken: null }, [
      userError('TOKEN_INVALID', [...prefix, 'activationToken'], 'Activation token is invalid or has expired'),
    ]);
  }
  const passwordHash = await hashCustomerPassword(password);
  return ctx.db.transaction(() => {
    const updated = updateCustomer(ctx.db, customer, { passwordHash });
    return withUserErrors({ customer: updated, customerAccessToken: tokenPayload(issueAccessToken(ctx.db, updated)) }, []);
  })();
}
