import type { CountryContent } from "../types";

export const UZBEKISTAN: CountryContent = {
  country: "Uzbekistan",
  languages: ["Uzbek", "Russian", "Tajik"],
  firstNames: {
    female: ["Dilnoza", "Nodira", "Gulnora", "Malika", "Shahnoza", "Feruza", "Madina", "Kamola", "Zulfiya", "Nilufar"],
    male: ["Jasur", "Sardor", "Bekzod", "Otabek", "Sherzod", "Ulugbek", "Aziz", "Doston", "Rustam", "Javlon"],
  },
  lastNames: [
    "Yusupov",
    "Tursunov",
    "Rakhimov",
    "Abdullaev",
    "Ismoilov",
    "Khodjaev",
    "Normatov",
    "Sultanov",
    "Mirzaev",
    "Ergashev",
    "Umarov",
  ],
  tours: [
    {
      title: "Registan at dawn and the Shah-i-Zinda necropolis",
      city: "Samarkand",
      days: 1,
      topics: ["History", "Architecture", "Photography"],
      description:
        "We meet at the Registan before the tour buses, when the three madrasas glow orange and you can hear the pigeons. Then Gur-e-Amir, where Timur is buried, the enormous Bibi-Khanym mosque, lunch at the Siab bazaar and, in the softer afternoon light, the street of blue-tiled tombs at Shah-i-Zinda.",
      itinerary: [
        "07:00 Registan square from outside, coffee nearby",
        "09:00 inside the Ulugbek, Sher-Dor and Tilya-Kori madrasas",
        "Gur-e-Amir mausoleum",
        "Bibi-Khanym mosque and lunch at the Siab bazaar",
        "Shah-i-Zinda from 16:00",
      ],
      scene: "temple",
    },
    {
      title: "Bukhara's old town on foot",
      city: "Bukhara",
      days: 1,
      topics: ["History", "Architecture", "Crafts"],
      description:
        "Bukhara is a walking city. From the pool at Lyabi-Hauz we go through the trading domes to the Kalyan minaret, which even Genghis Khan chose not to destroy, then to the Ark fortress and the 10th-century Samanid mausoleum. I will also take you to the blacksmith and the miniature painters I have known since I was a kid.",
      itinerary: [
        "09:00 Lyabi-Hauz and the Nadir Divan-Begi madrasa",
        "Trading domes and a coppersmith's workshop",
        "Po-i-Kalyan complex and the Kalyan minaret",
        "Lunch, then the Ark fortress",
        "Samanid mausoleum and Chor Minor, finish around 17:00",
      ],
      scene: "city",
    },
    {
      title: "Khiva's Itchan Kala and the desert fortresses",
      city: "Khiva",
      days: 2,
      topics: ["History", "Desert", "Camping"],
      description:
        "Day one inside the walls of Khiva, where it is easy to get lost between the madrasas and minarets. Day two out in the Karakalpak desert visiting the ruined Khorezmian fortresses of Ayaz Kala and Toprak Kala, with a night in a yurt camp below Ayaz Kala.",
      itinerary: [
        "Day 1: Kalta Minor, Kuhna Ark, Juma mosque with its wooden columns, sunset from the Islam Khodja minaret",
        "Day 2: Drive to Toprak Kala, then Ayaz Kala, yurt camp and camel ride",
        "Day 2 (or 3): Back to Khiva",
      ],
      scene: "desert",
    },
    {
      title: "The Savitsky Museum and the Aral Sea at Moynaq",
      city: "Nukus",
      days: 2,
      topics: ["Art", "History", "Environment"],
      description:
        "The Savitsky Museum in Nukus holds one of the world's best collections of Russian avant-garde art, saved from Soviet censorship by one stubborn man. The next day we drive to Moynaq, once a fishing port, where rusting ships sit in the sand a long way from the shrinking Aral Sea.",
      itinerary: [
        "Day 1: Savitsky Museum (allow three hours), Mizdakhan necropolis at sunset",
        "Day 2: Drive to Moynaq, ship cemetery and the local museum",
        "Day 2: Back to Nukus in the evening",
      ],
      scene: "desert",
    },
    {
      title: "Nuratau mountains homestay and Aydarkul lake",
      city: "Nurata",
      days: 2,
      topics: ["Village life", "Hiking", "Lakes"],
      description:
        "A slower side of Uzbekistan. We walk in the Nuratau hills from a family homestay in Sentob, see petroglyphs and walnut orchards, then drop down to Aydarkul, a big lake in the Kyzylkum desert, for a swim and a night in a yurt camp.",
      itinerary: [
        "Day 1: Nurata fortress and holy spring, drive to Sentob, afternoon hike and homestay",
        "Day 2: Drive to Aydarkul, swim, camel ride, yurt camp or return to Samarkand",
      ],
      scene: "lake",
    },
    {
      title: "Shakhrisabz: Timur's hometown over the Takhtakaracha pass",
      city: "Shakhrisabz",
      days: 1,
      topics: ["History", "Road trip"],
      description:
        "Timur was born near Shakhrisabz and built his biggest palace here; only the gate of the Ak-Saray survives, and it is still enormous. Usually done from Samarkand over the Takhtakaracha pass, with a stop for fresh bread and apricots at the top.",
      itinerary: [
        "09:00 pickup in Samarkand, mountain road over the pass",
        "Ak-Saray palace gate and Timur's statue",
        "Dorut Tilovat and Kok Gumbaz mosque",
        "Lunch and back to Samarkand",
      ],
      scene: "road",
    },
    {
      title: "Tashkent: metro stations, Chorsu bazaar and the Khast Imam",
      city: "Tashkent",
      days: 1,
      topics: ["City", "Architecture", "Food"],
      description:
        "Tashkent gets skipped too quickly. We ride the metro for its Soviet palaces underground, buy bread and spices at the domed Chorsu bazaar, see one of the oldest Qurans in the world at the Khast Imam complex and finish with plov at the Central Asian Plov Centre.",
      itinerary: [
        "10:00 metro from Kosmonavtlar to Alisher Navoi",
        "Chorsu bazaar and Kukeldash madrasa",
        "Khast Imam complex",
        "Plov lunch",
        "Amir Timur square and Broadway (Sayilgoh street)",
      ],
      scene: "city",
    },
    {
      title: "Fergana valley crafts: Margilan silk and Rishtan ceramics",
      city: "Fergana",
      days: 1,
      topics: ["Crafts", "Culture"],
      description:
        "The Fergana valley is where Uzbek crafts are still alive. At the Yodgorlik factory in Margilan you see ikat silk dyed and woven by hand; in Rishtan a family of potters shows the blue ishkor glaze. Optional stop at the Khudayar Khan palace in Kokand on the way back.",
      itinerary: [
        "09:00 Yodgorlik silk factory in Margilan",
        "Kumtepa bazaar (Thursday and Sunday)",
        "Lunch with a family of potters in Rishtan",
        "Khudayar Khan palace in Kokand",
      ],
      scene: "city",
    },
  ],
  groupTours: [
    {
      title: "Classic Uzbekistan: Tashkent, Samarkand, Bukhara, Khiva",
      cities: ["Tashkent", "Samarkand", "Bukhara", "Khiva"],
      countries: ["Uzbekistan"],
      days: 9,
      topics: ["History", "Architecture", "Food"],
      description:
        "The four great cities by high-speed train and one desert drive from Bukhara to Khiva. Boutique family hotels, a plov cooking lesson, and enough free time that you don't get madrasa fatigue.",
      scene: "temple",
      maxGroupSize: 14,
    },
    {
      title: "Fergana valley crafts week",
      cities: ["Tashkent", "Fergana"],
      countries: ["Uzbekistan"],
      days: 6,
      topics: ["Crafts", "Culture", "Food"],
      description:
        "Silk in Margilan, ceramics in Rishtan, knives in Chust and bazaars everywhere. The group stays at small guesthouses and spends real time in workshops, not just the shop at the end.",
      scene: "city",
      maxGroupSize: 10,
    },
    {
      title: "Karakalpakstan: Khiva, Nukus and the Aral Sea",
      cities: ["Khiva", "Nukus"],
      countries: ["Uzbekistan"],
      days: 5,
      topics: ["Desert", "Art", "Environment"],
      description:
        "The desert fortresses of ancient Khorezm, the Savitsky Museum and two days on the old shore of the Aral Sea, with a night camping on the Ustyurt plateau cliffs.",
      scene: "desert",
      maxGroupSize: 8,
    },
  ],
  cars: [
    {
      model: "Chevrolet Cobalt",
      carType: "Sedan",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 45,
    },
    {
      model: "Chevrolet Tracker",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 55,
    },
    {
      model: "Hyundai Starex",
      carType: "Minivan",
      seats: 9,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 90,
    },
    {
      model: "Mercedes-Benz Sprinter",
      carType: "Minivan",
      seats: 16,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 140,
    },
  ],
  driverRoutes: [
    "Tashkent – Samarkand – Bukhara",
    "Samarkand – Shakhrisabz over the Takhtakaracha pass",
    "Bukhara – Khiva across the Kyzylkum (about 7 hours)",
    "Khiva – Nukus – Moynaq",
    "Tashkent – Kamchik pass – Fergana valley",
  ],
  scenes: ["city", "temple", "desert", "mountains", "lake", "road"],
  tourPriceEur: [35, 110],
};
