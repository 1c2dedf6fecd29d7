import type { CountryContent } from "../types";

export const IRAN: CountryContent = {
  country: "Iran",
  languages: ["Persian", "Azerbaijani", "Kurdish"],
  firstNames: {
    female: ["Maryam", "Zahra", "Fatemeh", "Negar", "Shirin", "Parisa", "Leila", "Sara", "Mahsa", "Narges"],
    male: ["Reza", "Ali", "Amir", "Mehdi", "Hossein", "Saeed", "Behzad", "Kaveh", "Arash", "Farhad"],
  },
  lastNames: [
    "Ahmadi",
    "Hosseini",
    "Rezaei",
    "Mohammadi",
    "Karimi",
    "Moradi",
    "Jafari",
    "Rahimi",
    "Tehrani",
    "Shirazi",
    "Kazemi",
  ],
  tours: [
    {
      title: "Isfahan: Naqsh-e Jahan square and the Armenian quarter",
      city: "Isfahan",
      days: 1,
      topics: ["Architecture", "History", "Art"],
      description:
        "Naqsh-e Jahan is one of the biggest squares in the world, and every side has a masterpiece: the Shah mosque, the Sheikh Lotfollah mosque, Ali Qapu palace and the bazaar gate. In the afternoon we cross to New Julfa for the painted Vank cathedral, and finish at the Khaju bridge when the old men start singing under the arches.",
      itinerary: [
        "09:00 Sheikh Lotfollah mosque while the light comes through",
        "Shah (Imam) mosque and Ali Qapu palace",
        "Lunch of beryani, the Isfahan way",
        "Vank cathedral and the Julfa quarter",
        "Sunset at Si-o-se-pol and Khaju bridges",
      ],
      scene: "temple",
    },
    {
      title: "Persepolis, Naqsh-e Rostam and Pasargadae",
      city: "Shiraz",
      days: 1,
      topics: ["History", "Archaeology"],
      description:
        "The ceremonial capital of the Achaemenid kings, the rock tombs of Darius and Xerxes, and the simple stone tomb of Cyrus the Great at Pasargadae. We leave early to beat the heat and the groups. I studied archaeology in Shiraz; expect a lot of stories.",
      itinerary: [
        "07:30 pickup in Shiraz",
        "Persepolis: Gate of All Nations, Apadana staircase, the palace of Darius",
        "Naqsh-e Rostam tombs",
        "Lunch in a village garden",
        "Pasargadae and the tomb of Cyrus, back by 18:00",
      ],
      scene: "desert",
    },
    {
      title: "Shiraz gardens and the Pink Mosque in the morning light",
      city: "Shiraz",
      days: 1,
      topics: ["Architecture", "Poetry", "Gardens"],
      description:
        "The Nasir al-Mulk mosque is at its best between 8 and 10 in the morning, when the coloured glass throws patterns across the carpets. After that: the Eram garden, the bazaar and caravanserais of Vakil, and the tomb of Hafez at dusk, where people still open his book to read their fortune.",
      itinerary: [
        "08:00 Nasir al-Mulk (Pink) mosque",
        "Narenjestan garden",
        "Vakil bazaar, mosque and bathhouse",
        "Lunch and faloodeh",
        "Eram garden, then Hafez's tomb at sunset",
      ],
      scene: "city",
    },
    {
      title: "Yazd: windcatchers, fire temple and the Towers of Silence",
      city: "Yazd",
      days: 1,
      topics: ["History", "Religion", "Architecture"],
      description:
        "Yazd is a mud-brick city in the desert and a centre of Zoroastrianism. We walk the lanes of the old town, see the Jameh mosque and the Dowlat Abad garden with its tall windcatcher, visit the fire temple where the flame is said to have burned for 1,500 years, and climb a Tower of Silence at sunset.",
      itinerary: [
        "09:00 old town lanes and the Jameh mosque",
        "Amir Chakhmaq complex",
        "Lunch in a traditional house hotel",
        "Dowlat Abad garden",
        "Atash Behram fire temple, Towers of Silence at sunset",
      ],
      scene: "city",
    },
    {
      title: "Night in the desert: Kharanaq, Chak Chak and Meybod",
      city: "Yazd",
      days: 2,
      topics: ["Desert", "History", "Religion"],
      description:
        "Two days around Yazd: the abandoned mud village of Kharanaq, the Zoroastrian mountain shrine of Chak Chak, the ice house and castle of Meybod and a night in a restored caravanserai with the desert all around.",
      itinerary: [
        "Day 1: Chak Chak shrine, Kharanaq village and its shaking minaret",
        "Day 1: Night in a caravanserai",
        "Day 2: Meybod: Narin castle, pigeon tower, ice house, back to Yazd",
      ],
      scene: "desert",
    },
    {
      title: "Kashan's merchant houses and Abyaneh village",
      city: "Kashan",
      days: 1,
      topics: ["Architecture", "Gardens", "Village life"],
      description:
        "Kashan's 19th-century merchant houses are all courtyards, mirrors and stained glass. We see the Tabatabaei and Borujerdi houses and the Fin garden, then drive into the Karkas mountains to Abyaneh, the red village where older women still wear flowered headscarves.",
      itinerary: [
        "09:00 Tabatabaei and Borujerdi houses",
        "Sultan Amir Ahmad bathhouse, roof at midday",
        "Fin garden",
        "Drive to Abyaneh (about 1.5 hours), walk in the village",
      ],
      scene: "city",
    },
    {
      title: "The kaluts of the Lut desert and Rayen castle",
      city: "Kerman",
      days: 2,
      topics: ["Desert", "Camping", "History"],
      description:
        "The Lut desert has recorded some of the highest land surface temperatures on earth, and the wind has carved huge sand castles called kaluts near Shahdad. We go in the cool months only, sleep out under the stars, and visit the Shazdeh garden and the mud-brick citadel of Rayen.",
      itinerary: [
        "Day 1: Shazdeh garden in Mahan, drive over the mountains to Shahdad, kaluts at sunset, camp",
        "Day 2: Sunrise in the kaluts, Rayen citadel, back to Kerman",
      ],
      scene: "desert",
    },
    {
      title: "Tabriz grand bazaar and Kandovan",
      city: "Tabriz",
      days: 1,
      topics: ["Bazaars", "Village life", "Food"],
      description:
        "The Tabriz bazaar is the largest covered bazaar in the world and a UNESCO site; carpets, spices and dried fruit in endless vaulted halls. After lunch we drive to Kandovan, a village of cone-shaped cave houses that are still lived in.",
      itinerary: [
        "09:00 Tabriz bazaar and the carpet section",
        "Blue mosque",
        "Lunch of koofteh tabrizi",
        "Kandovan cave village",
      ],
      scene: "city",
    },
    {
      title: "Qeshm island: Chahkooh canyon and the Stars valley",
      city: "Qeshm",
      days: 2,
      topics: ["Geology", "Coast", "Nature"],
      description:
        "Qeshm, in the Strait of Hormuz, is a UNESCO geopark: narrow canyons, the eroded Stars valley and mangrove forest you can explore by boat. Day two we take a boat to Hengam island, where dolphins often show up in the morning.",
      itinerary: [
        "Day 1: Chahkooh canyon, Stars valley, Hara mangroves by boat",
        "Day 1: Dinner with a Bandari family",
        "Day 2: Hengam island and the dolphin area, salt cave, back to Qeshm town",
      ],
      scene: "canyon",
    },
  ],
  groupTours: [
    {
      title: "Classic Persia: Tehran to Shiraz",
      cities: ["Tehran", "Kashan", "Isfahan", "Yazd", "Shiraz"],
      countries: ["Iran"],
      days: 11,
      topics: ["History", "Architecture", "Culture"],
      description:
        "The great cities of Iran with a local guide throughout, traditional house hotels and one night in the desert. We explain the practicalities before you book: cash only, dress code and visa steps.",
      scene: "temple",
      maxGroupSize: 12,
    },
    {
      title: "Desert crossing: Yazd to Kerman",
      cities: ["Yazd", "Kerman"],
      countries: ["Iran"],
      days: 6,
      topics: ["Desert", "Camping"],
      description:
        "From the Zoroastrian villages around Yazd to the kaluts of the Lut desert by 4x4, with two nights camping and one in a caravanserai. October to March only.",
      scene: "desert",
      maxGroupSize: 8,
    },
    {
      title: "Northern Iran: Tabriz to the Caspian",
      cities: ["Tabriz", "Rasht", "Tehran"],
      countries: ["Iran"],
      days: 7,
      topics: ["Nature", "Food", "Village life"],
      description:
        "The green side of Iran: Tabriz and Kandovan, the stepped village of Masuleh, rice fields and tea gardens of Gilan and the fish markets of Rasht.",
      scene: "forest",
      maxGroupSize: 12,
    },
  ],
  cars: [
    {
      model: "Iran Khodro Samand",
      carType: "Sedan",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 40,
    },
    {
      model: "Peugeot Pars",
      carType: "Sedan",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 40,
    },
    {
      model: "Toyota Land Cruiser",
      carType: "4x4",
      seats: 5,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 110,
    },
    {
      model: "Hyundai H-1",
      carType: "Minivan",
      seats: 9,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 90,
    },
  ],
  driverRoutes: [
    "Tehran – Kashan – Abyaneh – Isfahan",
    "Isfahan – Nain – Yazd",
    "Yazd – Abarkuh – Pasargadae – Shiraz",
    "Kerman – Shahdad kaluts – Rayen",
    "Tabriz – Kandovan – Ardabil",
  ],
  scenes: ["desert", "city", "temple", "mountains", "forest", "coast", "canyon"],
  tourPriceEur: [35, 110],
};
