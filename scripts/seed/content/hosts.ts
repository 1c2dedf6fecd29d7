import type { HostType } from "../../../domain/vocabulary";
import { HIGH_MOUNTAINS } from "./terrain";

/**
 * Host bios. Placeholders: {first_name} {city} {country} {years} {specialty} {languages}.
 * {specialty} is a lowercase noun phrase from SPECIALTIES; {languages} is a readable list ("Kazakh, Russian and English").
 */
export const BIO_TEMPLATES: Record<HostType, string[]> = {
  guide: [
    "I'm {first_name}, born and raised in {city}. I've been guiding for {years} years, mostly {specialty}, and I still get excited when guests see my part of {country} for the first time. I speak {languages}.",
    "I started guiding as a student in {city} to pay for my books and never stopped. {years} years later, {specialty} is what I know best. I keep groups small, walk at your pace and always carry a thermos of tea.",
    "Before I became a guide I was a school teacher, and I think it shows: I love explaining why things are the way they are in {country}. My favourite days are the ones about {specialty}. Guiding in {languages}.",
    "{years} years of showing people around {city} and I still find new corners. I specialise in {specialty}. If you want a rushed checklist tour, I'm not your guide; if you want to understand {country} a little better, write to me.",
    "I grew up between {city} and my grandparents' village, so I know both the city and the countryside. For the last {years} years I've been guiding travelers, with a focus on {specialty}. I speak {languages}.",
    "Licensed guide based in {city}. I focus on {specialty} and have done it for {years} years, in every season and every kind of weather. Ask me anything before you book; I usually reply within a few hours.",
    "Hi, I'm {first_name}! I'm happiest outdoors, and this job lets me be outdoors almost every day. I've guided in and around {city} for {years} years, mostly {specialty}. Languages: {languages}.",
  ],
  driver: [
    "I'm {first_name}, a professional driver from {city} with {years} years on the roads of {country}. I know where the potholes are, where the best roadside food is and when to leave to beat the weather. My specialty is {specialty}.",
    "Safe driving first, good music second. I've been driving travelers around {country} for {years} years and I specialise in {specialty}. I speak {languages}, enough for stories between the stops.",
    "My car is my office and I keep it clean. Based in {city}, I do {specialty} and anything in between. {years} years without an accident, and I plan to keep it that way.",
    "I used to drive a taxi in {city}; now I drive travelers across {country}, which is much more interesting. I have {years} years of experience, mostly {specialty}. Tell me when you want a photo stop and I'll find a safe place to pull over.",
    "Hello from {city}! I'm not a guide, but I know my country well and I'm happy to share what I know on the road. {years} years of driving, mostly {specialty}. I speak {languages}.",
    "Driver and mechanic, which matters on our roads. I'm based in {city} and cover all of {country}, with a focus on {specialty}. Flexible with times; early starts are no problem for me.",
  ],
  tour_operator: [
    "We are a small family-run company from {city}, and I'm {first_name}, the one who answers your messages. For {years} years we've organised trips across {country}, specialising in {specialty}. Every guide and driver we work with is someone we know personally.",
    "I founded our agency in {city} after years of guiding for big foreign companies and thinking we could do it better and fairer. We focus on {specialty} and pay our local teams properly. Our team speaks {languages}.",
    "{first_name} here, licensed tour operator based in {city}. We handle the details: permits, guides, drivers, guesthouses, even a local SIM card. {years} years in the business, with a specialty in {specialty}.",
    "Our team plans trips in {country} the way we'd want to travel ourselves: small groups, local food, no rushing. We've done this for {years} years and know {specialty} especially well. Send us your dates and we'll reply with an honest plan.",
    "I run a small operator in {city} with a handful of guides and drivers I trust completely. We've been doing {specialty} for {years} years, and most of our guests now come through recommendations. We work in {languages}.",
    "We are a team of local guides and drivers based in {city}. For the past {years} years we've designed trips around {specialty}, including invitation letters and permits where {country} requires them. We reply within a day.",
  ],
};

/**
 * Countries where a specialty is true to the place. A bio only names what its host's country has: no desert camping
 * in Albania, no Soviet modernism in Nepal, no game drives outside the countries with parks for them.
 */
const SOVIET = [
  "Kazakhstan",
  "Kyrgyzstan",
  "Tajikistan",
  "Turkmenistan",
  "Uzbekistan",
  "Azerbaijan",
  "Georgia",
  "Armenia",
];
const SILK_ROAD = [...SOVIET, "Iran", "Pakistan"];
const MOUNTAIN_ROADS = [...HIGH_MOUNTAINS, "Albania", "Oman", "Laos", "Uzbekistan"];
const SNOW = [
  "Kazakhstan",
  "Kyrgyzstan",
  "Tajikistan",
  "Mongolia",
  "Uzbekistan",
  "Georgia",
  "Armenia",
  "Azerbaijan",
  "Iran",
  "Pakistan",
  "Nepal",
  "Bhutan",
  "India",
  "Albania",
  "Morocco",
  "Bolivia",
];
const DESERT = ["Kazakhstan", "Mongolia", "Turkmenistan", "Uzbekistan", "Iran", "Oman", "Morocco", "India", "Bolivia"];
const BUDDHIST = ["Mongolia", "Nepal", "Bhutan", "India", "Sri Lanka", "Laos"];
const NOMADIC = ["Kazakhstan", "Kyrgyzstan", "Mongolia", "Tajikistan", "Turkmenistan"];
const WINE = ["Georgia", "Armenia", "Azerbaijan", "Albania", "Bolivia"];
const SAFARI = ["Uganda", "Sri Lanka", "India", "Nepal"];
const ANCIENT_CITIES = allBut(["Bhutan", "Madagascar", "Uganda"]);
const OVERLAND = allBut(["Sri Lanka", "Madagascar"]);
const TREKS = allBut(["Turkmenistan"]);

/** Every country but the ones named. */
function allBut(excluded: string[]): { except: string[] } {
  return { except: excluded };
}

export interface Specialty {
  /** a lowercase noun phrase that reads naturally inside BIO_TEMPLATES */
  text: string;
  /** the countries it fits: a list, every country but some, or (left out) every country */
  countries?: readonly string[] | { except: readonly string[] };
}

export const SPECIALTIES: Record<HostType, Specialty[]> = {
  guide: [
    { text: "high-altitude trekking", countries: HIGH_MOUNTAINS },
    { text: "Soviet modernist architecture", countries: SOVIET },
    { text: "Silk Road history", countries: SILK_ROAD },
    { text: "birdwatching and wildlife tracking" },
    { text: "food and market walks" },
    { text: "photography trips at sunrise and sunset" },
    { text: "Buddhist monasteries and art", countries: BUDDHIST },
    { text: "nomadic culture and horse riding", countries: NOMADIC },
    { text: "archaeology and ancient cities", countries: ANCIENT_CITIES },
    { text: "family-friendly day hikes" },
    { text: "wine regions and village food", countries: WINE },
    { text: "desert camping", countries: DESERT },
    { text: "textiles and traditional crafts" },
    { text: "sacred sites and pilgrimage routes" },
    { text: "rock art and geology" },
  ],
  driver: [
    { text: "4x4 mountain passes", countries: MOUNTAIN_ROADS },
    { text: "long-distance overland trips" },
    { text: "airport transfers and city driving" },
    { text: "off-road desert driving", countries: DESERT },
    { text: "border crossings and multi-country routes", countries: OVERLAND },
    { text: "early starts for photographers" },
    { text: "family trips with child seats" },
    { text: "winter and snow driving", countries: SNOW },
    { text: "trailhead drop-offs for trekkers", countries: TREKS },
    { text: "safari game drives", countries: SAFARI },
  ],
  tour_operator: [
    { text: "small-group Silk Road itineraries", countries: SILK_ROAD },
    { text: "tailor-made family trips" },
    { text: "trekking expeditions with full logistics", countries: HIGH_MOUNTAINS },
    { text: "festival tours" },
    { text: "community-based tourism and homestays" },
    { text: "multi-country overland routes", countries: OVERLAND },
    { text: "photography expeditions" },
    { text: "slow travel off the main routes" },
    { text: "wildlife safaris", countries: SAFARI },
    { text: "first-time visits with everything arranged" },
  ],
};

/** Whether a specialty is true to a country. */
export function specialtyFits(s: Specialty, country: string): boolean {
  if (!s.countries) return true;
  if ("except" in s.countries) return !s.countries.except.includes(country);
  return (s.countries as readonly string[]).includes(country);
}
