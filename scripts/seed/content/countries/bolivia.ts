import type { CountryContent } from "../types";

export const BOLIVIA: CountryContent = {
  country: "Bolivia",
  languages: ["Spanish", "Quechua", "Aymara"],
  firstNames: {
    female: ["Carla", "Ximena", "Paola", "Daniela", "Gabriela", "Roxana", "Wara", "Micaela", "Lourdes", "Nayra"],
    male: ["Luis", "Marco", "Rodrigo", "Fernando", "Wilmer", "Edwin", "Jhonny", "Alvaro", "Diego", "Rene"],
  },
  lastNames: [
    "Mamani",
    "Quispe",
    "Condori",
    "Choque",
    "Flores",
    "Gutierrez",
    "Rojas",
    "Vargas",
    "Ticona",
    "Apaza",
    "Mendoza",
  ],
  tours: [
    {
      title: "Salar de Uyuni and Incahuasi island",
      city: "Uyuni",
      days: 1,
      topics: ["Desert", "Photography", "Nature"],
      description:
        "The largest salt flat in the world, 3,650 m up. We start at the train cemetery, see the salt workers at Colchani, drive out across the white to the cactus island of Incahuasi and stay for sunset. From about January to March rain turns the salar into a mirror, though some areas become unreachable.",
      itinerary: [
        "10:30 train cemetery",
        "Colchani salt cooperative",
        "Salt hotel and the Dakar monument",
        "Lunch on the salt",
        "Incahuasi island walk",
        "Sunset and perspective photos, back in Uyuni around 19:30",
      ],
      scene: "desert",
    },
    {
      title: "Uyuni to the Chilean border: lagoons and geysers",
      city: "Uyuni",
      days: 3,
      topics: ["Desert", "Road trip", "Wildlife"],
      description:
        "Three days across the Sud Lípez in a Land Cruiser: the salar, volcanoes, the red Laguna Colorada full of flamingos, the Sol de Mañana geysers at almost 5,000 m and hot springs at dawn. Nights in basic lodges, and it is cold. The Eduardo Avaroa reserve fee is paid in cash in bolivianos.",
      itinerary: [
        "Day 1: Salar de Uyuni and Incahuasi, night in a salt lodge",
        "Day 2: Altiplano lagoons, Siloli desert and the Stone Tree, Laguna Colorada",
        "Day 3: Sol de Mañana geysers at sunrise, Polques hot springs, Laguna Verde, drop at the Chilean border or back to Uyuni",
      ],
      scene: "desert",
    },
    {
      title: "La Paz: cable cars, El Alto and the Witches' Market",
      city: "La Paz",
      days: 1,
      topics: ["City", "Culture", "Food"],
      description:
        "La Paz is a city in a bowl, and the best way to understand it is from the cable cars of Mi Teleférico. We ride up to El Alto, walk the Witches' Market, taste salteñas and api, and see the colourful cholet buildings of Freddy Mamani.",
      itinerary: [
        "09:00 Plaza Murillo and the San Francisco church",
        "Witches' Market",
        "Cable cars up to El Alto (red and silver lines)",
        "Cholets of El Alto",
        "Mercado Rodriguez lunch",
      ],
      scene: "city",
    },
    {
      title: "The Death Road by mountain bike",
      city: "La Paz",
      days: 1,
      topics: ["Adventure", "Cycling", "Road trip"],
      description:
        "The old Yungas road drops from La Cumbre at about 4,700 m to the cloud forest at around 1,200 m, with cliffs and waterfalls all the way. It is mostly car-free now, but still a serious ride: I only work with bike companies that maintain their brakes properly.",
      itinerary: [
        "07:00 pickup in La Paz",
        "La Cumbre start, tarmac warm-up",
        "Gravel section of the Death Road",
        "Lunch and swimming pool in Yolosa",
        "Back in La Paz around 21:00",
      ],
      scene: "road",
    },
    {
      title: "Lake Titicaca and Isla del Sol",
      city: "Copacabana",
      days: 2,
      topics: ["Lakes", "History", "Hiking"],
      description:
        "Isla del Sol is where the Inca believed the sun was born. We take the boat from Copacabana, climb the Inca stairs at Yumani, walk the island's southern paths and sleep in a family guesthouse. Access to the north of the island depends on agreements between communities, so I check before we go.",
      itinerary: [
        "Day 1: Copacabana basilica, boat to Isla del Sol, Inca stairs and Pilko Kaina ruins",
        "Day 1: Sunset over the lake, dinner of trout",
        "Day 2: Walk the island, boat back to Copacabana, Calvario hill at sunset",
      ],
      scene: "lake",
    },
    {
      title: "Potosi: Cerro Rico and the Casa de la Moneda",
      city: "Potosi",
      days: 1,
      topics: ["History", "Mining"],
      description:
        "The silver of Cerro Rico made Potosi one of the richest cities in the world in the 16th century; miners still work in cooperatives inside the mountain. I go with a former miner, we bring gifts for the workers, and we talk honestly about conditions. In the afternoon, the Casa de la Moneda mint.",
      itinerary: [
        "08:30 miners' market, buying gifts",
        "Cerro Rico cooperative mine visit (about 2 hours inside)",
        "Lunch",
        "Casa de la Moneda",
      ],
      scene: "mountains",
    },
    {
      title: "Sucre: dinosaur tracks and the Tarabuco market",
      city: "Sucre",
      days: 1,
      topics: ["Culture", "Markets", "Nature"],
      description:
        "On Sundays we drive to Tarabuco for the Yampara market and its weavers; other days we go to Cal Orck'o, a limestone wall with thousands of dinosaur footprints. Back in Sucre, the white city, for the Recoleta viewpoint at sunset.",
      itinerary: [
        "Sunday: Tarabuco market and weaving museum",
        "Other days: Cal Orck'o dinosaur park",
        "Lunch of mondongo",
        "Central market and Casa de la Libertad",
        "Sunset at La Recoleta",
      ],
      scene: "city",
    },
    {
      title: "Madidi: jungle and pampas from Rurrenabaque",
      city: "Rurrenabaque",
      days: 3,
      topics: ["Wildlife", "Jungle", "River"],
      description:
        "From Rurrenabaque you can do the jungle (Madidi National Park, by canoe up the Beni and Tuichi rivers) or the pampas (wetlands with capybaras, caimans and pink river dolphins). I work with community-owned lodges so the money stays in the villages.",
      itinerary: [
        "Day 1: Canoe up the Beni river to a community lodge, evening walk",
        "Day 2: Jungle walk, medicinal plants, night walk",
        "Day 3: Sunrise on the river, back to Rurrenabaque",
      ],
      scene: "forest",
    },
    {
      title: "Samaipata: El Fuerte and the giant ferns of Amboro",
      city: "Samaipata",
      days: 1,
      topics: ["History", "Hiking", "Nature"],
      description:
        "Samaipata is a small town in the valleys west of Santa Cruz with two great days out: El Fuerte, a huge carved rock used by pre-Inca and Inca peoples, and the cloud forest of Amboro with tree ferns several metres tall.",
      itinerary: [
        "08:00 drive to the Amboro trailhead",
        "Cloud forest walk among the giant ferns",
        "Picnic lunch",
        "El Fuerte de Samaipata in the afternoon",
      ],
      scene: "forest",
    },
  ],
  groupTours: [
    {
      title: "Bolivian altiplano classic",
      cities: ["La Paz", "Copacabana", "Sucre", "Potosi", "Uyuni"],
      countries: ["Bolivia"],
      days: 12,
      topics: ["Culture", "Desert", "Lakes"],
      description:
        "La Paz, Lake Titicaca, colonial Sucre and Potosi, and the salar and lagoons of the southwest in Land Cruisers. Acclimatisation built in from day one.",
      scene: "desert",
      maxGroupSize: 12,
    },
    {
      title: "Huayna Potosi climb",
      cities: ["La Paz"],
      countries: ["Bolivia"],
      days: 4,
      topics: ["Mountaineering", "Mountains"],
      description:
        "A first 6,000 m peak with certified mountain guides: a training day on the glacier, a night at high camp and a summit attempt at 6,088 m. You must be acclimatised before day one.",
      scene: "mountains",
      maxGroupSize: 6,
    },
    {
      title: "From the Amazon to the Andes",
      cities: ["Rurrenabaque", "La Paz", "Copacabana"],
      countries: ["Bolivia"],
      days: 7,
      topics: ["Wildlife", "Jungle", "Lakes"],
      description:
        "Madidi's rainforest and the pampas, a flight back up to La Paz and two days on Lake Titicaca. Warm, then very cold: pack both.",
      scene: "forest",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser 70",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 150,
    },
    {
      model: "Toyota Hilux",
      carType: "4x4",
      seats: 5,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 75,
    },
    {
      model: "Suzuki Vitara",
      carType: "SUV",
      seats: 5,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 55,
    },
  ],
  driverRoutes: [
    "Uyuni – Salar – Laguna Colorada – Hito Cajon (Chilean border)",
    "La Paz – Tiquina strait – Copacabana",
    "Sucre – Potosi – Uyuni",
    "Tupiza – Sud Lipez – Uyuni",
    "Santa Cruz de la Sierra – Samaipata – Vallegrande",
  ],
  scenes: ["desert", "lake", "mountains", "city", "forest", "road"],
  tourPriceEur: [30, 100],
};
