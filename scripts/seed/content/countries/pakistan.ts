import type { CountryContent } from "../types";

export const PAKISTAN: CountryContent = {
  country: "Pakistan",
  languages: ["Urdu", "Punjabi", "Burushaski", "Wakhi", "Pashto", "Sindhi"],
  firstNames: {
    female: ["Ayesha", "Sana", "Mahnoor", "Fatima", "Zainab", "Hina", "Maryam", "Amna", "Sidra", "Nadia"],
    male: ["Ali", "Imran", "Usman", "Hamza", "Bilal", "Faisal", "Kamran", "Shahid", "Karim", "Asad"],
  },
  lastNames: ["Khan", "Baig", "Hussain", "Qureshi", "Shah", "Malik", "Butt", "Chaudhry", "Karim", "Abbasi", "Memon"],
  tours: [
    {
      title: "Hunza: Baltit and Altit forts and the Eagle's Nest",
      city: "Karimabad",
      days: 1,
      topics: ["History", "Mountains", "Photography"],
      description:
        "Karimabad is my home, so you will meet half my family on this walk. Baltit fort has watched over the valley for about 700 years, Altit is even older, and at the Eagle's Nest in Duikar you watch the sun hit Rakaposhi, Ultar Sar and Ladyfinger peak. In April the whole valley is white with apricot blossom.",
      itinerary: [
        "05:30 drive up to Duikar for sunrise at the Eagle's Nest",
        "Breakfast with apricot jam and chapshuro",
        "Baltit fort guided visit",
        "Walk through the irrigation channels to Altit fort",
        "Lunch at a women-run cafe in Altit",
      ],
      scene: "mountains",
    },
    {
      title: "Attabad lake, Passu Cones and the Khunjerab Pass",
      city: "Karimabad",
      days: 2,
      topics: ["Road trip", "Lakes", "Mountains"],
      description:
        "Up the Karakoram Highway to the Chinese border. Attabad lake was created by a landslide in 2010 and is now an unreal shade of turquoise. We walk across the Hussaini suspension bridge, stay in Passu under the Cathedral peaks and drive up to the Khunjerab Pass at about 4,700 m. The pass is usually open only from May to November.",
      itinerary: [
        "Day 1: Attabad lake boat ride, Hussaini bridge, Passu glacier viewpoint",
        "Day 1: Night in Passu",
        "Day 2: Khunjerab Pass and the national park (yaks and maybe marmots), back to Karimabad",
      ],
      scene: "lake",
    },
    {
      title: "Fairy Meadows and Nanga Parbat base camp",
      city: "Gilgit",
      days: 3,
      topics: ["Trekking", "Mountains", "Adventure"],
      description:
        "The jeep track from Raikot bridge to Tato is scary, and everyone survives. From there a three-hour walk brings you to Fairy Meadows and a full view of Nanga Parbat, 8,126 m. On day two we trek to Beyal camp and the base camp viewpoint. Wooden cabins, simple food, a sky full of stars.",
      itinerary: [
        "Day 1: Gilgit to Raikot bridge, jeep to Tato, hike to Fairy Meadows",
        "Day 2: Trek to Beyal camp and the Nanga Parbat base camp viewpoint",
        "Day 3: Walk down to Tato, jeep and drive back to Gilgit",
      ],
      scene: "mountains",
    },
    {
      title: "Skardu: Shangrila, the cold desert and Deosai plains",
      city: "Skardu",
      days: 2,
      topics: ["Nature", "Wildlife", "Desert"],
      description:
        "Skardu is the gateway to K2, but there is plenty to see without a month of trekking. Sand dunes in the Katpana cold desert at 2,200 m, the Upper Kachura lake, and the Deosai plateau at around 4,000 m, where Himalayan brown bears live. Deosai is only open in summer.",
      itinerary: [
        "Day 1: Katpana cold desert, Upper Kachura lake, Shangrila",
        "Day 2: Full day on the Deosai plains, Sheosar lake, back to Skardu",
      ],
      scene: "desert",
    },
    {
      title: "Lahore Walled City food walk",
      city: "Lahore",
      days: 1,
      topics: ["Food", "History", "City"],
      description:
        "Lahore lives to eat, and so do I. We walk in through Delhi Gate to the Wazir Khan mosque, the Badshahi mosque and Lahore Fort, with stops for lassi, channay, nihari and fried fish. Bring an empty stomach and comfortable shoes.",
      itinerary: [
        "10:00 Delhi Gate and the Shahi Hammam",
        "Wazir Khan mosque",
        "Lunch stops in Androon Lahore",
        "Badshahi mosque and Lahore Fort",
        "Dinner at a rooftop facing Badshahi",
      ],
      scene: "city",
    },
    {
      title: "The Kalash valleys of Chitral",
      city: "Chitral",
      days: 2,
      topics: ["Culture", "Village life", "Festivals"],
      description:
        "The Kalash are a small community with their own religion, language and festivals, living in three valleys south of Chitral. We stay in Bumburet with a Kalash family and visit Rumbur. Please treat it as a visit to people's homes, not a photo stop. Foreigners have to register with the police on arrival; I handle it.",
      itinerary: [
        "Day 1: Chitral to Bumburet, registration, walk through the villages",
        "Day 1: Dinner with the family",
        "Day 2: Rumbur valley, back to Chitral",
      ],
      scene: "mountains",
    },
    {
      title: "Makli necropolis and Shah Jahan mosque",
      city: "Hyderabad",
      days: 1,
      topics: ["History", "Architecture"],
      description:
        "South of Hyderabad lies one of the largest necropolises in the world: kilometres of carved sandstone tombs on Makli hill. We also visit the Shah Jahan mosque in Thatta with its blue tilework and stop at Keenjhar lake for lunch.",
      itinerary: [
        "08:00 pickup in Hyderabad",
        "Makli necropolis (UNESCO)",
        "Shah Jahan mosque in Thatta",
        "Fish lunch at Keenjhar lake",
        "Back in Hyderabad by 18:00",
      ],
      scene: "temple",
    },
    {
      title: "Islamabad, Margalla Hills and ancient Taxila",
      city: "Islamabad",
      days: 1,
      topics: ["History", "Hiking", "City"],
      description:
        "Morning walk on Margalla Hills Trail 3 before the heat, then the Faisal mosque. After lunch we go to Taxila, where Gandharan Buddhist monasteries and stupas from 2,000 years ago sit in the countryside just outside the capital.",
      itinerary: [
        "07:00 Trail 3 up to the viewpoint",
        "Faisal mosque",
        "Lunch at Saidpur village",
        "Taxila museum and the Jaulian monastery",
      ],
      scene: "temple",
    },
  ],
  groupTours: [
    {
      title: "Karakoram Highway: Islamabad to the Khunjerab Pass",
      cities: ["Islamabad", "Gilgit", "Karimabad"],
      countries: ["Pakistan"],
      days: 10,
      topics: ["Road trip", "Mountains", "Culture"],
      description:
        "The KKH from bottom to top: Taxila, the Indus gorge, Gilgit, Hunza, Attabad lake, Passu and the Chinese border at Khunjerab. One flight or long drive each way depending on the weather.",
      scene: "road",
      maxGroupSize: 12,
    },
    {
      title: "Hunza in apricot blossom",
      cities: ["Gilgit", "Karimabad"],
      countries: ["Pakistan"],
      days: 7,
      topics: ["Photography", "Village life", "Mountains"],
      description:
        "Early April, when the valley turns white and pink. Slow days of walking between villages, photography at sunrise, and home-cooked Hunza food.",
      scene: "mountains",
      maxGroupSize: 10,
    },
    {
      title: "Baltistan and the Deosai plateau",
      cities: ["Skardu"],
      countries: ["Pakistan"],
      days: 7,
      topics: ["Nature", "Camping", "Wildlife"],
      description:
        "Skardu's lakes and cold desert, the Shigar fort, and two nights camping on Deosai, the second-highest plateau in the world. July and August departures.",
      scene: "lake",
      maxGroupSize: 10,
    },
    {
      title: "Punjab and Sindh heritage trail",
      cities: ["Lahore", "Hyderabad", "Karachi"],
      countries: ["Pakistan"],
      days: 6,
      topics: ["History", "Food", "City"],
      description:
        "Mughal Lahore, the tombs of Makli and Karachi's colonial centre and seafood. Flights between the cities, local guides and a lot of chai.",
      scene: "city",
      maxGroupSize: 12,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser Prado",
      carType: "4x4",
      seats: 5,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
    {
      model: "Toyota Corolla",
      carType: "Sedan",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 45,
    },
    {
      model: "Toyota Hiace",
      carType: "Minivan",
      seats: 12,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 90,
    },
    {
      model: "Toyota Hilux",
      carType: "4x4",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 70,
    },
  ],
  driverRoutes: [
    "Islamabad – Naran – Babusar Pass – Chilas – Gilgit (summer)",
    "Gilgit – Karimabad – Attabad – Passu – Khunjerab Pass",
    "Skardu – Deosai plains – Astore",
    "Islamabad – Besham – Karakoram Highway – Gilgit",
    "Karachi – Thatta – Makli – Hyderabad",
  ],
  scenes: ["mountains", "lake", "road", "city", "temple", "desert"],
  tourPriceEur: [30, 100],
};
