// Customer care per market: the brand's care line for the page's country (its phone and its hours in
// the page's language). Care lines come from brandSettings.careLines.
import { type Localized, pick } from './content-types';

/** One care line of the brand settings: the countries it serves, its phone and localized hours. */
export interface CareLine {
  countries: string[];
  phone: string;
  hours: Localized | string;
}

/** The care line of a country: the line serving it, else the North American line, else the first. */
export function careLineFor(lines: CareLine[] | null | undefined, country: string, language: string): { phone: string; hours: string } | null {
  const list = lines ?? [];
  const serves = (line: CareLine, code: string) => line.countries.some((c) => c.toUpperCase() === code.toUpperCase());
  const line = list.find((l) => serves(l, country)) ?? list.find((l) => serves(l, 'US')) ?? list[0];
  return line ? { phone: line.phone, hours: pick(line.hours, language) } : null;
}
