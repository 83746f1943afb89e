// Yardwise-only documents: authorized dealers with appointment calendars, and account training videos.
import type { ImageJob } from '../catalogue/build';
import { type BrandInfo, type Doc, doc, key } from '../lib/core-exports';

interface DealerSpec {
  slug: string;
  name: string;
  phone: string;
  city: string;
  region: string;
  country: 'US' | 'CA';
  companyOwned: boolean;
  /** US ZIP codes or Canadian postal-code prefixes (first three characters) served. */
  serviceAreas: string[];
  consultationTypes: ('In-Home' | 'Virtual')[];
  timezone: string;
  /** The dealer's base [latitude, longitude]: the search answers dealers within a radius of it. */
  location: [lat: number, lng: number];
}

const DEALERS: DealerSpec[] = [
  { slug: 'buckeye-pet-fence', location: [39.96, -83.0], name: 'Buckeye Pet Fence', phone: '614-555-0101', city: 'Columbus', region: 'OH', country: 'US', companyOwned: true, serviceAreas: ['43004', '43015', '43016', '43017', '43026', '43215', '43220', '43235'], consultationTypes: ['In-Home', 'Virtual'], timezone: 'America/New_York' },
  { slug: 'triangle-yard-solutions', location: [35.78, -78.64], name: 'Triangle Yard Solutions', phone: '919-555-0102', city: 'Raleigh', region: 'NC', country: 'US', companyOwned: false, serviceAreas: ['27601', '27603', '27606', '27609', '27513', '27519'], consultationTypes: ['In-Home', 'Virtual'], timezone: 'America/New_York' },
  { slug: 'lone-star-containment', location: [30.27, -97.74], name: 'Lone Star Containment', phone: '512-555-0103', city: 'Austin', region: 'TX', country: 'US', companyOwned: false, serviceAreas: ['78701', '78704', '78745', '78749', '78613'], consultationTypes: ['In-Home'], timezone: 'America/Chicago' },
  { slug: 'front-range-fence', location: [39.74, -104.99], name: 'Front Range Fence Co.', phone: '303-555-0104', city: 'Denver', region: 'CO', country: 'US', companyOwned: true, serviceAreas: ['80202', '80205', '80210', '80220', '80123'], consultationTypes: ['In-Home', 'Virtual'], timezone: 'America/Denver' },
  { slug: 'cascade-pet-boundaries', location: [45.52, -122.68], name: 'Cascade Pet Boundaries', phone: '503-555-0105', city: 'Portland', region: 'OR', country: 'US', companyOwned: false, serviceAreas: ['97201', '97204', '97214', '97219', '97225'], consultationTypes: ['Virtual'], timezone: 'America/Los_Angeles' },
  { slug: 'garden-state-yardwise', location: [40.52, -74.41], name: 'Garden State Yardwise', phone: '732-555-0106', city: 'Edison', region: 'NJ', country: 'US', companyOwned: true, serviceAreas: ['08817', '08820', '08837', '08854', '07001'], consultationTypes: ['In-Home', 'Virtual'], timezone: 'America/New_York' },
  { slug: 'montreal-cloture-animaux', location: [45.5, -73.57], name: 'Clôtures Animaux Montréal', phone: '514-555-0107', city: 'Montréal', region: 'QC', country: 'CA', companyOwned: false, serviceAreas: ['H2X', 'H3G', 'H4A', 'H1V'], consultationTypes: ['In-Home', 'Virtual'], timezone: 'America/Toronto' },
  { slug: 'golden-horseshoe-pet-fence', location: [43.26, -79.87], name: 'Golden Horseshoe Pet Fence', phone: '905-555-0108', city: 'Hamilton', region: 'ON', country: 'CA', companyOwned: true, serviceAreas: ['L8P', 'L8R', 'L9A', 'L7L'], consultationTypes: ['In-Home'], timezone: 'America/Toronto' },
];

/** Length of each generated training clip (a short loop of the lesson's poster, with captions). */
export const TRAINING_VIDEO_SECONDS = 6;

const VIDEOS: { slug: string; en: [string, string]; fr: [string, string] }[] = [
  { slug: 'day-1-meet-the-flags', en: ['Day 1: Meet the flags', 'Walk the boundary on a leash and let your dog see every flag.'], fr: ['Jour 1 : découvrir les drapeaux', 'Longez la limite en laisse pour montrer chaque drapeau à votre chien.'] },
  { slug: 'day-3-the-warning-tone', en: ['Day 3: The warning tone', 'Teach your dog to turn back when the tone sounds.'], fr: ['Jour 3 : le signal sonore', 'Apprenez à votre chien à faire demi-tour au signal sonore.'] },
  { slug: 'day-5-add-distractions', en: ['Day 5: Add distractions', 'Practise with toys and treats just inside the boundary.'], fr: ['Jour 5 : ajouter des distractions', 'Entraînez-vous avec jouets et friandises près de la limite.'] },
  { slug: 'day-8-off-leash-time', en: ['Day 8: First off-leash time', 'Stay close while your dog explores the yard on its own.'], fr: ['Jour 8 : premiers pas sans laisse', 'Restez proche pendant que votre chien explore seul le jardin.'] },
  { slug: 'day-12-remove-the-flags', en: ['Day 12: Remove the flags', 'Take out every other flag once your dog respects the line.'], fr: ['Jour 12 : retirer les drapeaux', 'Retirez un drapeau sur deux quand votre chien respecte la limite.'] },
  { slug: 'collar-fit-and-care', en: ['Collar fit and care', 'Check the fit, clean the contact points and charge the battery.'], fr: ['Ajustement et entretien du collier', 'Vérifiez l’ajustement, nettoyez les électrodes et rechargez la batterie.'] },
];

/** Dealer documents (not per language: names and phones do not translate). */
export function buildDealers(brand: BrandInfo): Doc[] {
  return DEALERS.map((dealer) =>
    doc(`dealer-${dealer.slug}`, 'dealer', {
      brand: brand.id,
      name: dealer.name,
      slug: { _type: 'slug', current: dealer.slug },
      phone: dealer.phone,
      email: `${dealer.slug}@dealers.yardwise.example`,
      city: dealer.city,
      region: dealer.region,
      country: dealer.country,
      companyOwned: dealer.companyOwned,
      serviceAreas: dealer.serviceAreas,
      location: { _type: 'geopoint', lat: dealer.location[0], lng: dealer.location[1] },
      consultationTypes: dealer.consultationTypes,
      calendar: {
        timezone: dealer.timezone,
        weekdays: [1, 2, 3, 4, 5, 6],
        slots: ['09:00', '11:00', '13:00', '15:00', '17:00'],
        durationMinutes: 60,
        leadDays: 2,
        horizonDays: 30,
      },
    }),
  );
}

/** Training videos for the account tab, one document per language. */
export function buildTrainingVideos(brand: BrandInfo): { docs: Doc[]; images: ImageJob[] } {
  const docs: Doc[] = [];
  const images: ImageJob[] = VIDEOS.map((video) => ({
    path: `images/${brand.id}/training-${video.slug}.png`, width: 1200, height: 630, shape: 'article' as const, color: brand.colors.secondary, seed: `training:${video.slug}`,
  }));
  for (const language of ['en', 'fr'] as const) {
    VIDEOS.forEach((video, index) => {
      const [title, description] = video[language];
      const path = `images/${brand.id}/training-${video.slug}.png`;
      docs.push(doc(`trainingVideo-${brand.id}-${video.slug}-${language}`, 'trainingVideo', {
        brand: brand.id,
        language,
        translationKey: `trainingVideo-${brand.id}-${video.slug}`,
        title,
        slug: { _type: 'slug', current: video.slug },
        description,
        order: index + 1,
        // Shipped with the dataset (scripts/content/media) but never published with the site: the account
        // service serves them, and names them only to signed-in customers.
        src: `account-media/${brand.id}/training/${video.slug}.webm`,
        poster: { _key: key('image', path), path, alt: { en: video.en[0], fr: video.fr[0] }, width: 1200, height: 630 },
        durationSeconds: TRAINING_VIDEO_SECONDS,
        captions: (['en', 'fr'] as const).map((captionLanguage) => ({
          _key: key('captions', video.slug, captionLanguage),
          language: captionLanguage,
          src: `account-media/${brand.id}/training/${video.slug}.${captionLanguage}.vtt`,
        })),
        publishedAt: '2026-01-05T09:00:00Z',
      }));
    });
  }
  return { docs, images };
}
