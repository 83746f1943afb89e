import { describe, expect, it } from 'vitest';
import { filterProducts, sortProducts, NO_FILTERS } from '../../src/lib/catalogue/sort-filter';
import { dailyCalories } from '../../src/features/calculator/calories';
import type { ProductCard } from '../../src/lib/content/page-types';

const card = (handle: string, price: string, petType: ProductCard['petType'], createdAt: string, position: number): ProductCard => ({
  id: handle,
  handle,
  title: handle,
  sku: `SKU-${handle}`,
  href: `/x/${handle}/`,
  productType: 'X',
  vendor: 'Trailmate',
  tags: [],
  petType,
  availability: 'available',
  availableForSale: true,
  image: null,
  price: { amount: price, currencyCode: 'USD', formatted: `$${price}` },
  maxPrice: { amount: price, currencyCode: 'USD', formatted: `$${price}` },
  compareAtPrice: null,
  createdAt,
  position,
});

const products = [
  card('bravo', '129.95', 'dog', '2025-02-01', 0),
  card('alpha', '39.95', 'cat', '2025-03-01', 1),
  card('charlie', '79.99', 'both', '2025-01-01', 2),
];

describe('collection sorts', () => {
  it('Featured keeps the collection order', () => {
    expect(sortProducts(products, 'featured').map((p) => p.handle)).toEqual(['bravo', 'alpha', 'charlie']);
  });
  it('Price low to high and high to low', () => {
    expect(sortProducts(products, 'price-asc').map((p) => p.handle)).toEqual(['alpha', 'charlie', 'bravo']);
    expect(sortProducts(products, 'price-desc').map((p) => p.handle)).toEqual(['bravo', 'charlie', 'alpha']);
  });
  it('Newest and Oldest', () => {
    expect(sortProducts(products, 'newest').map((p) => p.handle)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(sortProducts(products, 'oldest').map((p) => p.handle)).toEqual(['charlie', 'bravo', 'alpha']);
  });
  it('A to Z and Z to A', () => {
    expect(sortProducts(products, 'title-asc').map((p) => p.handle)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(sortProducts(products, 'title-desc').map((p) => p.handle)).toEqual(['charlie', 'bravo', 'alpha']);
  });
});

describe('product list filters', () => {
  it('no filter keeps everything', () => {
    expect(filterProducts(products, NO_FILTERS)).toHaveLength(3);
  });
  it('Dog keeps dog and both', () => {
    expect(filterProducts(products, { ...NO_FILTERS, dog: true }).map((p) => p.handle)).toEqual(['bravo', 'charlie']);
  });
  it('Cat keeps cat and both', () => {
    expect(filterProducts(products, { ...NO_FILTERS, cat: true }).map((p) => p.handle)).toEqual(['alpha', 'charlie']);
  });
  it('Price band filters by the lowest price', () => {
    expect(filterProducts(products, { ...NO_FILTERS, price: '50-100' }).map((p) => p.handle)).toEqual(['charlie']);
    expect(filterProducts(products, { ...NO_FILTERS, price: 'under-50', dog: true })).toEqual([]);
  });
});

describe('dog calorie calculator: RER = 70 × kg^0.75 × activity factor', () => {
  it('10 kg neutered adult is 1.6 × RER', () => {
    expect(dailyCalories(10, 'kg', 'neutered')).toBe(Math.round(70 * Math.pow(10, 0.75) * 1.6));
  });
  it('pounds are converted to kilograms', () => {
    expect(dailyCalories(22.0462, 'lb', 'neutered')).toBe(dailyCalories(10, 'kg', 'neutered'));
  });
  it('no result for zero, negative or missing weight', () => {
    expect(dailyCalories(0, 'kg', 'active')).toBeNull();
    expect(dailyCalories(-3, 'kg', 'active')).toBeNull();
    expect(dailyCalories(Number.NaN, 'kg', 'active')).toBeNull();
  });
});
