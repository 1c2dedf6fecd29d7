/**
 * Hand-written demo content for the seed: per-country host material (names, tours, cars, routes),
 * host bios, reviews, travelers, trip requests, chat exchanges and blog articles.
 * Pure data: no I/O, no dependencies. Country and city labels match domain/geo.ts exactly.
 */

export type Scene =
  | "mountains"
  | "desert"
  | "steppe"
  | "lake"
  | "city"
  | "coast"
  | "forest"
  | "canyon"
  | "road"
  | "temple";
export type HostType = "guide" | "driver" | "tour_operator";

export interface TourIdea {
  title: string;
  city: string;
  days: number;
  topics: string[];
  description: string;
  itinerary: string[];
  scene: Scene;
}

export interface GroupTourIdea {
  title: string;
  cities: string[];
  countries: string[];
  days: number;
  topics: string[];
  description: string;
  scene: Scene;
  maxGroupSize: number;
}

export interface CarIdea {
  model: string;
  carType: "SUV" | "4x4" | "Sedan" | "Minivan" | "Compact";
  seats: number;
  transmission: "manual" | "automatic";
  driverIncluded: boolean;
  pricePerDayEur: number;
}

export interface CountryContent {
  /** Label exactly as in domain/geo.ts COUNTRIES. */
  country: string;
  /** Languages local hosts speak; English is added separately. */
  languages: string[];
  firstNames: { female: string[]; male: string[] };
  lastNames: string[];
  tours: TourIdea[];
  groupTours: GroupTourIdea[];
  cars: CarIdea[];
  driverRoutes: string[];
  scenes: Scene[];
  /** Realistic per-person day-tour price range in EUR for one traveler. */
  tourPriceEur: [number, number];
}

const KAZAKHSTAN: CountryContent = {
  country: "Kazakhstan",
  languages: ["Kazakh", "Russian"],
  firstNames: {
    female: ["Aigerim", "Dana", "Aruzhan", "Madina", "Saule", "Zhanar", "Ainur", "Gulnara", "Assel", "Dinara"],
    male: ["Nurlan", "Yerlan", "Daniyar", "Arman", "Askar", "Bauyrzhan", "Timur", "Serik", "Almas", "Yerzhan"],
  },
  lastNames: [
    "Nurpeisov",
    "Abenov",
    "Zhakupov",
    "Seitkali",
    "Omarov",
    "Tulegenov",
    "Kassymov",
    "Baimukhamedov",
    "Iskakov",
    "Sarsenbayev",
    "Utepov",
  ],
  tours: [
    {
      title: "Charyn Canyon and the Kolsai Lakes",
      city: "Almaty",
      days: 2,
      topics: ["Hiking", "Nature", "Photography"],
      description:
        "The classic escape from Almaty, done at a human pace. We walk down through the Valley of Castles in Charyn Canyon to the river, sleep in a family guesthouse in Saty village, and spend the second morning at Kaindy, the lake with the drowned spruce trunks, before a gentle walk along the first Kolsai lake.",
      itinerary: [
        "Day 1: 07:00 pickup in Almaty, about 3.5 hours to Charyn with a tea stop in Kokpek gorge",
        "Day 1: Walk the Valley of Castles down to the Charyn river (around 3 km each way), picnic lunch by the water",
        "Day 1: Drive on to Saty, dinner of beshbarmak and an evening with the host family",
        "Day 2: Kaindy lake (last stretch on foot or by local 4x4), then a lakeside walk at Kolsai-1",
        "Day 2: Back in Almaty around 21:00",
      ],
      scene: "canyon",
    },
    {
      title: "Big Almaty Lake and a Kök-Töbe sunset",
      city: "Almaty",
      days: 1,
      topics: ["Nature", "City", "Photography"],
      description:
        "A half-mountain, half-city day. In the morning we drive up the Ile-Alatau gorge to Big Almaty Lake at about 2,500 m; in the afternoon there is time for a late lunch in town before we take the cable car up Kök-Töbe hill to watch the city lights come on. The shoreline is sometimes closed by the water utility, so we plan around the viewpoint.",
      itinerary: [
        "09:00 pickup from your hotel",
        "Drive up the Big Almaty gorge, short walk to the lake viewpoint",
        "Late lunch at a plov and lagman place in the city centre",
        "Cable car from Abay Avenue up to Kök-Töbe for sunset",
        "Drop-off at your hotel around 20:30",
      ],
      scene: "lake",
    },
    {
      title: "Soviet modernism walk through Almaty",
      city: "Almaty",
      days: 1,
      topics: ["Architecture", "History", "City"],
      description:
        "Almaty has some of the best late-Soviet architecture anywhere, and most visitors walk straight past it. We look at the Hotel Kazakhstan, the Palace of the Republic, the Arasan baths and the old Tselinny cinema, ride two metro stops for the mosaics, and end at Zelyony Bazaar for kurt and dried fruit.",
      itinerary: [
        "10:00 meet at the Hotel Kazakhstan on Dostyk Avenue",
        "Palace of the Republic and Republic Square",
        "Arasan baths and the Tselinny Center of Contemporary Culture",
        "Metro ride for the station mosaics",
        "Panfilov Park and the wooden Ascension Cathedral",
        "Finish at Zelyony Bazaar around 15:00",
      ],
      scene: "city",
    },
    {
      title: "Turkistan: the Mausoleum of Khoja Ahmed Yasawi and ancient Sauran",
      city: "Turkistan",
      days: 1,
      topics: ["History", "Culture", "Architecture"],
      description:
        "The Yasawi mausoleum was commissioned by Timur at the end of the 14th century and never quite finished, which is exactly what makes it interesting: you can still see the scaffolding holes. After the mausoleum we drive out to the mud-brick walls of Sauran, an abandoned Silk Road town in the open steppe.",
      itinerary: [
        "09:00 meet at your hotel in Turkistan",
        "Mausoleum of Khoja Ahmed Yasawi and the small Rabiga Sultan Begim mausoleum",
        "Lunch in town",
        "Drive to the ruins of Sauran (about 40 km), walk the old walls",
        "Back in Turkistan for sunset at the mausoleum",
      ],
      scene: "temple",
    },
    {
      title: "Mangystau: Bozzhyra and the underground mosques",
      city: "Aktau",
      days: 3,
      topics: ["Desert", "Camping", "Photography", "Pilgrimage"],
      description:
        "Mangystau is the Kazakhstan almost nobody sees: white chalk cliffs, dry lake beds and underground mosques cut into the rock. Three days in a 4x4 with camping under a very big sky. Bozzhyra at sunrise is the reason people come; Beket-Ata is the reason many locals come.",
      itinerary: [
        "Day 1: Aktau to Shakpak-Ata underground mosque and the Sherkala mountain, camp near Torysh (valley of stone balls)",
        "Day 2: Off-road to Bozzhyra, walk the rim, camp on the plateau",
        "Day 3: Sunrise over Bozzhyra, visit Beket-Ata with the pilgrims, back in Aktau by evening",
      ],
      scene: "desert",
    },
    {
      title: "Astana in a day: from the Baiterek to the Khan Shatyr",
      city: "Astana",
      days: 1,
      topics: ["Architecture", "City"],
      description:
        "Astana is a city built on purpose, and it is best understood with someone who watched it go up. We cover the Baiterek tower, the Hazret Sultan mosque, Norman Foster's pyramid and the Khan Shatyr tent, then the Nur Alem sphere left over from EXPO 2017.",
      itinerary: [
        "10:00 Baiterek observation deck",
        "Walk along the Nurzhol boulevard",
        "Hazret Sultan mosque and the Palace of Peace and Reconciliation",
        "Lunch, then Khan Shatyr",
        "Nur Alem sphere at the EXPO site, finish around 17:00",
      ],
      scene: "city",
    },
    {
      title: "Altyn-Emel: the Singing Dune and the Aktau mountains",
      city: "Almaty",
      days: 2,
      topics: ["Desert", "Nature", "Geology"],
      description:
        "Altyn-Emel National Park is a long drive from Almaty but it rewards the effort: a 150-metre dune that hums when the sand slides, and the striped clay hills of Aktau and Katutau. We sleep at a guesthouse in Basshi, where the park office issues the permits.",
      itinerary: [
        "Day 1: Early departure from Almaty, permits in Basshi, afternoon climb of the Singing Dune",
        "Day 1: Dinner and night at a guesthouse in Basshi",
        "Day 2: Aktau (white) and Katutau (volcanic) mountains, back in Almaty late evening",
      ],
      scene: "desert",
    },
    {
      title: "Karlag museum and the Karkaraly forest",
      city: "Karaganda",
      days: 2,
      topics: ["History", "Nature", "Hiking"],
      description:
        "A heavy morning and a light afternoon. The Karlag museum in Dolinka tells the story of one of the largest Gulag camps in the Soviet system; afterwards we drive to Karkaraly, an island of pine forest and granite in the middle of the steppe, for an easy walk and a night in a wooden guesthouse.",
      itinerary: [
        "Day 1: Karaganda to Dolinka, guided visit of the Karlag museum",
        "Day 1: Drive to Karkaraly national park, evening walk to Shaitankol lake",
        "Day 2: Morning hike through the pines, lunch, back to Karaganda",
      ],
      scene: "forest",
    },
  ],
  groupTours: [
    {
      title: "Silk Road in 10 days: Almaty to Bukhara",
      cities: ["Almaty", "Shymkent", "Turkistan", "Tashkent", "Samarkand", "Bukhara"],
      countries: ["Kazakhstan", "Uzbekistan"],
      days: 10,
      topics: ["History", "Culture", "Architecture", "Food"],
      description:
        "From the mountains above Almaty to the domes of Bukhara, overland. We take the night train to Turkistan, cross into Uzbekistan at the Zhibek Zholy border near Tashkent and continue by high-speed train to Samarkand and Bukhara. Small group, a Kazakh guide on one side and an Uzbek guide on the other.",
      scene: "temple",
      maxGroupSize: 12,
    },
    {
      title: "Tian Shan lakes: Almaty, Kolsai and Issyk-Kul",
      cities: ["Almaty", "Karakol", "Cholpon-Ata"],
      countries: ["Kazakhstan", "Kyrgyzstan"],
      days: 7,
      topics: ["Nature", "Hiking", "Lakes"],
      description:
        "A summer loop through the Tian Shan: Charyn Canyon, the Kolsai and Kaindy lakes, then over the Karkara border crossing (usually open only in the warm months) to Karakol and the shores of Issyk-Kul. Guesthouses and one yurt night.",
      scene: "lake",
      maxGroupSize: 10,
    },
    {
      title: "Mangystau desert expedition",
      cities: ["Aktau"],
      countries: ["Kazakhstan"],
      days: 5,
      topics: ["Desert", "Camping", "Photography"],
      description:
        "Five days and four nights of camping in western Kazakhstan in two 4x4s: Bozzhyra, the Torysh stone balls, Sherkala, the underground mosques of Shakpak-Ata and Beket-Ata, and the Caspian shore at the end. Spring and autumn departures only; summer is too hot.",
      scene: "desert",
      maxGroupSize: 8,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser Prado",
      carType: "4x4",
      seats: 5,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 130,
    },
    {
      model: "Toyota Camry",
      carType: "Sedan",
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
      pricePerDayEur: 110,
    },
    { model: "Lada Niva", carType: "4x4", seats: 4, transmission: "manual", driverIncluded: false, pricePerDayEur: 35 },
  ],
  driverRoutes: [
    "Almaty – Charyn Canyon – Kolsai Lakes – Kaindy",
    "Almaty – Altyn-Emel National Park",
    "Almaty airport transfers, Medeu and Shymbulak",
    "Aktau – Bozzhyra – Beket-Ata (Mangystau)",
    "Shymkent – Turkistan – Sauran",
    "Almaty – Kegen – Karkara border (for Karakol)",
  ],
  scenes: ["mountains", "canyon", "steppe", "lake", "desert", "city", "temple", "forest"],
  tourPriceEur: [55, 160],
};

const KYRGYZSTAN: CountryContent = {
  country: "Kyrgyzstan",
  languages: ["Kyrgyz", "Russian"],
  firstNames: {
    female: ["Aida", "Begimai", "Cholpon", "Aigul", "Elnura", "Asel", "Meerim", "Nazira", "Gulzat", "Aikanysh"],
    male: ["Azamat", "Bakyt", "Ulan", "Nurbek", "Emil", "Talant", "Kubanychbek", "Eldiyar", "Adilet", "Marat"],
  },
  lastNames: [
    "Asanov",
    "Toktogulov",
    "Sydykov",
    "Abdrakhmanov",
    "Mamatov",
    "Osmonaliev",
    "Zhumabaev",
    "Isakov",
    "Kadyrov",
    "Bekmuratov",
    "Satybaldiev",
  ],
  tours: [
    {
      title: "Song-Kul on horseback: three days with the herders",
      city: "Kochkor",
      days: 3,
      topics: ["Horse riding", "Nomadic culture", "Nature"],
      description:
        "Song-Kul sits at about 3,000 m and only comes alive from June to September, when families move their herds and yurts up to the summer pastures. We ride in from Kyzart over the Jalgyz Karagai pass, sleep two nights in a family yurt camp and eat what they eat: fresh bread, kaymak and a lot of tea.",
      itinerary: [
        "Day 1: Transfer from Kochkor to Kyzart, meet the horses, ride to a shepherds' camp below the pass",
        "Day 2: Over the Jalgyz Karagai pass and down to the lake shore, yurt camp for the night",
        "Day 3: Morning on the lake, drive back to Kochkor via the Moldo-Ashuu pass",
      ],
      scene: "lake",
    },
    {
      title: "Karakol's Dungan mosque and the red rocks of Jeti-Oguz",
      city: "Karakol",
      days: 1,
      topics: ["Culture", "Nature", "Food"],
      description:
        "Karakol's wooden Dungan mosque was built without a single nail, and the Holy Trinity cathedral down the road is wooden too. After a bowl of cold ashlyan-fu at the bazaar we drive to Jeti-Oguz to see the Seven Bulls and the Broken Heart rock, and walk up into the valley of flowers.",
      itinerary: [
        "09:30 Dungan mosque and Holy Trinity cathedral",
        "Ashlyan-fu tasting at the Karakol bazaar",
        "Drive to Jeti-Oguz (about 40 minutes)",
        "Walk up the gorge towards the Kok-Jayik meadow",
        "Back in Karakol by 17:00",
      ],
      scene: "canyon",
    },
    {
      title: "Ala-Kul lake trek with the Altyn-Arashan hot springs",
      city: "Karakol",
      days: 3,
      topics: ["Trekking", "Mountains", "Hot springs"],
      description:
        "The best-known trek in Kyrgyzstan, and for good reason: a turquoise lake at around 3,500 m, a pass of almost 3,900 m and a hot spring soak at the end. You need decent fitness and boots; I carry the stove and a first-aid kit, and we can hire a horse for your bag.",
      itinerary: [
        "Day 1: Karakol valley to the Sirota camp, steep climb through the spruce",
        "Day 2: Up to Ala-Kul lake, over the pass and down to Altyn-Arashan",
        "Day 3: Hot springs in the morning, walk or 4x4 down to Ak-Suu and back to Karakol",
      ],
      scene: "mountains",
    },
    {
      title: "Ala-Archa day hike from Bishkek",
      city: "Bishkek",
      days: 1,
      topics: ["Hiking", "Mountains"],
      description:
        "Ala-Archa National Park starts less than an hour from Bishkek, which still surprises people. We do the Ak-Sai waterfall trail, or for strong hikers the climb towards the Ratsek hut, with views up to the glaciers. Back in the city in time for dinner.",
      itinerary: [
        "08:00 pickup in Bishkek",
        "Park entrance and start of the Ak-Sai trail",
        "Lunch by the waterfall",
        "Descent and drive back, around 18:00 in Bishkek",
      ],
      scene: "mountains",
    },
    {
      title: "Eagle hunters and felt makers of the south shore",
      city: "Bokonbaevo",
      days: 1,
      topics: ["Nomadic culture", "Crafts", "Photography"],
      description:
        "On the quiet south shore of Issyk-Kul, a berkutchi family shows how they train golden eagles, and women in Kyzyl-Tuu make shyrdak felt carpets and yurt frames the old way. We finish in the red sandstone of Skazka canyon for the late light.",
      itinerary: [
        "10:00 eagle hunting demonstration near Bokonbaevo",
        "Felt-making workshop and lunch with a family in Kyzyl-Tuu",
        "Afternoon walk in Skazka (Fairytale) canyon",
        "Swim in the lake if the weather allows",
      ],
      scene: "lake",
    },
    {
      title: "Osh: Sulaiman-Too and the Jayma bazaar",
      city: "Osh",
      days: 1,
      topics: ["History", "Culture", "Food"],
      description:
        "Osh is older than Rome, or so every local will tell you. We climb the sacred Sulaiman-Too mountain in the middle of town, walk through the Jayma bazaar, one of the oldest and busiest in Central Asia, and eat Osh plov at a place that only cooks it at lunchtime.",
      itinerary: [
        "09:00 climb Sulaiman-Too and visit the cave museum",
        "Jayma bazaar walk",
        "Plov lunch",
        "Afternoon at the Uzbek mahalla and tea house",
      ],
      scene: "city",
    },
    {
      title: "Walnut forests of Arslanbob",
      city: "Arslanbob",
      days: 2,
      topics: ["Hiking", "Nature", "Village life"],
      description:
        "Arslanbob sits under the largest natural walnut forest in the world, and the village runs on walnuts every autumn. Two days of walking to the big and small waterfalls and the holy places in the forest, sleeping at a community homestay with an Uzbek-speaking family.",
      itinerary: [
        "Day 1: Walk to the small waterfall and the holy spring, afternoon in the walnut forest",
        "Day 1: Dinner and night at a homestay",
        "Day 2: Hike to the big waterfall (about 80 m), picnic, back to the village",
      ],
      scene: "forest",
    },
    {
      title: "Tash Rabat caravanserai and the road to the Chinese border",
      city: "Naryn",
      days: 2,
      topics: ["History", "Road trip", "Mountains"],
      description:
        "Tash Rabat is a 15th-century stone caravanserai hidden in a side valley at about 3,200 m, on the old route to Kashgar. We drive from Naryn through the At-Bashy valley, sleep in a yurt camp next to it and walk up towards the Chatyr-Kul viewpoint if the weather is clear. The lake itself is in the border zone and needs a permit arranged in advance.",
      itinerary: [
        "Day 1: Naryn to At-Bashy, lunch, continue to Tash Rabat, yurt camp",
        "Day 2: Morning hike above the caravanserai, drive back to Naryn",
      ],
      scene: "road",
    },
  ],
  groupTours: [
    {
      title: "Nomad summer: Song-Kul, Issyk-Kul and Karakol",
      cities: ["Bishkek", "Kochkor", "Bokonbaevo", "Karakol"],
      countries: ["Kyrgyzstan"],
      days: 8,
      topics: ["Horse riding", "Nomadic culture", "Nature"],
      description:
        "Eight days on the summer pastures: a two-day ride to Song-Kul, the eagle hunters and canyons of the south shore, and a trek up to the Altyn-Arashan hot springs from Karakol. Yurts, guesthouses and one night in a proper hotel in Bishkek.",
      scene: "steppe",
      maxGroupSize: 10,
    },
    {
      title: "Celestial Mountains trekking week",
      cities: ["Karakol"],
      countries: ["Kyrgyzstan"],
      days: 7,
      topics: ["Trekking", "Mountains", "Camping"],
      description:
        "A week of tent trekking in the Terskey Ala-Too above Karakol: Jeti-Oguz, the Telety pass, Ala-Kul lake and Altyn-Arashan. Horses carry the tents and food; you carry a daypack. For people who hike regularly.",
      scene: "mountains",
      maxGroupSize: 8,
    },
    {
      title: "Southern Kyrgyzstan: Osh, Arslanbob and the Lenin Peak meadows",
      cities: ["Osh", "Jalal-Abad", "Arslanbob"],
      countries: ["Kyrgyzstan"],
      days: 6,
      topics: ["Culture", "Hiking", "Food"],
      description:
        "The Fergana side of the country, which feels closer to Uzbekistan than to Bishkek. Bazaars and Sulaiman-Too in Osh, the walnut forests of Arslanbob, and two nights in yurts on the Tulpar-Kul meadows facing Lenin Peak.",
      scene: "mountains",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Mitsubishi Delica 4WD",
      carType: "Minivan",
      seats: 7,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 90,
    },
    {
      model: "Toyota RAV4",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 50,
    },
    { model: "Lada Niva", carType: "4x4", seats: 4, transmission: "manual", driverIncluded: false, pricePerDayEur: 30 },
    {
      model: "Toyota Land Cruiser 105",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
  ],
  driverRoutes: [
    "Bishkek – Kochkor – Song-Kul",
    "Bishkek – Issyk-Kul north shore – Karakol",
    "Karakol – Jeti-Oguz – Skazka canyon – Bokonbaevo",
    "Osh – Sary-Tash – Lenin Peak base camp",
    "Bishkek – Naryn – Tash Rabat",
  ],
  scenes: ["mountains", "lake", "steppe", "canyon", "road", "forest", "city"],
  tourPriceEur: [40, 120],
};

const MONGOLIA: CountryContent = {
  country: "Mongolia",
  languages: ["Mongolian", "Russian"],
  firstNames: {
    female: [
      "Oyunchimeg",
      "Enkhjargal",
      "Solongo",
      "Nomin",
      "Sarangerel",
      "Bolormaa",
      "Altantsetseg",
      "Tsetsegmaa",
      "Anu",
      "Khulan",
    ],
    male: [
      "Batbayar",
      "Ganbold",
      "Bat-Erdene",
      "Temuulen",
      "Enkhbat",
      "Munkh-Erdene",
      "Bayarsaikhan",
      "Tsogt",
      "Erdenebat",
      "Baatar",
    ],
  },
  lastNames: [
    "Batbold",
    "Dorj",
    "Ganzorig",
    "Tserendorj",
    "Purevdorj",
    "Sukhbat",
    "Enkhtaivan",
    "Davaasuren",
    "Lkhagvasuren",
    "Otgonbayar",
  ],
  tours: [
    {
      title: "Terelj and the giant Chinggis Khaan statue",
      city: "Ulaanbaatar",
      days: 1,
      topics: ["Nature", "History", "Nomadic culture"],
      description:
        "The easiest way to get out of the city and into the landscape. We drive to the 40-metre steel Chinggis Khaan statue at Tsonjin Boldog, then into Gorkhi-Terelj National Park for Turtle Rock, the Aryabal meditation temple and tea with a herding family in their ger.",
      itinerary: [
        "08:30 pickup in Ulaanbaatar",
        "Chinggis Khaan equestrian statue, climb up to the horse's head",
        "Turtle Rock and lunch in a ger camp",
        "Walk up to Aryabal temple",
        "Visit a nomad family, back in the city around 19:00",
      ],
      scene: "steppe",
    },
    {
      title: "Gobi loop: Yolyn Am, Khongoryn Els and the Flaming Cliffs",
      city: "Dalanzadgad",
      days: 4,
      topics: ["Desert", "Adventure", "Nomadic culture"],
      description:
        "Four days in the South Gobi from Dalanzadgad: the narrow Yol valley, the Khongoryn Els dunes that rise up to 300 m, a camel-herding family, and Bayanzag, the red cliffs where Roy Chapman Andrews found the first nests of dinosaur eggs in the 1920s. Ger camps every night, long drives on dirt tracks in between.",
      itinerary: [
        "Day 1: Dalanzadgad to Yolyn Am, walk through the gorge, ger camp",
        "Day 2: Drive to Khongoryn Els, camel ride and dune climb at sunset",
        "Day 3: Day with a camel-herding family, drive towards Bayanzag",
        "Day 4: Flaming Cliffs in the morning light, back to Dalanzadgad",
      ],
      scene: "desert",
    },
    {
      title: "Khövsgöl lake: horse trek along the western shore",
      city: "Khatgal",
      days: 3,
      topics: ["Horse riding", "Lakes", "Nature"],
      description:
        "Khövsgöl holds a large share of Mongolia's fresh water and looks more like Siberia than the Gobi: larch forest, clear cold water and yaks wandering along the beach. We ride north from Khatgal with a local horseman and sleep in ger camps by the water.",
      itinerary: [
        "Day 1: Meet the horses in Khatgal, ride north along the shore, ger camp",
        "Day 2: Full day of riding, lunch cooked on a fire, swim for the brave",
        "Day 3: Ride back towards Khatgal, farewell khuushuur lunch",
      ],
      scene: "lake",
    },
    {
      title: "Kharkhorin, Erdene Zuu and the Orkhon waterfall",
      city: "Kharkhorin",
      days: 2,
      topics: ["History", "Buddhism", "Nature"],
      description:
        "Kharkhorin was the capital of the Mongol Empire for a few decades in the 13th century; today the walls of Erdene Zuu monastery, founded in 1586, are the main reminder. Day two goes deep into the Orkhon valley to the Ulaan Tsutgalan waterfall and the volcanic plain around it.",
      itinerary: [
        "Day 1: Erdene Zuu monastery and the Kharakhorum museum, the turtle rock, overnight in a ger camp",
        "Day 2: Orkhon valley to the waterfall, lunch with a yak-herding family, back to Kharkhorin",
      ],
      scene: "temple",
    },
    {
      title: "Kazakh eagle hunters of Bayan-Ulgii",
      city: "Ulgii",
      days: 3,
      topics: ["Nomadic culture", "Photography", "Mountains"],
      description:
        "In the far west, Kazakh families still hunt foxes with golden eagles through the winter. We stay with one of them, follow a training session and see how the birds are kept. In early October the Golden Eagle Festival takes place near Ulgii; book early if you want those dates.",
      itinerary: [
        "Day 1: Ulgii to the family's winter place, tea and an evening around the stove",
        "Day 2: Ride out with the hunter and his eagle",
        "Day 3: Morning with the family, drive back to Ulgii",
      ],
      scene: "mountains",
    },
    {
      title: "Ulaanbaatar: Gandan monastery, the black market and throat singing",
      city: "Ulaanbaatar",
      days: 1,
      topics: ["City", "Buddhism", "Music"],
      description:
        "A full day in the capital, which is chaotic and much more interesting than its reputation. Morning chanting at Gandan, the Chinggis Khaan National Museum, a ride to the Narantuul market for felt boots and saddles, and an evening concert of khoomei throat singing and horse-head fiddle.",
      itinerary: [
        "09:00 morning prayers at Gandantegchinlen monastery",
        "Chinggis Khaan National Museum",
        "Lunch of buuz in a local guanz",
        "Narantuul market",
        "18:00 traditional music and dance show",
      ],
      scene: "city",
    },
    {
      title: "Hustai: wild Przewalski's horses at dusk",
      city: "Ulaanbaatar",
      days: 1,
      topics: ["Wildlife", "Nature", "Photography"],
      description:
        "The takhi, or Przewalski's horse, went extinct in the wild and was reintroduced here in the 1990s. Hustai National Park is about two hours west of the city; the herds come down from the hills to drink in the evening, so we leave after lunch and come back in the dark.",
      itinerary: [
        "12:00 pickup in Ulaanbaatar",
        "Visitor centre and a short documentary",
        "Drive and walk into the park with the rangers' advice on where the herds are",
        "Sunset with the horses, back in the city around 22:00",
      ],
      scene: "steppe",
    },
    {
      title: "Tsenkher hot springs and the Arkhangai grasslands",
      city: "Tsetserleg",
      days: 2,
      topics: ["Relaxation", "Nature", "Nomadic culture"],
      description:
        "Arkhangai is the greenest province of central Mongolia, with wooden corrals, yak herds and hot water coming out of the ground. We drive from Tsetserleg to Tsenkher, soak in the outdoor pools at night under an absurd number of stars and visit a family making airag on the way back.",
      itinerary: [
        "Day 1: Zayain Gegeen monastery in Tsetserleg, drive to Tsenkher, hot springs in the evening",
        "Day 2: Morning hike, airag and yogurt with a herding family, back to Tsetserleg",
      ],
      scene: "steppe",
    },
  ],
  groupTours: [
    {
      title: "Naadam festival week",
      cities: ["Ulaanbaatar", "Kharkhorin"],
      countries: ["Mongolia"],
      days: 8,
      topics: ["Festival", "Nomadic culture", "Horse riding"],
      description:
        "Built around the national Naadam (usually 11–13 July): the opening ceremony in Ulaanbaatar, wrestling and archery, then a small countryside naadam where the horse races are run by children over open steppe. Ends with two days in the Orkhon valley.",
      scene: "steppe",
      maxGroupSize: 12,
    },
    {
      title: "Gobi and central Mongolia overland",
      cities: ["Ulaanbaatar", "Dalanzadgad", "Kharkhorin", "Tsetserleg"],
      countries: ["Mongolia"],
      days: 10,
      topics: ["Desert", "Adventure", "Camping"],
      description:
        "Ten days in Russian UAZ vans with a driver who can fix anything: the Gobi dunes and canyons, the ruins of Kharkhorin, the Orkhon waterfall and the hot springs of Arkhangai. Ger camps and a couple of nights in tents.",
      scene: "desert",
      maxGroupSize: 8,
    },
    {
      title: "Altai Golden Eagle Festival",
      cities: ["Ulgii"],
      countries: ["Mongolia"],
      days: 7,
      topics: ["Festival", "Nomadic culture", "Photography"],
      description:
        "Two festival days outside Ulgii with eagle hunters competing in their best fox furs, then a few days in the Altai with a host family. Flights from Ulaanbaatar to Ulgii are small and weight limits are strict; pack light.",
      scene: "mountains",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "UAZ-452 'Furgon' van",
      carType: "4x4",
      seats: 7,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 90,
    },
    {
      model: "Toyota Land Cruiser 200",
      carType: "4x4",
      seats: 5,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 160,
    },
    {
      model: "Toyota Prius",
      carType: "Sedan",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 40,
    },
    {
      model: "Hyundai Starex",
      carType: "Minivan",
      seats: 9,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 100,
    },
  ],
  driverRoutes: [
    "Ulaanbaatar – Hustai – Kharkhorin – Orkhon waterfall",
    "Ulaanbaatar – Dalanzadgad – Yolyn Am – Khongoryn Els",
    "Murun – Khatgal – Khuvsgul lake",
    "Ulgii – Tavan Bogd – Altai mountains",
    "Ulaanbaatar – Terelj and Chinggis Khaan statue",
  ],
  scenes: ["steppe", "desert", "lake", "mountains", "temple", "city"],
  tourPriceEur: [50, 150],
};

const TAJIKISTAN: CountryContent = {
  country: "Tajikistan",
  languages: ["Tajik", "Russian", "Shughni"],
  firstNames: {
    female: [
      "Nigina",
      "Zarina",
      "Malika",
      "Farangis",
      "Mehrangez",
      "Gulnora",
      "Shahnoza",
      "Dilnoza",
      "Sitora",
      "Munisa",
    ],
    male: ["Firdavs", "Rustam", "Jamshed", "Farrukh", "Davlat", "Khurshed", "Sherali", "Dilshod", "Parviz", "Umed"],
  },
  lastNames: [
    "Rahmonov",
    "Nazarov",
    "Saidov",
    "Karimov",
    "Shodmonov",
    "Mirzoev",
    "Davlatov",
    "Khudoberdiev",
    "Boboev",
    "Niyozov",
    "Mamadnazarov",
  ],
  tours: [
    {
      title: "The Seven Lakes of Marguzor",
      city: "Penjikent",
      days: 1,
      topics: ["Lakes", "Hiking", "Village life"],
      description:
        "Haft-Kul is a chain of seven lakes in the Shing valley, each a different shade of green or blue. We drive up the valley as far as the road allows and walk between the upper lakes to Hazorchashma, the last one. Lunch with a family in Marguzor village, where the apricots dry on the flat roofs in summer.",
      itinerary: [
        "08:00 pickup in Penjikent",
        "Drive up the Shing valley past the first lakes",
        "Walk from the fifth lake to Hazorchashma",
        "Lunch in a village house in Marguzor",
        "Back in Penjikent around 18:00",
      ],
      scene: "lake",
    },
    {
      title: "Iskanderkul and the Fann Mountains",
      city: "Dushanbe",
      days: 2,
      topics: ["Lakes", "Mountains", "Hiking"],
      description:
        "Legend says Alexander the Great's horse drowned in this lake, and the name stuck. We drive north through the Anzob tunnel, stay in a simple guesthouse near the shore at around 2,200 m and walk to the Fann waterfall and the small Snake lake.",
      itinerary: [
        "Day 1: Dushanbe to Iskanderkul through the Anzob tunnel (around 4 hours), waterfall walk",
        "Day 1: Dinner and night at a guesthouse by the lake",
        "Day 2: Morning hike above the lake, back to Dushanbe",
      ],
      scene: "lake",
    },
    {
      title: "Ancient Panjakent and the Sarazm ruins",
      city: "Penjikent",
      days: 1,
      topics: ["History", "Archaeology"],
      description:
        "Long before the Arabs arrived, Panjakent was a wealthy Sogdian trading town; its excavated streets and wall paintings are on the hill just outside the modern city. Fifteen kilometres west, Sarazm is one of the oldest settlements in Central Asia and a UNESCO site. History-heavy, but told with stories, not dates.",
      itinerary: [
        "09:30 ancient Panjakent excavations",
        "Rudaki museum and its copies of the Sogdian murals",
        "Lunch at the bazaar",
        "Sarazm archaeological site",
      ],
      scene: "desert",
    },
    {
      title: "Wakhan valley: Yamchun fortress and Bibi Fatima springs",
      city: "Ishkashim",
      days: 2,
      topics: ["History", "Mountains", "Road trip"],
      description:
        "The Wakhan is a narrow valley along the Panj river, with Afghanistan and the white wall of the Hindu Kush on the other bank. We visit the Kaakha fortress, the Buddhist stupa at Vrang and the Yamchun fortress high above the valley, and bathe in the Bibi Fatima hot spring on the way down.",
      itinerary: [
        "Day 1: Ishkashim Saturday market (when it runs), Kaakha fortress, Yamchun fortress at sunset",
        "Day 1: Night in a Wakhi homestay in Yamchun village",
        "Day 2: Bibi Fatima springs, Vrang stupa, Langar petroglyphs, back to Ishkashim",
      ],
      scene: "road",
    },
    {
      title: "Khorog: the Pamir botanical garden and a Pamiri house",
      city: "Khorog",
      days: 1,
      topics: ["Culture", "Nature", "Architecture"],
      description:
        "Khorog is the small capital of the Pamirs. The botanical garden above town is one of the highest in the world, and the real highlight is being invited into a traditional Pamiri house with its five pillars and skylight, each part of which has a meaning the family is happy to explain.",
      itinerary: [
        "10:00 Pamir botanical garden",
        "Walk through the central park and bazaar",
        "Lunch and tea in a Pamiri house",
        "Afternoon at the regional museum",
      ],
      scene: "mountains",
    },
    {
      title: "Murghab and Karakul lake on the high Pamir",
      city: "Murghab",
      days: 2,
      topics: ["Road trip", "Lakes", "Nomadic culture"],
      description:
        "The eastern Pamir is a high, empty plateau at around 3,600–4,000 m. From Murghab we drive north over the Ak-Baital pass, at more than 4,600 m the highest point of the Pamir Highway, to the salt lake of Karakul, and sleep in a Kyrgyz homestay. Altitude is serious here: come from Khorog or Osh, not straight from Dushanbe.",
      itinerary: [
        "Day 1: Murghab bazaar in shipping containers, drive over Ak-Baital pass to Karakul",
        "Day 1: Homestay in Karakul village",
        "Day 2: Lakeshore walk, back to Murghab or onward to the Kyrgyz border",
      ],
      scene: "lake",
    },
    {
      title: "Dushanbe: Hisor fortress and Mehrgon bazaar",
      city: "Dushanbe",
      days: 1,
      topics: ["City", "History", "Food"],
      description:
        "A relaxed first day in Tajikistan. The Hisor fortress gate and the old madrasa are a 30-minute drive west of the capital; back in town we walk Rudaki Avenue, look into the National Museum and eat our way through the Mehrgon bazaar.",
      itinerary: [
        "09:30 drive to Hisor fortress",
        "Old madrasa and caravanserai at Hisor",
        "Qurutob lunch, eaten with your hands",
        "Rudaki park and the National Museum",
        "Mehrgon bazaar until closing",
      ],
      scene: "city",
    },
    {
      title: "Khujand and the old town of Istaravshan",
      city: "Khujand",
      days: 1,
      topics: ["History", "Crafts", "Food"],
      description:
        "Northern Tajikistan feels like the Fergana valley it belongs to. We start at the Panjshanbe bazaar in Khujand, then drive to Istaravshan, where knife-makers and blacksmiths still work in the old quarter below the Kok Gumbaz mosque.",
      itinerary: [
        "09:00 Panjshanbe bazaar and Sheikh Muslihiddin mausoleum",
        "Drive to Istaravshan (about 1.5 hours)",
        "Kok Gumbaz mosque and Mug Teppe hill",
        "Visit a knife-maker's workshop in the old town",
      ],
      scene: "city",
    },
  ],
  groupTours: [
    {
      title: "Pamir Highway: Osh to Dushanbe",
      cities: ["Osh", "Murghab", "Khorog", "Ishkashim", "Dushanbe"],
      countries: ["Kyrgyzstan", "Tajikistan"],
      days: 12,
      topics: ["Road trip", "Mountains", "Adventure"],
      description:
        "The M41 in 4x4s, east to west so the altitude comes gradually: Sary-Tash, Karakul lake, Murghab, a detour through the Wakhan valley and down along the Panj to Dushanbe. Homestays most nights. You will need a GBAO permit alongside your visa; we arrange it with you.",
      scene: "road",
      maxGroupSize: 8,
    },
    {
      title: "Fann Mountains trek: Alauddin and Kulikalon lakes",
      cities: ["Dushanbe", "Penjikent"],
      countries: ["Tajikistan"],
      days: 8,
      topics: ["Trekking", "Mountains", "Camping"],
      description:
        "The Fanns are compact, dramatic and far less crowded than the Alps. Five trekking days between Alauddin, Kulikalon and the Chimtarga area, with donkeys for the bags and tents by the lakes. Finish at the Seven Lakes and Penjikent.",
      scene: "mountains",
      maxGroupSize: 10,
    },
    {
      title: "Samarkand to Penjikent: Sogdian cities on both sides of the border",
      cities: ["Samarkand", "Penjikent", "Khujand", "Dushanbe"],
      countries: ["Uzbekistan", "Tajikistan"],
      days: 7,
      topics: ["History", "Culture", "Food"],
      description:
        "Samarkand and Panjakent were sister cities of Sogdiana, separated today by a border that reopened to travelers only a few years ago. Two days in Samarkand, a short crossing to Penjikent, the Seven Lakes, and then north to Khujand before flying or driving to Dushanbe.",
      scene: "temple",
      maxGroupSize: 12,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser Prado",
      carType: "4x4",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 140,
    },
    {
      model: "Mitsubishi Pajero",
      carType: "4x4",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 115,
    },
    {
      model: "Opel Zafira",
      carType: "Minivan",
      seats: 7,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 70,
    },
  ],
  driverRoutes: [
    "Dushanbe – Kalai Khumb – Khorog (M41)",
    "Khorog – Wakhan valley – Langar – Murghab",
    "Murghab – Karakul – Osh (Kyrgyzstan)",
    "Dushanbe – Iskanderkul – Seven Lakes – Penjikent",
    "Khujand – Istaravshan – Dushanbe via the Anzob tunnel",
  ],
  scenes: ["mountains", "lake", "road", "steppe", "desert", "city", "temple"],
  tourPriceEur: [40, 110],
};

const TURKMENISTAN: CountryContent = {
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

const UZBEKISTAN: CountryContent = {
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

const AZERBAIJAN: CountryContent = {
  country: "Azerbaijan",
  languages: ["Azerbaijani", "Russian", "Turkish"],
  firstNames: {
    female: ["Aysel", "Leyla", "Gunel", "Nigar", "Sevinj", "Aynur", "Narmin", "Konul", "Fidan", "Lala"],
    male: ["Elvin", "Rashad", "Tural", "Farid", "Orkhan", "Kamran", "Ilgar", "Emin", "Vugar", "Anar"],
  },
  lastNames: [
    "Mammadov",
    "Hasanov",
    "Huseynov",
    "Guliyev",
    "Ismayilov",
    "Abbasov",
    "Rzayev",
    "Babayev",
    "Jafarov",
    "Karimli",
    "Novruzov",
  ],
  tours: [
    {
      title: "Gobustan rock art, mud volcanoes and the fire temple",
      city: "Baku",
      days: 1,
      topics: ["History", "Geology", "Culture"],
      description:
        "South of Baku the ground does strange things. We see the Stone Age petroglyphs of Gobustan, ride in an old Lada up to the bubbling mud volcanoes, then head round the Absheron peninsula to the Ateshgah fire temple and Yanar Dag, the hillside that has been burning for as long as anyone remembers.",
      itinerary: [
        "09:00 pickup in Baku",
        "Gobustan museum and rock engravings",
        "Mud volcanoes by local Lada taxi",
        "Lunch in a roadside kebab house",
        "Ateshgah fire temple in Surakhani",
        "Yanar Dag at dusk, back in Baku around 19:30",
      ],
      scene: "desert",
    },
    {
      title: "Baku's Old City and the Flame Towers at night",
      city: "Baku",
      days: 1,
      topics: ["City", "Architecture", "History"],
      description:
        "Icherisheher, the walled Old City, is small enough to know well, and I grew up two streets away. Maiden Tower, the Shirvanshahs' palace and the caravanserais in the afternoon; the Heydar Aliyev Center in the golden hour; then the funicular up to Highland Park as the Flame Towers light up.",
      itinerary: [
        "14:00 meet at the Double Gates of the Old City",
        "Maiden Tower and the Palace of the Shirvanshahs",
        "Tea and pakhlava in a caravanserai",
        "Heydar Aliyev Center by Zaha Hadid",
        "Funicular to Highland Park, Flame Towers after dark",
      ],
      scene: "city",
    },
    {
      title: "Sheki Khan's Palace and the church of Kish",
      city: "Sheki",
      days: 1,
      topics: ["History", "Architecture", "Food"],
      description:
        "Sheki is the most charming town in Azerbaijan. The 18th-century summer palace of the khans is covered in paintings and shebeke windows made from thousands of pieces of glass without glue or nails. We eat piti, a lamb stew cooked in clay pots, and walk up to the Caucasian Albanian church in Kish village.",
      itinerary: [
        "10:00 Palace of Shaki Khans",
        "Upper caravanserai and the shebeke workshop",
        "Piti lunch",
        "Drive to Kish (5 km), Albanian church and museum",
        "Halva tasting at the bazaar",
      ],
      scene: "temple",
    },
    {
      title: "Khinalug: a village at the top of the Caucasus",
      city: "Quba",
      days: 1,
      topics: ["Mountains", "Village life", "Culture"],
      description:
        "Khinalug sits at about 2,300 m and its people speak a language spoken nowhere else. The road from Quba follows the Qudyalchay canyon and is an experience in itself. On the way back we stop at Qırmızı Qəsəbə, the Red Settlement, one of the last all-Jewish towns outside Israel.",
      itinerary: [
        "08:30 pickup in Quba",
        "Drive through the Qudyalchay canyon",
        "Walk through Khinalug and the local museum, lunch in a family house",
        "Red Settlement synagogues on the way back",
      ],
      scene: "mountains",
    },
    {
      title: "Lahij coppersmiths and the Shamakhi Juma mosque",
      city: "Lahij",
      days: 1,
      topics: ["Crafts", "History", "Village life"],
      description:
        "In Lahij the main street is still lined with coppersmiths hammering trays and pots, and the cobblestones and drainage go back centuries. On the way we stop in Shamakhi for the Juma mosque and the Diri Baba mausoleum built into the cliff.",
      itinerary: [
        "Shamakhi Juma mosque",
        "Diri Baba mausoleum at Maraza",
        "Arrival in Lahij, copper workshops and the local museum",
        "Lunch in a garden overlooking the Girdiman river",
      ],
      scene: "mountains",
    },
    {
      title: "Lankaran tea gardens and the Hyrcanian forest",
      city: "Lankaran",
      days: 2,
      topics: ["Nature", "Food", "Village life"],
      description:
        "The far south is green, humid and completely different from Baku. We walk in the ancient Hyrcanian forest, pick and taste tea on a family plantation, eat lavangi (stuffed fish or chicken) and drive up into the Talysh mountains to Lerik, a village famous for its old people.",
      itinerary: [
        "Day 1: Lankaran fortress and lighthouse, tea plantation and tasting",
        "Day 1: Evening walk by the Caspian",
        "Day 2: Hyrcanian National Park, drive up to Lerik and the longevity museum",
      ],
      scene: "forest",
    },
    {
      title: "Gabala: the Seven Beauties waterfall and Tufandag",
      city: "Gabala",
      days: 1,
      topics: ["Nature", "Hiking", "Mountains"],
      description:
        "Gabala is where Baku goes in summer to breathe. We hike to the Yeddi Gozel (Seven Beauties) waterfall, ride the Tufandag cable car for the view across the Greater Caucasus and finish at Nohur lake with tea and jam.",
      itinerary: [
        "10:00 Seven Beauties waterfall walk",
        "Tufandag cable car to the upper station",
        "Lunch with shah plov",
        "Nohur lake before sunset",
      ],
      scene: "mountains",
    },
    {
      title: "The Candy Cane mountains and Besh Barmag",
      city: "Baku",
      days: 1,
      topics: ["Geology", "Photography", "Road trip"],
      description:
        "About two hours north of Baku, near Khizi, the hills are striped red and white like a sweet. It is a photographer's day: the Candy Cane mountains, the red Gilgilchay wall and the Besh Barmag rock, where pilgrims climb for good luck.",
      itinerary: [
        "08:00 pickup in Baku",
        "Besh Barmag rock and shrine",
        "Candy Cane mountains near Khizi, walk between the hills",
        "Picnic lunch",
        "Back in Baku by 17:00",
      ],
      scene: "canyon",
    },
  ],
  groupTours: [
    {
      title: "The Caucasus trio: Baku, Tbilisi and Yerevan",
      cities: ["Baku", "Sheki", "Tbilisi", "Stepantsminda", "Dilijan", "Yerevan"],
      countries: ["Azerbaijan", "Georgia", "Armenia"],
      days: 12,
      topics: ["History", "Culture", "Food", "Wine"],
      description:
        "Three capitals and the mountains between them. The border between Azerbaijan and Armenia is closed, so the route goes through Georgia: Baku and Sheki, then Tbilisi and Kazbegi, then Dilijan and Yerevan. Local guides in each country.",
      scene: "mountains",
      maxGroupSize: 12,
    },
    {
      title: "Silk Road Azerbaijan: Baku to Sheki",
      cities: ["Baku", "Shamakhi", "Lahij", "Gabala", "Sheki"],
      countries: ["Azerbaijan"],
      days: 6,
      topics: ["History", "Crafts", "Food"],
      description:
        "Fire temples, coppersmiths, mountain lakes and the caravanserai town of Sheki. Good food every day, a wine estate in Ismayilli and nights in family-run guesthouses.",
      scene: "city",
      maxGroupSize: 12,
    },
    {
      title: "Greater Caucasus village hike",
      cities: ["Quba", "Gabala", "Sheki"],
      countries: ["Azerbaijan"],
      days: 7,
      topics: ["Hiking", "Village life", "Mountains"],
      description:
        "Village-to-village walking with luggage transfers: Khinalug, Laza and the forested valleys above Sheki. Homestays with shepherd families and a lot of fresh cheese.",
      scene: "mountains",
      maxGroupSize: 10,
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
      model: "Hyundai Elantra",
      carType: "Sedan",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 45,
    },
    {
      model: "Kia Sportage",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 55,
    },
    {
      model: "Mercedes-Benz Vito",
      carType: "Minivan",
      seats: 7,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 110,
    },
  ],
  driverRoutes: [
    "Baku – Gobustan – Absheron fire sites",
    "Baku – Shamakhi – Lahij – Sheki",
    "Baku – Quba – Khinalug",
    "Sheki – Balakan – Lagodekhi border (for Georgia)",
    "Baku – Lankaran – Lerik",
  ],
  scenes: ["city", "mountains", "desert", "forest", "coast", "temple", "canyon"],
  tourPriceEur: [45, 130],
};

const GEORGIA: CountryContent = {
  country: "Georgia",
  languages: ["Georgian", "Russian"],
  firstNames: {
    female: ["Nino", "Tamar", "Mariam", "Ana", "Salome", "Ketevan", "Natia", "Eka", "Tea", "Nana"],
    male: ["Giorgi", "Levan", "Irakli", "Davit", "Nika", "Zurab", "Lasha", "Beka", "Sandro", "Gela"],
  },
  lastNames: [
    "Beridze",
    "Kapanadze",
    "Gelashvili",
    "Maisuradze",
    "Lomidze",
    "Tsiklauri",
    "Japaridze",
    "Chikhladze",
    "Khutsishvili",
    "Margiani",
    "Kvaratskhelia",
  ],
  tours: [
    {
      title: "Kazbegi: Gergeti Trinity Church and the Truso valley",
      city: "Stepantsminda",
      days: 1,
      topics: ["Hiking", "Mountains", "Churches"],
      description:
        "Everyone photographs Gergeti Trinity Church against Mount Kazbek, and you should too; we walk up the old path instead of taking the jeep. In the afternoon we go into the Truso valley, with its mineral springs, abandoned Ossetian villages and travertine terraces.",
      itinerary: [
        "08:30 hike from Stepantsminda to Gergeti Trinity (about 1.5 hours up)",
        "Back down for khinkali",
        "Drive to Kvesheti and walk into the Truso valley",
        "Mineral springs and Zakagori fortress from a distance",
        "Back in Stepantsminda around 18:00",
      ],
      scene: "mountains",
    },
    {
      title: "The Georgian Military Highway from Tbilisi",
      city: "Tbilisi",
      days: 1,
      topics: ["Road trip", "History", "Mountains"],
      description:
        "A full-day drive north on the old road to Russia: the Ananuri fortress on the Zhinvali reservoir, the Friendship monument overlooking the Devil's valley, the Jvari pass at almost 2,400 m and lunch in Stepantsminda, back in Tbilisi in the evening.",
      itinerary: [
        "08:00 pickup in Tbilisi",
        "Ananuri fortress",
        "Gudauri and the Russia–Georgia Friendship monument",
        "Jvari pass and the mineral travertine",
        "Lunch in Stepantsminda, optional walk to Gergeti",
        "Back in Tbilisi around 20:00",
      ],
      scene: "road",
    },
    {
      title: "Kakheti wine day: qvevri cellars and Sighnaghi",
      city: "Sighnaghi",
      days: 1,
      topics: ["Wine", "Food", "Culture"],
      description:
        "Georgians have made wine in buried clay jars called qvevri for about 8,000 years, and UNESCO agrees it counts. We visit two family marani (cellars), a bigger producer for contrast, the Bodbe convent where St Nino is buried, and have a long lunch with toasts.",
      itinerary: [
        "10:00 Bodbe monastery",
        "Walk on the Sighnaghi town walls",
        "Qvevri tasting at a family marani",
        "Supra-style lunch with a host family",
        "Second winery near Kvareli",
      ],
      scene: "city",
    },
    {
      title: "Svaneti: Ushguli and the Svan towers",
      city: "Mestia",
      days: 2,
      topics: ["Mountains", "History", "Village life"],
      description:
        "Ushguli, at about 2,100 m, is one of the highest inhabited villages in Europe, with defensive stone towers everywhere and the Shkhara glacier behind. We drive there from Mestia in a 4x4, walk to the glacier viewpoint, and spend a night with a Svan family.",
      itinerary: [
        "Day 1: Mestia museum of history and ethnography, drive to Ushguli (about 2.5 hours)",
        "Day 1: Lamaria church and a tower visit, dinner with a Svan family",
        "Day 2: Walk towards the Shkhara glacier, back to Mestia",
      ],
      scene: "mountains",
    },
    {
      title: "Martvili and Okatse canyons from Kutaisi",
      city: "Kutaisi",
      days: 1,
      topics: ["Nature", "Canyons", "History"],
      description:
        "Imereti and Samegrelo have deep limestone canyons within an hour of Kutaisi. We walk the hanging walkway above Okatse, take a boat into Martvili canyon, and end at the Gelati monastery with its 12th-century mosaics.",
      itinerary: [
        "09:00 pickup in Kutaisi",
        "Okatse canyon walkway",
        "Martvili canyon by boat",
        "Megrelian lunch: elarji and spicy kharcho",
        "Gelati monastery before closing",
      ],
      scene: "canyon",
    },
    {
      title: "Vardzia cave monastery and Rabati castle",
      city: "Akhaltsikhe",
      days: 1,
      topics: ["History", "Architecture"],
      description:
        "Vardzia is a 12th-century cave city carved into a cliff above the Mtkvari river, built under Queen Tamar. We visit it together with the Khertvisi fortress and finish at the restored Rabati castle in Akhaltsikhe.",
      itinerary: [
        "09:30 pickup in Akhaltsikhe",
        "Khertvisi fortress",
        "Vardzia cave monastery",
        "Lunch by the river",
        "Rabati castle in the late afternoon",
      ],
      scene: "canyon",
    },
    {
      title: "Tbilisi old town, sulfur baths and the Dry Bridge",
      city: "Tbilisi",
      days: 1,
      topics: ["City", "Food", "History"],
      description:
        "My Tbilisi, not the brochure one. We start at the Dry Bridge flea market, climb to Narikala fortress, walk down through Abanotubani to the hidden waterfall, eat at a bakery where the bread comes out of a tone oven, and end with a private room in the sulfur baths.",
      itinerary: [
        "10:00 Dry Bridge market",
        "Sioni cathedral and the old synagogue",
        "Cable car to Narikala, walk down to the Leghvtakhevi waterfall",
        "Lunch and a tone bakery stop",
        "Sulfur bath, private room (book in advance)",
      ],
      scene: "city",
    },
    {
      title: "Borjomi-Kharagauli: two days in the park",
      city: "Borjomi",
      days: 2,
      topics: ["Hiking", "Forest", "Nature"],
      description:
        "One of the largest protected areas in the Caucasus, and it starts at the edge of Borjomi. We walk one of the marked trails through beech and spruce forest to a ranger shelter, spend the night, and come down the next day for a soak in the town's warm sulfur pools.",
      itinerary: [
        "Day 1: Visitor centre, register and start of the trail, climb through the forest",
        "Day 1: Night at a park shelter",
        "Day 2: Ridge walk and descent, Borjomi mineral water park and pools",
      ],
      scene: "forest",
    },
  ],
  groupTours: [
    {
      title: "Tusheti by 4x4 and on horseback",
      cities: ["Telavi"],
      countries: ["Georgia"],
      days: 6,
      topics: ["Mountains", "Horse riding", "Adventure"],
      description:
        "Tusheti is reached by one of the most dramatic dirt roads in the world, over the Abano pass, and it only opens for a few summer months. Four days in Omalo, Dartlo and Parsma, with guesthouse nights and a day on horses.",
      scene: "mountains",
      maxGroupSize: 8,
    },
    {
      title: "Georgia classic: Tbilisi to Svaneti",
      cities: ["Tbilisi", "Stepantsminda", "Sighnaghi", "Kutaisi", "Mestia"],
      countries: ["Georgia"],
      days: 10,
      topics: ["Culture", "Wine", "Mountains"],
      description:
        "The best of Georgia without rushing: Tbilisi, Kazbegi, a day in Kakheti's wine country, the canyons around Kutaisi and three nights in Svaneti.",
      scene: "mountains",
      maxGroupSize: 12,
    },
    {
      title: "Rtveli: the grape harvest in Kakheti",
      cities: ["Tbilisi", "Telavi", "Sighnaghi"],
      countries: ["Georgia"],
      days: 5,
      topics: ["Wine", "Food", "Festival"],
      description:
        "Late September and early October is rtveli, harvest time. Pick grapes with a family, stomp them in the satsnakheli, help fill the qvevri and learn to make churchkhela.",
      scene: "city",
      maxGroupSize: 10,
    },
    {
      title: "Monasteries of Georgia and Armenia",
      cities: ["Tbilisi", "Mtskheta", "Alaverdi", "Dilijan", "Yerevan"],
      countries: ["Georgia", "Armenia"],
      days: 8,
      topics: ["History", "Churches", "Architecture"],
      description:
        "Two of the oldest Christian countries side by side: Mtskheta and Tbilisi, then across the Sadakhlo border to the Debed canyon monasteries, Dilijan and Yerevan.",
      scene: "temple",
      maxGroupSize: 12,
    },
  ],
  cars: [
    {
      model: "Toyota Prius",
      carType: "Sedan",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 35,
    },
    {
      model: "Mitsubishi Delica",
      carType: "4x4",
      seats: 7,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 100,
    },
    {
      model: "Toyota Land Cruiser Prado",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 80,
    },
    {
      model: "Mercedes-Benz Sprinter",
      carType: "Minivan",
      seats: 17,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 150,
    },
  ],
  driverRoutes: [
    "Tbilisi – Ananuri – Gudauri – Stepantsminda",
    "Telavi – Abano pass – Omalo (Tusheti, 4x4 only, summer)",
    "Kutaisi – Zugdidi – Mestia – Ushguli",
    "Tbilisi – Borjomi – Vardzia",
    "Tbilisi – Sighnaghi – Telavi over the Gombori pass",
  ],
  scenes: ["mountains", "city", "forest", "coast", "temple", "road", "canyon"],
  tourPriceEur: [40, 120],
};

const PAKISTAN: CountryContent = {
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

const IRAN: CountryContent = {
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

const NEPAL: CountryContent = {
  country: "Nepal",
  languages: ["Nepali", "Newari", "Sherpa", "Hindi"],
  firstNames: {
    female: ["Sita", "Anita", "Sunita", "Pasang", "Dolma", "Sabina", "Rojina", "Kamala", "Srijana", "Laxmi"],
    male: ["Ramesh", "Pemba", "Ngima", "Bikash", "Suman", "Dawa", "Rajan", "Prakash", "Tenzing", "Krishna"],
  },
  lastNames: [
    "Sherpa",
    "Gurung",
    "Tamang",
    "Shrestha",
    "Thapa",
    "Magar",
    "Rai",
    "Adhikari",
    "Maharjan",
    "Bhattarai",
    "Lama",
  ],
  tours: [
    {
      title: "Kathmandu valley heritage: Pashupatinath, Boudhanath and Patan",
      city: "Kathmandu",
      days: 1,
      topics: ["Temples", "Culture", "History"],
      description:
        "Three UNESCO sites in one long day. Pashupatinath, the holiest Hindu temple in Nepal, where cremations take place on the river bank; the great white stupa of Boudhanath, where we walk the kora with the Tibetan community; and Patan Durbar Square with its Newar woodcarving and the best museum in the country.",
      itinerary: [
        "08:00 Pashupatinath (please be respectful around the ghats)",
        "Boudhanath stupa, butter tea on a rooftop",
        "Lunch of momos and thali",
        "Patan Durbar Square and the Patan Museum",
        "Golden Temple (Hiranya Varna Mahavihar)",
      ],
      scene: "temple",
    },
    {
      title: "Everest View trek from Lukla",
      city: "Namche Bazaar",
      days: 5,
      topics: ["Trekking", "Mountains", "Sherpa culture"],
      description:
        "A short taste of the Khumbu for people without three weeks. We fly to Lukla (in peak season flights often leave from Ramechhap, a few hours' drive from Kathmandu), walk up to Namche Bazaar and climb to the Everest View Hotel for the first look at Everest, Lhotse and Ama Dablam. Flights depend on weather, so keep a spare day.",
      itinerary: [
        "Day 1: Fly to Lukla, walk to Phakding",
        "Day 2: Up the Dudh Koshi to Namche Bazaar",
        "Day 3: Acclimatisation hike to the Everest View Hotel and Khumjung village",
        "Day 4: Back down to Lukla",
        "Day 5: Flight back, weather permitting",
      ],
      scene: "mountains",
    },
    {
      title: "Poon Hill sunrise trek",
      city: "Pokhara",
      days: 4,
      topics: ["Trekking", "Mountains", "Village life"],
      description:
        "The classic short trek from Pokhara: thousands of stone steps up to Ghorepani through rhododendron forest, which flowers in March and April, and a pre-dawn climb to Poon Hill at 3,210 m for sunrise over Dhaulagiri and the Annapurnas. Teahouse nights with dal bhat refills.",
      itinerary: [
        "Day 1: Drive to Nayapul, trek to Tikhedhunga",
        "Day 2: The Ulleri steps and up to Ghorepani",
        "Day 3: Poon Hill sunrise, trek to Tadapani",
        "Day 4: Ghandruk village, drive back to Pokhara",
      ],
      scene: "mountains",
    },
    {
      title: "Chitwan: jungle walk and Tharu village",
      city: "Sauraha",
      days: 2,
      topics: ["Wildlife", "Nature", "Culture"],
      description:
        "Chitwan National Park has one-horned rhinos, gharial crocodiles and a few tigers. We paddle a dugout canoe on the Rapti river, walk into the jungle with two licensed naturalists and spend the evening with a Tharu family. No elephant rides: we believe in watching animals, not riding them.",
      itinerary: [
        "Day 1: Canoe on the Rapti river, birdwatching, Tharu village walk and stick dance",
        "Day 2: 06:00 jungle walk with naturalists, afternoon jeep safari",
      ],
      scene: "forest",
    },
    {
      title: "Bhaktapur and the walk to Changu Narayan",
      city: "Bhaktapur",
      days: 1,
      topics: ["Temples", "Crafts", "Hiking"],
      description:
        "Bhaktapur is the best preserved of the valley's royal cities. We walk from Nyatapola, the five-storey pagoda, to the Pottery Square, eat juju dhau (the king of curds), and then hike through rice fields to Changu Narayan, the oldest temple in the valley.",
      itinerary: [
        "09:00 Durbar Square and the 55 Window Palace",
        "Taumadhi Square and Nyatapola temple",
        "Pottery Square, juju dhau tasting",
        "Two-hour walk to Changu Narayan",
      ],
      scene: "temple",
    },
    {
      title: "Lumbini by bicycle",
      city: "Lumbini",
      days: 1,
      topics: ["Buddhism", "History", "Cycling"],
      description:
        "The birthplace of the Buddha is a large, flat and peaceful site, best explored on a bicycle. We visit the Maya Devi temple and the Ashoka pillar, then ride between the monasteries that different Buddhist countries have built in the monastic zone.",
      itinerary: [
        "07:00 Maya Devi temple and the sacred pond",
        "Ashoka pillar",
        "Cycle through the monastic zone: Thai, Chinese, German and Myanmar monasteries",
        "World Peace Pagoda at sunset",
      ],
      scene: "temple",
    },
    {
      title: "Pokhara: Sarangkot sunrise and the World Peace Pagoda",
      city: "Pokhara",
      days: 1,
      topics: ["Mountains", "Lakes", "Hiking"],
      description:
        "Sunrise from Sarangkot over Machapuchare and the Annapurna range, breakfast back in town, a rowing boat across Phewa lake and a walk up to the white World Peace Pagoda for the view back over the city and the mountains.",
      itinerary: [
        "05:00 drive up to Sarangkot",
        "Breakfast at Lakeside",
        "Boat across Phewa lake",
        "Hike up to the World Peace Pagoda",
        "Walk down to Damside",
      ],
      scene: "lake",
    },
    {
      title: "Upper Mustang by jeep",
      city: "Jomsom",
      days: 6,
      topics: ["Road trip", "Buddhism", "Desert"],
      description:
        "The former kingdom of Lo is a high desert behind the Annapurnas, with cave dwellings, red monasteries and the walled town of Lo Manthang. It is a restricted area: you need a special permit, which costs far more than ordinary trekking permits (around USD 500 for ten days the last time I checked), and a licensed guide.",
      itinerary: [
        "Day 1: Jomsom to Kagbeni, permit check",
        "Day 2: Drive to Ghami, walk to the longest mani wall in Nepal",
        "Day 3: Lo Manthang, the walled city",
        "Day 4: Chhoser caves and the Garphu monastery",
        "Day 5: Back south via Ghar Gompa",
        "Day 6: Return to Jomsom",
      ],
      scene: "desert",
    },
  ],
  groupTours: [
    {
      title: "Everest Base Camp trek",
      cities: ["Kathmandu", "Namche Bazaar"],
      countries: ["Nepal"],
      days: 14,
      topics: ["Trekking", "Mountains", "Sherpa culture"],
      description:
        "The full walk to Everest Base Camp and Kala Patthar with proper acclimatisation days, Sherpa guides and porters on fair pay. Spring and autumn departures.",
      scene: "mountains",
      maxGroupSize: 12,
    },
    {
      title: "Annapurna Circuit over the Thorong La",
      cities: ["Kathmandu", "Pokhara", "Jomsom"],
      countries: ["Nepal"],
      days: 14,
      topics: ["Trekking", "Mountains"],
      description:
        "Through the Manang valley and over the Thorong La, at 5,416 m one of the highest trekking passes in the world, to Muktinath and Jomsom. Finish with two easy days in Pokhara.",
      scene: "mountains",
      maxGroupSize: 10,
    },
    {
      title: "Himalayan kingdoms: Nepal and Bhutan",
      cities: ["Kathmandu", "Pokhara", "Paro", "Thimphu", "Punakha"],
      countries: ["Nepal", "Bhutan"],
      days: 12,
      topics: ["Temples", "Culture", "Mountains"],
      description:
        "Kathmandu valley and Pokhara, then the flight to Paro, which on a clear day passes Everest, and five days in Bhutan ending with the Tiger's Nest hike. Bhutan's daily fee is included in the price.",
      scene: "temple",
      maxGroupSize: 12,
    },
  ],
  cars: [
    {
      model: "Toyota Hiace",
      carType: "Minivan",
      seats: 10,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 80,
    },
    {
      model: "Mahindra Scorpio",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 75,
    },
    {
      model: "Suzuki Swift",
      carType: "Compact",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 40,
    },
  ],
  driverRoutes: [
    "Kathmandu – Pokhara (Prithvi Highway, 6–8 hours)",
    "Pokhara – Beni – Jomsom – Muktinath",
    "Kathmandu – Chitwan (Sauraha)",
    "Kathmandu airport and Kathmandu valley day trips",
    "Kathmandu – Ramechhap airport (Lukla flights in peak season)",
  ],
  scenes: ["mountains", "temple", "city", "forest", "lake", "desert"],
  tourPriceEur: [30, 100],
};

const BHUTAN: CountryContent = {
  country: "Bhutan",
  languages: ["Dzongkha", "Nepali", "Sharchop", "Hindi"],
  firstNames: {
    female: ["Pema", "Dechen", "Yangchen", "Choki", "Deki", "Kunzang", "Chimi", "Sonam", "Tshering", "Karma"],
    male: ["Ugyen", "Tashi", "Kinley", "Jigme", "Sangay", "Dorji", "Tandin", "Namgay", "Phuntsho", "Sonam"],
  },
  lastNames: [
    "Wangchuk",
    "Dorji",
    "Tshering",
    "Wangdi",
    "Penjor",
    "Namgyel",
    "Tobgay",
    "Rinzin",
    "Gyeltshen",
    "Tenzin",
    "Norbu",
    "Jamtsho",
  ],
  tours: [
    {
      title: "Tiger's Nest hike",
      city: "Paro",
      days: 1,
      topics: ["Hiking", "Buddhism", "Temples"],
      description:
        "Paro Taktsang hangs on a cliff about 900 m above the valley floor. The trail takes two to three hours up through pine forest, with a tea stop at the halfway cafeteria; the last section goes down and up hundreds of steps across a waterfall. In the afternoon we visit Kyichu Lhakhang, one of the oldest temples in Bhutan.",
      itinerary: [
        "07:30 drive to the trailhead",
        "Hike up to the cafeteria viewpoint",
        "Visit the monastery (no cameras inside, bags left at the entrance)",
        "Lunch back at the cafeteria or in the valley",
        "Kyichu Lhakhang in the late afternoon",
      ],
      scene: "temple",
    },
    {
      title: "Thimphu: Buddha Dordenma, the weekend market and the takin",
      city: "Thimphu",
      days: 1,
      topics: ["Culture", "City", "Buddhism"],
      description:
        "Thimphu is the only capital in the world without traffic lights, and the policeman at the main crossing is worth seeing. We visit the giant Buddha Dordenma, the takin preserve (Bhutan's odd national animal), the weekend market, an archery match if there is one, and Tashichho Dzong in the evening.",
      itinerary: [
        "09:00 Buddha Dordenma",
        "Motithang takin preserve",
        "Centenary farmers' market (Friday to Sunday)",
        "Lunch of ema datshi and red rice",
        "Changlimithang archery ground",
        "Tashichho Dzong after office hours",
      ],
      scene: "city",
    },
    {
      title: "Dochula pass, Punakha Dzong and Chimi Lhakhang",
      city: "Punakha",
      days: 1,
      topics: ["Temples", "History", "Hiking"],
      description:
        "On a clear morning the 108 chortens of the Dochula pass look out over the eastern Himalaya. We drive down to Punakha Dzong, which sits where the Pho Chhu and Mo Chhu rivers meet and is the most beautiful dzong in the country, then walk through the rice fields to Chimi Lhakhang, the temple of the Divine Madman.",
      itinerary: [
        "Dochula pass and the 108 chortens",
        "Punakha Dzong and the covered bridge",
        "Lunch in a farmhouse",
        "Walk through the rice fields to Chimi Lhakhang",
        "Punakha suspension bridge",
      ],
      scene: "temple",
    },
    {
      title: "Phobjikha valley and the black-necked cranes",
      city: "Gangtey",
      days: 2,
      topics: ["Wildlife", "Hiking", "Village life"],
      description:
        "Phobjikha is a wide glacial valley where rare black-necked cranes spend the winter, roughly from late October to February. We walk the Gangtey nature trail, visit the Gangtey Goenpa monastery and the crane information centre, and stay with a farming family with a hot stone bath.",
      itinerary: [
        "Day 1: Gangtey Goenpa, crane information centre, farmhouse dinner and hot stone bath",
        "Day 2: Early crane watching, Gangtey nature trail, drive on to Punakha or Bumthang",
      ],
      scene: "forest",
    },
    {
      title: "Bumthang: temples, cheese and the Burning Lake",
      city: "Bumthang",
      days: 2,
      topics: ["Buddhism", "Food", "Hiking"],
      description:
        "Bumthang is the spiritual heartland of Bhutan, with some of its oldest temples. Between Jakar Dzong, Jambay Lhakhang and Kurje Lhakhang we taste Swiss-style cheese and local beer, and walk to Mebar Tsho, the Burning Lake, where Pema Lingpa is said to have found hidden treasures.",
      itinerary: [
        "Day 1: Jakar Dzong, Jambay Lhakhang, Kurje Lhakhang, walk across to Tamshing",
        "Day 1: Cheese and beer tasting in Jakar",
        "Day 2: Tang valley, Mebar Tsho (Burning Lake), Ogyen Choling manor",
      ],
      scene: "temple",
    },
    {
      title: "Haa valley over the Chele La pass",
      city: "Haa",
      days: 1,
      topics: ["Mountains", "Hiking", "Village life"],
      description:
        "Chele La, at almost 4,000 m, is one of the highest roads in Bhutan, and on a clear day you see Jomolhari from the prayer flags. We hike along the ridge, then drop into the quiet Haa valley, which opened to tourists only in 2002, for lunch in a farmhouse.",
      itinerary: [
        "08:00 drive up from Paro to Chele La",
        "Ridge walk among the prayer flags",
        "Descent into Haa, white and black temples",
        "Farmhouse lunch, back to Paro",
      ],
      scene: "mountains",
    },
    {
      title: "Druk Path trek: Paro to Thimphu",
      city: "Paro",
      days: 5,
      topics: ["Trekking", "Mountains", "Lakes"],
      description:
        "A five-day trek over the ridge between Paro and Thimphu, past high lakes full of trout, yak herders' camps and the Phajoding monastery above Thimphu. Camping with a cook, horses for the gear. Best in spring and autumn.",
      itinerary: [
        "Day 1: Ta Dzong trailhead to Jili Dzong camp",
        "Day 2: Ridge walk to Jangchulakha",
        "Day 3: Jimilang Tsho lake",
        "Day 4: Simkotra Tsho to Phajoding",
        "Day 5: Down to Thimphu",
      ],
      scene: "mountains",
    },
  ],
  groupTours: [
    {
      title: "Paro Tsechu festival tour",
      cities: ["Paro", "Thimphu", "Punakha"],
      countries: ["Bhutan"],
      days: 7,
      topics: ["Festival", "Buddhism", "Culture"],
      description:
        "The Paro Tsechu is held in spring, on dates set by the lunar calendar, with masked cham dances in the dzong courtyard and the unrolling of a giant thangka at dawn on the last day. Two festival days plus Thimphu, Punakha and the Tiger's Nest.",
      scene: "temple",
      maxGroupSize: 12,
    },
    {
      title: "Bhutan east to west",
      cities: ["Paro", "Thimphu", "Punakha", "Gangtey", "Trongsa", "Bumthang"],
      countries: ["Bhutan"],
      days: 10,
      topics: ["Culture", "Buddhism", "Road trip"],
      description:
        "Across the central mountains to Bumthang and back: dzongs, farmhouses, crane valleys and high passes, at a pace that leaves space to sit in a temple courtyard for a while.",
      scene: "road",
      maxGroupSize: 10,
    },
    {
      title: "Jomolhari trek",
      cities: ["Paro"],
      countries: ["Bhutan"],
      days: 9,
      topics: ["Trekking", "Mountains", "Camping"],
      description:
        "Up the Paro valley to the base camp of Jomolhari and over passes close to 5,000 m, through yak herders' settlements and the remote village of Lingzhi. For fit, experienced trekkers.",
      scene: "mountains",
      maxGroupSize: 8,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser Prado",
      carType: "SUV",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
    {
      model: "Hyundai Santa Fe",
      carType: "SUV",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 100,
    },
    {
      model: "Toyota Hiace",
      carType: "Minivan",
      seats: 10,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 110,
    },
  ],
  driverRoutes: [
    "Paro airport – Thimphu",
    "Thimphu – Dochula – Punakha – Wangdue",
    "Wangdue – Pele La – Trongsa – Bumthang",
    "Paro – Chele La – Haa",
    "Punakha – Phobjikha (Gangtey)",
  ],
  scenes: ["temple", "mountains", "forest", "city", "road"],
  tourPriceEur: [150, 320],
};

const ARMENIA: CountryContent = {
  country: "Armenia",
  languages: ["Armenian", "Russian"],
  firstNames: {
    female: ["Anahit", "Ani", "Lilit", "Narine", "Mariam", "Gayane", "Armine", "Tatevik", "Lusine", "Siranush"],
    male: ["Armen", "Aram", "Tigran", "Hayk", "Davit", "Gor", "Vahe", "Narek", "Artur", "Samvel"],
  },
  lastNames: [
    "Harutyunyan",
    "Petrosyan",
    "Sargsyan",
    "Grigoryan",
    "Hovhannisyan",
    "Avetisyan",
    "Karapetyan",
    "Mkrtchyan",
    "Ghazaryan",
    "Vardanyan",
    "Manukyan",
  ],
  tours: [
    {
      title: "Garni temple, the Symphony of Stones and Geghard",
      city: "Yerevan",
      days: 1,
      topics: ["History", "Churches", "Food"],
      description:
        "Garni is the only standing Greco-Roman style temple in the former Soviet Union, rebuilt from its original stones. Below it, the river has cut a gorge of hexagonal basalt columns locals call the Symphony of Stones. We bake lavash with a family in Garni village, then visit Geghard, a monastery partly carved out of the mountain.",
      itinerary: [
        "10:00 pickup in Yerevan, stop at the Charents arch for the view of Ararat",
        "Garni temple",
        "Walk down to the Symphony of Stones",
        "Lavash baking and lunch with a family",
        "Geghard monastery, back in Yerevan by 17:30",
      ],
      scene: "temple",
    },
    {
      title: "Khor Virap, Areni wine and Noravank",
      city: "Yeghegnadzor",
      days: 1,
      topics: ["Churches", "Wine", "Canyons"],
      description:
        "Khor Virap has the closest view of Mount Ararat you can get in Armenia. Then the Areni-1 cave, where archaeologists found a leather shoe about 5,500 years old and one of the oldest known wineries, a tasting of Areni wine in the village, and Noravank monastery tucked into a red-rock canyon.",
      itinerary: [
        "Khor Virap monastery",
        "Areni-1 cave",
        "Wine tasting at a family winery in Areni",
        "Noravank monastery in the late afternoon light",
      ],
      scene: "canyon",
    },
    {
      title: "Wings of Tatev, Tatev monastery and old Khndzoresk",
      city: "Goris",
      days: 1,
      topics: ["Churches", "Canyons", "Adventure"],
      description:
        "The Wings of Tatev cable car crosses the Vorotan gorge for almost 6 km to the 9th-century Tatev monastery. We also walk down to the Devil's Bridge natural springs and cross the swinging bridge to the abandoned cave village of Old Khndzoresk near Goris.",
      itinerary: [
        "09:00 Old Khndzoresk cave village and swinging bridge",
        "Wings of Tatev cable car",
        "Tatev monastery",
        "Lunch, then the Devil's Bridge pools",
        "Back in Goris",
      ],
      scene: "canyon",
    },
    {
      title: "Lake Sevan, Dilijan and the forest monasteries",
      city: "Dilijan",
      days: 1,
      topics: ["Lakes", "Churches", "Forest"],
      description:
        "Sevanavank sits on a peninsula above one of the largest high-altitude lakes in the world. We continue through the tunnel to Dilijan, the 'Armenian Switzerland', for the restored old street and the forest monasteries of Haghartsin and Goshavank.",
      itinerary: [
        "Sevanavank monastery and fish lunch on the lake",
        "Sharambeyan street in Dilijan",
        "Haghartsin monastery in the forest",
        "Goshavank and its carved khachkar",
      ],
      scene: "lake",
    },
    {
      title: "Yerevan: the Cascade, Vernissage and a brandy tasting",
      city: "Yerevan",
      days: 1,
      topics: ["City", "Art", "Food"],
      description:
        "Yerevan is a pink tuff city with a lot of cafes and very long dinners. We climb the Cascade for Ararat, see ancient manuscripts at the Matenadaran, browse the Vernissage market at the weekend and end with a brandy tasting.",
      itinerary: [
        "10:00 Cascade and the Cafesjian sculpture garden",
        "Matenadaran manuscript museum",
        "Lunch at a local tavern",
        "Vernissage market (best at weekends)",
        "Brandy tasting",
      ],
      scene: "city",
    },
    {
      title: "Gyumri: black tuff houses and the Kumayri quarter",
      city: "Gyumri",
      days: 1,
      topics: ["Architecture", "History", "Crafts"],
      description:
        "Armenia's second city has a historic centre of 19th-century black and red tuff houses, still partly marked by the 1988 earthquake. We walk Kumayri with a local craftsman, eat at a bakery and visit the Black Fortress on the hill.",
      itinerary: [
        "Walk through the Kumayri historic district",
        "Mother Cathedral and the Holy Saviour church",
        "Ceramic workshop visit",
        "Lunch with Gyumri humour and khashlama",
        "Black Fortress",
      ],
      scene: "city",
    },
    {
      title: "Debed canyon monasteries: Haghpat and Sanahin",
      city: "Alaverdi",
      days: 1,
      topics: ["Churches", "History", "Canyons"],
      description:
        "Two UNESCO monasteries on the green plateau above the Debed canyon, a Soviet-era cable car in Alaverdi and the frescoes of Akhtala. A favourite of people who think they have seen enough monasteries.",
      itinerary: [
        "Sanahin monastery",
        "Alaverdi's old cable car (if running)",
        "Haghpat monastery",
        "Lunch in a village",
        "Akhtala fortress and frescoes",
      ],
      scene: "temple",
    },
    {
      title: "Mount Aragats: the south summit hike",
      city: "Yerevan",
      days: 1,
      topics: ["Hiking", "Mountains"],
      description:
        "The highest mountain in Armenia has four summits around a crater. From Kari lake at about 3,200 m we hike to the south summit at around 3,880 m, the easiest of the four, in about three hours. July to September, and only with a good forecast. Stop at Amberd fortress on the way down.",
      itinerary: [
        "07:00 pickup in Yerevan",
        "Start at Kari lake",
        "Hike to the south summit",
        "Picnic at the top",
        "Amberd fortress on the way back",
      ],
      scene: "mountains",
    },
  ],
  groupTours: [
    {
      title: "Armenia in a week",
      cities: ["Yerevan", "Sevan", "Dilijan", "Goris"],
      countries: ["Armenia"],
      days: 7,
      topics: ["History", "Churches", "Food"],
      description:
        "Yerevan, Garni and Geghard, Lake Sevan and Dilijan, Noravank, Tatev and the south. Family-run guesthouses and a lot of home cooking.",
      scene: "temple",
      maxGroupSize: 14,
    },
    {
      title: "Transcaucasian Trail: Dilijan section",
      cities: ["Dilijan", "Vanadzor"],
      countries: ["Armenia"],
      days: 5,
      topics: ["Hiking", "Forest"],
      description:
        "Four days on the marked Transcaucasian Trail through the Dilijan National Park forests, sleeping in village guesthouses with luggage moved by car.",
      scene: "forest",
      maxGroupSize: 10,
    },
    {
      title: "Wine and food of Vayots Dzor",
      cities: ["Yerevan", "Yeghegnadzor", "Jermuk"],
      countries: ["Armenia"],
      days: 4,
      topics: ["Wine", "Food"],
      description:
        "Areni grapes, family wineries, cooking dolma with a grandmother and a soak in Jermuk's mineral waters. The Areni wine festival, usually in early October, is a good time to join.",
      scene: "canyon",
      maxGroupSize: 10,
    },
  ],
  cars: [
    { model: "Lada Niva", carType: "4x4", seats: 4, transmission: "manual", driverIncluded: false, pricePerDayEur: 30 },
    {
      model: "Toyota RAV4",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 45,
    },
    {
      model: "Kia Rio",
      carType: "Compact",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 30,
    },
    {
      model: "Mercedes-Benz Sprinter",
      carType: "Minivan",
      seats: 18,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 130,
    },
  ],
  driverRoutes: [
    "Yerevan – Garni – Geghard",
    "Yerevan – Khor Virap – Areni – Noravank – Goris – Tatev",
    "Yerevan – Sevan – Dilijan – Haghpat – Bagratashen border (for Georgia)",
    "Yerevan – Amberd – Aragats",
    "Yerevan – Gyumri",
  ],
  scenes: ["temple", "mountains", "lake", "city", "canyon", "forest"],
  tourPriceEur: [35, 100],
};

const UGANDA: CountryContent = {
  country: "Uganda",
  languages: ["Luganda", "Swahili", "Runyankole", "Rukiga", "Rutooro"],
  firstNames: {
    female: ["Sarah", "Grace", "Esther", "Florence", "Brenda", "Prossy", "Agnes", "Juliet", "Patience", "Annet"],
    male: ["Moses", "Joseph", "Isaac", "Robert", "Ronald", "Emmanuel", "Denis", "Brian", "Fred", "Godfrey"],
  },
  lastNames: [
    "Mugisha",
    "Tumusiime",
    "Ssempala",
    "Okello",
    "Byaruhanga",
    "Asiimwe",
    "Tugume",
    "Kaggwa",
    "Mwesigwa",
    "Ssali",
    "Atuhaire",
    "Opio",
  ],
  tours: [
    {
      title: "Gorilla trekking in Bwindi (Rushaga sector)",
      city: "Kisoro",
      days: 3,
      topics: ["Wildlife", "Hiking", "Forest"],
      description:
        "Spending an hour with a gorilla family is one of the great wildlife experiences on earth. The trek can take one hour or six, on steep muddy slopes; porters from the local community are worth every shilling. Permits are issued by the Uganda Wildlife Authority, currently around USD 800, and sell out months ahead: please book early and let me help with it.",
      itinerary: [
        "Day 1: Kisoro to Rushaga, evening walk in the village",
        "Day 2: 07:30 briefing at the park office, gorilla trek, one hour with the family",
        "Day 3: Drive to Lake Mutanda for a canoe trip, back to Kisoro",
      ],
      scene: "forest",
    },
    {
      title: "Chimpanzees in Kibale and the Bigodi swamp walk",
      city: "Fort Portal",
      days: 2,
      topics: ["Wildlife", "Forest", "Birdwatching"],
      description:
        "Kibale Forest has one of the highest densities of primates in Africa. We track habituated chimpanzees in the morning, and in the afternoon walk the Bigodi wetland with a community guide looking for red colobus and the great blue turaco. We stay by the crater lakes near Fort Portal.",
      itinerary: [
        "Day 1: Crater lakes walk, evening at a lodge near Lake Nkuruba",
        "Day 2: 08:00 chimp tracking in Kibale, lunch, Bigodi swamp walk",
      ],
      scene: "forest",
    },
    {
      title: "Jinja: the source of the Nile and a sunset cruise",
      city: "Jinja",
      days: 1,
      topics: ["Adventure", "Nature"],
      description:
        "Jinja is where the Nile leaves Lake Victoria. Depending on your nerves, we raft the remaining big rapids below the dams with a certified company or take a calm kayak trip instead; either way we end with a boat at the source at sunset.",
      itinerary: [
        "08:00 pickup in Jinja",
        "Rafting or kayaking on the Nile",
        "Late lunch of rolex (chapati with eggs) at the market",
        "Sunset boat to the source of the Nile",
      ],
      scene: "lake",
    },
    {
      title: "Lake Bunyonyi by dugout canoe",
      city: "Kabale",
      days: 2,
      topics: ["Lakes", "Village life", "Relaxation"],
      description:
        "Lake Bunyonyi has 29 islands and terraced hills on every side. We paddle between the islands in a dugout canoe, hear the story of Akampene, the old Punishment Island, and walk to a hilltop village market. A good rest day after the gorillas.",
      itinerary: [
        "Day 1: Kabale to the lake, canoe to the islands, night in an island lodge",
        "Day 2: Hike to a hilltop village and market, back to Kabale",
      ],
      scene: "lake",
    },
    {
      title: "Murchison Falls: boat to the falls and a game drive",
      city: "Masindi",
      days: 2,
      topics: ["Wildlife", "Safari", "Nature"],
      description:
        "At Murchison the whole Nile squeezes through a gap about seven metres wide. On the way we track white rhinos on foot at Ziwa, the only place in Uganda to see them. Then a boat up to the bottom of the falls among hippos and crocodiles, the walk to the top, and an early game drive on the Buligi tracks for giraffe, elephant and lion.",
      itinerary: [
        "Day 1: Rhino tracking at Ziwa sanctuary, drive to the park, hike to the top of the falls",
        "Day 2: 06:30 game drive north of the Nile, afternoon boat trip to the falls",
      ],
      scene: "forest",
    },
    {
      title: "Queen Elizabeth: Kazinga Channel and the Ishasha lions",
      city: "Kasese",
      days: 2,
      topics: ["Wildlife", "Safari", "Lakes"],
      description:
        "The Kazinga Channel boat trip gets you closer to hippos and elephants than almost anywhere. On day two we drive south to Ishasha, where lions famously climb into fig trees in the heat of the day.",
      itinerary: [
        "Day 1: Morning game drive in Kasenyi, afternoon boat on the Kazinga Channel",
        "Day 2: Drive to Ishasha, search for the tree-climbing lions",
      ],
      scene: "lake",
    },
    {
      title: "Kampala: Kasubi Tombs, Namugongo and a boda ride",
      city: "Kampala",
      days: 1,
      topics: ["City", "History", "Food"],
      description:
        "Kampala is loud, friendly and built on hills. We visit the royal Kasubi Tombs of the Buganda kings, the Namugongo Martyrs shrine, climb the minaret of the Gaddafi mosque for the view, and finish with a bite of everything at Owino market.",
      itinerary: [
        "09:00 Kasubi Tombs",
        "Gaddafi National Mosque minaret",
        "Luwombo lunch",
        "Namugongo Martyrs shrine",
        "Owino market",
      ],
      scene: "city",
    },
    {
      title: "Shoebill by canoe in the Mabamba swamp",
      city: "Entebbe",
      days: 1,
      topics: ["Birdwatching", "Wildlife", "Lakes"],
      description:
        "The shoebill looks like a dinosaur that decided to become a bird. Mabamba Bay wetland, on Lake Victoria an hour from Entebbe, is one of the best places to see one. We go out at dawn in a local wooden canoe with a community guide.",
      itinerary: [
        "06:00 pickup in Entebbe",
        "Canoe into the papyrus channels",
        "Breakfast by the lake",
        "Entebbe botanical gardens on the way back",
      ],
      scene: "lake",
    },
  ],
  groupTours: [
    {
      title: "Primates and savannah: Uganda in 10 days",
      cities: ["Entebbe", "Fort Portal", "Kasese", "Kisoro"],
      countries: ["Uganda"],
      days: 10,
      topics: ["Wildlife", "Safari", "Forest"],
      description:
        "Chimps in Kibale, game drives and boats in Queen Elizabeth, and a gorilla trek in Bwindi, in a pop-up-roof Land Cruiser with a driver-guide. Gorilla permits are included.",
      scene: "forest",
      maxGroupSize: 6,
    },
    {
      title: "Kidepo Valley and northern Uganda",
      cities: ["Kampala", "Gulu"],
      countries: ["Uganda"],
      days: 6,
      topics: ["Safari", "Wildlife", "Culture"],
      description:
        "Kidepo is one of the wildest parks in East Africa and gets very few visitors. Lions, cheetahs, huge buffalo herds, and a visit to a Karamojong manyatta.",
      scene: "steppe",
      maxGroupSize: 6,
    },
    {
      title: "The Nile and the western lakes",
      cities: ["Kampala", "Jinja", "Fort Portal", "Kabale"],
      countries: ["Uganda"],
      days: 8,
      topics: ["Lakes", "Adventure", "Village life"],
      description:
        "Rafting in Jinja, crater lakes of Fort Portal, a canoe day on Lake Bunyonyi and time in villages along the way. Gorilla trek optional.",
      scene: "lake",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser (pop-up roof)",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 170,
    },
    {
      model: "Toyota RAV4",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 50,
    },
    {
      model: "Toyota Land Cruiser Prado",
      carType: "SUV",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 90,
    },
    {
      model: "Toyota Hiace safari van",
      carType: "Minivan",
      seats: 7,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
  ],
  driverRoutes: [
    "Entebbe – Kampala – Fort Portal – Kibale",
    "Kasese – Queen Elizabeth NP – Ishasha – Bwindi (Buhoma)",
    "Kabale – Lake Bunyonyi – Rushaga – Kisoro",
    "Kampala – Ziwa – Murchison Falls",
    "Kampala – Jinja",
  ],
  scenes: ["forest", "lake", "mountains", "city", "steppe"],
  tourPriceEur: [60, 180],
};

const SRI_LANKA: CountryContent = {
  country: "Sri Lanka",
  languages: ["Sinhala", "Tamil"],
  firstNames: {
    female: [
      "Nadeesha",
      "Dilini",
      "Sanduni",
      "Chamari",
      "Ishara",
      "Kavindya",
      "Tharushi",
      "Priyanka",
      "Nirosha",
      "Kavitha",
    ],
    male: ["Nuwan", "Chaminda", "Kasun", "Lahiru", "Dinesh", "Ruwan", "Tharindu", "Sampath", "Pradeep", "Kumaran"],
  },
  lastNames: [
    "Perera",
    "Fernando",
    "Silva",
    "Jayawardena",
    "Bandara",
    "Wickramasinghe",
    "Dissanayake",
    "Herath",
    "Gunawardena",
    "Ratnayake",
    "Sivakumar",
    "Nadarajah",
  ],
  tours: [
    {
      title: "Sigiriya at opening time and Pidurangala at sunset",
      city: "Sigiriya",
      days: 1,
      topics: ["History", "Hiking", "Photography"],
      description:
        "We are at the gate of Sigiriya when it opens, before the heat and the queues on the iron staircases. About 1,200 steps take you past the frescoes and the Mirror Wall to the palace ruins on top. After a long lunch and a rest, we climb neighbouring Pidurangala, which has the best view of the Lion Rock itself.",
      itinerary: [
        "06:45 at the Sigiriya ticket office",
        "Water gardens, frescoes, Lion's Paw terrace and summit",
        "Rice and curry lunch at a village house",
        "Afternoon rest",
        "16:30 Pidurangala climb for sunset",
      ],
      scene: "temple",
    },
    {
      title: "Dambulla cave temple and the Minneriya elephant gathering",
      city: "Sigiriya",
      days: 1,
      topics: ["Wildlife", "Temples", "Safari"],
      description:
        "The Dambulla caves are packed with Buddha statues and painted ceilings going back two thousand years. In the afternoon we go on jeep safari in Minneriya or Kaudulla, depending on where the elephants are that week; from about August to September hundreds gather around the reservoir.",
      itinerary: [
        "08:00 Dambulla cave temple",
        "Spice garden stop",
        "Lunch",
        "14:30 jeep safari in Minneriya or Kaudulla",
      ],
      scene: "forest",
    },
    {
      title: "Ella: Little Adam's Peak, Nine Arch Bridge and a tea factory",
      city: "Ella",
      days: 1,
      topics: ["Hiking", "Tea", "Photography"],
      description:
        "An easy hill-country day from Ella. Sunrise on Little Adam's Peak, a walk along the tracks to the Nine Arch Bridge in time for a train, and a tea factory where you see leaf turned into black tea in a few hours, with a tasting at the end.",
      itinerary: [
        "05:45 walk up Little Adam's Peak",
        "Breakfast in Ella",
        "Walk to the Nine Arch Bridge (I check the train times that morning)",
        "Tea factory visit and tasting",
        "Ravana falls on the way back",
      ],
      scene: "mountains",
    },
    {
      title: "The Kandy to Ella train with a local",
      city: "Kandy",
      days: 1,
      topics: ["Train journey", "Tea", "Photography"],
      description:
        "One of the most beautiful train rides in the world, about seven hours through tea estates and cloud forest. Reserved seats sell out fast, so book early; I help with tickets and point out the estates, waterfalls and villages as we go, then get you to your guesthouse in Ella.",
      itinerary: [
        "Morning departure from Kandy station",
        "Tea country between Hatton and Nanu Oya",
        "Lunch packet on board",
        "Through Haputale and Demodara",
        "Arrival in Ella in the late afternoon",
      ],
      scene: "road",
    },
    {
      title: "Horton Plains and World's End at dawn",
      city: "Nuwara Eliya",
      days: 1,
      topics: ["Hiking", "Nature"],
      description:
        "Horton Plains is a high, misty grassland plateau, and by mid-morning the clouds usually roll up and hide the view from World's End, a sheer drop of almost 900 m. So we leave Nuwara Eliya at 5:30 and walk the 9 km loop past Baker's Falls early.",
      itinerary: [
        "05:30 pickup in Nuwara Eliya",
        "9 km loop: Small World's End, World's End, Baker's Falls",
        "Breakfast packet on the trail",
        "Back in Nuwara Eliya by lunchtime",
      ],
      scene: "mountains",
    },
    {
      title: "Galle Fort walk and the south coast",
      city: "Galle",
      days: 1,
      topics: ["History", "Coast", "Food"],
      description:
        "Galle Fort is a living town inside 17th-century Dutch walls. We walk the ramparts, the lighthouse and the old churches, then drive the coast to the stilt fishermen at Koggala and the Japanese Peace Pagoda above Jungle Beach for a swim.",
      itinerary: [
        "08:30 Galle Fort ramparts walk",
        "Dutch Reformed Church and the old Dutch hospital",
        "Lunch of fish curry",
        "Jungle Beach and the Peace Pagoda",
        "Stilt fishermen at Koggala before sunset",
      ],
      scene: "coast",
    },
    {
      title: "Jaffna, the Nallur Kovil and Delft island",
      city: "Jaffna",
      days: 2,
      topics: ["Culture", "Temples", "Islands"],
      description:
        "The Tamil north is a different Sri Lanka, with its own food, temples and rhythm. Day one is Jaffna town, the golden Nallur Kandaswamy Kovil (men go in bare-chested) and the old fort. Day two we take the ferry to Delft island for wild ponies, coral-stone walls and a huge baobab.",
      itinerary: [
        "Day 1: Jaffna fort, Nallur Kovil for the evening puja, Jaffna crab curry dinner",
        "Day 2: Drive over the causeways to Kurikadduwan, ferry to Delft, back to Jaffna",
      ],
      scene: "temple",
    },
    {
      title: "Anuradhapura by bicycle",
      city: "Anuradhapura",
      days: 1,
      topics: ["History", "Buddhism", "Cycling"],
      description:
        "The first great capital of Sri Lanka is spread over a huge area of parkland, so bicycles are perfect. We visit the Sri Maha Bodhi, grown from a cutting of the tree under which the Buddha was enlightened, the white Ruwanwelisaya and the brick giant of Jetavanaramaya, and climb Mihintale in the evening.",
      itinerary: [
        "07:00 bicycles from the guesthouse",
        "Sri Maha Bodhi and Ruwanwelisaya",
        "Jetavanaramaya and Abhayagiri",
        "Lunch and rest",
        "Mihintale at sunset",
      ],
      scene: "temple",
    },
    {
      title: "Whale watching from Mirissa",
      city: "Mirissa",
      days: 1,
      topics: ["Wildlife", "Coast"],
      description:
        "Between roughly December and April, blue whales feed off the deep shelf south of Mirissa. I work with a boat that keeps its distance from the whales and doesn't chase them. Sea conditions can make you queasy, so eat light.",
      itinerary: [
        "06:30 harbour departure",
        "Three to five hours at sea",
        "Back for a late breakfast",
        "Afternoon at Coconut Tree Hill and Secret Beach",
      ],
      scene: "coast",
    },
  ],
  groupTours: [
    {
      title: "Cultural Triangle and hill country",
      cities: ["Colombo", "Anuradhapura", "Sigiriya", "Kandy", "Nuwara Eliya", "Ella"],
      countries: ["Sri Lanka"],
      days: 10,
      topics: ["History", "Tea", "Train journey"],
      description:
        "Ancient capitals, cave temples and Sigiriya, then Kandy, tea country and the train to Ella. Small group in a comfortable minivan, with two nights in a tea-estate bungalow.",
      scene: "temple",
      maxGroupSize: 12,
    },
    {
      title: "Sri Lanka's north and east",
      cities: ["Trincomalee", "Jaffna", "Anuradhapura"],
      countries: ["Sri Lanka"],
      days: 7,
      topics: ["Culture", "Coast", "Food"],
      description:
        "Beaches and snorkelling at Trincomalee, the temples and islands of Jaffna, and Anuradhapura on the way back. Best from May to September, when the east coast is calm.",
      scene: "coast",
      maxGroupSize: 10,
    },
    {
      title: "Pekoe Trail: hill country on foot",
      cities: ["Kandy", "Nuwara Eliya", "Ella"],
      countries: ["Sri Lanka"],
      days: 8,
      topics: ["Hiking", "Tea", "Village life"],
      description:
        "Selected stages of the long-distance Pekoe Trail, which follows old estate roads through tea country. Luggage moved by car, estate bungalow and guesthouse nights, and a lot of tea.",
      scene: "mountains",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Toyota Axio",
      carType: "Sedan",
      seats: 4,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 50,
    },
    {
      model: "Toyota KDH Hiace",
      carType: "Minivan",
      seats: 9,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 75,
    },
    {
      model: "Suzuki Wagon R",
      carType: "Compact",
      seats: 4,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 25,
    },
    {
      model: "Mitsubishi Montero",
      carType: "4x4",
      seats: 5,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 90,
    },
  ],
  driverRoutes: [
    "Colombo airport – Sigiriya – Kandy",
    "Kandy – Nuwara Eliya – Ella",
    "Ella – Yala – Mirissa – Galle",
    "Colombo – Anuradhapura – Jaffna (A9)",
    "Sigiriya – Trincomalee",
  ],
  scenes: ["coast", "temple", "forest", "mountains", "lake", "road"],
  tourPriceEur: [35, 100],
};

const MOROCCO: CountryContent = {
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

const ETHIOPIA: CountryContent = {
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

const INDIA: CountryContent = {
  country: "India",
  languages: ["Hindi", "Bengali", "Malayalam", "Ladakhi", "Telugu", "Rajasthani"],
  firstNames: {
    female: ["Priya", "Ananya", "Kavya", "Meera", "Shreya", "Lakshmi", "Neha", "Divya", "Padma", "Tsering"],
    male: ["Arjun", "Rahul", "Vikram", "Rohan", "Karan", "Anil", "Sanjay", "Stanzin", "Manoj", "Abdul"],
  },
  lastNames: [
    "Sharma",
    "Singh",
    "Patel",
    "Nair",
    "Iyer",
    "Reddy",
    "Das",
    "Chatterjee",
    "Rathore",
    "Menon",
    "Namgyal",
    "Khan",
  ],
  tours: [
    {
      title: "Old Delhi food walk",
      city: "Delhi",
      days: 1,
      topics: ["Food", "City", "History"],
      description:
        "Old Delhi is best eaten. We start at Jama Masjid, walk through Chandni Chowk to the lane of fried parathas, climb onto a rooftop above the Khari Baoli spice market, share a meal at the Sis Ganj gurdwara's community kitchen and end with jalebi straight from the oil. Vegetarian route on request.",
      itinerary: [
        "09:30 Jama Masjid",
        "Chandni Chowk and Paranthe Wali Gali",
        "Khari Baoli spice market rooftop",
        "Langar at Gurudwara Sis Ganj Sahib",
        "Jalebi, kulfi and chai",
      ],
      scene: "city",
    },
    {
      title: "Jaipur: Amber Fort at opening time and the stepwells",
      city: "Jaipur",
      days: 1,
      topics: ["History", "Architecture", "Crafts"],
      description:
        "Amber Fort at 8 in the morning is a different place from Amber Fort at 11. After the fort we visit the Panna Meena ka Kund stepwell, the Hawa Mahal and the Jantar Mantar observatory, and end at a block-printing workshop in Sanganer.",
      itinerary: [
        "08:00 Amber Fort",
        "Panna Meena ka Kund stepwell",
        "Lunch of dal baati churma",
        "Hawa Mahal and Jantar Mantar",
        "Block printing in Sanganer",
      ],
      scene: "city",
    },
    {
      title: "Nubra valley over the Khardung La",
      city: "Leh",
      days: 3,
      topics: ["Road trip", "Mountains", "Buddhism"],
      description:
        "Over the Khardung La, one of the highest motorable passes in the world at over 5,300 m, and down into the Nubra valley: Diskit monastery, the sand dunes of Hunder with Bactrian camels, and the Balti village of Turtuk near the Line of Control. Spend at least two days acclimatising in Leh before. Protected-area permits are needed and I arrange them.",
      itinerary: [
        "Day 1: Leh over Khardung La to Diskit, monastery and the giant Maitreya Buddha",
        "Day 2: Turtuk village and apricot orchards, back to Hunder for the dunes",
        "Day 3: Return to Leh",
      ],
      scene: "mountains",
    },
    {
      title: "Pangong Tso overnight",
      city: "Leh",
      days: 2,
      topics: ["Lakes", "Road trip", "Mountains"],
      description:
        "Pangong Tso is a long high-altitude lake at about 4,200 m that changes from turquoise to deep blue as the light moves. We drive over the Chang La, spend the night in a simple camp by the shore (it gets very cold) and come back via Thiksey monastery.",
      itinerary: [
        "Day 1: Leh to Chang La, Pangong Tso by afternoon, camp by the lake",
        "Day 2: Sunrise at the lake, Thiksey monastery, back in Leh",
      ],
      scene: "lake",
    },
    {
      title: "Varanasi: the ghats at dawn and the evening aarti",
      city: "Varanasi",
      days: 1,
      topics: ["Religion", "Culture", "Photography"],
      description:
        "We take a rowing boat along the ghats at sunrise, when people bathe, pray and do yoga on the steps. Later we walk the lanes of the old city, visit Sarnath, where the Buddha gave his first sermon, and return for the Ganga aarti at Dashashwamedh ghat. Please no photos at the cremation ghats.",
      itinerary: [
        "05:30 rowing boat from Assi ghat",
        "Chai and kachori in the old city",
        "Sarnath in the afternoon",
        "18:30 Ganga aarti at Dashashwamedh ghat",
      ],
      scene: "temple",
    },
    {
      title: "Kochi and the Kerala backwaters by country boat",
      city: "Kochi",
      days: 1,
      topics: ["Coast", "Food", "Village life"],
      description:
        "Fort Kochi's Chinese fishing nets, the spice warehouses of Mattancherry and the synagogue in Jew Town, then a country boat (not a big houseboat) poled through the narrow village canals of the backwaters, with a Kerala meal served on a banana leaf.",
      itinerary: [
        "08:00 Chinese fishing nets at Fort Kochi",
        "Mattancherry palace and Jew Town",
        "Drive to the backwaters",
        "Country boat through the village canals, lunch on banana leaf",
        "Kathakali performance in the evening (optional)",
      ],
      scene: "coast",
    },
    {
      title: "Hampi: boulders, temples and a coracle ride",
      city: "Hampi",
      days: 2,
      topics: ["History", "Temples", "Hiking"],
      description:
        "The ruins of Vijayanagara are scattered across a landscape of giant granite boulders and banana plantations. We see the Vittala temple and its stone chariot, the Virupaksha temple, the royal enclosure, cross the Tungabhadra in a round coracle and climb Matanga hill for sunrise.",
      itinerary: [
        "Day 1: Virupaksha temple, Hampi bazaar, Vittala temple, royal enclosure, Lotus Mahal",
        "Day 2: Sunrise on Matanga hill, coracle ride, Anegundi village",
      ],
      scene: "temple",
    },
    {
      title: "Meghalaya: the living root bridges",
      city: "Shillong",
      days: 2,
      topics: ["Hiking", "Forest", "Village life"],
      description:
        "In the wettest hills on earth, the Khasi people grow bridges from the roots of rubber fig trees. We walk down about 3,500 steps to the double-decker root bridge at Nongriat, sleep in the village and visit the clear Umngot river at Dawki on the way back to Shillong.",
      itinerary: [
        "Day 1: Shillong to Sohra (Cherrapunji), Nohkalikai falls, walk down to Nongriat",
        "Day 1: Swim at the Rainbow falls pool, homestay in Nongriat",
        "Day 2: Climb back up, Mawlynnong village, Dawki river, back to Shillong",
      ],
      scene: "forest",
    },
    {
      title: "Darjeeling: Tiger Hill, a tea estate and the toy train",
      city: "Darjeeling",
      days: 1,
      topics: ["Tea", "Mountains", "Train journey"],
      description:
        "At sunrise from Tiger Hill, Kanchenjunga turns pink while the valleys are still dark. After breakfast, a walk through the Happy Valley tea estate with a tasting, and the Darjeeling Himalayan Railway joy ride to Ghum and back on the old steam train.",
      itinerary: [
        "04:30 drive to Tiger Hill",
        "Ghum monastery",
        "Happy Valley tea estate and tasting",
        "Toy train joy ride",
        "Momos on the Mall",
      ],
      scene: "mountains",
    },
    {
      title: "Hyderabad: Charminar, Golconda and the best biryani",
      city: "Hyderabad",
      days: 1,
      topics: ["History", "Food", "City"],
      description:
        "Hyderabad, the Deccan one, is a city of Nizams, pearls and biryani. We start at the Charminar and Laad Bazaar, visit the Chowmahalla palace, climb Golconda fort and see the Qutb Shahi tombs, with Irani chai and Osmania biscuits in between.",
      itinerary: [
        "09:00 Charminar and Laad Bazaar",
        "Chowmahalla palace",
        "Biryani lunch",
        "Golconda fort",
        "Qutb Shahi tombs at sunset",
      ],
      scene: "city",
    },
  ],
  groupTours: [
    {
      title: "Ladakh: monasteries and high passes",
      cities: ["Leh"],
      countries: ["India"],
      days: 9,
      topics: ["Buddhism", "Mountains", "Road trip"],
      description:
        "Three easy days in Leh to acclimatise, then Hemis, Thiksey and Lamayuru monasteries, the Nubra valley and Pangong Tso. June to September.",
      scene: "mountains",
      maxGroupSize: 10,
    },
    {
      title: "Rajasthan by road and rail",
      cities: ["Delhi", "Jaipur", "Udaipur"],
      countries: ["India"],
      days: 9,
      topics: ["History", "Architecture", "Food"],
      description:
        "Old Delhi, the forts of Jaipur, the Ranakpur Jain temple and Udaipur's lakes, with heritage hotel nights and a village stay in the Aravalli hills.",
      scene: "city",
      maxGroupSize: 12,
    },
    {
      title: "India's northeast: Meghalaya and Darjeeling",
      cities: ["Shillong", "Darjeeling"],
      countries: ["India"],
      days: 8,
      topics: ["Hiking", "Tea", "Village life"],
      description:
        "Root bridges and clear rivers in the Khasi hills, then tea estates and mountain views in Darjeeling. October to April is the best time.",
      scene: "forest",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Toyota Innova Crysta",
      carType: "Minivan",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 45,
    },
    {
      model: "Maruti Suzuki Dzire",
      carType: "Sedan",
      seats: 4,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 30,
    },
    {
      model: "Mahindra Scorpio",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 55,
    },
    {
      model: "Maruti Suzuki Swift",
      carType: "Compact",
      seats: 4,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 25,
    },
  ],
  driverRoutes: [
    "Leh – Khardung La – Nubra – Turtuk",
    "Leh – Chang La – Pangong Tso",
    "Delhi – Agra – Jaipur (Golden Triangle)",
    "Udaipur – Kumbhalgarh – Ranakpur – Jodhpur",
    "Kochi – Munnar – Alleppey",
    "Guwahati – Shillong – Sohra – Dawki",
  ],
  scenes: ["temple", "city", "mountains", "desert", "coast", "forest", "lake"],
  tourPriceEur: [25, 90],
};

const ALBANIA: CountryContent = {
  country: "Albania",
  languages: ["Albanian", "Italian", "Greek"],
  firstNames: {
    female: ["Elira", "Arta", "Blerta", "Ana", "Jonida", "Klea", "Mirela", "Ornela", "Sara", "Ermira"],
    male: ["Arben", "Gentian", "Erion", "Klodian", "Besnik", "Ilir", "Endrit", "Dritan", "Fatmir", "Altin"],
  },
  lastNames: ["Dervishi", "Shehu", "Gjoka", "Leka", "Marku", "Kola", "Basha", "Prifti", "Hysa", "Bregu", "Doci"],
  tours: [
    {
      title: "Komani lake ferry and the Valbona to Theth hike",
      city: "Theth",
      days: 2,
      topics: ["Hiking", "Mountains", "Lakes"],
      description:
        "The best two days in the Albanian Alps. The ferry on Komani lake squeezes between cliffs like a fjord; from Valbona we cross the pass, at about 1,800 m, to Theth on an old shepherds' trail, six or seven hours of walking. Guesthouses with raki, homemade cheese and far too much food.",
      itinerary: [
        "Day 1: Ferry across Komani lake, transfer to Valbona, guesthouse night",
        "Day 2: Valbona pass hike to Theth, night in Theth",
        "Optional Day 3: Blue Eye of Theth and the Grunas waterfall",
      ],
      scene: "mountains",
    },
    {
      title: "Berat, the city of a thousand windows, and the Osum canyon",
      city: "Berat",
      days: 1,
      topics: ["History", "Canyons", "Wine"],
      description:
        "Berat's white Ottoman houses climb the hill in rows of windows, and people still live inside the castle walls. We walk Mangalem and Gorica, visit the Onufri museum with its icons, and in the afternoon drive to the Osum canyon and finish at a family winery.",
      itinerary: [
        "09:00 Mangalem quarter and the Gorica bridge",
        "Berat castle and the Onufri icon museum",
        "Lunch of tave kosi",
        "Osum canyon viewpoints and Bogova waterfall",
        "Wine tasting at a family cellar",
      ],
      scene: "canyon",
    },
    {
      title: "Gjirokaster stone town and the Blue Eye spring",
      city: "Gjirokaster",
      days: 1,
      topics: ["History", "Architecture", "Nature"],
      description:
        "Gjirokastër, as we spell it at home, is a UNESCO town of stone-roofed tower houses below a huge castle. We visit the castle, the Zekate house and the old bazaar, then drive to Syri i Kaltër, the Blue Eye, a spring so deep and blue it looks fake.",
      itinerary: [
        "09:00 Gjirokaster castle",
        "Zekate house and the Cold War tunnel",
        "Qifqi (rice balls) lunch in the bazaar",
        "Blue Eye spring",
      ],
      scene: "city",
    },
    {
      title: "Butrint and the Ksamil islands",
      city: "Sarande",
      days: 1,
      topics: ["History", "Coast", "Swimming"],
      description:
        "Butrint is an ancient city in a lagoon forest: Greek theatre, Roman baths, a Byzantine baptistery with mosaics and a Venetian tower, all in one walk. Afterwards, a swim in the clear water off Ksamil and seafood with a view of Corfu.",
      itinerary: [
        "09:00 Butrint National Park",
        "Vivari channel cable ferry",
        "Ksamil beaches and islands",
        "Mussel farm lunch at Butrint lagoon",
      ],
      scene: "coast",
    },
    {
      title: "Tirana: Bunk'Art, Blloku and Dajti",
      city: "Tirana",
      days: 1,
      topics: ["History", "City", "Food"],
      description:
        "Tirana went from one of the most closed capitals in Europe to one of the most colourful. We visit Bunk'Art in Hoxha's nuclear bunker, walk through Blloku, the former party elite quarter that is now full of bars, and ride the cable car up Mount Dajti for sunset.",
      itinerary: [
        "10:00 Skanderbeg Square and the Et'hem Bey mosque",
        "Bunk'Art 2 and the House of Leaves",
        "Lunch at the New Bazaar",
        "Blloku walk",
        "Dajti Ekspres cable car for sunset",
      ],
      scene: "city",
    },
    {
      title: "Permet: Benja hot springs and the Langarica canyon",
      city: "Permet",
      days: 1,
      topics: ["Nature", "Canyons", "Rafting"],
      description:
        "Around Permet the Vjosa, one of the last wild rivers in Europe and now a national park, runs through green valleys. We walk up the Langarica canyon, soak in the thermal pools of Benja under the Ottoman bridge and, in season, raft a section of the river.",
      itinerary: [
        "09:00 rafting on the Vjosa (April to October)",
        "Lunch with gliko (fruit preserves) for dessert",
        "Langarica canyon walk",
        "Benja thermal pools and the Kadiut bridge",
      ],
      scene: "canyon",
    },
    {
      title: "Llogara pass and the Riviera villages",
      city: "Vlore",
      days: 1,
      topics: ["Coast", "Road trip", "History"],
      description:
        "South of Vlore, the road climbs through pine forest over the Llogara pass and drops down to the Ionian in switchbacks. We stop in Dhermi's old village, swim at Gjipe beach, visit Ali Pasha's castle at Porto Palermo and eat in Himara.",
      itinerary: [
        "09:00 drive up to Llogara pass",
        "Old Dhermi village",
        "Walk down to Gjipe beach",
        "Porto Palermo castle",
        "Seafood dinner in Himara",
      ],
      scene: "coast",
    },
  ],
  groupTours: [
    {
      title: "Accursed Mountains hiking week",
      cities: ["Shkoder", "Theth"],
      countries: ["Albania"],
      days: 7,
      topics: ["Hiking", "Mountains", "Village life"],
      description:
        "Komani lake, Valbona, Theth and the remote valleys around them, with guesthouse nights and bags transported by horse or jeep. June to September.",
      scene: "mountains",
      maxGroupSize: 12,
    },
    {
      title: "Southern Albania road trip",
      cities: ["Tirana", "Berat", "Gjirokaster", "Sarande", "Vlore"],
      countries: ["Albania"],
      days: 8,
      topics: ["History", "Coast", "Food"],
      description:
        "UNESCO towns, Butrint, the Blue Eye and the Riviera, at a pace that leaves afternoons for swimming. Small group in a minibus.",
      scene: "coast",
      maxGroupSize: 14,
    },
    {
      title: "Vjosa wild river week",
      cities: ["Permet", "Gjirokaster"],
      countries: ["Albania"],
      days: 5,
      topics: ["Rafting", "Hiking", "Nature"],
      description: "Rafting, canyon walks and village food along the Vjosa, Europe's first wild river national park.",
      scene: "canyon",
      maxGroupSize: 10,
    },
  ],
  cars: [
    {
      model: "Volkswagen Golf",
      carType: "Compact",
      seats: 5,
      transmission: "manual",
      driverIncluded: false,
      pricePerDayEur: 30,
    },
    {
      model: "Mercedes-Benz C-Class",
      carType: "Sedan",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 45,
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
      model: "Toyota Land Cruiser",
      carType: "4x4",
      seats: 6,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 120,
    },
  ],
  driverRoutes: [
    "Tirana airport – Shkoder – Theth",
    "Shkoder – Komani lake ferry – Fierza – Valbona",
    "Tirana – Berat – Gjirokaster – Sarande",
    "Vlore – Llogara pass – Dhermi – Himara",
    "Korce – Permet – Gjirokaster",
  ],
  scenes: ["mountains", "coast", "city", "canyon"],
  tourPriceEur: [35, 90],
};

const LAOS: CountryContent = {
  country: "Laos",
  languages: ["Lao", "Hmong", "Thai"],
  firstNames: {
    female: ["Noy", "Manivone", "Keo", "Vilay", "Chanthaly", "Bouavanh", "Sengdao", "Phetsamone", "Latsamy", "Daovone"],
    male: [
      "Somsack",
      "Khamphet",
      "Bounmy",
      "Sengphet",
      "Phoutthasone",
      "Vanh",
      "Sombath",
      "Thongsavanh",
      "Khamla",
      "Kongkeo",
    ],
  },
  lastNames: [
    "Phommachanh",
    "Sisouphanh",
    "Vongsaly",
    "Keomany",
    "Inthavong",
    "Souvannavong",
    "Chanthavong",
    "Xayavong",
    "Phimmasone",
    "Douangmala",
    "Vang",
  ],
  tours: [
    {
      title: "Luang Prabang: alms round, Kuang Si falls and Wat Xieng Thong",
      city: "Luang Prabang",
      days: 1,
      topics: ["Buddhism", "Nature", "Culture"],
      description:
        "At dawn the monks walk the streets to collect sticky rice; I will explain how to watch (or take part) without turning it into a show. After breakfast, Wat Xieng Thong, then the turquoise pools of Kuang Si, with a stop at the bear rescue centre by the entrance.",
      itinerary: [
        "05:30 alms round, watched respectfully from across the street",
        "Morning market and breakfast",
        "Wat Xieng Thong",
        "Kuang Si waterfall and the bear rescue centre",
        "Sunset from Mount Phousi",
      ],
      scene: "temple",
    },
    {
      title: "Pak Ou caves by slow boat on the Mekong",
      city: "Luang Prabang",
      days: 1,
      topics: ["River", "Buddhism", "Village life"],
      description:
        "Two hours upriver by wooden boat to the Pak Ou caves, filled with thousands of Buddha statues left by pilgrims. On the way we stop at a weaving village and a village where lao-lao rice whisky is distilled, and we come back downstream in the afternoon light.",
      itinerary: [
        "08:30 boat from the Luang Prabang pier",
        "Ban Xang Hai (rice whisky) village",
        "Tham Ting and Tham Theung caves",
        "Lunch on the river bank",
        "Weaving village on the way back",
      ],
      scene: "temple",
    },
    {
      title: "Nong Khiaw: the 100 Waterfalls trek",
      city: "Nong Khiaw",
      days: 2,
      topics: ["Hiking", "Nature", "Village life"],
      description:
        "Nong Khiaw sits between limestone cliffs on the Nam Ou. We take a boat upstream, then walk up a river bed through a series of small cascades (yes, you will get wet) and sleep in a village. The second morning, a climb to the Pha Daeng viewpoint above the clouds.",
      itinerary: [
        "Day 1: Boat up the Nam Ou, 100 Waterfalls trek, village homestay",
        "Day 2: Back to Nong Khiaw, sunrise climb to Pha Daeng viewpoint if the legs allow",
      ],
      scene: "forest",
    },
    {
      title: "The Thakhek loop and Kong Lor cave",
      city: "Thakhek",
      days: 3,
      topics: ["Road trip", "Caves", "Adventure"],
      description:
        "The Thakhek loop runs through limestone karst, flooded forests and small villages. The highlight is Kong Lor, a cave about 7 km long that a river runs right through; you cross it by longtail boat with a headlamp. We do it by car with a driver, or you ride a scooter and I drive ahead.",
      itinerary: [
        "Day 1: Thakhek, Tha Falang lagoon, the flooded valley of the Nam Theun dam",
        "Day 2: Kong Lor cave by boat, night in Kong Lor village",
        "Day 3: Back to Thakhek via Tham Nang Aen cave",
      ],
      scene: "road",
    },
    {
      title: "Vang Vieng karsts by kayak",
      city: "Vang Vieng",
      days: 1,
      topics: ["Kayaking", "Caves", "Nature"],
      description:
        "Vang Vieng has grown up since its party days. We kayak down the Nam Song under the karst peaks, explore a water cave on a tube, and walk to one of the blue lagoons. The Laos-China railway now makes it an easy trip from Vientiane or Luang Prabang.",
      itinerary: [
        "09:00 drive upstream",
        "Tham Nam water cave by tube",
        "Kayak down the Nam Song (about 2 hours)",
        "Lunch by the river",
        "Blue lagoon and Tham Phu Kham cave",
      ],
      scene: "lake",
    },
    {
      title: "The Plain of Jars",
      city: "Phonsavan",
      days: 1,
      topics: ["History", "Archaeology"],
      description:
        "Hundreds of stone jars, some taller than a person, lie scattered across the hills around Phonsavan, and nobody is quite sure who made them. This area was also heavily bombed during the Vietnam War: we visit the MAG centre to understand unexploded ordnance and only walk in cleared zones marked by the white and red stones.",
      itinerary: [
        "09:00 MAG visitor centre",
        "Jar site 1",
        "Lunch of noodle soup",
        "Jar sites 2 and 3",
        "A village that builds with bomb casings",
      ],
      scene: "steppe",
    },
    {
      title: "Khone Phapheng falls and the 4,000 Islands",
      city: "Don Det",
      days: 1,
      topics: ["Nature", "River", "Cycling"],
      description:
        "In the far south the Mekong breaks into thousands of channels and islands. We cycle across Don Det and Don Khon, see the Li Phi falls and the old French railway, and finish at Khone Phapheng, the largest waterfall in Southeast Asia by volume. The few remaining Irrawaddy dolphins are a rare sight now, so don't count on them.",
      itinerary: [
        "08:00 bicycles on Don Det",
        "Old French railway bridge to Don Khon",
        "Li Phi (Somphamit) falls",
        "Lunch",
        "Khone Phapheng falls in the afternoon",
      ],
      scene: "lake",
    },
    {
      title: "Bolaven plateau coffee and waterfalls",
      city: "Pakse",
      days: 2,
      topics: ["Coffee", "Nature", "Village life"],
      description:
        "The Bolaven plateau is cool, green and full of coffee farms and waterfalls. We visit a small farm around Paksong to pick, roast and taste, and see Tad Fane, Tad Yuang and Tad Lo. Day two can include Wat Phou, the UNESCO Khmer temple near Champasak.",
      itinerary: [
        "Day 1: Tad Fane and Tad Yuang, coffee farm visit and tasting, night near Tad Lo",
        "Day 2: Katu village, Tad Lo, back to Pakse or on to Wat Phou",
      ],
      scene: "forest",
    },
  ],
  groupTours: [
    {
      title: "Laos from north to south",
      cities: ["Luang Prabang", "Vang Vieng", "Vientiane", "Thakhek", "Pakse", "Don Det"],
      countries: ["Laos"],
      days: 12,
      topics: ["Culture", "Nature", "River"],
      description:
        "The length of the country by train, car and boat: Luang Prabang, the karsts of Vang Vieng, Vientiane, the Kong Lor cave, the Bolaven plateau and the 4,000 Islands.",
      scene: "temple",
      maxGroupSize: 12,
    },
    {
      title: "Mekong slow boat and Luang Prabang",
      cities: ["Luang Prabang", "Nong Khiaw"],
      countries: ["Laos"],
      days: 6,
      topics: ["River", "Culture", "Hiking"],
      description:
        "Two days on the Mekong slow boat from the Thai border, three days in Luang Prabang and a boat up the Nam Ou to Nong Khiaw.",
      scene: "lake",
      maxGroupSize: 12,
    },
    {
      title: "Northern hill villages trek",
      cities: ["Luang Namtha"],
      countries: ["Laos"],
      days: 5,
      topics: ["Trekking", "Village life", "Forest"],
      description:
        "Community-run treks in the Nam Ha protected area, with nights in Akha and Lanten villages and local guides paid through the village fund.",
      scene: "forest",
      maxGroupSize: 8,
    },
  ],
  cars: [
    {
      model: "Toyota Fortuner",
      carType: "SUV",
      seats: 6,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 80,
    },
    {
      model: "Hyundai H-1",
      carType: "Minivan",
      seats: 9,
      transmission: "manual",
      driverIncluded: true,
      pricePerDayEur: 75,
    },
    {
      model: "Toyota Vios",
      carType: "Sedan",
      seats: 4,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 40,
    },
  ],
  driverRoutes: [
    "Vientiane – Vang Vieng – Luang Prabang (Route 13)",
    "Luang Prabang – Nong Khiaw – Muang Ngoi",
    "Pakse – Bolaven plateau – Tad Lo",
    "Pakse – Champasak (Wat Phou) – Nakasang (4,000 Islands)",
    "Thakhek – Kong Lor loop",
  ],
  scenes: ["temple", "forest", "mountains", "lake", "road", "steppe"],
  tourPriceEur: [30, 90],
};

const OMAN: CountryContent = {
  country: "Oman",
  languages: ["Arabic", "Balochi", "Swahili"],
  firstNames: {
    female: ["Aisha", "Maryam", "Shamsa", "Muna", "Salma", "Noor", "Asma", "Huda", "Rahma", "Thuraya"],
    male: ["Salim", "Khalid", "Said", "Ahmed", "Hamed", "Nasser", "Sultan", "Talal", "Yousuf", "Abdullah"],
  },
  lastNames: [
    "Al Busaidi",
    "Al Harthy",
    "Al Balushi",
    "Al Hinai",
    "Al Rawahi",
    "Al Shukaili",
    "Al Wahaibi",
    "Al Kindi",
    "Al Saadi",
    "Al Maamari",
  ],
  tours: [
    {
      title: "Wadi Shab and the Bimmah sinkhole",
      city: "Sur",
      days: 1,
      topics: ["Hiking", "Swimming", "Nature"],
      description:
        "A short boat ride across the mouth of Wadi Shab, about 45 minutes of walking between palm trees and cliffs, then you swim through the pools to a cave with a waterfall inside. On the way back, a swim in the Bimmah sinkhole. Bring water shoes and a dry bag.",
      itinerary: [
        "08:00 pickup in Sur",
        "Boat across and hike into Wadi Shab",
        "Swim through the pools to the cave",
        "Picnic lunch",
        "Bimmah sinkhole",
      ],
      scene: "canyon",
    },
    {
      title: "Wahiba Sands with a Bedouin family",
      city: "Ibra",
      days: 2,
      topics: ["Desert", "Camping", "Culture"],
      description:
        "The Sharqiya (Wahiba) Sands start less than an hour from Ibra. We let the tyres down and drive into the dunes to a family camp, drink coffee with dates, ride camels at sunset and sleep under the stars. On the way, a swim in the green pools of Wadi Bani Khalid.",
      itinerary: [
        "Day 1: Wadi Bani Khalid swim, drive into the dunes, sunset and dinner with the family",
        "Day 2: Sunrise on the dunes, Ibra women's market (Wednesday), back to Ibra",
      ],
      scene: "desert",
    },
    {
      title: "Nizwa Friday market and Jebel Shams",
      city: "Nizwa",
      days: 1,
      topics: ["Culture", "Mountains", "Hiking"],
      description:
        "Friday morning in Nizwa the goat and cattle auction is in full swing, with buyers walking the animals in a circle. After the fort and the souq we drive up Jebel Shams, the highest mountain in Oman, and walk the Balcony Walk along the edge of Wadi Ghul, the Grand Canyon of Arabia.",
      itinerary: [
        "07:30 Nizwa goat market (Friday only)",
        "Nizwa fort and souq",
        "Drive up Jebel Shams by 4x4",
        "Balcony Walk (W6) to the abandoned village of As Sab",
      ],
      scene: "canyon",
    },
    {
      title: "Jebel Akhdar terraced villages",
      city: "Nizwa",
      days: 1,
      topics: ["Hiking", "Village life", "Nature"],
      description:
        "The Saiq plateau on Jebel Akhdar is cool in summer and covered in terraces of pomegranates, walnuts and, in spring, Damask roses; in April families distil rose water in clay ovens. A police checkpoint only lets 4x4s up the road.",
      itinerary: [
        "08:00 drive up from Birkat al Mouz",
        "Village walk from Al Ayn to Al Aqr",
        "Rose water distillery (in season)",
        "Lunch with a view over the terraces",
        "Wadi Bani Habib abandoned village",
      ],
      scene: "mountains",
    },
    {
      title: "Musandam dhow cruise in the fjords",
      city: "Khasab",
      days: 1,
      topics: ["Coast", "Wildlife", "Swimming"],
      description:
        "Musandam is cut off from the rest of Oman by the UAE and its coast looks like Norway in the desert. We cruise Khor Ash Sham in a traditional dhow, usually with dolphins alongside, swim and snorkel off Telegraph Island and visit a fishing village only reachable by boat.",
      itinerary: [
        "09:00 dhow departure from Khasab harbour",
        "Dolphin watching",
        "Telegraph Island snorkel",
        "Lunch on board",
        "Back in Khasab around 16:00",
      ],
      scene: "coast",
    },
    {
      title: "Muscat: the Grand Mosque, Mutrah souq and the corniche",
      city: "Muscat",
      days: 1,
      topics: ["City", "Architecture", "Culture"],
      description:
        "The Sultan Qaboos Grand Mosque is open to non-Muslim visitors on weekday mornings (not Fridays); long sleeves, trousers or long skirts, and a headscarf for women. Then the Royal Opera House, the old Muscat palace area, and frankincense and silver in the Mutrah souq.",
      itinerary: [
        "08:30 Sultan Qaboos Grand Mosque",
        "Royal Opera House",
        "Old Muscat and Al Alam palace from outside",
        "Lunch of shuwa or fish",
        "Mutrah corniche and souq",
      ],
      scene: "city",
    },
    {
      title: "Salalah in the khareef",
      city: "Salalah",
      days: 1,
      topics: ["Nature", "History", "Coast"],
      description:
        "From about mid-June to September the monsoon turns the hills around Salalah green and misty, a strange sight in Arabia. We visit Wadi Darbat, the blowholes at Mughsail, the frankincense museum at Al Baleed and a frankincense tree grove.",
      itinerary: [
        "09:00 Al Baleed archaeological park and museum",
        "Wadi Darbat",
        "Lunch by the sea",
        "Mughsail beach and blowholes",
        "Frankincense trees in Wadi Dawkah",
      ],
      scene: "forest",
    },
    {
      title: "Misfat al Abriyeen and the Al Hamra old town",
      city: "Al Hamra",
      days: 1,
      topics: ["Village life", "Architecture", "Hiking"],
      description:
        "Al Hamra has one of the best preserved mud-brick old towns in Oman, and up the mountain Misfat al Abriyeen is a village of stone houses above falaj channels and date palms. A gentle day of walking and coffee with people who live there.",
      itinerary: [
        "09:00 Bait al Safah living museum in Al Hamra",
        "Old town walk",
        "Drive up to Misfat al Abriyeen",
        "Falaj walk through the gardens",
        "Lunch in a guesthouse",
      ],
      scene: "mountains",
    },
  ],
  groupTours: [
    {
      title: "Oman grand loop",
      cities: ["Muscat", "Sur", "Ibra", "Nizwa", "Al Hamra"],
      countries: ["Oman"],
      days: 8,
      topics: ["Desert", "Mountains", "Culture"],
      description:
        "Muscat, the wadis of the coast, turtles at Ras al Jinz, a night in the Wahiba Sands, and the forts and mountains around Nizwa. October to April.",
      scene: "desert",
      maxGroupSize: 12,
    },
    {
      title: "Dhofar frankincense trail",
      cities: ["Salalah"],
      countries: ["Oman"],
      days: 5,
      topics: ["History", "Nature", "Coast"],
      description:
        "The frankincense land of southern Oman: ancient ports, incense trees, the Empty Quarter's edge and, in the khareef, green hills and waterfalls.",
      scene: "coast",
      maxGroupSize: 10,
    },
    {
      title: "Western Hajar trekking",
      cities: ["Nizwa", "Al Hamra"],
      countries: ["Oman"],
      days: 6,
      topics: ["Trekking", "Mountains", "Village life"],
      description:
        "Village-to-village trekking on Jebel Akhdar and Jebel Shams with camping on the rim of Wadi Ghul. For fit walkers, November to March.",
      scene: "mountains",
      maxGroupSize: 8,
    },
  ],
  cars: [
    {
      model: "Toyota Land Cruiser",
      carType: "4x4",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 90,
    },
    {
      model: "Nissan Sunny",
      carType: "Sedan",
      seats: 5,
      transmission: "automatic",
      driverIncluded: false,
      pricePerDayEur: 30,
    },
    {
      model: "Nissan Patrol",
      carType: "4x4",
      seats: 5,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 170,
    },
    {
      model: "Toyota Hiace",
      carType: "Minivan",
      seats: 12,
      transmission: "automatic",
      driverIncluded: true,
      pricePerDayEur: 140,
    },
  ],
  driverRoutes: [
    "Muscat – Wadi Shab – Sur – Ras al Jinz",
    "Muscat – Ibra – Wahiba Sands",
    "Muscat – Nizwa – Jebel Akhdar",
    "Al Hamra – Jebel Shams – Wadi Ghul",
    "Salalah – Mughsail – Wadi Darbat",
  ],
  scenes: ["desert", "coast", "mountains", "canyon", "city", "forest"],
  tourPriceEur: [60, 170],
};

const BOLIVIA: CountryContent = {
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

const MADAGASCAR: CountryContent = {
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

export const COUNTRY_CONTENT: readonly CountryContent[] = [
  KAZAKHSTAN,
  KYRGYZSTAN,
  MONGOLIA,
  TAJIKISTAN,
  TURKMENISTAN,
  UZBEKISTAN,
  AZERBAIJAN,
  GEORGIA,
  PAKISTAN,
  IRAN,
  NEPAL,
  BHUTAN,
  ARMENIA,
  UGANDA,
  SRI_LANKA,
  MOROCCO,
  ETHIOPIA,
  INDIA,
  ALBANIA,
  LAOS,
  OMAN,
  BOLIVIA,
  MADAGASCAR,
];

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

/** Lowercase noun phrases that read naturally inside BIO_TEMPLATES. */
export const SPECIALTIES: Record<HostType, string[]> = {
  guide: [
    "high-altitude trekking",
    "Soviet modernist architecture",
    "Silk Road history",
    "birdwatching and wildlife tracking",
    "food and market walks",
    "photography trips at sunrise and sunset",
    "Buddhist monasteries and art",
    "nomadic culture and horse riding",
    "archaeology and ancient cities",
    "family-friendly day hikes",
    "wine regions and village food",
    "desert camping",
    "textiles and traditional crafts",
    "sacred sites and pilgrimage routes",
    "rock art and geology",
  ],
  driver: [
    "4x4 mountain passes",
    "long-distance overland trips",
    "airport transfers and city driving",
    "off-road desert driving",
    "border crossings and multi-country routes",
    "early starts for photographers",
    "family trips with child seats",
    "winter and snow driving",
    "trailhead drop-offs for trekkers",
    "safari game drives",
  ],
  tour_operator: [
    "small-group Silk Road itineraries",
    "tailor-made family trips",
    "trekking expeditions with full logistics",
    "festival tours",
    "community-based tourism and homestays",
    "multi-country overland routes",
    "photography expeditions",
    "slow travel off the main routes",
    "wildlife safaris",
    "first-time visits with everything arranged",
  ],
};

export const REVIEW_TEXTS: { rating: 3 | 4 | 5; text: string }[] = [
  {
    rating: 5,
    text: "We asked for a quiet day away from the crowds and that is exactly what we got. Lunch at the family's house was the highlight of our whole trip.",
  },
  {
    rating: 5,
    text: "Picked us up at 5am without a single complaint and had hot tea ready in the car. The sunrise was worth every minute of lost sleep.",
  },
  {
    rating: 5,
    text: "Knows everyone, everywhere. We stopped in three villages and were invited in for bread each time.",
  },
  {
    rating: 5,
    text: "I'm a slow hiker and was nervous about the pass. Never once felt rushed, and the breaks were always at the best viewpoints.",
  },
  {
    rating: 5,
    text: "Booked last minute after another company cancelled on us. Replied within an hour, sorted the permit, and the trip ran perfectly.",
  },
  {
    rating: 5,
    text: "Our kids (8 and 11) still talk about the day with the horses. Patient, funny, and very careful with them around the animals.",
  },
  {
    rating: 5,
    text: "Spotless car, calm driving on some truly wild roads, and a great playlist. Would book again without thinking.",
  },
  {
    rating: 5,
    text: "The history was fascinating but what I'll remember is the conversation about what life here was like in the 90s. Honest and thoughtful.",
  },
  {
    rating: 5,
    text: "We changed the plan twice because of weather and it was never a problem. Ended up seeing a place that wasn't on the itinerary at all and it was the best day.",
  },
  {
    rating: 5,
    text: "Fair price, agreed in writing up front, no surprises at the end. That alone made this stand out from our other bookings.",
  },
  {
    rating: 5,
    text: "As a solo female traveler I felt completely safe and looked after. She also found me the best dumplings of my life.",
  },
  {
    rating: 5,
    text: "The guesthouse he chose was simple but spotless, and the grandmother's cooking was incredible. Ask for extra bread, trust me.",
  },
  {
    rating: 5,
    text: "Three days, two flat tyres, one river crossing and zero stress. Our driver fixed everything in minutes and kept smiling.",
  },
  {
    rating: 5,
    text: "Really good photographer's guide: knew exactly where the light would be and was happy to wait twenty minutes for the clouds to move.",
  },
  {
    rating: 5,
    text: "Great English, great stories, and she never once took us to a shop where she'd get a commission. Refreshing.",
  },
  {
    rating: 5,
    text: "We're vegetarian and were worried about the food. Everything was arranged in advance with every host family, no awkward moments.",
  },
  {
    rating: 5,
    text: "Organised our whole ten days including trains and border crossing. Every pickup was on time and every hotel had our booking.",
  },
  {
    rating: 5,
    text: "Turned a rainy day into a great one: a cooking class, a bathhouse and a long lunch. We didn't miss the mountains at all.",
  },
  {
    rating: 5,
    text: "My parents are in their seventies and he adapted everything for them: shorter walks, more stops, a chair carried up to the viewpoint!",
  },
  {
    rating: 5,
    text: "Honestly the best guide I've had in twenty years of travelling. Book her before everyone else finds out.",
  },
  {
    rating: 5,
    text: "The altitude hit me on the second day and he turned us around without hesitation. Came back two days later and made it. Safety first, and I respect that.",
  },
  {
    rating: 5,
    text: "Super responsive on chat before the trip, sent a packing list and even checked the road conditions the night before.",
  },
  {
    rating: 5,
    text: "We saw wildlife I didn't even know existed here. Binoculars provided, bird list emailed to us afterwards.",
  },
  {
    rating: 5,
    text: "Small details made it: a warm blanket in the car, dried fruit for the road, knowing which toilet stops were actually clean.",
  },
  {
    rating: 4,
    text: "Great day overall and very knowledgeable. The drive was longer than we expected, so plan for a very full day.",
  },
  {
    rating: 4,
    text: "Lovely guide with real passion for the place. Lunch took a while and we had less time at the last stop than I'd hoped.",
  },
  {
    rating: 4,
    text: "Car was comfortable and the driver was careful. His English is basic, so a translation app helped, but we managed fine and laughed a lot.",
  },
  {
    rating: 4,
    text: "The trek itself was fantastic. The second night's camp was more basic than described, but the views made up for it.",
  },
  {
    rating: 4,
    text: "Very good value and a well-planned route. Pickup was 30 minutes late on the first morning, fine after that.",
  },
  {
    rating: 4,
    text: "Excellent organisation for our group of six. A bit more free time in the towns would have been nice, but we'd book again.",
  },
  {
    rating: 4,
    text: "Knows the history inside out, sometimes a bit too much detail for my kids. Ask him for the short version and he'll happily give it.",
  },
  {
    rating: 4,
    text: "Beautiful homestay and a wonderful family. Hot water was hit and miss, which is probably normal out there.",
  },
  {
    rating: 4,
    text: "Good communication and fair price. The vehicle was older than in the photos but reliable, and the driver was great.",
  },
  {
    rating: 3,
    text: "The places were stunning, but we spent more time in the car than walking. Make sure you agree on the route in detail before you go.",
  },
  {
    rating: 3,
    text: "Friendly and helpful, but the guide changed at the last minute and the replacement didn't know the area as well. The company refunded part of the price.",
  },
  {
    rating: 3,
    text: "Okay experience. The tour felt a bit rushed because of a late start, though the host apologised and added an extra stop on the way back.",
  },
];

export const TRAVELER_PEOPLE: { first: string; last: string; country: string }[] = [
  { first: "Emma", last: "Lindqvist", country: "Sweden" },
  { first: "Lukas", last: "Hofmann", country: "Germany" },
  { first: "Chloé", last: "Martin", country: "France" },
  { first: "Tom", last: "Ashworth", country: "United Kingdom" },
  { first: "Sofia", last: "Rossi", country: "Italy" },
  { first: "Mateo", last: "García", country: "Spain" },
  { first: "Jessica", last: "Nguyen", country: "United States" },
  { first: "Daniel", last: "Cohen", country: "Israel" },
  { first: "Aiko", last: "Tanaka", country: "Japan" },
  { first: "Min-jun", last: "Park", country: "South Korea" },
  { first: "Olivia", last: "Brown", country: "Australia" },
  { first: "Liam", last: "O'Connor", country: "Ireland" },
  { first: "Sanne", last: "de Vries", country: "Netherlands" },
  { first: "Jakub", last: "Nowak", country: "Poland" },
  { first: "Ana", last: "Costa", country: "Portugal" },
  { first: "Rachel", last: "Tan", country: "Singapore" },
  { first: "Mikkel", last: "Jensen", country: "Denmark" },
  { first: "Laura", last: "Schneider", country: "Switzerland" },
  { first: "Nathan", last: "Clarke", country: "New Zealand" },
  { first: "Isabelle", last: "Tremblay", country: "Canada" },
  { first: "Marek", last: "Novák", country: "Czech Republic" },
  { first: "Elena", last: "Popescu", country: "Romania" },
  { first: "Camila", last: "Fernández", country: "Argentina" },
  { first: "Lucas", last: "Oliveira", country: "Brazil" },
  { first: "Hannah", last: "Weber", country: "Austria" },
  { first: "Pieter", last: "Claes", country: "Belgium" },
  { first: "Ingrid", last: "Haugen", country: "Norway" },
  { first: "Aino", last: "Virtanen", country: "Finland" },
  { first: "James", last: "Whitfield", country: "United Kingdom" },
  { first: "Megan", last: "Carter", country: "United States" },
  { first: "Ryan", last: "Mitchell", country: "Canada" },
  { first: "Wei", last: "Zhang", country: "China" },
  { first: "Thanh", last: "Pham", country: "Vietnam" },
  { first: "Ahmet", last: "Yılmaz", country: "Turkey" },
  { first: "Nikos", last: "Papadopoulos", country: "Greece" },
  { first: "Zoe", last: "Harrington", country: "Australia" },
  { first: "Felix", last: "Brandt", country: "Germany" },
  { first: "Marta", last: "Kowalczyk", country: "Poland" },
  { first: "Giulia", last: "Bianchi", country: "Italy" },
  { first: "Arnaud", last: "Lefebvre", country: "France" },
  { first: "Kavya", last: "Menon", country: "India" },
  { first: "Thabo", last: "Nkosi", country: "South Africa" },
  { first: "Carlos", last: "Hernández", country: "Mexico" },
  { first: "Sarah", last: "Goldberg", country: "United States" },
];

export const TRIP_REQUESTS: {
  destinations: string[];
  interests: string[];
  note: string;
  groupSize: number;
  budget: "budget" | "mid-range" | "comfort" | "luxury";
  days: number;
}[] = [
  {
    destinations: ["Kyrgyzstan"],
    interests: ["Horse riding", "Nomadic culture", "Hiking"],
    note: "We'd love to spend a few nights in yurts and ride to a mountain lake. Comfortable on a horse but not experts.",
    groupSize: 2,
    budget: "mid-range",
    days: 10,
  },
  {
    destinations: ["Uzbekistan", "Kazakhstan"],
    interests: ["History", "Architecture", "Food"],
    note: "First time in Central Asia. Looking for a guide in Samarkand and Bukhara and maybe a driver from Almaty for a couple of days.",
    groupSize: 2,
    budget: "comfort",
    days: 14,
  },
  {
    destinations: ["Mongolia"],
    interests: ["Desert", "Camping", "Photography"],
    note: "I'm a photographer hoping to spend proper time in the Gobi, not just drive past it. Happy with basic camps as long as the light is good.",
    groupSize: 1,
    budget: "mid-range",
    days: 12,
  },
  {
    destinations: ["Tajikistan", "Kyrgyzstan"],
    interests: ["Road trip", "Mountains", "Village life"],
    note: "Planning the Pamir Highway in August with a friend. Need a reliable 4x4 with driver from Dushanbe to Osh.",
    groupSize: 2,
    budget: "mid-range",
    days: 12,
  },
  {
    destinations: ["Georgia", "Armenia"],
    interests: ["Wine", "Food", "Churches"],
    note: "Two couples in our fifties. We like good food, some easy walks and not changing hotels every night.",
    groupSize: 4,
    budget: "comfort",
    days: 12,
  },
  {
    destinations: ["Pakistan"],
    interests: ["Mountains", "Trekking", "Culture"],
    note: "Dreaming of Hunza and Fairy Meadows. Is late September a good time? I'd like a guide who can also help with the road logistics.",
    groupSize: 1,
    budget: "mid-range",
    days: 14,
  },
  {
    destinations: ["Iran"],
    interests: ["Architecture", "History", "Desert"],
    note: "We're British, so I understand we need a guide for the whole trip. Looking for someone friendly and flexible for about two weeks.",
    groupSize: 2,
    budget: "comfort",
    days: 14,
  },
  {
    destinations: ["Nepal"],
    interests: ["Trekking", "Mountains"],
    note: "Want to do a teahouse trek in late October, something less crowded than Everest Base Camp. Fit, but never been above 3,000 m.",
    groupSize: 3,
    budget: "budget",
    days: 16,
  },
  {
    destinations: ["Bhutan"],
    interests: ["Buddhism", "Festivals", "Hiking"],
    note: "Hoping to time our trip with a tsechu festival in the autumn. Tiger's Nest is a must, my husband is a bit nervous about heights.",
    groupSize: 2,
    budget: "luxury",
    days: 8,
  },
  {
    destinations: ["Uganda"],
    interests: ["Wildlife", "Gorillas", "Safari"],
    note: "Gorilla trek is the main reason for the trip. We'd also like chimps and a couple of days of classic safari.",
    groupSize: 2,
    budget: "comfort",
    days: 10,
  },
  {
    destinations: ["Sri Lanka"],
    interests: ["Culture", "Beaches", "Tea"],
    note: "Family of four with kids aged 9 and 12. We want a driver for the whole trip and a mix of culture and beach time.",
    groupSize: 4,
    budget: "mid-range",
    days: 14,
  },
  {
    destinations: ["Morocco"],
    interests: ["Desert", "Food", "Hiking"],
    note: "Looking for a small-camp desert night (not a party camp!) and a day of walking in the Atlas. Traveling in April.",
    groupSize: 2,
    budget: "mid-range",
    days: 9,
  },
  {
    destinations: ["Ethiopia"],
    interests: ["History", "Churches", "Festivals"],
    note: "I'd love to be in Lalibela or Gondar for Timkat. Please advise what's realistic at the moment with the security situation.",
    groupSize: 1,
    budget: "mid-range",
    days: 10,
  },
  {
    destinations: ["India"],
    interests: ["Mountains", "Buddhism", "Road trip"],
    note: "Ladakh in July. We know about acclimatisation and want a driver who takes it seriously. Interested in monasteries and Pangong.",
    groupSize: 3,
    budget: "mid-range",
    days: 10,
  },
  {
    destinations: ["Azerbaijan", "Georgia"],
    interests: ["Food", "Villages", "History"],
    note: "Starting in Baku, ending in Tbilisi overland. We'd like to see Sheki and a mountain village or two on the way.",
    groupSize: 2,
    budget: "mid-range",
    days: 9,
  },
  {
    destinations: ["Turkmenistan"],
    interests: ["Desert", "History", "Adventure"],
    note: "I know Turkmenistan needs a letter of invitation and a guide. Mostly interested in Darvaza and Merv. Coming from Uzbekistan.",
    groupSize: 1,
    budget: "comfort",
    days: 5,
  },
  {
    destinations: ["Albania"],
    interests: ["Hiking", "Beaches", "Food"],
    note: "Want to do Valbona to Theth and then finish with a few days on the coast in September. We'll rent a car for the south.",
    groupSize: 2,
    budget: "budget",
    days: 10,
  },
  {
    destinations: ["Laos"],
    interests: ["River", "Buddhism", "Nature"],
    note: "Slow travel, not in a hurry. Would love a local guide for Luang Prabang and a couple of days around Nong Khiaw.",
    groupSize: 1,
    budget: "budget",
    days: 14,
  },
  {
    destinations: ["Oman"],
    interests: ["Desert", "Wadis", "Mountains"],
    note: "Self-drive mostly, but we'd like a guide for one desert night and a day hike on Jebel Shams. Going in February.",
    groupSize: 2,
    budget: "comfort",
    days: 8,
  },
  {
    destinations: ["Bolivia"],
    interests: ["Desert", "Lakes", "Photography"],
    note: "The salt flats and lagoons are the main goal. We'd rather pay a bit more for a good driver and a less crowded car.",
    groupSize: 2,
    budget: "mid-range",
    days: 7,
  },
  {
    destinations: ["Madagascar"],
    interests: ["Wildlife", "Rainforest", "Road trip"],
    note: "Lemurs, chameleons and the baobabs. We understand the roads are slow. Looking for a driver-guide for the whole RN7.",
    groupSize: 2,
    budget: "mid-range",
    days: 16,
  },
  {
    destinations: ["Kazakhstan"],
    interests: ["Hiking", "Architecture", "Food"],
    note: "Stopping in Almaty for five days. Would like a day of Soviet architecture in the city and two days in the mountains.",
    groupSize: 1,
    budget: "mid-range",
    days: 5,
  },
  {
    destinations: ["Uzbekistan"],
    interests: ["Crafts", "Textiles", "Markets"],
    note: "I'm a textile designer and would love to meet silk weavers and suzani embroiderers, not just see them in shops.",
    groupSize: 1,
    budget: "comfort",
    days: 10,
  },
  {
    destinations: ["Kyrgyzstan", "Kazakhstan"],
    interests: ["Trekking", "Lakes", "Camping"],
    note: "Group of friends, all experienced hikers. Looking for a week of proper trekking with horse support, plus a few days around Almaty.",
    groupSize: 5,
    budget: "budget",
    days: 12,
  },
  {
    destinations: ["Nepal", "Bhutan"],
    interests: ["Temples", "Culture", "Mountains"],
    note: "Celebrating our 40th anniversary. Not interested in hard trekking, but would love mountain views and good guides in both countries.",
    groupSize: 2,
    budget: "luxury",
    days: 14,
  },
  {
    destinations: ["Georgia"],
    interests: ["Hiking", "Mountains", "Village life"],
    note: "Interested in Tusheti in July. Is the road passable for a nervous passenger? Would like a calm, experienced driver.",
    groupSize: 3,
    budget: "mid-range",
    days: 7,
  },
  {
    destinations: ["India"],
    interests: ["Food", "Culture", "City"],
    note: "Short trip: Delhi and Jaipur, then maybe Varanasi. I want to eat everything, safely.",
    groupSize: 2,
    budget: "mid-range",
    days: 8,
  },
  {
    destinations: ["Armenia"],
    interests: ["History", "Wine", "Hiking"],
    note: "My grandmother was from Gyumri and I'd like to visit, plus the usual monasteries. One day of hiking would be great.",
    groupSize: 2,
    budget: "mid-range",
    days: 7,
  },
];

/**
 * Short chat exchanges; each item is one traveler message followed by the host's reply.
 * Placeholders: {host_first} {traveler_first} {city}.
 */
export const CONVERSATIONS: { traveler: string; host: string }[][] = [
  [
    {
      traveler:
        "Hi {host_first}, we're two people looking at your tour for the 14th or 15th of next month. Are either of those dates free?",
      host: "Hi {traveler_first}! The 15th is free, the 14th I already have a group. Shall I hold the 15th for you?",
    },
    {
      traveler: "Yes please. Is the price the same for two as on the listing?",
      host: "Yes, the price for two people is the one shown on the listing, and it includes lunch and all entrance tickets.",
    },
    {
      traveler: "Perfect. Where do you pick up?",
      host: "From your hotel anywhere in {city}. Send me the name when you have it and I'll be there at 8:00.",
    },
  ],
  [
    {
      traveler: "Hello! How high does this trek go? My partner had altitude sickness once before.",
      host: "Hi {traveler_first}, the highest point is a little under 3,900 m, and we sleep around 3,000 m. It's good you mention it.",
    },
    {
      traveler: "Should we do anything before?",
      host: "Spend at least one or two days at altitude before we start, drink a lot of water and tell me straight away if you get a headache. We can always go down, no problem.",
    },
    {
      traveler: "Thanks, that's reassuring. Do you carry a first-aid kit?",
      host: "Always, and a satellite messenger for places with no signal. I'm also trained in wilderness first aid.",
    },
  ],
  [
    {
      traveler: "Hi {host_first}, do we need any permit for this area or can we just go?",
      host: "Hi! Yes, you need a permit for that region. I can arrange it if you send me a scan of your passport at least 10 days before.",
    },
    {
      traveler: "Is there an extra cost?",
      host: "Only the official fee, which I pay and add to the invoice with the receipt. No commission.",
    },
    {
      traveler: "Great, I'll send the scans tonight.",
      host: "Perfect. Please also send the page with your visa or entry stamp once you arrive.",
    },
  ],
  [
    {
      traveler: "Our flight lands at 3:40 in the morning, is an airport pickup at that time possible?",
      host: "No problem at all, {traveler_first}. I'll be at arrivals with a sign with your name. I check the flight status, so if you're late I'll wait.",
    },
    {
      traveler: "Amazing, thank you. How much is it to the centre of {city}?",
      host: "The night transfer is the same price as the day one. You can pay in cash in local currency, euros or dollars, whichever is easier.",
    },
    {
      traveler: "Euros is easiest. See you then!",
      host: "See you! Send me a message when you land, I'll be on WhatsApp.",
    },
  ],
  [
    {
      traveler: "Hi, we're vegetarian. Is that a problem on the homestay nights?",
      host: "Not a problem, {traveler_first}. I'll tell the families in advance. Expect a lot of bread, soups, eggs, dairy and vegetables.",
    },
    {
      traveler: "And vegan? My sister is vegan.",
      host: "Harder in the villages, but possible. I'll ask them to cook separately for her and bring some extra things from the bazaar in {city}.",
    },
    { traveler: "You're a star. Thank you!", host: "My pleasure. Nobody goes hungry on my trips!" },
  ],
  [
    {
      traveler: "We have a 3-year-old. Do you have a child seat in the car?",
      host: "Yes, I have a child seat and a booster. Just tell me the weight of your child so I bring the right one.",
    },
    {
      traveler: "About 15 kg. And is the drive very long?",
      host: "About four hours, but we can stop every hour or so. There's a nice playground at the lunch stop.",
    },
    { traveler: "That sounds ideal.", host: "Great, I'll put the seat in the day before. See you soon!" },
  ],
  [
    {
      traveler: "Hi {host_first}, what's your cancellation policy? Our plans aren't 100% fixed yet.",
      host: "Hi! The deposit secures the date. If you cancel more than 14 days before, I refund it fully. After that I keep the deposit because I turn other guests away.",
    },
    {
      traveler: "That's fair. And if the weather is bad?",
      host: "If the road or trail is unsafe, we either move the date or I refund you. I will never take you somewhere dangerous.",
    },
    {
      traveler: "Okay, I'll book the deposit now.",
      host: "Thank you, {traveler_first}. I'll confirm everything in writing as soon as it comes through.",
    },
  ],
  [
    {
      traveler: "Is it possible to do this tour in one day instead of two?",
      host: "Technically yes, but it would mean about 10 hours in the car and only short stops. I honestly don't recommend it.",
    },
    {
      traveler: "Hmm. What would you cut?",
      host: "We could skip the second lake and do the canyon plus one lake. You'd be back in {city} around 20:00.",
    },
    {
      traveler: "Let's do that then. Same price?",
      host: "A bit lower, since there's no guesthouse night. I'll send you the updated price in a minute.",
    },
    { traveler: "Thanks!", host: "Sent. Let me know if it looks good." },
  ],
  [
    {
      traveler: "Hello, can we pay by card, or only cash?",
      host: "The deposit you pay online through the site. The rest you can pay in cash on the day; card terminals don't always work outside {city}.",
    },
    {
      traveler: "Are there ATMs near the hotel?",
      host: "Yes, several in the centre. I'd take out cash in {city} before we leave, there's nothing in the mountains.",
    },
    { traveler: "Good to know, thanks.", host: "You're welcome. Small notes are best for tips and village shops." },
  ],
  [
    {
      traveler: "Hi! Is early October still a good time, or will it be cold?",
      host: "Early October is one of my favourite times: clear skies and autumn colours. Nights are cold, close to zero higher up, so bring a warm layer and a hat.",
    },
    {
      traveler: "Will the guesthouses be open?",
      host: "Yes, most stay open until the end of October. After that some close for the winter.",
    },
    { traveler: "Perfect, let's aim for the 5th.", host: "Great choice. I'll pencil it in for you, {traveler_first}." },
  ],
  [
    {
      traveler: "Can I bring my drone?",
      host: "In town, no; it's not allowed near government buildings and you could get in trouble. In the mountains it's usually fine, but I'll tell you where it's okay.",
    },
    {
      traveler: "Okay, that's helpful. Do I need to register it?",
      host: "Rules change, so please check the current regulations before you fly in. Some customs officers ask about drones at the airport.",
    },
    { traveler: "Will do, thanks for being upfront.", host: "Of course. Better to know before than at customs!" },
  ],
  [
    {
      traveler: "Hi {host_first}, we're a group of 6. Is your minivan big enough with luggage?",
      host: "Hi {traveler_first}! Six people with one big suitcase each is fine. If you have more, I can add a roof box.",
    },
    { traveler: "We have backpacks only.", host: "Then it's easy. There's even space for a cooler with drinks." },
    {
      traveler: "And the price is per car, not per person?",
      host: "Per car, including fuel and my accommodation. Only parking and park entry fees are extra.",
    },
  ],
  [
    {
      traveler: "We want to cross the border and continue to the next country. Can you drive us all the way?",
      host: "I can take you to the border and help you through the crossing on foot. My car can't cross, but my colleague will be waiting on the other side.",
    },
    {
      traveler: "How long does the crossing take?",
      host: "Usually 30 minutes to an hour. In summer, on weekends, it can be longer, so we'll leave early.",
    },
    {
      traveler: "Great, that works for us.",
      host: "Perfect. I'll send you both our numbers so you're never without a contact.",
    },
  ],
  [
    {
      traveler: "Hello! My mother is 74 and can walk but not for very long. Is this tour suitable?",
      host: "Hello {traveler_first}, yes, with small changes. I can drive closer to most places and we'll skip the steep part. Plenty of benches and tea stops.",
    },
    {
      traveler: "Lovely. Is there a toilet on the way?",
      host: "Yes, at the lunch stop and at the visitor centre. I'll plan the timing around them.",
    },
    {
      traveler: "Thank you for being so thoughtful.",
      host: "My own mother would ask the same questions. See you both in {city}!",
    },
  ],
];

export interface BlogIdea {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  tags: string[];
  author: string;
  country: string;
  scene: Scene;
  showcase: boolean;
}

export const BLOG_ARTICLES: readonly BlogIdea[] = [
  {
    slug: "pamir-highway-practical-guide",
    title: "Driving the Pamir Highway: permits, seasons and what nobody tells you",
    excerpt:
      "The M41 through Tajikistan's Pamirs is one of the great road trips on earth. Here is what a local driver wishes every traveler knew before setting off.",
    author: "Jamshed Mamadnazarov",
    country: "Tajikistan",
    scene: "road",
    showcase: true,
    tags: ["Tajikistan", "Kyrgyzstan", "Road trip", "Practical"],
    body: `I have driven the Pamir Highway more times than I can count, in every month it is open and a few when it probably shouldn't have been. Travelers arrive with beautiful photos in their heads and very little idea of the logistics. This guide is for them.

## The route in one paragraph

The Pamir Highway (the M41) runs from Dushanbe through the Gorno-Badakhshan region (GBAO) to Khorog, climbs onto the high plateau at Murghab, passes the salt lake of Karakul and crosses into Kyrgyzstan at the Kyzyl-Art pass before dropping to Sary-Tash and Osh. Most people add a detour through the Wakhan valley between Khorog and Murghab, which is slower but far more beautiful. Plan on ten to fourteen days if you want to enjoy it rather than survive it.

## Permits and paperwork

You need a valid visa or e-visa for Tajikistan **and** the GBAO permit. When you apply for the e-visa you can usually request the GBAO permit at the same time for a small extra fee; it is printed on the same document. Carry several paper copies, because checkpoints along the road will ask for it and will write your details in a notebook. If you enter from Kyrgyzstan, check the current rules for your nationality on both sides before you go: they change, and nobody at the border will be impressed by an old blog post (including this one).

## When to go

The road is realistically a summer trip. From late June to mid-September the passes are clear, homestays are open and the weather is mostly stable. May and October are possible but cold, with snow on the high passes and some guesthouses closed. In winter only locals and the very determined drive it.

## Altitude is the real challenge

Murghab sits at around 3,600 m, Karakul at about 3,900 m and the Ak-Baital pass at more than 4,600 m. That is higher than most people have ever slept. Some simple rules:

- Drive **west to east** if you can (Dushanbe to Osh), so you climb gradually over several days.
- Spend at least one night in Khorog or the Wakhan before going up to the plateau.
- Drink more water than you think you need, and go easy on alcohol.
- A headache that does not go away with water and rest is a signal to go down, not to push on.

## Money, fuel and connectivity

Bring cash. There are ATMs in Dushanbe and Khorog, and after that you should not count on any. US dollars and somoni are both useful; small notes make life easier. Fuel is available in the larger villages, sometimes from barrels rather than pumps, so a good driver fills up whenever he can. Mobile signal exists in towns and disappears in between. Download offline maps before leaving Dushanbe.

## Homestays, not hotels

Outside Dushanbe and Khorog, you will mostly sleep in family homestays: a mattress on the floor of a traditional Pamiri house, dinner and breakfast included, an outdoor toilet and sometimes a banya. They are simple, warm and the single best part of the trip. Please don't bargain hard; the money stays in villages that see very little of it.

## Choosing a car and driver

A proper 4x4 such as a Land Cruiser or Pajero is worth the extra cost. Ask your driver how many times they have done the full route, whether they speak any English, and what happens if the car breaks down (the right answer involves spare parts in the boot and a cousin in Khorog). Agree in writing on the price, who pays for the driver's food and accommodation, and the itinerary day by day.

## One last thing

Leave a spare day. A landslide, a flat tyre or a wedding invitation in a Wakhi village will happen, and the people who enjoy the Pamirs most are the ones who are not watching the clock.`,
  },
  {
    slug: "uzbekistan-by-train",
    title: "Uzbekistan by train: Tashkent, Samarkand, Bukhara and Khiva without a car",
    excerpt:
      "Uzbekistan has one of the easiest rail networks in Central Asia. How to use it, when to book and which train to take between the Silk Road cities.",
    author: "Nodira Khodjaeva",
    country: "Uzbekistan",
    scene: "temple",
    showcase: true,
    tags: ["Uzbekistan", "Trains", "Silk Road", "Practical"],
    body: `Ten years ago, moving between Uzbekistan's Silk Road cities meant long shared-taxi rides across the desert. Today the classic route from Tashkent to Khiva can be done almost entirely by train, and it is one of the most relaxing ways to see the country.

## The trains you will meet

**Afrosiyob** is the high-speed train, Spanish-built and very comfortable. It connects Tashkent with Samarkand in a little over two hours and continues to Bukhara, with some services running further south. It is the one everyone wants, and it sells out.

**Sharq** trains are slower, cheaper and still comfortable, a good backup when Afrosiyob is full.

**Overnight and regional trains** run on longer routes, including the line to Khiva and Urgench. Sleeper compartments are clean and a great way to meet Uzbek families, who will try to feed you.

## A classic route

1. **Tashkent** (2 nights): metro stations, Chorsu bazaar, Khast Imam.
2. **Samarkand** (3 nights): Registan, Shah-i-Zinda, Gur-e-Amir, a day trip to Shakhrisabz.
3. **Bukhara** (3 nights): the old town is walkable and best explored slowly.
4. **Khiva** (2 nights): the walled Itchan Kala, ideally with a day trip to the desert fortresses.
5. Back to Tashkent by overnight train or a domestic flight from Urgench.

## Booking tickets

Tickets are sold on the official Uzbekistan Railways website and app, at stations and through local agencies. Foreign cards do not always work online, so many travelers ask a local host or guesthouse to book for them. Tickets are released some weeks in advance; for travel in April, May, September and October, book as soon as your dates are fixed, especially for Afrosiyob. You need your passport details for the booking and your passport at the station.

## At the station

Arrive at least 30 to 40 minutes early. There is a security check at the station entrance and a second passport check on the platform. Stations are clean and have small cafes, but the food on board is limited, so buy bread, fruit and snacks at the bazaar the day before.

## Paperwork and money

Many nationalities can now visit Uzbekistan without a visa or with a simple e-visa; check the current rules for your passport. Hotels and guesthouses register foreign guests with the authorities and usually give you a slip or confirmation. Keep these in case anyone asks, particularly if you plan to stay with friends.

ATMs are now common in the big cities and cards work in many hotels and restaurants, but carry som in cash for bazaars, taxis and small guesthouses.

## What the train won't do for you

Trains get you between cities, not into the countryside. For places like the Nuratau mountains, Aydarkul lake, the Aral Sea at Moynaq or the fortresses of Karakalpakstan, you will need a driver for a day or two. Book one locally; it is cheaper than you would think and far more flexible than a tour bus.

## Small tips from a local

- Bring a light scarf or shawl for mosques and shrines.
- Sunrise and late afternoon are the best times for the monuments, both for light and crowds.
- In Bukhara and Khiva, stay inside the old town. You will walk everywhere and see the streets after the day visitors leave.
- Say yes to the tea. Always.`,
  },
  {
    slug: "mongolia-ger-etiquette",
    title: "Staying with nomads in Mongolia: ger etiquette that actually matters",
    excerpt:
      "Where to sit, what to do with the bowl of airag and why you should never step on the threshold. A short guide to being a good guest in a Mongolian ger.",
    author: "Oyunchimeg Batbold",
    country: "Mongolia",
    scene: "steppe",
    showcase: true,
    tags: ["Mongolia", "Culture", "Etiquette", "Nomadic life"],
    body: `Most trips in Mongolia include at least one night with a herding family, and for many travelers it becomes the memory they talk about for years. Families are used to foreign guests and very forgiving, but a few gestures show respect and make everyone more comfortable.

## Arriving

Herding families keep dogs, and some are serious guard dogs. The traditional call as you approach a ger is **"Nokhoi khor!"**, which means "hold the dog". Your driver or guide will usually go first. Don't walk straight up to a ger on your own.

## Entering the ger

The door of a ger faces south. When you enter:

- **Don't step on the threshold.** Step over it. Stepping on it is considered bad luck for the family.
- Move to the left (clockwise) as you come in. Guests traditionally sit on the west side; the back of the ger, facing the door, is the place of honour and often has the family altar.
- Don't lean against the two central pillars or pass between them, and don't whistle inside.
- Don't point your feet at the stove or the altar when you sit down.

If you get it wrong, nobody will be upset. The effort is noticed more than perfection.

## Food and drink

You will be offered something almost immediately: milk tea (suutei tsai), dried curds (aaruul), fried bread, and in summer, fermented mare's milk (airag). Receive bowls with your right hand, or with both hands, and at least taste what you are given before putting it down. You don't have to finish it. Airag is mildly alcoholic and an acquired taste; a polite sip is enough.

If a snuff bottle is passed around, receive it with your right hand, open the lid slightly, sniff, and return it. You don't have to actually take snuff.

## Gifts

Bringing something is appreciated, but money handed over directly can be awkward. Good gifts are practical or shareable:

- Fruit, sweets or biscuits from the city (fresh fruit is rare on the steppe).
- Printed photos of the family, sent afterwards through your guide.
- Good quality tea, school supplies for children, or small tools.

If you are paying for a homestay, the payment is normally arranged through your guide or operator, which keeps things simple for everyone.

## Photography

Ask before photographing people, especially older family members. Most are happy to pose, and many will ask to see the picture. Children will probably want to take your camera and photograph you back.

## Helping out

Offer to help. You might be handed a bucket at milking time, asked to herd a few goats, or shown how to make dumplings. Doing small chores is one of the best ways to connect when you don't share a language.

## Practicalities

- The toilet is usually a pit latrine some distance away. Bring a headlamp and toilet paper, and take the paper back with you.
- Nights are cold even in summer. A warm sleeping bag or liner is useful.
- Fire is sacred; don't throw rubbish into the stove.
- There will be no shower. Wet wipes are your friend.

## Saying goodbye

When you leave, don't turn your back abruptly to the family's altar, and thank your hosts with a simple **"Bayarlalaa"** (thank you). If they splash milk towards your car as you drive away, that is a blessing for a safe journey.`,
  },
  {
    slug: "georgian-supra-survival-guide",
    title: "How to survive (and enjoy) a Georgian supra",
    excerpt:
      "Toasts, horns, qvevri wine and the art of saying no politely. What to expect at a Georgian feast, from someone who has hosted a few hundred.",
    author: "Levan Tsiklauri",
    country: "Georgia",
    scene: "city",
    showcase: false,
    tags: ["Georgia", "Food", "Wine", "Culture"],
    body: `If you spend more than a few days in Georgia, sooner or later someone will invite you to a supra. It might be a wedding, a birthday, a harvest lunch in Kakheti or just a Tuesday. It will last longer than you expect, involve more food than seems physically possible, and be one of the warmest evenings of your trip.

## The tamada

Every proper supra has a **tamada**, the toastmaster. He (it is still usually a he, though not always) leads the evening, decides the order of the toasts and sets the rhythm. A good tamada is funny, wise and a little bit of a poet. The tamada's job is not to get everyone drunk; it is to make sure everyone feels seen.

## Toasts are not optional, drinking mostly is

Toasts follow a loose structure that varies by region and family. They often include toasts to peace, to the country, to those who have passed away, to parents, to children, to women and to friendship, among many others. The tamada speaks, sometimes at length, and then others may add to the toast.

A few rules of thumb:

- **Don't drink between toasts** at a formal supra. Wait for the tamada.
- Toasts are made with **wine or chacha**, never beer. Toasting with beer is traditionally considered an insult, or at least very odd.
- You don't have to empty your glass every time. Sip if you want to pace yourself. Nobody will force you, although they may tease you.
- **"Gaumarjos!"** ("victory to us") is what you say when you raise your glass.
- If the tamada passes the toast to you with the word **"alaverdi"**, you are invited to add your own words. A few sincere sentences about your hosts are perfect.

## The food

The table is covered before you sit down and keeps filling up as the evening goes on. Expect some of these:

- **Khachapuri**, cheese bread in a regional style (the Adjarian one has an egg in the middle).
- **Pkhali** and **badrijani nigvzit**, vegetables and aubergine rolls with walnut paste.
- **Mtsvadi**, pork or beef skewers grilled over vine cuttings.
- **Khinkali**, the big dumplings. Hold them by the knot, bite a small hole, drink the broth, then eat the rest. Leave the knot on your plate; locals count them.
- Fresh herbs, tomatoes and cucumbers, and bread from a tone oven.

Pace yourself. The first hour of food is only the beginning.

## The wine

Georgia has been making wine for about 8,000 years, and the traditional method, fermenting grapes with skins in buried clay jars called **qvevri**, is on UNESCO's list of intangible heritage. Qvevri white wines are amber coloured and tannic; the reds are deep and earthy. At a family supra, the wine will most likely come from the host's own cellar, served from a jug.

Sometimes a toast is drunk from a horn (**kantsi**). A horn can't be put down until it's empty, so accept one only if you mean it.

## Saying no

If you don't drink alcohol, say so early to the tamada or your host. It is completely accepted, especially for guests; you can raise a glass of juice or water with everyone else. If you are full, leave a little food on your plate; an empty plate gets refilled immediately.

## Singing

At some point someone will start singing, and others will join in with harmonies that give you goosebumps. Georgian polyphonic singing is also on UNESCO's list, and nothing on a recording compares to hearing it across a table at midnight. You will not be expected to sing, but clapping is welcome.

## Leaving

Don't try to leave early without saying goodbye to the tamada and your hosts. There will be one more toast, to the road.`,
  },
  {
    slug: "nepal-teahouse-trekking-guide",
    title: "Teahouse trekking in Nepal: seasons, permits and choosing a guide",
    excerpt:
      "A practical guide to Nepal's lodge-to-lodge treks, from a Sherpa guide who has walked the Khumbu and Annapurna trails since he was a porter at 17.",
    author: "Pemba Sherpa",
    country: "Nepal",
    scene: "mountains",
    showcase: false,
    tags: ["Nepal", "Trekking", "Practical", "Altitude"],
    body: `Teahouse trekking means walking from village to village and sleeping in family lodges, with no need to carry a tent or cook. It is the easiest way to walk in the Himalaya, but "easy" is relative. Here is what I tell every group before we start.

## Best seasons

- **October and November**: clear skies, stable weather and the best mountain views. Also the busiest months.
- **March to May**: warmer, rhododendrons in bloom at lower altitudes, more haze later in the season.
- **June to September**: monsoon. Rain, leeches and cloud at lower altitudes, though rain-shadow areas like Upper Mustang are good then.
- **December to February**: cold and quiet. Possible on lower treks; high passes may be closed by snow.

## Permits

Almost every trekking area requires at least one permit. For the Annapurna region that is the conservation area permit; for the Everest region the national park permit plus a local fee. Restricted areas such as Upper Mustang, Manaslu and Dolpo need special permits and must be booked through a registered agency.

In 2023 Nepal introduced a rule requiring most foreign trekkers in protected areas to trek with a licensed guide. How it is enforced has varied between regions, so check the current situation when you plan your trip rather than relying on older forums.

## Guide, porter or both?

A licensed guide knows the route, speaks the language, deals with lodges and, most importantly, recognises altitude sickness before you do. A porter carries your main bag (usually up to a fixed weight limit) so you only carry a daypack. Many small groups hire one guide and one porter for every two people.

When choosing:

- Ask how many times they have done your specific trek.
- Ask what they do if someone gets sick at altitude. The answer should be "we go down".
- Make sure porters have proper shoes, warm clothes and insurance. Reputable agencies provide them.
- Agree in advance what is included: meals, accommodation, permits, transport, tips.

## Altitude

Above about 3,000 m, follow the simple rules:

- Increase your **sleeping** altitude by no more than 300 to 500 m per day.
- Take a rest or acclimatisation day every three to four days; on those days, hike higher and come back down to sleep.
- Drink plenty of water, avoid alcohol and sleeping pills.
- Headache, nausea and loss of appetite are early signs. If they get worse, stop climbing. If there is confusion or breathlessness at rest, descend immediately.

Talk to your doctor before the trip about medication, and buy travel insurance that covers helicopter evacuation at the altitude you plan to reach.

## Life in a teahouse

Rooms are basic: two beds, a blanket, thin walls. The dining room with its stove is the heart of the lodge and where everyone gathers in the evening. Lodges make their living from food, so eat where you sleep. **Dal bhat** is the trekker's fuel: rice, lentils and vegetables, with refills included.

Hot showers, charging and Wi-Fi usually cost extra and get more expensive the higher you go. Bring a power bank, cash in rupees (there are no ATMs on most trails), and a good sleeping bag for the higher nights.

## Packing essentials

1. Broken-in boots and two pairs of good socks.
2. A down jacket, even in spring.
3. Water purification tablets or a filter; please avoid plastic bottles.
4. Headlamp, sunglasses, sunscreen and lip balm.
5. A small first-aid kit including blister plasters.

Walk slowly, greet people with a smile and a "namaste", and pass stupas and mani walls on the left. The mountains will do the rest.`,
  },
  {
    slug: "iran-practical-guide",
    title: "Iran in practice: cash, dress code and getting around",
    excerpt:
      "Iran is one of the most hospitable countries you can visit, and one of the most complicated to prepare for. The practical things to sort out before you go.",
    author: "Negar Shirazi",
    country: "Iran",
    scene: "desert",
    showcase: false,
    tags: ["Iran", "Practical", "Visas", "Etiquette"],
    body: `People who have been to Iran usually say two things: that it was one of the friendliest places they have ever travelled, and that they wished someone had told them the practical details before they left. This is my attempt at that.

## Check the situation first

Before anything else, read your government's current travel advice for Iran. Some governments advise against all or all but essential travel, and that can affect your travel insurance and the help your embassy can give. The situation changes, and you should make your decision with up-to-date information.

## Visas

Rules depend heavily on your nationality. Many travelers can apply for an electronic visa in advance, and some nationalities have been able to get a visa on arrival at major airports. Citizens of some countries, including the United States, the United Kingdom and Canada, have generally needed to travel with a licensed guide on a pre-approved itinerary. Check the current rules with an official source or a licensed Iranian agency well ahead of your trip.

## Money: bring cash

Because of international sanctions, foreign bank cards generally **do not work** in Iran. You cannot withdraw money from ATMs or pay by card with a card issued abroad. In practice:

- Bring enough cash in euros or US dollars for the entire trip, plus a reserve.
- Exchange at official exchange offices in cities, which usually give much better rates than banks.
- Some agencies sell prepaid local tourist cards, which are convenient if you don't want to carry large amounts of cash.

Prices are often quoted in **toman** even though the official currency is the rial. One toman is ten rials. Ask "toman or rial?" whenever a price seems strange.

## Dress code

By law, women must cover their hair in public with a scarf and wear loose clothing that covers the arms and reaches below the hips, such as a long shirt or tunic over trousers. Men should avoid shorts and sleeveless tops in public. At some religious sites, women are asked to wear a chador, which is usually lent at the entrance. Rules and enforcement have shifted over the years, so follow your guide's advice on the ground.

## Getting around

- **Domestic flights** are cheap and connect most major cities.
- **VIP buses** with reclining seats run between all cities, including overnight. They are comfortable and very cheap.
- **Trains** are slower but pleasant, especially sleeper trains.
- In cities, ride-hailing apps such as Snapp are widely used, but they need a local phone number. A local SIM card is worth getting on arrival.

## Internet

Many international websites and apps, including popular social networks, are blocked. Download offline maps, translation apps and anything else you rely on before you arrive.

## Etiquette and taarof

Iranian hospitality comes with **taarof**, an elaborate politeness in which people refuse payment or insist you take something, and you are expected to refuse in turn. A taxi driver who says "be my guest" almost always expects to be paid. When in doubt, offer to pay at least twice.

Some other things worth knowing:

- Alcohol is illegal.
- Friday is the weekend; many shops and offices close.
- Don't photograph government or military buildings.
- Expect to be invited for tea, for dinner and to stay the night. Accepting, at least once, is one of the best things you can do.

## When to go

Spring (March to May) and autumn (October and November) are ideal for the classic cities. Nowruz, the Persian New Year around 21 March, is beautiful but very busy, with domestic travel at its peak. Summer is extremely hot in the desert, and the Caspian north is green and humid year-round.`,
  },
  {
    slug: "gorilla-trekking-uganda",
    title: "Gorilla trekking in Uganda: permits, fitness and what the day looks like",
    excerpt:
      "One hour with a gorilla family in Bwindi costs a lot and sells out early. Here is how to prepare so that hour is everything you hoped for.",
    author: "Moses Byaruhanga",
    country: "Uganda",
    scene: "forest",
    showcase: false,
    tags: ["Uganda", "Wildlife", "Gorillas", "Practical"],
    body: `I have taken guests gorilla trekking in Bwindi Impenetrable National Park for many years, and I still feel my heart beating faster when the trackers radio that they have found the family. Here is how to prepare.

## Permits

Gorilla permits are issued by the **Uganda Wildlife Authority (UWA)**. The standard permit for foreign non-residents currently costs around USD 800 (check UWA's current price list). Each habituated gorilla family can be visited by a small group of people once a day, so permits are limited and sell out months ahead for the popular periods, especially June to September and December to February.

Bwindi is divided into four sectors: **Buhoma**, **Ruhija**, **Rushaga** and **Nkuringo**. Your permit is for a specific sector, so your lodge must be near it; the sectors are hours apart by road. There is also Mgahinga Gorilla National Park near Kisoro.

The **habituation experience**, where you spend up to four hours with a family still getting used to humans, is offered in some sectors at a considerably higher price.

## Who can go

The minimum age is 15. You should not trek if you have a cold, flu or any infectious illness, because gorillas can catch human diseases. Rangers may refuse visitors who are visibly sick; if you are ill, talk to UWA about rescheduling.

## How fit do you need to be?

It depends entirely on where the gorillas slept the night before. Some treks take 45 minutes; others take five or six hours through steep, muddy forest at altitudes of up to about 2,500 m. The rangers try to match groups to fitness levels, so tell them honestly at the briefing if you have bad knees.

Hire a **porter**. They carry your bag, give you a hand on the steep sections and come from the villages around the park. It is one of the most direct ways your visit supports local communities.

## What to bring

- Waterproof hiking boots with good grip.
- Long trousers and long sleeves (there are stinging nettles).
- Gardening gloves for grabbing branches.
- A rain jacket, even in the dry season.
- At least two litres of water and a packed lunch.
- A camera without flash. Flash photography is not allowed.

## The day itself

1. **Briefing at the park office** around 7:30, where you are assigned to a gorilla family and meet your ranger guide.
2. **The trek**: advance trackers have gone ahead to find the family and radio their position.
3. **One hour with the gorillas**, starting from the moment you reach them. Keep a distance of at least several metres, wear a face mask if asked, stay quiet and never eat near them.
4. **The walk out**, often slower, because everyone is talking.

If a gorilla walks towards you, stay still and let the ranger guide you. They know these animals individually.

## Other practical points

- Uganda requires proof of **yellow fever vaccination** on entry. Check other recommended vaccinations and malaria prevention with a travel clinic.
- Apply for your visa online in advance. If you also plan to visit Kenya or Rwanda, look at the East Africa Tourist Visa.
- Combine the trek with chimpanzee tracking in Kibale, the Kazinga Channel in Queen Elizabeth National Park or a few lazy days on Lake Bunyonyi, which is perfect after a hard trek.`,
  },
  {
    slug: "almaty-first-timers-guide",
    title: "Almaty for first-timers: a city with mountains at the end of the bus line",
    excerpt:
      "Almaty is Kazakhstan's most liveable city, with snow peaks visible from almost every street. How to spend your first days, from Kök-Töbe to the high lakes.",
    author: "Aigerim Seitkali",
    country: "Kazakhstan",
    scene: "mountains",
    showcase: false,
    tags: ["Kazakhstan", "City", "Hiking", "First timers"],
    body: `Almaty surprises almost everyone. It is a green city of wide tree-lined avenues, Soviet mosaics and good coffee, and on a clear day the Zailiysky Alatau mountains look close enough to touch. You can have breakfast in a cafe and be on a mountain trail an hour later.

## Getting there and around

Many nationalities can visit Kazakhstan without a visa for a limited stay; check the current rules for your passport. Almaty's airport is about half an hour from the centre.

In the city, the single metro line is clean and beautiful but short. Buses go everywhere, and ride-hailing apps such as Yandex Go are cheap and reliable. Most streets in the centre run on a grid sloping up towards the mountains, so "up" means south and "down" means north. Locals give directions this way.

## The first day: city and Kök-Töbe

Start at **Panfilov Park**, with the pastel wooden Ascension Cathedral, then walk to the **Zelyony Bazaar** (Green Bazaar) for dried fruit, horse-meat sausages, kurt and a glass of kymyz if you are brave. In the afternoon, look at some of the city's best Soviet modernist buildings: the Hotel Kazakhstan, the Palace of the Republic and the Arasan baths, where you can also take a very local steam bath.

Finish the day on **Kök-Töbe**, the hill on the southeastern edge of the city. A cable car goes up from Abay Avenue. At sunset the whole city lights up below you.

## Into the mountains

The easiest escape is **Medeu**, the high-altitude skating rink, which you can reach by city bus or taxi. From there a gondola continues up to **Shymbulak**, a ski resort in winter and a starting point for walks in summer.

Other favourites:

- **Big Almaty Lake**, a turquoise reservoir at about 2,500 m. The shoreline is sometimes closed, but the viewpoints are beautiful.
- **Kim-Asar** and **Butakovka** valleys, for easy to moderate hikes close to town.
- **Furmanov peak**, a steeper climb with a big view over the city.

## Day trips and overnights

With a car and driver, Almaty is the gateway to some of the best landscapes in Central Asia:

1. **Charyn Canyon** (about 3 to 4 hours away), often compared to a small Grand Canyon.
2. **Kolsai Lakes and Kaindy Lake**, best done as an overnight trip with a guesthouse in Saty village.
3. **Altyn-Emel National Park**, with the Singing Dune and striped Aktau mountains. Permits are issued by the park.
4. **Issyk lake and Turgen gorge**, for waterfalls and a quieter day.

## When to go

Late May to June and September to early October are ideal: warm days, cool nights and clear views. July and August are hot in the city but perfect higher up. Winter is cold and sunny, with good skiing at Shymbulak, but the city can suffer from smog on still days.

## Safety in the mountains

The mountains are close, which makes them easy to underestimate. Weather changes fast, so carry a warm layer and rain jacket even on sunny days. In late spring and early summer, ticks are a real risk in the foothills; use repellent, wear long trousers and check yourself after hikes. Some local doctors recommend vaccination against tick-borne encephalitis for people planning a lot of hiking, so ask your travel clinic.

## A few local habits

- Tea is offered everywhere, and your cup will be refilled until you politely cover it.
- Russian and Kazakh are both widely spoken; a few words of either are much appreciated.
- Almaty is a foodie city: try beshbarmak, lagman and Uyghur dishes, and at least one modern cafe.`,
  },
];
