import type { CountryContent } from "../types";

export const TURKMENISTAN: CountryContent = {
  country: "Turkmenistan",
  languages: ["Turkmen", "Russian"],
  firstNames: {
    female: ["Ogulgerek", "Maral", "Gulshat", "Aynabat", "Jemal", "Mahri", "Selbi", "Bahar", "Enejan", "Aygul"],
    male: ["Merdan", "Serdar", "Myrat", "Dovlet", "Batyr", "Rustem", "Kakajan", "Berdi", "Annamyrat", "Shatlyk"],
  },
  lastNames: [
    "Orazov",
    "Annayev",
    "Berdiyev",
    "Gurbanov",
    "Hojamuradov",
    "Ataev",
    "Nurmuhammedov",
    "Charyyev",
    "Amanov",
    "Muhammedov",
  ],
  tours: [
    {
      title: "Darvaza gas crater overnight",
      city: "Ashgabat",
      days: 2,
      topics: ["Desert", "Camping", "Adventure"],
      description:
        "The burning crater in the Karakum desert, about 260 km north of Ashgabat, is one of the strangest things you will ever stand next to. We drive up in a 4x4, arrive before sunset, and camp a safe distance from the rim so you can see it at night and again at dawn. The government has talked about putting the fire out, so I confirm the situation before each departure.",
      itinerary: [
        "Day 1: 13:00 departure from Ashgabat, stop at a desert village and well",
        "Day 1: Off-road to the crater, dinner of shashlik by the tents, crater at night",
        "Day 2: Sunrise at the rim, water and mud craters nearby, back in Ashgabat by lunch",
      ],
      scene: "desert",
    },
    {
      title: "Ashgabat's white marble city and ancient Nisa",
      city: "Ashgabat",
      days: 1,
      topics: ["Architecture", "History", "City"],
      description:
        "Ashgabat is unlike any other capital: white marble, gold domes and very wide empty avenues. I will tell you where photos are fine and where they are not. In the afternoon we go back two thousand years to the Parthian fortress of Nisa in the Kopetdag foothills.",
      itinerary: [
        "09:00 Independence Monument and the Neutrality Monument",
        "Ertugrul Gazi mosque and the Carpet Museum",
        "Lunch with plov and dograma",
        "Parthian fortresses of Nisa",
        "Sunday only: the Altyn Asyr (Tolkuchka) market",
      ],
      scene: "city",
    },
    {
      title: "Ancient Merv and the Bronze Age city of Gonur Depe",
      city: "Mary",
      days: 2,
      topics: ["History", "Archaeology", "Desert"],
      description:
        "Merv was one of the largest cities on earth in the 12th century; today it is a spread of mud-brick walls and mausoleums across the oasis. On day two we drive deep into the desert to Gonur Depe, the capital of the ancient Margiana civilisation, which you will probably have all to yourself.",
      itinerary: [
        "Day 1: Mary regional museum, then Merv: Sultan Sanjar mausoleum, Great and Small Kyz Kala, Erk Kala",
        "Day 1: Dinner and night in Mary",
        "Day 2: Off-road to Gonur Depe (about 2 hours each way), back to Mary",
      ],
      scene: "desert",
    },
    {
      title: "Konye-Urgench: the minaret and the mausoleums",
      city: "Konye-Urgench",
      days: 1,
      topics: ["History", "Architecture", "Pilgrimage"],
      description:
        "Once the capital of Khwarezm, Konye-Urgench is now a quiet pilgrimage site. The Kutlug Timur minaret, about 60 m tall, still leans over the plain, and the turquoise dome of the Turabek Khanum mausoleum is one of the finest in the region. Easy to combine with crossing to Khiva in Uzbekistan.",
      itinerary: [
        "09:00 Kutlug Timur minaret and Turabek Khanum mausoleum",
        "Tekesh and Il-Arslan mausoleums",
        "Pilgrims' path at Nedjmeddin Kubra",
        "Transfer to the Uzbek border on request",
      ],
      scene: "temple",
    },
    {
      title: "Yangykala canyon and the Caspian shore",
      city: "Balkanabat",
      days: 2,
      topics: ["Geology", "Photography", "Road trip"],
      description:
        "Yangykala looks like someone painted the desert in stripes of pink, white and rust. We drive out from Balkanabat, watch the late light from the canyon rim, camp, and visit the Gozli Ata pilgrimage site the next morning before reaching the Caspian at Turkmenbashi.",
      itinerary: [
        "Day 1: Balkanabat to Yangykala canyon by 4x4, sunset on the rim, camp",
        "Day 2: Gozli Ata, drive to Turkmenbashi on the Caspian",
      ],
      scene: "canyon",
    },
    {
      title: "Kow Ata underground lake and the Kopetdag foothills",
      city: "Ashgabat",
      days: 1,
      topics: ["Nature", "Relaxation"],
      description:
        "A long staircase leads down into a cave where a warm mineral lake sits at around 33°C all year. It is a favourite with local families at weekends. We combine it with a village lunch in the Kopetdag foothills and a stop at the Akhal-Teke stables on the way back.",
      itinerary: [
        "09:00 departure from Ashgabat",
        "Swim in the Kow Ata underground lake",
        "Lunch in a village near Bakharden",
        "Akhal-Teke horse stables near Ashgabat",
      ],
      scene: "lake",
    },
    {
      title: "Koytendag: dinosaur footprints and hidden gorges",
      city: "Turkmenabat",
      days: 3,
      topics: ["Nature", "Hiking", "Geology"],
      description:
        "The Koytendag mountains on the Uzbek border hold a limestone plateau covered in dinosaur tracks, deep canyons and Ayrybaba, the highest peak in the country. It is a restricted border area and needs a permit arranged weeks in advance, which is why so few people go.",
      itinerary: [
        "Day 1: Turkmenabat to Koytendag along the Amu Darya",
        "Day 2: Dinosaur plateau and the Umbar Dere gorge and waterfall",
        "Day 3: Karlyuk caves area (if open), back to Turkmenabat",
      ],
      scene: "canyon",
    },
  ],
  groupTours: [
    {
      title: "Turkmenistan in 8 days: Ashgabat, Merv, Darvaza and Konye-Urgench",
      cities: ["Ashgabat", "Mary", "Dashoguz", "Konye-Urgench"],
      countries: ["Turkmenistan"],
      days: 8,
      topics: ["History", "Desert", "Architecture"],
      description:
        "The whole country in one loop with a licensed guide, which for most nationalities is how a tourist visa works here. Marble Ashgabat, the ruins of Merv, a night at the Darvaza crater and the minarets of Konye-Urgench. We handle the letter of invitation paperwork with you.",
      scene: "desert",
      maxGroupSize: 10,
    },
    {
      title: "Across the Karakum to Khiva",
      cities: ["Ashgabat", "Konye-Urgench", "Khiva", "Bukhara"],
      countries: ["Turkmenistan", "Uzbekistan"],
      days: 9,
      topics: ["Silk Road", "Desert", "History"],
      description:
        "Ashgabat to Bukhara the old way, across the desert. Darvaza, Konye-Urgench, then over the border to the walled city of Khiva and on to Bukhara. Ideal in April–May or September–October.",
      scene: "desert",
      maxGroupSize: 10,
    },
    {
      title: "Caspian coast and the western canyons",
      cities: ["Ashgabat", "Balkanabat", "Turkmenbashi"],
      countries: ["Turkmenistan"],
      days: 5,
      topics: ["Geology", "Camping", "Photography"],
      description:
        "The west of Turkmenistan for people who have already seen the classics: Yangykala canyon, the salt flats and the Caspian coast, with two nights camping.",
      scene: "canyon",
      maxGroupSize: 8,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser 200",
      carType: "4x4",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 170,
    },
    {
      model: "Toyota Camry",
      carType: "Sedan",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 80,
    },
    {
      model: "Toyota Hiace",
      carType: "Minivan",
      seats: 12,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 130,
    },
  ],
  driverRoutes: [
    "Ashgabat – Darvaza – Dashoguz",
    "Ashgabat – Mary – Merv – Gonur Depe",
    "Dashoguz – Konye-Urgench – Shavat border (for Khiva)",
    "Ashgabat – Balkanabat – Yangykala canyon – Turkmenbashi",
    "Ashgabat – Nisa – Kow Ata",
  ],
  scenes: ["desert", "canyon", "city", "temple", "lake"],
  tourPriceEur: [80, 200],
};
