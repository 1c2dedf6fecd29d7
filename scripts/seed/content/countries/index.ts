/**
 * Per-country host material: names, tour and group-tour ideas, cars, driver routes, scenes and prices.
 * Country and city labels match domain/geo.ts exactly.
 */
import type { CountryContent } from "../types";
import { ALBANIA } from "./albania";
import { ARMENIA } from "./armenia";
import { AZERBAIJAN } from "./azerbaijan";
import { BHUTAN } from "./bhutan";
import { BOLIVIA } from "./bolivia";
import { ETHIOPIA } from "./ethiopia";
import { GEORGIA } from "./georgia";
import { INDIA } from "./india";
import { IRAN } from "./iran";
import { KAZAKHSTAN } from "./kazakhstan";
import { KYRGYZSTAN } from "./kyrgyzstan";
import { LAOS } from "./laos";
import { MADAGASCAR } from "./madagascar";
import { MONGOLIA } from "./mongolia";
import { MOROCCO } from "./morocco";
import { NEPAL } from "./nepal";
import { OMAN } from "./oman";
import { PAKISTAN } from "./pakistan";
import { SRI_LANKA } from "./sri-lanka";
import { TAJIKISTAN } from "./tajikistan";
import { TURKMENISTAN } from "./turkmenistan";
import { UGANDA } from "./uganda";
import { UZBEKISTAN } from "./uzbekistan";

// The order is part of the demo data: the first hosts and the place photos' seeds follow it.
export const COUNTRY_CONTENT: readonly CountryContent[] = [
  KAZAKHSTAN,
  KYRGYZSTAN,
  MONGOLIA,
  TAJIKISTAN,
  TURKMENISTAN,
  UZBEKISTAN,
  AZERBAIJAN,
  GEORGIA,
  PAKISTAN,
  IRAN,
  NEPAL,
  BHUTAN,
  ARMENIA,
  UGANDA,
  SRI_LANKA,
  MOROCCO,
  ETHIOPIA,
  INDIA,
  ALBANIA,
  LAOS,
  OMAN,
  BOLIVIA,
  MADAGASCAR,
];
