/**
 * Country and city option lists used by search, filters, forms and the demo seed.
 * `value` is a lowercase hyphenated slug with diacritics stripped; `label` is the display name.
 * City names repeat across countries (Hyderabad is in both India and Pakistan), so a city is
 * only identified by the pair (countryValue, value).
 */

import { slugPart } from "./host-slug";

export interface CountryOption {
  value: string;
  label: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  lat: number;
  lng: number;
  /** One of the 18 featured destinations of the home page. */
  featured: boolean;
}

export interface CityOption {
  value: string;
  label: string;
  /** Country label, exactly as in COUNTRIES. */
  country: string;
  /** Country slug, exactly as in COUNTRIES. */
  countryValue: string;
  lat: number;
  lng: number;
}

export const COUNTRIES: readonly CountryOption[] = [
  { value: "kazakhstan", label: "Kazakhstan", code: "KZ", lat: 48.02, lng: 66.92, featured: true },
  { value: "kyrgyzstan", label: "Kyrgyzstan", code: "KG", lat: 41.2, lng: 74.77, featured: true },
  { value: "mongolia", label: "Mongolia", code: "MN", lat: 46.86, lng: 103.85, featured: true },
  { value: "tajikistan", label: "Tajikistan", code: "TJ", lat: 38.86, lng: 71.28, featured: true },
  { value: "turkmenistan", label: "Turkmenistan", code: "TM", lat: 38.97, lng: 59.56, featured: true },
  { value: "uzbekistan", label: "Uzbekistan", code: "UZ", lat: 41.38, lng: 64.59, featured: true },
  { value: "azerbaijan", label: "Azerbaijan", code: "AZ", lat: 40.14, lng: 47.58, featured: true },
  { value: "georgia", label: "Georgia", code: "GE", lat: 42.32, lng: 43.36, featured: true },
  { value: "pakistan", label: "Pakistan", code: "PK", lat: 30.38, lng: 69.35, featured: true },
  { value: "iran", label: "Iran", code: "IR", lat: 32.43, lng: 53.69, featured: true },
  { value: "nepal", label: "Nepal", code: "NP", lat: 28.39, lng: 84.12, featured: true },
  { value: "bhutan", label: "Bhutan", code: "BT", lat: 27.51, lng: 90.43, featured: true },
  { value: "armenia", label: "Armenia", code: "AM", lat: 40.07, lng: 45.04, featured: true },
  { value: "uganda", label: "Uganda", code: "UG", lat: 1.37, lng: 32.29, featured: true },
  { value: "sri-lanka", label: "Sri Lanka", code: "LK", lat: 7.87, lng: 80.77, featured: true },
  { value: "morocco", label: "Morocco", code: "MA", lat: 31.79, lng: -7.09, featured: true },
  { value: "ethiopia", label: "Ethiopia", code: "ET", lat: 9.15, lng: 40.49, featured: true },
  { value: "india", label: "India", code: "IN", lat: 22.35, lng: 78.67, featured: true },
  { value: "albania", label: "Albania", code: "AL", lat: 41.15, lng: 20.17, featured: false },
  { value: "laos", label: "Laos", code: "LA", lat: 19.86, lng: 102.5, featured: false },
  { value: "oman", label: "Oman", code: "OM", lat: 21.47, lng: 55.98, featured: false },
  { value: "bolivia", label: "Bolivia", code: "BO", lat: -16.29, lng: -63.59, featured: false },
  { value: "madagascar", label: "Madagascar", code: "MG", lat: -18.77, lng: 46.87, featured: false },
];

function city(
  label: string,
  value: string,
  country: string,
  countryValue: string,
  lat: number,
  lng: number,
): CityOption {
  return { value, label, country, countryValue, lat, lng };
}

const kz = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Kazakhstan", "kazakhstan", lat, lng);
const kg = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Kyrgyzstan", "kyrgyzstan", lat, lng);
const mn = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Mongolia", "mongolia", lat, lng);
const tj = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Tajikistan", "tajikistan", lat, lng);
const tm = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Turkmenistan", "turkmenistan", lat, lng);
const uz = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Uzbekistan", "uzbekistan", lat, lng);
const az = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Azerbaijan", "azerbaijan", lat, lng);
const ge = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Georgia", "georgia", lat, lng);
const pk = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Pakistan", "pakistan", lat, lng);
const ir = (label: string, value: string, lat: number, lng: number) => city(label, value, "Iran", "iran", lat, lng);
const np = (label: string, value: string, lat: number, lng: number) => city(label, value, "Nepal", "nepal", lat, lng);
const bt = (label: string, value: string, lat: number, lng: number) => city(label, value, "Bhutan", "bhutan", lat, lng);
const am = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Armenia", "armenia", lat, lng);
const ug = (label: string, value: string, lat: number, lng: number) => city(label, value, "Uganda", "uganda", lat, lng);
const lk = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Sri Lanka", "sri-lanka", lat, lng);
const ma = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Morocco", "morocco", lat, lng);
const et = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Ethiopia", "ethiopia", lat, lng);
const ind = (label: string, value: string, lat: number, lng: number) => city(label, value, "India", "india", lat, lng);
const al = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Albania", "albania", lat, lng);
const la = (label: string, value: string, lat: number, lng: number) => city(label, value, "Laos", "laos", lat, lng);
const om = (label: string, value: string, lat: number, lng: number) => city(label, value, "Oman", "oman", lat, lng);
const bo = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Bolivia", "bolivia", lat, lng);
const mg = (label: string, value: string, lat: number, lng: number) =>
  city(label, value, "Madagascar", "madagascar", lat, lng);

export const CITIES: readonly CityOption[] = [
  // Kazakhstan
  kz("Almaty", "almaty", 43.2389, 76.8897),
  kz("Astana", "astana", 51.1694, 71.4491),
  kz("Shymkent", "shymkent", 42.3417, 69.5901),
  kz("Turkistan", "turkistan", 43.2973, 68.2518),
  kz("Aktau", "aktau", 43.65, 51.16),
  kz("Karaganda", "karaganda", 49.8047, 73.1094),
  kz("Taraz", "taraz", 42.9, 71.3667),
  kz("Ust-Kamenogorsk", "ust-kamenogorsk", 49.9483, 82.6279),

  // Kyrgyzstan
  kg("Bishkek", "bishkek", 42.8746, 74.5698),
  kg("Karakol", "karakol", 42.4907, 78.3936),
  kg("Osh", "osh", 40.5283, 72.7985),
  kg("Cholpon-Ata", "cholpon-ata", 42.6496, 77.0823),
  kg("Naryn", "naryn", 41.4287, 75.9911),
  kg("Kochkor", "kochkor", 42.2167, 75.75),
  kg("Bokonbaevo", "bokonbaevo", 42.1167, 76.9833),
  kg("Arslanbob", "arslanbob", 41.3333, 72.9333),
  kg("Jalal-Abad", "jalal-abad", 40.9333, 73.0),

  // Mongolia
  mn("Ulaanbaatar", "ulaanbaatar", 47.8864, 106.9057),
  mn("Kharkhorin", "kharkhorin", 47.1975, 102.8238),
  mn("Murun", "murun", 49.6342, 100.1625),
  mn("Khatgal", "khatgal", 50.4425, 100.16),
  mn("Dalanzadgad", "dalanzadgad", 43.5708, 104.425),
  mn("Ulgii", "ulgii", 48.9683, 89.9625),
  mn("Khovd", "khovd", 48.0056, 91.6419),
  mn("Tsetserleg", "tsetserleg", 47.4769, 101.4544),

  // Tajikistan
  tj("Dushanbe", "dushanbe", 38.5598, 68.787),
  tj("Khujand", "khujand", 40.2826, 69.6222),
  tj("Khorog", "khorog", 37.4897, 71.5531),
  tj("Murghab", "murghab", 38.1667, 73.9667),
  tj("Penjikent", "penjikent", 39.4952, 67.6095),
  tj("Istaravshan", "istaravshan", 39.9108, 69.0064),
  tj("Ishkashim", "ishkashim", 36.7272, 71.6117),
  tj("Kulob", "kulob", 37.9146, 69.7845),

  // Turkmenistan
  tm("Ashgabat", "ashgabat", 37.9601, 58.3261),
  tm("Mary", "mary", 37.5936, 61.8303),
  tm("Turkmenabat", "turkmenabat", 39.0733, 63.5786),
  tm("Dashoguz", "dashoguz", 41.8363, 59.9666),
  tm("Balkanabat", "balkanabat", 39.5108, 54.3671),
  tm("Turkmenbashi", "turkmenbashi", 40.0222, 52.9552),
  tm("Konye-Urgench", "konye-urgench", 42.3333, 59.15),

  // Uzbekistan
  uz("Tashkent", "tashkent", 41.2995, 69.2401),
  uz("Samarkand", "samarkand", 39.6542, 66.9597),
  uz("Bukhara", "bukhara", 39.7747, 64.4286),
  uz("Khiva", "khiva", 41.3783, 60.3639),
  uz("Nukus", "nukus", 42.4531, 59.6103),
  uz("Fergana", "fergana", 40.3842, 71.7843),
  uz("Shakhrisabz", "shakhrisabz", 39.0578, 66.8342),
  uz("Termez", "termez", 37.2242, 67.2783),
  uz("Nurata", "nurata", 40.5614, 65.6886),

  // Azerbaijan
  az("Baku", "baku", 40.4093, 49.8671),
  az("Sheki", "sheki", 41.1919, 47.1706),
  az("Ganja", "ganja", 40.6828, 46.3606),
  az("Quba", "quba", 41.3611, 48.5134),
  az("Lankaran", "lankaran", 38.7543, 48.8506),
  az("Gabala", "gabala", 40.9814, 47.8458),
  az("Lahij", "lahij", 40.8486, 48.3892),
  az("Shamakhi", "shamakhi", 40.6303, 48.6414),

  // Georgia
  ge("Tbilisi", "tbilisi", 41.7151, 44.8271),
  ge("Batumi", "batumi", 41.6168, 41.6367),
  ge("Kutaisi", "kutaisi", 42.2679, 42.6946),
  ge("Mestia", "mestia", 43.0453, 42.7278),
  ge("Stepantsminda", "stepantsminda", 42.6573, 44.6437),
  ge("Sighnaghi", "sighnaghi", 41.6206, 45.9219),
  ge("Telavi", "telavi", 41.9198, 45.4731),
  ge("Borjomi", "borjomi", 41.84, 43.38),
  ge("Mtskheta", "mtskheta", 41.8453, 44.7206),
  ge("Akhaltsikhe", "akhaltsikhe", 41.639, 42.9826),

  // Pakistan
  pk("Islamabad", "islamabad", 33.6844, 73.0479),
  pk("Lahore", "lahore", 31.5204, 74.3587),
  pk("Karachi", "karachi", 24.8607, 67.0011),
  pk("Hyderabad", "hyderabad", 25.396, 68.3578),
  pk("Gilgit", "gilgit", 35.9208, 74.3144),
  pk("Karimabad", "karimabad", 36.3167, 74.65),
  pk("Skardu", "skardu", 35.2971, 75.6333),
  pk("Chitral", "chitral", 35.8518, 71.7864),
  pk("Peshawar", "peshawar", 34.0151, 71.5249),

  // Iran
  ir("Tehran", "tehran", 35.6892, 51.389),
  ir("Isfahan", "isfahan", 32.6546, 51.668),
  ir("Shiraz", "shiraz", 29.5918, 52.5837),
  ir("Yazd", "yazd", 31.8974, 54.3569),
  ir("Kashan", "kashan", 33.985, 51.41),
  ir("Tabriz", "tabriz", 38.0962, 46.2738),
  ir("Kerman", "kerman", 30.2839, 57.0834),
  ir("Mashhad", "mashhad", 36.2605, 59.6168),
  ir("Rasht", "rasht", 37.2808, 49.5832),
  ir("Qeshm", "qeshm", 26.9581, 56.2719),

  // Nepal
  np("Kathmandu", "kathmandu", 27.7172, 85.324),
  np("Pokhara", "pokhara", 28.2096, 83.9856),
  np("Bhaktapur", "bhaktapur", 27.671, 85.4298),
  np("Lalitpur", "lalitpur", 27.6588, 85.3247),
  np("Sauraha", "sauraha", 27.5833, 84.4958),
  np("Lumbini", "lumbini", 27.4833, 83.2767),
  np("Namche Bazaar", "namche-bazaar", 27.8069, 86.714),
  np("Bandipur", "bandipur", 27.9381, 84.4069),
  np("Jomsom", "jomsom", 28.7806, 83.7231),

  // Bhutan
  bt("Thimphu", "thimphu", 27.4728, 89.639),
  bt("Paro", "paro", 27.4305, 89.4133),
  bt("Punakha", "punakha", 27.5916, 89.8774),
  bt("Bumthang", "bumthang", 27.5493, 90.7525),
  bt("Trongsa", "trongsa", 27.5026, 90.5071),
  bt("Gangtey", "gangtey", 27.4639, 90.1803),
  bt("Wangdue Phodrang", "wangdue-phodrang", 27.4864, 89.899),
  bt("Haa", "haa", 27.3686, 89.2806),

  // Armenia
  am("Yerevan", "yerevan", 40.1792, 44.4991),
  am("Gyumri", "gyumri", 40.7942, 43.8453),
  am("Dilijan", "dilijan", 40.7417, 44.8636),
  am("Goris", "goris", 39.5111, 46.3386),
  am("Sevan", "sevan", 40.5483, 44.9486),
  am("Jermuk", "jermuk", 39.8417, 45.6689),
  am("Vanadzor", "vanadzor", 40.8128, 44.4883),
  am("Yeghegnadzor", "yeghegnadzor", 39.7611, 45.3333),
  am("Alaverdi", "alaverdi", 41.095, 44.6561),

  // Uganda
  ug("Kampala", "kampala", 0.3476, 32.5825),
  ug("Entebbe", "entebbe", 0.0512, 32.4637),
  ug("Jinja", "jinja", 0.4244, 33.2042),
  ug("Fort Portal", "fort-portal", 0.671, 30.275),
  ug("Kabale", "kabale", -1.2486, 29.9899),
  ug("Kisoro", "kisoro", -1.2854, 29.685),
  ug("Mbarara", "mbarara", -0.6072, 30.6545),
  ug("Kasese", "kasese", 0.1833, 30.0833),
  ug("Masindi", "masindi", 1.6744, 31.715),
  ug("Gulu", "gulu", 2.7724, 32.2881),

  // Sri Lanka
  lk("Colombo", "colombo", 6.9271, 79.8612),
  lk("Kandy", "kandy", 7.2906, 80.6337),
  lk("Galle", "galle", 6.0535, 80.221),
  lk("Ella", "ella", 6.8667, 81.0466),
  lk("Nuwara Eliya", "nuwara-eliya", 6.9497, 80.7891),
  lk("Sigiriya", "sigiriya", 7.957, 80.7603),
  lk("Trincomalee", "trincomalee", 8.5874, 81.2152),
  lk("Jaffna", "jaffna", 9.6615, 80.0255),
  lk("Anuradhapura", "anuradhapura", 8.3114, 80.4037),
  lk("Mirissa", "mirissa", 5.9483, 80.4716),

  // Morocco
  ma("Marrakech", "marrakech", 31.6295, -7.9811),
  ma("Fes", "fes", 34.0181, -5.0078),
  ma("Chefchaouen", "chefchaouen", 35.1688, -5.2636),
  ma("Essaouira", "essaouira", 31.5085, -9.7595),
  ma("Merzouga", "merzouga", 31.0802, -4.0134),
  ma("Ouarzazate", "ouarzazate", 30.9189, -6.8934),
  ma("Imlil", "imlil", 31.137, -7.9197),
  ma("Tangier", "tangier", 35.7595, -5.834),
  ma("Agadir", "agadir", 30.4278, -9.5981),
  ma("Rabat", "rabat", 34.0209, -6.8416),

  // Ethiopia
  et("Addis Ababa", "addis-ababa", 9.03, 38.74),
  et("Lalibela", "lalibela", 12.0317, 39.0473),
  et("Gondar", "gondar", 12.603, 37.4521),
  et("Bahir Dar", "bahir-dar", 11.5742, 37.3614),
  et("Aksum", "aksum", 14.1211, 38.7232),
  et("Mekelle", "mekelle", 13.4967, 39.4753),
  et("Harar", "harar", 9.3126, 42.1227),
  et("Arba Minch", "arba-minch", 6.0333, 37.55),
  et("Jinka", "jinka", 5.7833, 36.5667),

  // India
  ind("Delhi", "delhi", 28.6139, 77.209),
  ind("Jaipur", "jaipur", 26.9124, 75.7873),
  ind("Leh", "leh", 34.1526, 77.5771),
  ind("Varanasi", "varanasi", 25.3176, 82.9739),
  ind("Hyderabad", "hyderabad", 17.385, 78.4867),
  ind("Kochi", "kochi", 9.9312, 76.2673),
  ind("Udaipur", "udaipur", 24.5854, 73.7125),
  ind("Darjeeling", "darjeeling", 27.041, 88.2663),
  ind("Hampi", "hampi", 15.335, 76.46),
  ind("Shillong", "shillong", 25.5788, 91.8933),

  // Albania
  al("Tirana", "tirana", 41.3275, 19.8187),
  al("Berat", "berat", 40.7058, 19.9522),
  al("Gjirokaster", "gjirokaster", 40.0758, 20.1389),
  al("Shkoder", "shkoder", 42.0693, 19.5033),
  al("Theth", "theth", 42.3958, 19.7744),
  al("Sarande", "sarande", 39.8756, 20.0053),
  al("Vlore", "vlore", 40.4667, 19.4833),
  al("Permet", "permet", 40.2336, 20.3517),
  al("Korce", "korce", 40.6186, 20.7808),

  // Laos
  la("Vientiane", "vientiane", 17.9757, 102.6331),
  la("Luang Prabang", "luang-prabang", 19.8856, 102.1347),
  la("Vang Vieng", "vang-vieng", 18.9235, 102.4477),
  la("Pakse", "pakse", 15.1202, 105.799),
  la("Nong Khiaw", "nong-khiaw", 20.5667, 102.6167),
  la("Thakhek", "thakhek", 17.4103, 104.8306),
  la("Luang Namtha", "luang-namtha", 20.95, 101.4),
  la("Phonsavan", "phonsavan", 19.45, 103.2),
  la("Don Det", "don-det", 14.0833, 105.8667),

  // Oman
  om("Muscat", "muscat", 23.588, 58.3829),
  om("Nizwa", "nizwa", 22.9333, 57.5333),
  om("Sur", "sur", 22.5667, 59.5289),
  om("Salalah", "salalah", 17.0151, 54.0924),
  om("Khasab", "khasab", 26.1799, 56.2477),
  om("Sohar", "sohar", 24.3643, 56.7468),
  om("Ibra", "ibra", 22.6906, 58.5334),
  om("Al Hamra", "al-hamra", 23.1167, 57.2833),

  // Bolivia
  bo("La Paz", "la-paz", -16.4897, -68.1193),
  bo("Sucre", "sucre", -19.0196, -65.2619),
  bo("Uyuni", "uyuni", -20.4597, -66.825),
  bo("Potosi", "potosi", -19.5836, -65.7531),
  bo("Cochabamba", "cochabamba", -17.4139, -66.1653),
  bo("Santa Cruz de la Sierra", "santa-cruz-de-la-sierra", -17.8146, -63.1561),
  bo("Copacabana", "copacabana", -16.1658, -69.0867),
  bo("Rurrenabaque", "rurrenabaque", -14.4413, -67.5278),
  bo("Tupiza", "tupiza", -21.4417, -65.7194),
  bo("Samaipata", "samaipata", -18.1794, -63.8756),

  // Madagascar
  mg("Antananarivo", "antananarivo", -18.8792, 47.5079),
  mg("Antsirabe", "antsirabe", -19.8659, 47.0333),
  mg("Morondava", "morondava", -20.2833, 44.2833),
  mg("Fianarantsoa", "fianarantsoa", -21.4536, 47.0858),
  mg("Toliara", "toliara", -23.35, 43.6667),
  mg("Nosy Be", "nosy-be", -13.4, 48.2667),
  mg("Andasibe", "andasibe", -18.9333, 48.4167),
  mg("Ranohira", "ranohira", -22.55, 45.4),
  mg("Antsiranana", "antsiranana", -12.2787, 49.2917),
  mg("Ifaty", "ifaty", -23.15, 43.6167),
];

/**
 * Regions, valleys, mountains and sights travelers search for that are not one city (the home hero suggests the
 * Pamir). Host and listing search find them in listings' titles and descriptions (the FTS5 index,
 * worker/db/hosts.ts); the place autocomplete offers them next to countries and cities, so a suggestion names a
 * place the search knows instead of a city that is only spelled alike ("Pamir" is not "Bahir Dar").
 */
export interface RegionOption {
  value: string;
  label: string;
  /** The country it is mostly in, exactly as in COUNTRIES. */
  country: string;
  countryValue: string;
}

const region = (label: string, countryValue: string): RegionOption => {
  const country = COUNTRIES.find((c) => c.value === countryValue);
  if (!country) throw new Error(`unknown country ${countryValue}`);
  return { value: slugPart(label), label, country: country.label, countryValue };
};

export const REGIONS: readonly RegionOption[] = [
  region("Pamir", "tajikistan"),
  region("Wakhan", "tajikistan"),
  region("Fann Mountains", "tajikistan"),
  region("Caucasus", "georgia"),
  region("Svaneti", "georgia"),
  region("Kakheti", "georgia"),
  region("Kök-Töbe", "kazakhstan"),
  region("Charyn Canyon", "kazakhstan"),
  region("Altyn-Emel", "kazakhstan"),
  region("Mangystau", "kazakhstan"),
  region("Issyk-Kul", "kyrgyzstan"),
  region("Fergana Valley", "uzbekistan"),
  region("Gobi", "mongolia"),
  region("Darvaza", "turkmenistan"),
  region("Gobustan", "azerbaijan"),
  region("Karakoram", "pakistan"),
  region("Annapurna", "nepal"),
  region("Mustang", "nepal"),
  region("Tiger's Nest", "bhutan"),
  region("Ladakh", "india"),
  region("Nubra Valley", "india"),
  region("Rajasthan", "india"),
  region("Kerala", "india"),
  region("Sahara", "morocco"),
  region("Salar de Uyuni", "bolivia"),
  region("Tsingy", "madagascar"),
];
