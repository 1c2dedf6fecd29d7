import type { CountryContent } from "../types";

export const ETHIOPIA: CountryContent = {
  country: "Ethiopia",
  languages: ["Amharic", "Tigrinya", "Afaan Oromo"],
  firstNames: {
    female: ["Selam", "Hanna", "Meron", "Bethlehem", "Tigist", "Mahlet", "Hirut", "Liya", "Saba", "Eden"],
    male: ["Dawit", "Abebe", "Yonas", "Samuel", "Tewodros", "Biniam", "Henok", "Mulugeta", "Kidus", "Ermias"],
  },
  lastNames: [
    "Tesfaye",
    "Bekele",
    "Haile",
    "Girma",
    "Alemu",
    "Mekonnen",
    "Tadesse",
    "Assefa",
    "Wolde",
    "Gebremedhin",
    "Kebede",
  ],
  tours: [
    {
      title: "The rock-hewn churches of Lalibela",
      city: "Lalibela",
      days: 2,
      topics: ["History", "Churches", "Religion"],
      description:
        "Eleven churches cut down into solid rock in the 12th and 13th centuries, still used every day by priests and pilgrims. We see the northern and eastern groups, the cross-shaped Bete Giyorgis at the best light, and on day two drive to Yemrehanna Kristos, a church built inside a cave, or hike up to Asheton Maryam.",
      itinerary: [
        "Day 1: Northern group of churches, lunch, eastern group, Bete Giyorgis at 16:00",
        "Day 1: Coffee ceremony and tej in town",
        "Day 2: Yemrehanna Kristos cave church or the hike to Asheton Maryam monastery",
      ],
      scene: "temple",
    },
    {
      title: "Simien Mountains: geladas and the Chenek escarpment",
      city: "Gondar",
      days: 3,
      topics: ["Trekking", "Wildlife", "Mountains"],
      description:
        "The Simiens have one of the great escarpment views in Africa and hundreds of gelada monkeys grazing near the edge, completely unbothered by people. An armed park scout is required and included. We walk Sankaber to Geech and drive to Chenek for walia ibex.",
      itinerary: [
        "Day 1: Gondar to Debark, park office, walk along the escarpment to Sankaber",
        "Day 2: Jinbar waterfall viewpoint, trek to Geech",
        "Day 3: Imet Gogo viewpoint, drive to Chenek, back to Gondar",
      ],
      scene: "mountains",
    },
    {
      title: "Gondar castles and Debre Birhan Selassie",
      city: "Gondar",
      days: 1,
      topics: ["History", "Architecture"],
      description:
        "Gondar was the royal capital in the 17th and 18th centuries, and the castle compound of Fasil Ghebbi looks like someone moved a piece of medieval Europe to the highlands. Then Fasilides' bath and the church of Debre Birhan Selassie, with its ceiling of painted angels' faces.",
      itinerary: [
        "09:00 Fasil Ghebbi royal enclosure",
        "Fasilides' bath",
        "Lunch of shiro and injera",
        "Debre Birhan Selassie church",
      ],
      scene: "temple",
    },
    {
      title: "Lake Tana monasteries and the Blue Nile Falls",
      city: "Bahir Dar",
      days: 1,
      topics: ["Lakes", "Churches", "Nature"],
      description:
        "Morning boat across Lake Tana to the Zege peninsula, where the round monastery churches are painted from floor to roof. In the afternoon we drive to the Blue Nile Falls; since the hydro plant was built the flow varies a lot, so expect anything from a trickle to a roar in the rainy season.",
      itinerary: [
        "08:00 boat to the Zege peninsula, Ura Kidane Mehret",
        "Azwa Maryam church",
        "Lunch in Bahir Dar",
        "Blue Nile Falls walk and the Portuguese bridge",
      ],
      scene: "lake",
    },
    {
      title: "Addis Ababa: Lucy, the Merkato and a real coffee ceremony",
      city: "Addis Ababa",
      days: 1,
      topics: ["City", "History", "Coffee"],
      description:
        "Addis is the right place to start an Ethiopian trip: the National Museum with Lucy, the Holy Trinity Cathedral, the enormous Merkato market and a coffee ceremony at my aunt's house, with the beans roasted in front of you.",
      itinerary: [
        "09:00 National Museum and Lucy",
        "Holy Trinity Cathedral",
        "Lunch of kitfo or beyaynetu",
        "Merkato, the spice and recycling sections",
        "Coffee ceremony at home",
      ],
      scene: "city",
    },
    {
      title: "Harar: the walled city and the hyena men",
      city: "Harar",
      days: 1,
      topics: ["History", "Culture", "Wildlife"],
      description:
        "Harar's old walled town, Jugol, has more than 80 mosques inside its walls and alleys painted every colour. We visit the house linked to the poet Rimbaud, the markets and the gates, and at dusk watch men feed the wild hyenas just outside the walls.",
      itinerary: [
        "09:00 Harar gate and the Christian and Muslim markets",
        "Rimbaud house and a traditional Harari house",
        "Lunch",
        "Jugol alleys and the Grand Mosque from outside",
        "Hyena feeding at dusk",
      ],
      scene: "city",
    },
    {
      title: "Omo Valley markets",
      city: "Jinka",
      days: 3,
      topics: ["Culture", "Markets", "Road trip"],
      description:
        "The Omo valley is home to many peoples, including the Hamer, Ari and Mursi. I do this trip slowly and with respect: market days rather than staged villages, explanations before photos, and payment agreed directly with the person you photograph. Market days change, so the route follows the calendar.",
      itinerary: [
        "Day 1: Jinka museum (South Omo Research Centre), Ari villages",
        "Day 2: Weekly market (Key Afer or Dimeka depending on the day), night in Turmi",
        "Day 3: Hamer village visit with a local guide, back to Jinka",
      ],
      scene: "road",
    },
    {
      title: "Arba Minch: Nechisar park and the Dorze highlands",
      city: "Arba Minch",
      days: 1,
      topics: ["Wildlife", "Culture", "Lakes"],
      description:
        "A boat on Lake Chamo to see some of Africa's largest crocodiles at the 'crocodile market', then up into the cool Guge mountains to the Dorze, known for their tall beehive-shaped houses and cotton weaving.",
      itinerary: [
        "07:30 boat on Lake Chamo",
        "Nechisar National Park viewpoint",
        "Drive up to Dorze, weaving and a house visit",
        "Lunch of kocho (false banana bread) with honey",
      ],
      scene: "lake",
    },
  ],
  groupTours: [
    {
      title: "Historic north: Lalibela, Gondar, Bahir Dar and the Simiens",
      cities: ["Addis Ababa", "Bahir Dar", "Gondar", "Lalibela"],
      countries: ["Ethiopia"],
      days: 10,
      topics: ["History", "Churches", "Trekking"],
      description:
        "Ethiopia's historic route with domestic flights, two days walking in the Simien Mountains and a local guide in each town. We check current travel advisories carefully before each departure.",
      scene: "temple",
      maxGroupSize: 12,
    },
    {
      title: "Timkat: Ethiopian Epiphany",
      cities: ["Addis Ababa", "Gondar", "Lalibela"],
      countries: ["Ethiopia"],
      days: 7,
      topics: ["Festival", "Religion", "Culture"],
      description:
        "Timkat falls around 19 January. Processions carry the tabot to the water at night and people sing until morning; in Gondar, pilgrims jump into the pool of Fasilides' bath. Festival days in Gondar and Lalibela.",
      scene: "temple",
      maxGroupSize: 12,
    },
    {
      title: "Omo valley and the southern rift lakes",
      cities: ["Addis Ababa", "Arba Minch", "Jinka"],
      countries: ["Ethiopia"],
      days: 9,
      topics: ["Culture", "Markets", "Lakes"],
      description:
        "By 4x4 through the Rift Valley lakes to Arba Minch, the Dorze highlands and the Omo valley markets, planned around market days.",
      scene: "road",
      maxGroupSize: 8,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser",
      carType: "4x4",
      seats: 5,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 140,
    },
    {
      model: "Toyota Hiace",
      carType: "Minivan",
      seats: 11,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 90,
    },
    {
      model: "Toyota Corolla",
      carType: "Sedan",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 50,
    },
  ],
  driverRoutes: [
    "Addis Ababa – Arba Minch – Jinka – Turmi",
    "Bahir Dar – Gondar – Debark (Simien Mountains)",
    "Bahir Dar – Gashena – Lalibela",
    "Addis Ababa – Debre Libanos – Blue Nile gorge",
    "Dire Dawa – Harar",
  ],
  scenes: ["mountains", "temple", "city", "lake", "road"],
  tourPriceEur: [40, 120],
};
