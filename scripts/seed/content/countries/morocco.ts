import type { CountryContent } from "../types";

export const MOROCCO: CountryContent = {
  country: "Morocco",
  languages: ["Arabic (Darija)", "Tamazight", "French", "Spanish"],
  firstNames: {
    female: ["Fatima", "Khadija", "Salma", "Meryem", "Imane", "Yasmine", "Nadia", "Houda", "Soukaina", "Zineb"],
    male: ["Youssef", "Mohamed", "Hassan", "Rachid", "Omar", "Hamza", "Brahim", "Said", "Abdellah", "Mustapha"],
  },
  lastNames: [
    "El Amrani",
    "Benali",
    "Ouali",
    "Bennani",
    "El Idrissi",
    "Alaoui",
    "Tazi",
    "Berrada",
    "Ait Lahcen",
    "Amzil",
    "Chraibi",
  ],
  tours: [
    {
      title: "Toubkal ascent from Imlil",
      city: "Imlil",
      days: 2,
      topics: ["Trekking", "Mountains"],
      description:
        "Jebel Toubkal, 4,167 m, is the highest peak in North Africa and a non-technical climb from spring to autumn. Day one is a steady walk past the Sidi Chamharouch shrine to the refuge; day two we start in the dark to reach the summit for sunrise and walk all the way back down to Imlil. A mule carries the bags.",
      itinerary: [
        "Day 1: Imlil to the Toubkal refuge (about 6 hours) via Sidi Chamharouch",
        "Day 2: 04:30 start, summit around sunrise, descent to Imlil by late afternoon",
      ],
      scene: "mountains",
    },
    {
      title: "Erg Chebbi: camel trek and a night in the desert",
      city: "Merzouga",
      days: 2,
      topics: ["Desert", "Camping", "Music"],
      description:
        "From Merzouga we ride camels into the Erg Chebbi dunes for sunset and sleep in a small camp, not the 60-tent party camps. In the morning, a visit to Khamlia, where Gnawa families play music that came across the Sahara generations ago.",
      itinerary: [
        "Day 1: 16:30 camel trek into the dunes, sunset from a high dune, dinner and drums",
        "Day 2: Sunrise, camel back to Merzouga, breakfast, Gnawa music in Khamlia",
      ],
      scene: "desert",
    },
    {
      title: "Fes medina with a local: tanneries, madrasas and bissara",
      city: "Fes",
      days: 1,
      topics: ["City", "Crafts", "Food"],
      description:
        "Fes el-Bali has about 9,000 lanes and no cars. I was born in one of them. We start with bissara soup at a stall locals use, visit the Bou Inania and Attarine madrasas, look into the Qarawiyyin from its doorway, see the Chouara tannery from a terrace and meet a brass engraver who won't push you to buy anything.",
      itinerary: [
        "09:00 Bab Boujloud, bissara breakfast",
        "Bou Inania madrasa",
        "Attarine madrasa and the Qarawiyyin doorway",
        "Lunch in a riad",
        "Chouara tannery terrace and the Nejjarine woodwork museum",
      ],
      scene: "city",
    },
    {
      title: "Ait Benhaddou and the Ounila valley",
      city: "Ouarzazate",
      days: 1,
      topics: ["History", "Architecture", "Film locations"],
      description:
        "The fortified ksar of Ait Benhaddou has appeared in more films than most actors, and a handful of families still live in it. We come early, then drive up the Ounila valley, an old caravan route lined with kasbahs and palm gardens, to the Glaoui kasbah at Telouet.",
      itinerary: [
        "08:00 pickup in Ouarzazate",
        "Ait Benhaddou, climb to the granary at the top",
        "Ounila valley kasbahs",
        "Lunch of tagine in Anemiter",
        "Telouet kasbah",
      ],
      scene: "desert",
    },
    {
      title: "Chefchaouen and the Akchour waterfalls",
      city: "Chefchaouen",
      days: 1,
      topics: ["Hiking", "Nature", "Photography"],
      description:
        "The blue town is lovely and busy; the Rif mountains behind it are lovely and quiet. We drive to Akchour, walk up the river to the waterfalls and the natural arch called God's Bridge, and come back to Chefchaouen for sunset from the Spanish mosque.",
      itinerary: [
        "09:00 drive to Akchour (45 minutes)",
        "River hike to the big waterfall and God's Bridge",
        "Lunch by the river",
        "Sunset from the Spanish mosque",
      ],
      scene: "forest",
    },
    {
      title: "Essaouira: harbour, medina and argan cooperatives",
      city: "Essaouira",
      days: 1,
      topics: ["Coast", "Crafts", "Food"],
      description:
        "A slow day on the windy Atlantic coast. The blue boats and fish auction in the harbour, the Skala ramparts, woodworkers in the thuya workshops, a women's argan cooperative outside town and grilled sardines for lunch.",
      itinerary: [
        "09:00 fishing harbour",
        "Skala de la Ville ramparts",
        "Thuya wood workshops",
        "Grilled fish lunch",
        "Women's argan cooperative",
      ],
      scene: "coast",
    },
    {
      title: "The Dades and Todra gorges",
      city: "Ouarzazate",
      days: 2,
      topics: ["Canyons", "Hiking", "Road trip"],
      description:
        "East of Ouarzazate the road follows the Valley of Roses to the Dades gorge, where the hairpins are as famous as the rock formations. On the second day we walk up the Todra gorge, narrow and 300 m deep, and through the palm groves of Tinghir.",
      itinerary: [
        "Day 1: Skoura palm grove, Kalaat M'Gouna, Dades gorge, night in a guesthouse in the gorge",
        "Day 2: Todra gorge hike, Tinghir palm groves, back to Ouarzazate",
      ],
      scene: "canyon",
    },
    {
      title: "Marrakech medina beyond Jemaa el-Fna",
      city: "Marrakech",
      days: 1,
      topics: ["City", "Food", "History"],
      description:
        "Marrakech can be a lot. With someone from the medina it is a lot of fun. The Ben Youssef madrasa, the Jardin Secret, the old Jewish quarter, spice and carpet souqs, and tanjia slow-cooked in the ashes of a hammam fire.",
      itinerary: [
        "09:30 Ben Youssef madrasa",
        "Le Jardin Secret",
        "Souqs of the dyers and metalworkers",
        "Tanjia lunch",
        "Mellah and the Bahia palace",
        "Jemaa el-Fna at dusk",
      ],
      scene: "city",
    },
  ],
  groupTours: [
    {
      title: "Imperial cities and the Sahara",
      cities: ["Tangier", "Chefchaouen", "Fes", "Merzouga", "Ouarzazate", "Marrakech"],
      countries: ["Morocco"],
      days: 10,
      topics: ["History", "Desert", "Food"],
      description:
        "North to south: Tangier, the blue town of Chefchaouen, two days in Fes, over the Middle Atlas to the Erg Chebbi dunes, through the gorges and kasbahs and over the Tizi n'Tichka pass to Marrakech.",
      scene: "desert",
      maxGroupSize: 14,
    },
    {
      title: "High Atlas trekking week",
      cities: ["Marrakech", "Imlil"],
      countries: ["Morocco"],
      days: 7,
      topics: ["Trekking", "Mountains", "Village life"],
      description:
        "A Toubkal circuit through Berber villages and passes, with mules, a cook and gite nights, ending with the summit of Toubkal.",
      scene: "mountains",
      maxGroupSize: 10,
    },
    {
      title: "Atlantic coast: surf, argan and Essaouira",
      cities: ["Agadir", "Essaouira"],
      countries: ["Morocco"],
      days: 6,
      topics: ["Coast", "Surfing", "Food"],
      description:
        "Surf lessons around Taghazout, argan cooperatives, a day in the Paradise valley, and three relaxed days in Essaouira.",
      scene: "coast",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Dacia Logan",
      carType: "Sedan",
      seats: 5,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 25,
    },
    {
      model: "Dacia Duster",
      carType: "SUV",
      seats: 5,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 35,
    },
    {
      model: "Toyota Land Cruiser Prado",
      carType: "4x4",
      seats: 6,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 110,
    },
    {
      model: "Mercedes-Benz Vito",
      carType: "Minivan",
      seats: 8,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 100,
    },
  ],
  driverRoutes: [
    "Marrakech – Tizi n'Tichka – Ait Benhaddou – Ouarzazate",
    "Ouarzazate – Dades – Todra – Merzouga",
    "Fes – Ifrane – Midelt – Merzouga",
    "Marrakech – Asni – Imlil",
    "Tangier – Chefchaouen – Fes",
  ],
  scenes: ["desert", "mountains", "city", "coast", "canyon", "forest"],
  tourPriceEur: [30, 110],
};
