/**
 * schema.org structured data of a brand's pages (JSON-LD): the Restaurant with its branches'
 * addresses and opening hours, and its Menu of sections and items with offers in UZS; a
 * MenuItem for a product's own page. Pure functions of the brand's data.
 */
import type { Language } from '#schemas/common';
import type { Branch, City, Product } from '#schemas/entities';
import { pickText } from '#domain/localized';
import { productPrice } from '#domain/pricing';
import { hoursOnDay } from '#domain/branch-hours';
import { WEEK_DAYS } from '#schemas/common';
import type { AssembledMenu } from '#domain/menu-assembly';

const SCHEMA = 'https://schema.org';
const DAY_NAMES = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
} as const;

export interface StructuredDataInput {
  readonly name: string;
  /** The site's origin, `https://burger.example.uz`. */
  readonly origin: string;
  readonly language: Language;
  readonly fallback: Language;
  readonly description?: string | null;
  /** Absolute URL of the logo. */
  readonly logo?: string | null;
  readonly telephone?: string | null;
  /** Absolute URL of an image file name (the resizing proxy's or a CDN's). */
  readonly imageUrl: (file: string | null | undefined) => string | null;
  readonly productUrl: (id: number) => string;
}

function offer(product: Product) {
  return { '@type': 'Offer', price: productPrice(product).price, priceCurrency: 'UZS', availability: `${SCHEMA}/InStock` };
}

export function menuItemJsonLd(product: Product, input: StructuredDataInput): Record<string, unknown> {
  const text = (t: Product['name'] | null | undefined) => pickText(t, input.language, input.fallback);
  const description = text(product.description);
  const image = input.imageUrl(product.image);
  return {
    '@type': 'MenuItem',
    name: text(product.name),
    url: input.productUrl(product.id),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    offers: offer(product),
  };
}

function openingHours(branch: Branch) {
  return WEEK_DAYS.flatMap((day) => {
    const hours = hoursOnDay(branch, day);
    return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `${SCHEMA}/${DAY_NAMES[day]}`, opens: hours.open, closes: hours.close }] : [];
  });
}

function branchJsonLd(branch: Branch, cities: readonly City[], input: StructuredDataInput) {
  const city = cities.find((c) => c.id === branch.cityId);
  const hours = openingHours(branch);
  return {
    '@type': 'Restaurant',
    name: pickText(branch.name, input.language, input.fallback) || input.name,
    address: {
      '@type': 'PostalAddress',
      ...(branch.address ? { streetAddress: pickText(branch.address, input.language, input.fallback) } : {}),
      ...(city ? { addressLocality: pickText(city.name, input.language, input.fallback) } : {}),
      addressCountry: 'UZ',
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
    ...(branch.phone ? { telephone: branch.phone } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

/** The brand as a Restaurant: its branches (active ones) and its whole menu. */
export function restaurantJsonLd(
  input: StructuredDataInput,
  data: { readonly menu: AssembledMenu | null; readonly branches: readonly Branch[]; readonly cities: readonly City[] },
): Record<string, unknown> {
  const branches = data.branches.filter((b) => b.isActive && !b.deleted);
  const main = branches.find((b) => b.isMain) ?? branches[0];
  const departments = branches.map((b) => branchJsonLd(b, data.cities, input));
  const mainDepartment = main ? departments[branches.indexOf(main)] : undefined;
  const sections = (data.menu?.categories ?? []).map((category) => ({
    '@type': 'MenuSection',
    name: pickText(category.name, input.language, input.fallback),
    hasMenuItem: category.products.map((product) => menuItemJsonLd(product, input)),
  }));
  return {
    '@context': SCHEMA,
    '@type': 'Restaurant',
    name: input.name,
    url: `${input.origin}/`,
    ...(input.logo ? { logo: input.logo, image: input.logo } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(mainDepartment ? { address: mainDepartment.address, geo: mainDepartment.geo } : {}),
    ...(mainDepartment?.openingHoursSpecification ? { openingHoursSpecification: mainDepartment.openingHoursSpecification } : {}),
    ...(departments.length > 1 ? { department: departments } : {}),
    currenciesAccepted: 'UZS',
    hasMenu: { '@type': 'Menu', name: input.name, url: `${input.origin}/`, hasMenuSection: sections },
  };
}

/** A product's own page: the MenuItem with its offer, in its context. */
export function productJsonLd(product: Product, input: StructuredDataInput): Record<string, unknown> {
  return { '@context': SCHEMA, ...menuItemJsonLd(product, input) };
}
