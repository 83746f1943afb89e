// English editorial copy.
import type { EditorialDictionary } from './editorial-types';

/** English editorial dictionary. */
export const editorialEn: EditorialDictionary = {
  language: 'en',
  topics: {
    roadTrips: 'road trips with your dog', hiking: 'hiking with your dog', rainyWalks: 'walks in the rain',
    summerHeat: 'keeping cool in summer', camping: 'camping with dogs', puppies: 'your first puppy',
    seniorDogs: 'travelling with older dogs', cityLife: 'city life with a dog', boundaryTraining: 'boundary training',
    yardSafety: 'a safe yard', gpsSafety: 'GPS tracking', lostPets: 'finding a lost pet', winterWalks: 'winter walks',
    beachDays: 'beach days with your dog',
  },
  categories: {
    gear: { title: 'Gear', description: 'Reviews and stories about the gear we make.' },
    adventures: { title: 'Adventures', description: 'Trips, trails and travel ideas with dogs.' },
    care: { title: 'Dog Care', description: 'Health, comfort and everyday care.' },
    training: { title: 'Training', description: 'Step-by-step training advice.' },
    safety: { title: 'Pet Safety', description: 'Keeping pets safe at home and away.' },
    technology: { title: 'Technology', description: 'How our trackers and systems work.' },
  },
  roles: { designer: 'Lead designer', editor: 'Editor', vet: 'Veterinary advisor', trainer: 'Head trainer', engineer: 'Product engineer' },
  bio: (name, role, brand) => `${name} is ${role.toLowerCase()} at ${brand} and shares a home with two very active dogs.`,
  blog: {
    trailTestedTitle: (product) => `Trail tested: the ${product}`,
    trailTestedExcerpt: (product) => `We took the ${product} on a week of trails. Here is what held up.`,
    trailTestedBody: (product, brand) => [
      `Our team spent a week on mountain trails with the ${product}.`,
      'Rain, mud and long drives: it saw all of it, and our dogs stayed comfortable.',
      `Every ${brand} product is tested like this before it reaches you.`,
    ],
    meetTitle: (product) => `Meet the ${product}`,
    meetExcerpt: (product) => `The story behind the ${product} and why we made it.`,
    meetBody: (product, brand) => [
      `The ${product} started with a simple question from our customers.`,
      'We sketched, sewed and tested a dozen versions before we were happy.',
      `Today it is one of the ${brand} favourites.`,
    ],
    designerTitle: 'Meet the designer',
    designerExcerpt: (name, brand) => `${name} leads design at ${brand}. We asked how an idea becomes gear.`,
    designerBody: (name, brand) => [
      `${name} has designed gear for ${brand} for eight years.`,
      'Every project starts on the road, watching how dogs really travel.',
      'Then come sketches, samples and many muddy test days.',
    ],
    tipsTitle: (topic) => `Five tips for ${topic}`,
    tipsExcerpt: (topic) => `Simple ideas for ${topic}, for you and your pet.`,
    tipsBody: (topic) => [
      `For ${topic}, start small and build up slowly.`,
      'Bring water, a bowl and a towel, and take breaks often.',
      'Check that collars and harnesses fit before you leave.',
      'Reward calm behaviour with praise and treats.',
    ],
    guideTitle: (topic) => `A simple guide to ${topic}`,
    guideExcerpt: (topic) => `Everything you need to know about ${topic}, in a few minutes.`,
    guideBody: (topic, brand) => [
      `This guide covers the basics of ${topic}.`,
      'Go step by step and keep sessions short and positive.',
      `Questions? The ${brand} care team is happy to help.`,
    ],
    shopLink: 'Shop now',
  },
  press: {
    launchTitle: (product, brand) => `${brand} launches the ${product}`,
    launchBody: (product, brand) => [
      `${brand} today introduced the ${product}.`,
      'It is available online and at selected retailers.',
    ],
    awardTitle: (brand) => `${brand} wins a design award for pet gear`,
    awardBody: (brand) => [
      `${brand} received a design award for durable, simple pet products.`,
      'The jury praised the focus on real-world testing.',
    ],
    expansionTitle: (brand) => `${brand} now ships to more countries`,
    expansionBody: (brand) => [
      `${brand} has expanded shipping to new markets.`,
      'Customers can shop in their own currency and language.',
    ],
    partnerTitle: (brand) => `${brand} partners with local animal shelters`,
    partnerBody: (brand) => [
      `${brand} will donate gear to animal shelters this year.`,
      'Employees will also volunteer at partner shelters.',
    ],
  },
  cards: {
    shipping: { title: 'Shipping', text: 'Delivery times, costs and tracking.' },
    returns: { title: 'Returns', text: 'Send it back within the return window.' },
    warranty: { title: 'Lifetime warranty', text: 'Register a claim for your gear.' },
    contact: { title: 'Contact us', text: 'Our care team answers within a day.' },
    manuals: { title: 'Product manuals', text: 'Find setup guides and manuals.' },
    orders: { title: 'Your orders', text: 'Check the status of an order.' },
  },
  pages: {
    home: { title: 'Home', intro: 'Gear for every trip with your pet.', paragraphs: ['Designed, tested and backed for life.'] },
    privacy: {
      title: 'Privacy policy',
      intro: 'This policy explains what data {brand} collects and why.',
      paragraphs: [
        'We collect the details you give us when you order, such as your name, address and email.',
        'We use them to deliver your order and, if you agree, to send news and offers.',
        'We never sell your data. You can ask us to see or delete it at any time.',
      ],
    },
    shipping: {
      title: 'Shipping',
      intro: 'How and when your order reaches you.',
      paragraphs: [
        'We pack orders on working days and send you a tracking link as soon as your parcel leaves us.',
        'Delivery usually takes a few working days; remote areas can take longer.',
        'Shipping costs are shown in your cart before you pay, and qualifying orders ship free.',
      ],
    },
    returns: {
      title: 'Returns',
      intro: 'Changed your mind? Send it back.',
      paragraphs: [
        'Unused items in their original packaging can be returned within 30 days of delivery.',
        'Contact us with your order number and we will send you a return label and instructions.',
        'We refund the original payment method within a few days of receiving the return.',
      ],
    },
    firstAidGuide: {
      title: 'Pet first-aid guide',
      intro: 'A printable guide for the first minutes after an accident.',
      paragraphs: [
        'Stay calm and keep your pet still and warm.',
        'Press a clean cloth on any bleeding wound.',
        'Call your vet or the nearest emergency clinic before you drive.',
      ],
    },
    proProgram: {
      title: 'Pro program application',
      intro: 'For trainers, groomers, guides and other pet professionals.',
      paragraphs: [
        'Members of the {brand} pro program get special pricing on gear.',
        'Tell us about your work and we will reply within a few days.',
      ],
    },
    lifetimeWarranty: {
      title: 'Lifetime warranty',
      intro: '{brand} gear is built to last, and we stand behind it.',
      paragraphs: [
        'If a product fails because of a defect, we repair or replace it.',
        'Normal wear and damage from chewing are not covered.',
        'Fill in the form with your order number and a photo.',
      ],
    },
    calorieCalculator: {
      title: 'Dog calorie calculator',
      intro: 'Estimate how many calories your dog needs each day.',
      paragraphs: [
        'Enter the weight and activity level of your dog.',
        'The result is a starting point; ask your vet for advice.',
      ],
    },
    contact: {
      title: 'Contact us',
      intro: 'Questions about an order or a product? We are here to help.',
      paragraphs: ['Write to us with the form below or call our care team.'],
    },
    accessibility: {
      title: 'Accessibility',
      intro: 'We want every customer to be able to use our sites.',
      paragraphs: ['We test our pages with keyboards and screen readers.', 'Tell us if something does not work for you.'],
    },
  },
  home: {
    heroHeading: 'Made for life with pets',
    heroText: 'Everything we make is tested by real dogs and cats.',
    heroCta: 'Shop best sellers',
    productsHeading: 'Popular right now',
    collectionsHeading: 'Shop by category',
    supportHeading: 'How can we help?',
  },
  banner: {
    scheduled: 'Holiday sale: 20% off selected gear until January 5.',
    plain: 'Free shipping on qualifying orders.',
  },
  storeHours: 'Mon-Fri 9 am-7 pm, Sat 10 am-5 pm',
  storeName: (city) => `${city} store`,
  seoSuffix: (brand) => `${brand} blog`,
};
