// Every GROQ query the site runs. The same strings go to groq-js (content/*.ndjson) and to
// @sanity/client (hosted dataset), so local and production builds read content identically.

/** Storefront settings of the named Shopify stores (never the multipass secret). */
export const STORES_QUERY = /* groq */ `*[_type == "shopifyStore"]{
  name, brand, currency, countries, storefrontAccessToken, shipping
}`;

/** The brand's settings document. */
export const BRAND_SETTINGS_QUERY = /* groq */ `*[_type == "brandSettings" && brand == $brand][0]{
  brand, name, stores, supportEmail, careLines, articleMetadata
}`;

/** Editorial fields of the brand's products (commerce data comes from the Storefront API). */
export const PRODUCTS_QUERY = /* groq */ `*[_type == "product" && brand == $brand && store.isDeleted != true]{
  _id,
  "handle": store.slug.current,
  "productType": store.productType,
  "gid": store.gid,
  title, description, languages, canBeShown, availability, pathPrefix, pathAliases,
  images, videos, reviews, seo, petType, optionLabels,
  "addOns": addOns[]->store.slug.current
}`;

/** Localized labels of the brand's selling plans, by plan gid. */
export const SELLING_PLAN_LABELS_QUERY = /* groq */ `*[_type == "sellingPlanGroup" && brand == $brand].store.sellingPlans[]{
  gid, label
}`;

/** Editorial fields of the brand's collections. */
export const COLLECTIONS_QUERY = /* groq */ `*[_type == "collection" && brand == $brand]{
  _id,
  "handle": store.slug.current,
  "gid": store.gid,
  "sortOrder": store.sortOrder,
  title, description, image
}`;

const SECTION_PROJECTION = /* groq */ `sections[]{
  _key, _type, heading, text, image, cta,
  "products": products[]->store.slug.current,
  "collections": collections[]->store.slug.current,
  "cards": cards[]->{_id, title, text, link, icon}
}`;

/** The brand's pages and the shared pages it appears on, every language. */
export const PAGES_QUERY = /* groq */ `*[(_type == "page" && brand == $brand) || (_type == "sharedPage" && $brand in brands)]{
  _id, _type, language, translationKey, title, "slug": slug.current, seo, body, template, publishedAt,
  ${SECTION_PROJECTION}
}`;

/** Blog categories, every language. */
export const BLOG_CATEGORIES_QUERY = /* groq */ `*[_type == "blogCategory" && brand == $brand]{
  _id, language, translationKey, title, "slug": slug.current, description, seo
}`;

/** Blog posts, newest first, every language. */
export const BLOG_POSTS_QUERY = /* groq */ `*[_type == "blogPost" && brand == $brand] | order(publishedAt desc){
  _id, language, translationKey, title, "slug": slug.current, excerpt, body, image, tags, metadata, publishedAt, seo,
  "category": category->{_id, translationKey, title, "slug": slug.current},
  "author": author->{name, role, bio, image},
  "products": products[]->store.slug.current
}`;

/** Press releases, newest first, every language. */
export const PRESS_RELEASES_QUERY = /* groq */ `*[_type == "pressRelease" && brand == $brand] | order(publishedAt desc){
  _id, language, translationKey, title, "slug": slug.current, excerpt, body, publishedAt, outlet, seo
}`;

/** Support cards, every language. */
export const SUPPORT_CARDS_QUERY = /* groq */ `*[_type == "supportCard" && brand == $brand]{
  _id, language, translationKey, title, text, link, icon
}`;

/** Product manuals, every language, with their product's handle and title. */
export const PRODUCT_MANUALS_QUERY = /* groq */ `*[_type == "productManual" && brand == $brand]{
  _id, language, title, file, "product": product->{"handle": store.slug.current, title, canBeShown}
}`;

/** Store locations of the brand. */
export const STORE_LOCATIONS_QUERY = /* groq */ `*[_type == "storeLocation" && brand == $brand]{
  _id, language, name, address, city, region, postalCode, country, phone, hours
}`;

/** Notification banners of the brand, one per language. */
export const NOTIFICATION_BANNERS_QUERY = /* groq */ `*[_type == "notificationBanner" && brand == $brand]{
  _id, language, scheduledMessageEnabled, scheduledMessage, scheduledLink, startDate, endDate, messageText, messageLink
}`;

/** Translation groups for a site identifier and the global labels. */
export const TRANSLATION_GROUPS_QUERY = /* groq */ `*[_type == "translationGroup" && siteIdentifier in [$site, "global"]]{
  groupKey, siteIdentifier,
  strings[]{key, placeholder, localizedStrings[]{_key, value}}
}`;
