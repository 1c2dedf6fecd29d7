import type { CountryContent } from "../types";

export const MADAGASCAR: CountryContent = {
  country: "Madagascar",
  languages: ["Malagasy", "French"],
  firstNames: {
    female: ["Fanja", "Voahangy", "Hanitra", "Lalaina", "Mialy", "Tiana", "Nirina", "Haingo", "Rova", "Soa"],
    male: ["Rado", "Hery", "Tojo", "Andry", "Fidy", "Mamy", "Njaka", "Rivo", "Toky", "Fetra"],
  },
  lastNames: [
    "Rakotomalala",
    "Rasoanaivo",
    "Randriamampionona",
    "Andrianarisoa",
    "Rakotondrabe",
    "Razafindrakoto",
    "Ravelomanana",
    "Ramanantsoa",
    "Rabemananjara",
    "Andriamihaja",
  ],
  tours: [
    {
      title: "Avenue of the Baobabs at sunset and a Kirindy night walk",
      city: "Morondava",
      days: 2,
      topics: ["Nature", "Wildlife", "Photography"],
      description:
        "The Avenue of the Baobabs is even better in person, especially when the sun goes down behind the trunks. Day two we drive north to Kirindy forest, where you have a real chance of seeing a fossa, sifakas and, at night, the tiny mouse lemurs.",
      itinerary: [
        "Day 1: Afternoon drive from Morondava, Avenue of the Baobabs at sunset, back for seafood dinner",
        "Day 2: Kirindy forest day walk, lunch at the camp, night walk, return to Morondava",
      ],
      scene: "forest",
    },
    {
      title: "Andasibe: the indri at dawn",
      city: "Andasibe",
      days: 2,
      topics: ["Wildlife", "Rainforest", "Hiking"],
      description:
        "The indri is the largest living lemur, and its call, a kind of howling song, carries for kilometres through the rainforest. We walk in the Analamazaotra park at opening time to find a family, and at night look for chameleons and leaf-tailed geckos in the Mitsinjo community forest.",
      itinerary: [
        "Day 1: Drive from Antananarivo (about 4 hours), night walk in Mitsinjo",
        "Day 2: 07:00 Analamazaotra park for the indri, afternoon in Vakona or the reptile park",
      ],
      scene: "forest",
    },
    {
      title: "Isalo: the natural pool and the Canyon des Makis",
      city: "Ranohira",
      days: 2,
      topics: ["Hiking", "Canyons", "Wildlife"],
      description:
        "Isalo National Park is a sandstone massif full of canyons, palms and natural pools. We walk to the famous natural pool and the Namaza campsite, where ring-tailed lemurs come to visit, and into the Canyon des Makis and the Canyon des Rats on the second day.",
      itinerary: [
        "Day 1: Piscine Naturelle circuit, lunch at Namaza, Cascade des Nymphes",
        "Day 1: Sunset at La Fenêtre de l'Isalo",
        "Day 2: Canyon des Makis and Canyon des Rats",
      ],
      scene: "canyon",
    },
    {
      title: "Antananarivo: the Rova and Ambohimanga",
      city: "Antananarivo",
      days: 1,
      topics: ["History", "City", "Culture"],
      description:
        "Tana is steep, crowded and full of history. We visit the Rova palace on the highest hill, walk down through Analakely market and drive to Ambohimanga, the sacred royal hill and UNESCO site. In October and November the jacarandas around Lake Anosy are in bloom.",
      itinerary: [
        "09:00 Rova of Antananarivo",
        "Andafiavaratra palace museum",
        "Lunch of romazava",
        "Analakely market",
        "Ambohimanga royal hill",
      ],
      scene: "city",
    },
    {
      title: "Antsirabe by pousse-pousse and the crater lakes",
      city: "Antsirabe",
      days: 1,
      topics: ["Crafts", "Lakes", "City"],
      description:
        "Antsirabe is a former spa town where pousse-pousse rickshaws are still the normal way to get around. We visit workshops that make toys from recycled cans and jewellery from zebu horn, and walk around the rim of Lake Tritriva, a crater lake in the volcanic hills.",
      itinerary: [
        "09:00 pousse-pousse ride through town",
        "Zebu horn and recycled-metal workshops",
        "Lunch",
        "Lake Tritriva crater walk",
        "Lake Andraikiba",
      ],
      scene: "lake",
    },
    {
      title: "Nosy Be: Lokobe lemurs and Nosy Iranja",
      city: "Nosy Be",
      days: 2,
      topics: ["Coast", "Wildlife", "Islands"],
      description:
        "Day one we paddle a pirogue to Ambatozavavy and walk into the Lokobe reserve for black lemurs, panther chameleons and ylang-ylang plantations. Day two is a boat to Nosy Iranja, two islands joined by a sandbar at low tide, with turtle nesting beaches.",
      itinerary: [
        "Day 1: Pirogue to Lokobe, forest walk, lunch with a fishing family",
        "Day 2: Boat to Nosy Iranja, swimming and snorkelling, back by sunset",
      ],
      scene: "coast",
    },
    {
      title: "Tsingy Rouge, the Emerald Sea and Amber Mountain",
      city: "Antsiranana",
      days: 2,
      topics: ["Geology", "Coast", "Rainforest"],
      description:
        "The north has a bit of everything: red eroded pinnacles at the Tsingy Rouge, a sailboat across the turquoise Emerald Sea (windy, hold on), and the rainforest of Amber Mountain with its waterfalls and tiny chameleons.",
      itinerary: [
        "Day 1: Tsingy Rouge in the morning light, afternoon at Ramena beach",
        "Day 2: Emerald Sea by sailboat or Amber Mountain national park",
      ],
      scene: "canyon",
    },
    {
      title: "Ranomafana rainforest and the golden bamboo lemur",
      city: "Fianarantsoa",
      days: 2,
      topics: ["Wildlife", "Rainforest", "Hiking"],
      description:
        "Ranomafana's rainforest was protected after the discovery of the golden bamboo lemur in the 1980s. We walk the park with a local guide, soak in the town's hot springs, and on the way back visit a tea estate and the vineyards around Fianarantsoa.",
      itinerary: [
        "Day 1: Drive from Fianarantsoa (about 2 hours), afternoon park walk, night walk",
        "Day 2: Early walk for the bamboo lemurs, hot springs, back to Fianarantsoa",
      ],
      scene: "forest",
    },
  ],
  groupTours: [
    {
      title: "RN7 road trip: Tana to Tulear",
      cities: ["Antananarivo", "Antsirabe", "Fianarantsoa", "Ranohira", "Toliara"],
      countries: ["Madagascar"],
      days: 12,
      topics: ["Road trip", "Wildlife", "Crafts"],
      description:
        "The classic drive south on the RN7: Andasibe, the highlands, Ranomafana, Isalo and the spiny forest and beaches around Tulear. Long days on the road, rewarded every evening.",
      scene: "road",
      maxGroupSize: 10,
    },
    {
      title: "Western Madagascar: the Tsingy de Bemaraha",
      cities: ["Morondava"],
      countries: ["Madagascar"],
      days: 6,
      topics: ["Adventure", "Geology", "Wildlife"],
      description:
        "The baobabs, Kirindy forest and the limestone needles of the Tsingy de Bemaraha, climbed with harnesses and via ferrata. The road only opens in the dry season, roughly May to November.",
      scene: "canyon",
      maxGroupSize: 8,
    },
    {
      title: "Northern circuit and Nosy Be",
      cities: ["Antsiranana", "Nosy Be"],
      countries: ["Madagascar"],
      days: 7,
      topics: ["Coast", "Wildlife", "Islands"],
      description:
        "Amber Mountain, the Tsingy Rouge and Ankarana, then three days of boats, beaches and lemurs around Nosy Be.",
      scene: "coast",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser",
      carType: "4x4",
      seats: 5,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 110,
    },
    {
      model: "Mitsubishi Pajero",
      carType: "4x4",
      seats: 5,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 95,
    },
    {
      model: "Hyundai H-1",
      carType: "Minivan",
      seats: 9,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 85,
    },
  ],
  driverRoutes: [
    "Antananarivo – Antsirabe – Fianarantsoa – Ranohira (RN7)",
    "Antananarivo – Andasibe (RN2)",
    "Morondava – Belo-sur-Tsiribihina – Bekopaka (Tsingy, dry season only)",
    "Antsiranana – Joffreville – Ankarana",
    "Toliara – Ifaty – Mangily",
  ],
  scenes: ["forest", "coast", "canyon", "lake", "road", "city"],
  tourPriceEur: [35, 110],
};
