// Pages every locale has: home, the special content pages (contact, calculator, first-aid guide,
// pro program, lifetime warranty, privacy), search, product manuals, account shells, localized 404 and the 500.
import type { AccountPageContext, AccountView, ContentPageView, ManualView } from '../../lib/content/page-types';
import { ACCOUNT_VIEWS } from '../../lib/content/page-types';
import { ACCOUNT_PATHS, FIXED_PATHS, localizePath, notFoundMatchPath, notFoundPath } from '../../lib/paths';
import { careLineFor } from '../care-line';
import type { ProductManualDoc } from '../content-types';
import { fileSizeLabel } from '../first-aid-pdf';
import { crumbs, plan, type LocaleInput, type PagePlan } from '../plan';
import { plainText } from '../rich-text';
import type { ShownProduct } from '../views';
import { storeLocationView, storesForMarket } from '../market-stores';
import { supportCardView, videoSrc } from '../views';
import { contentPageImages, contentPageView, SPECIAL_PAGE_TEMPLATES, type SpecialTemplate } from './editorial';

const SPECIAL_TITLES: Record<string, string> = {
  contact: 'contactUs',
  calculator: 'calculatorTitle',
  'first-aid-guide': 'firstAidGuideTitle',
  'pro-program': 'proProgramTitle',
  'lifetime-warranty': 'lifetimeWarrantyTitle',
  privacy: 'privacyPolicyTitle',
};

/** The page's title in the locale's strings, when the template has a title string. */
function titleString(strings: Record<string, string | undefined>, template: string): string | undefined {
  const key = SPECIAL_TITLES[template];
  return key === undefined ? undefined : strings[key];
}

const FALLBACK_TITLES: Record<string, string> = {
  contact: 'Contact us',
  calculator: 'Dog calorie calculator',
  'first-aid-guide': 'First-aid guide',
  'pro-program': 'Pro program application',
  'lifetime-warranty': 'Lifetime warranty',
  privacy: 'Privacy policy',
};

/** The fields every special content page plan has, whatever its template. */
type SpecialPageFields = Pick<PagePlan, 'key' | 'pagePath' | 'title' | 'description' | 'breadcrumbs' | 'imagePaths'>;

/** The plan of a special content page, with its template's data. */
async function specialPagePlan(input: LocaleInput, template: SpecialTemplate, page: ContentPageView | null, fields: SpecialPageFields): Promise<PagePlan> {
  const { locale } = input;
  switch (template) {
    case 'home':
      return plan(input, { ...fields, template, data: { page: page ?? { title: input.brand.name, slug: '/', body: [], sections: [] } } });
    case 'contact': {
      const settings = input.site.settings;
      const care = careLineFor(settings.careLines, locale.country, locale.language);
      return plan(input, {
        ...fields,
        template,
        data: {
          page,
          supportCards: input.site.supportCards.filter((c) => !c.language || c.language === locale.language).map((c) => supportCardView(c, locale)),
          storeLocations: storesForMarket(input.site.storeLocations, locale.country)
            .filter((s) => !s.language || s.language === locale.language)
            .map((s) => storeLocationView(s, locale.language)),
          support: { email: settings.supportEmail ?? '', phone: care?.phone ?? '', careHours: care?.hours ?? '' },
        },
      });
    }
    case 'first-aid-guide':
      // Pages without guide content get no download.
      return plan(input, { ...fields, template, data: page ? { page, download: await input.guideDownloads(page, locale.language) } : { page } });
    default:
      return plan(input, { ...fields, template, data: { page } });
  }
}

/** Home and the special content pages; each exists even when content has no document for it. */
export async function contentTemplatePages(input: LocaleInput, shown: Map<string, ShownProduct>): Promise<PagePlan[]> {
  const { locale } = input;
  const plans: PagePlan[] = [];
  for (const [templateName, target] of Object.entries(SPECIAL_PAGE_TEMPLATES)) {
    const doc = input.site.pages.find(
      (p) => p.language === locale.language && (p.template === templateName || (templateName === 'home' && p.slug === '/')),
    );
    const page: ContentPageView | null = doc ? contentPageView(doc, input, shown) : null;
    const isHome = target.template === 'home';
    const title = isHome
      ? ''
      : doc?.title || titleString(input.strings, target.template) || FALLBACK_TITLES[target.template] || target.template;
    plans.push(
      await specialPagePlan(input, target.template, page, {
        key: `fixed:${target.template}`,
        pagePath: target.path,
        title: doc?.seo?.title || title,
        description: doc?.seo?.description || (page ? plainText(page.body).slice(0, 160) : ''),
        breadcrumbs: isHome ? [] : crumbs(input, [title, target.path]),
        imagePaths: contentPageImages(page),
      }),
    );
  }
  return plans;
}

/** The search page shell. */
export function searchPage(input: LocaleInput): PagePlan {
  const title = input.strings.search ?? 'Search';
  return plan(input, {
    key: 'fixed:search',
    pagePath: FIXED_PATHS.search,
    template: 'search',
    title,
    data: {},
    breadcrumbs: crumbs(input, [title, FIXED_PATHS.search]),
    noindex: true,
  });
}

/**
 * The manuals of the brand as a page in `locale` lists them: each with its product's name in the page's
 * language, its language's name and its file's size in the page's words, by product name then language
 * (the page's language first). Manuals of products that cannot be shown, or without a file the site
 * serves, are left out.
 */
export function manualViews(docs: ProductManualDoc[], locale: { language: string }, brandLanguages: readonly string[]): ManualView[] {
  const names = new Intl.DisplayNames([locale.language], { type: 'language' });
  const languageName = (code: string) => {
    const name = names.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale.language) + name.slice(1);
  };
  const order = (language: string) => (language === locale.language ? -1 : brandLanguages.indexOf(language));
  const views: ManualView[] = [];
  for (const doc of docs) {
    const href = doc.file?.src ? videoSrc(doc.file.src) : null;
    if (!href || !doc.product?.handle || doc.product.canBeShown === false) continue;
    const title: Record<string, string> = doc.product.title ?? {};
    views.push({
      key: doc._id,
      product: title[locale.language] ?? title.en ?? doc.product.handle,
      title: doc.title,
      language: doc.language,
      languageLabel: languageName(doc.language),
      href,
      sizeLabel: doc.file?.size ? fileSizeLabel(doc.file.size, locale.language) : '',
    });
  }
  const collator = new Intl.Collator(locale.language);
  return views.sort((a, b) => collator.compare(a.product, b.product) || order(a.language) - order(b.language));
}

/** The product manuals page: every manual of the brand, searched and filtered in the browser. */
export function manualsPage(input: LocaleInput): PagePlan {
  const { locale } = input;
  const title = input.strings.manualsTitle ?? 'Product manuals';
  const brandLanguages: readonly string[] = input.brand.languages;
  const manuals = manualViews(input.site.manuals, locale, brandLanguages);
  const rank = (code: string) => (code === locale.language ? -1 : brandLanguages.indexOf(code));
  const languages = [...new Set(manuals.map((m) => m.language))]
    .map((code) => ({ code, label: manuals.find((m) => m.language === code)!.languageLabel }))
    .sort((a, b) => rank(a.code) - rank(b.code));
  return plan(input, {
    key: 'fixed:manuals',
    pagePath: FIXED_PATHS.manuals,
    template: 'manuals',
    title,
    description: input.strings.manualsIntro ?? '',
    data: { manuals, languages, defaultLanguage: languages.some((l) => l.code === locale.language) ? locale.language : '' },
    breadcrumbs: crumbs(input, [title, FIXED_PATHS.manuals]),
  });
}

const ACCOUNT_TITLES: Record<AccountView, [key: string, fallback: string]> = {
  index: ['ordersHeading', 'Your Orders'],
  login: ['signIn', 'Sign in'],
  register: ['createAccount', 'Create an account'],
  'reset-password': ['resetPassword', 'Reset your password'],
  'verify-account': ['verifyAccount', 'Verify your account'],
  logout: ['signOut', 'Sign out'],
  orders: ['ordersHeading', 'Your Orders'],
  subscriptions: ['subscriptionsHeading', 'Your Subscriptions'],
  addresses: ['addressesHeading', 'Your Addresses'],
  settings: ['myAccountHeading', 'Your Account'],
  'training-videos': ['tabTrainingVideos', 'Training Videos'],
};

/** The account page shells (not indexed). */
export function accountPages(input: LocaleInput): PagePlan[] {
  const s = input.strings;
  const href = (p: string) => localizePath(input.locale.urlPath, p);
  const tabs: AccountPageContext['tabs'] = [
    { view: 'orders', label: s.tabOrders ?? 'Orders', href: href(ACCOUNT_PATHS.orders) },
    { view: 'subscriptions', label: s.tabSubscriptions ?? 'Subscriptions', href: href(ACCOUNT_PATHS.subscriptions) },
    { view: 'addresses', label: s.tabAddresses ?? 'Addresses', href: href(ACCOUNT_PATHS.addresses) },
    { view: 'settings', label: s.tabMyAccount ?? 'My Account', href: href(ACCOUNT_PATHS.settings) },
  ];
  if (input.brand.features.includes('trainingVideos')) {
    tabs.push({ view: 'training-videos', label: s.tabTrainingVideos ?? 'Training Videos', href: href(ACCOUNT_PATHS['training-videos']) });
  }
  const accountLabel = s.account ?? 'Account';
  const withVideos = input.brand.features.includes('trainingVideos');
  return ACCOUNT_VIEWS.filter((view) => view !== 'training-videos' || withVideos).map((view) => {
    const [key, fallback] = ACCOUNT_TITLES[view];
    const title = s[key] ?? fallback;
    const pagePath = ACCOUNT_PATHS[view];
    return plan(input, {
      key: `account:${view}`,
      pagePath,
      template: 'account',
      title,
      breadcrumbs: view === 'index' ? crumbs(input, [accountLabel, pagePath]) : crumbs(input, [accountLabel, ACCOUNT_PATHS.index], [title, pagePath]),
      // Training videos are not page data: the signed-in customer's browser reads them from our services.
      data: { view, tabs },
      noindex: true,
    });
  });
}

/**
 * The locale's 404: `/404/` for the default locale (Gatsby also writes /404.html from it),
 * `<urlPath>/404/` with the catch-all matchPath `<urlPath>/*` for every other locale.
 */
export function notFoundPage(input: LocaleInput): PagePlan {
  const { urlPath } = input.locale;
  const title = input.strings.notFoundTitle ?? 'Page not found';
  const matchPath = notFoundMatchPath(urlPath);
  return plan(input, {
    key: 'fixed:404',
    pagePath: FIXED_PATHS.notFound,
    path: notFoundPath(urlPath),
    template: 'not-found',
    title,
    data: {},
    noindex: true,
    ...(matchPath ? { matchPath } : {}),
  });
}

/** The 500 page (default locale only). */
export function serverErrorPage(input: LocaleInput): PagePlan {
  return plan(input, {
    key: 'fixed:500',
    pagePath: FIXED_PATHS.serverError,
    template: 'server-error',
    title: input.strings.serverErrorTitle ?? 'Something went wrong',
    data: {},
    noindex: true,
  });
}
