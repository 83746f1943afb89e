// Whether a booking's email already has a customer account in a store (the site then shows the
// existing-account notice), asked of each store's Admin API.
import type { Services } from '../part.js';

const CUSTOMER_BY_EMAIL = `query CustomerByEmail($query: String!) {
  customers(first: 1, query: $query) { nodes { id } }
}`;

/** Whether any store has a customer with this email; a store that cannot answer counts as no (the notice is a courtesy). */
export async function hasCustomerAccount(services: Services, email: string): Promise<boolean> {
  const query = `email:"${email.replace(/["\\]/g, '')}"`;
  const answers = await Promise.all(
    [...services.stores.keys()].map(async (store) => {
      try {
        const data = await services.shopify.graphql<{ customers: { nodes: { id: string }[] } }>(store, CUSTOMER_BY_EMAIL, { query });
        return data.customers.nodes.length > 0;
      } catch (error) {
        services.log.warn({ store, err: { message: (error as Error).message } }, 'customer lookup failed');
        return false;
      }
    }),
  );
  return answers.some(Boolean);
}
